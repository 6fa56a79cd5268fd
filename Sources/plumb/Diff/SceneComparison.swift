import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshotCore

/// What changed between two laid-out scenes: the views (matched by key, their frames in the
/// root's coordinates, as a snapshot failure reports them) and the file's constraints.
struct SceneComparison {
    /// One view that moved, was resized, is new or is gone.
    struct ViewChange {
        /// Its frames and the sentence that says how they differ.
        let frames: FrameChange
        /// The outermost superview it moved with, when it only moved, by as much as that
        /// superview, inside the same superview on both sides; nil otherwise.
        let movedWith: String?
    }

    /// The views that differ, in the new file's order (then the old file's, for views it lost).
    let views: [ViewChange]
    /// The constraints that differ.
    let constraints: ConstraintChanges
    /// The roots' keys: a root that changed size is listed, not outlined (the panels show it).
    private let rootKeys: Set<String>

    init(old: LoadedScene, new: LoadedScene) {
        let oldParents = Self.superviews(in: old.scene.root), newParents = Self.superviews(in: new.scene.root)
        let changes = FrameChange.between(ImageSnapshot.frames(of: old.scene.root), ImageSnapshot.frames(of: new.scene.root),
                                          order: new.viewIDs + old.viewIDs)
        let byKey = Dictionary(changes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        /// True when `change` only moved, as its superview `parent` did, in the same superview.
        func movesWithParent(_ change: FrameChange) -> String? {
            guard change.isMoved, !change.isResized, let parent = newParents[change.key], oldParents[change.key] == parent,
                  let outer = byKey[parent], outer.isMoved, outer.offset == change.offset else { return nil }
            return parent
        }
        views = changes.map { change in
            var outermost = movesWithParent(change)
            while let parent = outermost, let outer = byKey[parent], let next = movesWithParent(outer) { outermost = next }
            return ViewChange(frames: change, movedWith: outermost)
        }
        constraints = ConstraintChanges(old: ComparedConstraint.all(of: old), new: ComparedConstraint.all(of: new))
        rootKeys = Set([old.scene.root.identifier, new.scene.root.identifier].compactMap { $0 })
    }

    /// Each identified view's superview's key, by the view's key.
    private static func superviews(in root: View) -> [String: String] {
        var parents: [String: String] = [:]
        for view in root.subtreeViews {
            if let id = view.identifier, parents[id] == nil, let parent = view.superview?.identifier { parents[id] = parent }
        }
        return parents
    }

    /// True when nothing differs: exit status 0.
    var isEmpty: Bool { views.isEmpty && constraints.isEmpty }

    var moved: [ViewChange] { views.filter { $0.frames.isMoved } }
    var resized: [ViewChange] { views.filter { $0.frames.isResized } }
    var added: [ViewChange] { views.filter { $0.frames.isAdded } }
    var removed: [ViewChange] { views.filter { $0.frames.isRemoved } }

    /// `2 views moved, 1 resized, 1 added, 1 removed; 1 constraint changed, 1 added, 0 removed`,
    /// or `no layout changes`.
    var headline: String { isEmpty ? "no layout changes" : "\(viewCounts); \(constraintCounts)" }

    /// `2 views moved, 1 resized, 1 added, 1 removed`.
    var viewCounts: String {
        "\(Self.count(moved.count, "view")) moved, \(resized.count) resized, \(added.count) added, \(removed.count) removed"
    }

    /// `1 constraint changed, 0 added, 0 removed`.
    var constraintCounts: String {
        "\(Self.count(constraints.changed.count, "constraint")) changed, \(constraints.added.count) added, \(constraints.removed.count) removed"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The marks of the picture: on the before side, what moved, was resized or is gone, at its
    /// old frame; on the after side, what moved, was resized or is new, at its new frame. Views
    /// that only moved with their superview are left to its mark, and the roots to the panels.
    func marks() -> (before: [BeforeAfter.Mark], after: [BeforeAfter.Mark]) {
        var before: [BeforeAfter.Mark] = [], after: [BeforeAfter.Mark] = []
        for view in views where view.movedWith == nil && !rootKeys.contains(view.frames.key) {
            let change = view.frames
            let kind: BeforeAfter.Change = change.isAdded ? .added : change.isRemoved ? .removed : change.isResized ? .resized : .moved
            if let old = change.old { before.append(BeforeAfter.Mark(rect: old, change: kind, label: change.key)) }
            if let new = change.new { after.append(BeforeAfter.Mark(rect: new, change: kind, label: change.key)) }
        }
        return (before, after)
    }
}
