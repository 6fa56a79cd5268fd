import Plumb

/// A view tree of one benchmark shape, built through the public API only (views, anchors,
/// `LayoutConstraint.activate`, `layoutIfNeeded()`), with the changes each phase makes.
///
/// The benchmark suite (`plumb-bench`), the complexity tests and the randomized engine test
/// share these definitions; the kiwi driver solves the very constraints the engine hands its
/// solver for them (see Benchmarks/README.md).
public final class ShapeScene {
    /// The root view, hosting the engine.
    public let root: View
    /// Every view below the root, in the order they were made.
    public internal(set) var views: [View] = []
    /// The constraints `build` activates, in one call.
    var constraints: [LayoutConstraint] = []
    /// The constraint whose constant the constant edit changes, and by how much.
    var edited: LayoutConstraint?
    var editStep = 10.0
    /// An edit of the shape's own kind instead (a stack's spacing), given the sign.
    var editAction: ((ShapeScene, Double) -> Void)?
    /// The view whose intrinsic size the intrinsic edit changes.
    var resizable: View?
    /// The window resize: a new root size, applied the shape's way.
    var resize: (ShapeScene, Double) -> Void = { scene, grow in
        let frame = scene.root.frame
        scene.root.frame = Rect(x: 0, y: 0, width: frame.width + grow, height: frame.height + grow)
    }
    /// Removes about half the views with `removeFromSuperview` (Apple's Hierarchy Removal:
    /// the next whole subtree, one a step).
    var removeHalf: (ShapeScene) -> Void = { _ in }
    /// Re-parents a subtree and constrains it in its new place (Apple's Moving Tree: the next
    /// subtree, one a step).
    var move: (ShapeScene) -> Void = { _ in }
    /// The views `removeHalf` has taken out so far (counted in the report).
    public internal(set) var removedCount = 0
    /// How many removals and moves the remove and move phases make, each timed alone: one,
    /// but 20 for Apple's workloads, which repeat them.
    public internal(set) var removeSteps = 1, moveSteps = 1

    init(root: View) { self.root = root }

    /// Makes a view that takes part in Auto Layout, adds it to `parent`, and records it.
    @discardableResult
    func add(_ name: String, to parent: View, intrinsic: Size? = nil) -> View {
        let view = View(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        if let intrinsic { view.intrinsicContentSizeOverride = intrinsic }
        parent.addSubview(view)
        views.append(view)
        return view
    }

    /// Removes `gone` from their superviews, counting `count` views (their subviews included).
    func remove(_ gone: [View], count: Int? = nil) {
        removedCount += count ?? gone.count
        for view in gone { view.removeFromSuperview() }
    }

    /// Removes `gone` with their subtrees, counting every view of them.
    func removeSubtrees(_ gone: [View]) {
        remove(gone, count: gone.reduce(0) { $0 + $1.subtreeViews.count })
    }

    /// Gives the last view made an intrinsic size of 4 × 4 and makes it the intrinsic edit's.
    func resizesLastView() {
        let leaf = views[views.count - 1]
        leaf.intrinsicContentSizeOverride = Size(width: 4, height: 4)
        resizable = leaf
    }

    /// Moves `moving` into `target` and centres it there.
    static func moveCentred(_ moving: View, into target: View) {
        moving.removeFromSuperview()
        target.addSubview(moving)
        LayoutConstraint.activate([moving.centerXAnchor.constraint(equalTo: target.centerXAnchor),
                                   moving.centerYAnchor.constraint(equalTo: target.centerYAnchor)])
    }

    /// Moves `moving` (with its subtree) into `target`, `inset` from its top left. The sizes in
    /// `keeping` (those its old parent gave it) stay as they were, as constants.
    static func move(_ moving: View, into target: View, inset: Double, keeping sizes: [LayoutAttribute] = [.width, .height]) {
        let size = moving.frame.size
        moving.removeFromSuperview()
        target.addSubview(moving)
        LayoutConstraint.activate([moving.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: inset),
                                   moving.topAnchor.constraint(equalTo: target.topAnchor, constant: inset)]
                                  + (sizes.contains(.width) ? [moving.widthAnchor.constraint(equalToConstant: size.width)] : [])
                                  + (sizes.contains(.height) ? [moving.heightAnchor.constraint(equalToConstant: size.height)] : []))
    }

    /// Moves `moving` (with its subtree) into the last leaf outside it, 4 from the leaf's top
    /// left, keeping the sizes in `keeping` as they were.
    func moveIntoLeaf(_ moving: View, keeping sizes: [LayoutAttribute] = [.width, .height]) {
        guard let leaf = views.last(where: { $0.subviews.isEmpty && !$0.isDescendant(of: moving) }) else { return }
        Self.move(moving, into: leaf, inset: 4, keeping: sizes)
    }

    /// The constraint the constant edit changes, when the shape's edit is a constant's.
    public var editedConstraint: LayoutConstraint? { editAction == nil ? edited : nil }

    // MARK: Phases

    /// Activates every constraint in one call and lays out.
    public func activateAndLayOut() {
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Changes the edited constraint's constant by `sign · step`, then lays out.
    public func editConstant(sign: Double) {
        if let editAction {
            editAction(self, sign)
        } else if let edited {
            edited.constant += sign * editStep
        }
        root.layoutIfNeeded()
    }

    /// Grows (or shrinks back) the resizable view's intrinsic size, then lays out.
    public func editIntrinsic(sign: Double) {
        guard let view = resizable, let size = view.intrinsicContentSizeOverride else { return }
        view.intrinsicContentSizeOverride = Size(width: size.width + sign * 10, height: size.height + sign * 4)
        root.layoutIfNeeded()
    }

    /// Resizes the window by `sign · 20` points each way, then lays out.
    public func resizeWindow(sign: Double) {
        resize(self, sign * 20)
        root.layoutIfNeeded()
    }

    /// Removes half the views (or, where the phase repeats, the next subtree), then lays out.
    public func removeHalfAndLayOut() {
        removeHalf(self)
        root.layoutIfNeeded()
    }

    /// Re-parents a subtree (where the phase repeats, the next one), then lays out.
    public func moveAndLayOut() {
        move(self)
        root.layoutIfNeeded()
    }

    /// Reads every frame (what a renderer does after a layout); returns a checksum.
    public func readFrames() -> Double {
        var sum = 0.0
        for view in views where view.superview != nil {
            let f = view.frame
            sum += f.minX + f.minY + f.width + f.height
        }
        return sum
    }

    /// Number of views, the root included.
    public var viewCount: Int { views.count + 1 }
}
