import Plumb
import PlumbRender

/// Captures recorded animations for the page's time scrubber: every frame's picture and the
/// places of every view, guide and constraint anchor in it.
///
/// Make the capture from the scene as the page's model sees it, before recording the animation
/// (recording leaves the scene at its end, and may activate or deactivate constraints): the
/// capture keeps the model's order of constraints, so that a frame's violations point at the
/// model's constraints.
public struct AnimationCapture {
    private let scene: Scene
    private let constraints: [LayoutConstraint]
    private let constraintIndex: [ObjectIdentifier: Int]

    /// A capture for a scene laid out as the model shows it.
    public init(scene: Scene) {
        self.scene = scene
        scene.root.layoutIfNeeded()
        constraints = ConstraintCatalog(root: scene.root).constraints
        constraintIndex = Dictionary(uniqueKeysWithValues: constraints.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
    }

    /// Shows every frame of each animation (recorded on this capture's scene; one film each,
    /// in order) on a stage of the scene, draws it as SVG and notes its places; the scene ends
    /// at the animations' end. `title` says what changes.
    public func capture(_ animations: [LayoutAnimation], title: String) throws(RenderError) -> CapturedAnimation {
        let renderer = Renderer(scale: scene.scale, background: scene.background)
        var pictures = PictureTable()
        var films: [InspectedFilm] = []
        try scene.withAnimationStage { stage throws(RenderError) in
            for animation in animations {
                var frames: [InspectedFrame] = []
                for frame in animation.frames {
                    let snapshot = try renderer.snapshot(of: frame, of: animation, on: stage, format: .svg)
                    let picture = pictures.index(of: try renderer.data(of: snapshot))
                    frames.append(inspect(frame, of: animation, picture: picture))
                }
                films.append(InspectedFilm(mode: animation.mode.rawValue, frames: frames))
            }
        }
        let first = animations.first
        let model = InspectedAnimation(title: title, duration: first?.duration ?? 0, fps: first?.fps ?? 1,
                                       curve: first?.curve.rawValue ?? AnimationCurve.linear.rawValue, films: films)
        return CapturedAnimation(animation: model, pictures: pictures.pictures)
    }

    /// The shown frame's places, in the model's order.
    private func inspect(_ frame: AnimationFrame, of animation: LayoutAnimation, picture: Int) -> InspectedFrame {
        let items = ItemCatalog(root: scene.root)
        let anchors = constraints.map { constraint -> [Double] in
            let direction = AnchorPosition.direction(of: constraint.firstItem)
            let sides = [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            return sides.compactMap { item, attribute in
                item.map { AnchorPosition.value(attribute, of: $0, direction: direction, in: items) ?? 0 }
            }
        }
        let violations = frame.violations.map { violation in
            InspectedViolation(name: violation.name, error: violation.error, required: violation.isRequired,
                               constraint: constraintIndex[ObjectIdentifier(animation.constraint(of: violation))])
        }
        let root = scene.root.frame
        return InspectedFrame(
            time: frame.time, progress: frame.progress, afterChange: frame.isAfterChange, picture: picture,
            size: InspectorSize(width: root.width, height: root.height),
            frames: items.frames.map(InspectorRect.init),
            framesInParent: items.views.map { InspectorRect($0.frame) },
            alignmentRects: zip(items.views, items.frames).map { InspectorRect($0.alignmentRect(forFrame: $1)) },
            visible: items.visible,
            guides: items.guides.map { InspectorRect(items.guideFrame($0) ?? .zero) },
            anchors: anchors, violations: violations, requiredError: frame.requiredError)
    }
}

/// An animation captured for the page: the model's part and the frames' pictures (SVG).
public struct CapturedAnimation: Sendable {
    /// What the model says about the animation.
    public var animation: InspectedAnimation
    /// The distinct pictures the frames name by index.
    public var pictures: [[UInt8]]
}

/// Distinct pictures, each stored once.
private struct PictureTable {
    private(set) var pictures: [[UInt8]] = []
    private var indexes: [[UInt8]: Int] = [:]

    /// The picture's index, storing it when it is new.
    mutating func index(of picture: [UInt8]) -> Int {
        if let index = indexes[picture] { return index }
        indexes[picture] = pictures.count
        pictures.append(picture)
        return pictures.count - 1
    }
}
