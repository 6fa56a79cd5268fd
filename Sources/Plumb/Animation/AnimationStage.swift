/// Shows recorded animation frames on a scene's tree, one at a time, for as long as
/// ``Scene/withAnimationStage(_:)`` runs: the only way to put a frame on the tree, so that no
/// caller can forget to put the animation's end back.
///
/// A shown frame is read, not laid out: views and guides hold the frame's rectangles, and
/// constraints, constants, hidden flags and checkbox states are as they were at that moment,
/// until the next ``show(_:of:)`` or the end of the stage. Draw it into a value that outlives
/// the stage (PlumbRender's `Renderer.snapshot(of:of:on:format:)` makes a `DrawingSnapshot`);
/// a layout pass on a shown frame would put every view back where the engine has it.
public final class AnimationStage {
    /// The scene the frames are shown on.
    public let scene: Scene
    /// The animation whose frame is on show, whose end state the stage puts back.
    private var shown: LayoutAnimation?

    init(scene: Scene) { self.scene = scene }

    /// The tree showing the last frame shown.
    public var root: View { scene.root }

    /// Puts `frame` of `animation` (recorded on this stage's scene) on the tree. Returns false,
    /// and changes nothing, for a frame of another scene's animation.
    @discardableResult
    public func show(_ frame: AnimationFrame, of animation: LayoutAnimation) -> Bool {
        let items = animation.items
        let root = scene.root
        guard items.items.first === root, items.items.count == frame.geometry.frames.count else { return false }
        shown = animation
        animation.changes.applyActivity(afterChange: frame.isAfterChange)
        animation.changes.applyConstants(at: frame.progress)
        (frame.isAfterChange ? animation.after : animation.before).applyViewStates(to: items.views)
        for (item, rect) in zip(items.items, frame.geometry.frames) {
            if let view = item as? View {
                view.storedFrame = rect
            } else if let guide = item as? LayoutGuide {
                guide.presentedFrame = rect
            }
        }
        return true
    }

    /// Puts the scene back at the end of the animation last shown; the next layout pass puts
    /// every view where the engine has it.
    func end() {
        guard let animation = shown else { return }
        shown = nil
        let root = scene.root
        animation.changes.applyActivity(afterChange: true)
        animation.changes.applyConstants(at: 1)
        animation.after.applyViewStates(to: animation.items.views)
        if let last = animation.frames.last { root.storedFrame = last.geometry.frames[0] }
        for view in root.subtreeViews {
            for guide in view.layoutGuides { guide.presentedFrame = nil }
            view.needsLayout = true
        }
        root.setNeedsLayout()
    }
}

extension Scene {
    /// Runs `body` with a stage that shows frames of animations recorded on this scene
    /// (see ``AnimationStage``), then puts the scene back at the end of the animation last
    /// shown, even when `body` throws. Record no animation inside `body`.
    public func withAnimationStage<Result, Failure: Error>(_ body: (AnimationStage) throws(Failure) -> Result) throws(Failure) -> Result {
        let stage = AnimationStage(scene: self)
        defer { stage.end() }
        return try body(stage)
    }
}
