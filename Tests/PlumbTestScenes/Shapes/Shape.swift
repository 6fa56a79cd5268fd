import Plumb

/// The benchmark shapes (Benchmarks/README.md describes each). `make(n:)` builds the tree of
/// about `n` views with its constraints made but not active.
public enum Shape: String, CaseIterable, Sendable {
    case longRow, deepChain, deepChainPreferred, balancedTree, feed, grid, gridWindow
    case nestedStacks, form, collection
    case huggingRows, rowsAndColumns, alignedForm, cardGrid, flexRow, multipliers, stackFeed
    case movingTree, hierarchyRemoval

    /// The shapes the engine was tuned on (issue 14): the shapes family's own.
    public static let tuned: [Shape] = [.longRow, .deepChain, .deepChainPreferred, .balancedTree, .feed, .grid,
                                        .gridWindow, .nestedStacks, .form, .collection]
    /// Issue 29's named shapes: ordinary trees written as a new user would, on which that
    /// tuning did not carry over.
    public static let named: [Shape] = [.huggingRows, .rowsAndColumns, .alignedForm, .cardGrid, .flexRow,
                                        .multipliers, .stackFeed]
    /// Apple's two workloads from WWDC 2018's "High Performance Auto Layout" that repeat a
    /// change: Moving Tree (its move phase) and Hierarchy Removal (its remove phase).
    public static let apple: [Shape] = [.movingTree, .hierarchyRemoval]

    /// Builds the shape with about `n` views (never fewer than a handful).
    public func make(n: Int) -> ShapeScene {
        let n = max(n, 8)
        switch self {
        case .longRow: return ShapeBuilders.longRow(n)
        case .deepChain: return ShapeBuilders.deepChain(n, preferred: false)
        case .deepChainPreferred: return ShapeBuilders.deepChain(n, preferred: true)
        case .balancedTree: return ShapeBuilders.balancedTree(n)
        case .feed: return ShapeBuilders.feed(n)
        case .grid: return ShapeBuilders.grid(n, window: false)
        case .gridWindow: return ShapeBuilders.grid(n, window: true)
        case .nestedStacks: return ShapeBuilders.nestedStacks(n)
        case .form: return ShapeBuilders.form(n)
        case .collection: return ShapeBuilders.collection(n)
        case .huggingRows: return ShapeBuilders.huggingRows(n)
        case .rowsAndColumns: return ShapeBuilders.rowsAndColumns(n, seed: UInt64(n))
        case .alignedForm: return ShapeBuilders.alignedForm(n)
        case .cardGrid: return ShapeBuilders.cardGrid(n)
        case .flexRow: return ShapeBuilders.flexRow(n)
        case .multipliers: return ShapeBuilders.multipliers(n)
        case .stackFeed: return ShapeBuilders.stackFeed(n)
        case .movingTree: return ShapeBuilders.board(n, workload: .movingTree)
        case .hierarchyRemoval: return ShapeBuilders.board(n, workload: .hierarchyRemoval)
        }
    }
}

/// A root view of a fixed size (it translates its frame into constraints, as a window does).
func fixedRoot(width: Double, height: Double) -> View {
    View("root", frame: Rect(x: 0, y: 0, width: width, height: height))
}

/// Pins `view` inside `parent` with `inset` on every side.
func pin(_ view: View, in parent: View, inset: Double) -> [LayoutConstraint] {
    [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
     view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
     view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
     view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset)]
}

enum ShapeBuilders {
    /// The levels below the root of a tree of `n` views with 4 children a container.
    static func quadTreeDepth(_ n: Int) -> Int {
        var depth = 1, levelSize = 4
        while levelSize < n { levelSize *= 4; depth += 1 }
        return depth
    }

    /// Fills `scene` breadth first from the root: each container in turn gets 4 children
    /// (`root.0` … `root.3`, then `root.0.0` …) while the count stays ≤ n − 1. `constrain` gives
    /// child `k`'s constraints, with its parent and the siblings made before it. Returns the
    /// groups of 4, in order.
    static func fillQuadTree(_ scene: ShapeScene, n: Int,
                             _ constrain: (_ child: View, _ k: Int, _ parent: View, _ earlier: [View]) -> [LayoutConstraint]) -> [[View]] {
        var queue: [View] = [scene.root]
        var head = 0
        var groups: [[View]] = []
        while scene.views.count + 4 <= n - 1 {
            let parent = queue[head]
            head += 1
            var children: [View] = []
            for k in 0..<4 {
                let child = scene.add("\(parent.identifier ?? "root").\(k)", to: parent)
                scene.constraints += constrain(child, k, parent, children)
                children.append(child)
            }
            queue += children
            groups.append(children)
        }
        return groups
    }

    /// A row of `n − 1` views, 8 apart, each with an intrinsic size of 20 × 20; the last
    /// view's trailing edge at most the root's trailing edge − 8.
    static func longRow(_ n: Int) -> ShapeScene {
        let count = n - 1
        let scene = ShapeScene(root: fixedRoot(width: Double(count) * 28 + 200, height: 100))
        var previous: View?
        for i in 0..<count {
            let view = scene.add("v\(i)", to: scene.root, intrinsic: Size(width: 20, height: 20))
            scene.constraints.append(view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10))
            let leading = previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                ?? view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
            scene.constraints.append(leading)
            if i == count / 2 { scene.edited = leading }
            previous = view
        }
        scene.constraints.append(previous!.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -8))
        scene.resizable = scene.views[count / 2]
        scene.removeHalf = { scene in scene.remove(scene.views.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)) }
        // The last view moves into the first, centred there.
        scene.move = { scene in ShapeScene.moveCentred(scene.views[count - 1], into: scene.views[0]) }
        return scene
    }

    /// A chain of `n − 1` views, each inset 2 on every side in its parent; with `preferred`,
    /// each also asks for 100 × 100 at priority 250.
    static func deepChain(_ n: Int, preferred: Bool) -> ShapeScene {
        let count = n - 1
        let side = Double(count) * 4 + 200
        let scene = ShapeScene(root: fixedRoot(width: side, height: side))
        var parent = scene.root
        for i in 0..<count {
            let view = scene.add("v\(i)", to: parent)
            let edges = pin(view, in: parent, inset: 2)
            scene.constraints += edges
            if preferred {
                let width = view.widthAnchor.constraint(equalToConstant: 100), height = view.heightAnchor.constraint(equalToConstant: 100)
                width.priority = .defaultLow
                height.priority = .defaultLow
                scene.constraints += [width, height]
            }
            if i == count / 2 { scene.edited = edges[0] }
            parent = view
        }
        scene.editStep = 1
        let leaf = scene.views[count - 1]
        leaf.intrinsicContentSizeOverride = Size(width: 10, height: 10)
        scene.resizable = leaf
        scene.removeHalf = { scene in scene.remove([scene.views[count / 2]], count: count - count / 2) }
        scene.move = { scene in
            // The view three quarters down moves under the one a quarter down.
            let moving = scene.views[3 * count / 4], target = scene.views[count / 4]
            moving.removeFromSuperview()
            target.addSubview(moving)
            LayoutConstraint.activate(pin(moving, in: target, inset: 6))
        }
        return scene
    }

    /// Containers with 4 children in a row (4-point insets, 8-point gaps, equal widths),
    /// filled breadth first until there are `n` views.
    static func balancedTree(_ n: Int) -> ShapeScene {
        // Each level needs 4 × its children's width + 32: wide enough that the deepest leaves
        // are at least 8 wide.
        let depth = quadTreeDepth(n)
        var width = 8.0
        for _ in 0..<depth { width = 4 * width + 32 }
        let scene = ShapeScene(root: fixedRoot(width: width, height: Double(depth) * 8 + 100))
        let groups = fillQuadTree(scene, n: n) { child, k, parent, earlier in
            [child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
             child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4)]
                + (k == 0 ? [child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4)]
                    : [child.leadingAnchor.constraint(equalTo: earlier[k - 1].trailingAnchor, constant: 8),
                       child.widthAnchor.constraint(equalTo: earlier[0].widthAnchor)])
                + (k == 3 ? [child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -4)] : [])
        }
        // The edit changes the gap between the first two children of the last full container.
        let lastGroup = groups[groups.count - 1]
        scene.edited = scene.constraints.first { $0.firstItem === lastGroup[1] && $0.firstAttribute == .leading }
        scene.editStep = 2
        scene.resizesLastView()
        // Two of the root's four children, with their subtrees.
        scene.removeHalf = { scene in scene.removeSubtrees(Array(scene.root.subviews.suffix(2))) }
        scene.move = { scene in
            // A grandchild subtree of the root moves into a leaf elsewhere, inset 4 there.
            if let moving = scene.root.subviews.first?.subviews.first { scene.moveIntoLeaf(moving) }
        }
        return scene
    }
}
