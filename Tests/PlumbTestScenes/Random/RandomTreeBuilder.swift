import Plumb
import PlumbTestSupport

/// Where a view's size along one axis comes from. Every generated view has one source per
/// axis, and the grammar only builds what decides it, so each frame is unique:
/// - `own`: the view decides (intrinsic size, fixed or min/max/preferred size, aspect ratio,
///   a multiplier of a parent-sized parent, or its content, hugged at priority 1).
/// - `parent`: both edges are pinned by the parent, whose size is the window's or a content
///   size (the view stretches); such a view has no intrinsic size on that axis, which would
///   compete for space.
/// - `leftover`: pinned too, but the length comes from a flexible member above it (a chain's
///   or a `fill` stack's member that takes the space its siblings leave). Nothing may press
///   on such an axis: a stack's spanning fit (@49), or an aspect ratio read by a hug, would
///   shrink it and stretch a sibling that only hugs at 1 instead, and two such siblings
///   would share the slack in any proportion (an ambiguous layout).
enum SizeSource {
    case own, parent, leftover

    /// True when the parent decides the length (`parent` or `leftover`).
    var isParent: Bool { self != .own }
}

/// One axis of a view, to write the grammar once for both.
struct Axis {
    let isHorizontal: Bool
    var start: LayoutAttribute { isHorizontal ? .leading : .top }
    var end: LayoutAttribute { isHorizontal ? .trailing : .bottom }
    var center: LayoutAttribute { isHorizontal ? .centerX : .centerY }
    var size: LayoutAttribute { isHorizontal ? .width : .height }
    var layoutAxis: LayoutAxis { isHorizontal ? .horizontal : .vertical }
    static let horizontal = Axis(isHorizontal: true), vertical = Axis(isHorizontal: false)
}

/// Builds one random tree for `RandomShape` (see there for the grammar).
struct RandomTreeBuilder {
    var random: SplitMix64
    let scene: ShapeScene
    /// Views still to make.
    var budget: Int
    /// Leaves whose width is their own intrinsic width: aligned across subtrees by equal widths.
    var alignable: [View] = []
    /// Required gaps between siblings: the constant edit changes one.
    var gaps: [LayoutConstraint] = []
    var intrinsicLeaves: [View] = []
    var containers: [View] = []
    /// Per view and axis (h, v), whether its length comes from its parent (pinned, or a
    /// multiple of the parent's), for re-parenting.
    var parentSized: [ObjectIdentifier: (Bool, Bool)] = [:]
    /// Where each view sits in its parent, for the structural changes.
    var places: [ObjectIdentifier: RandomTreePlace] = [:]

    init(seed: UInt64, views: Int) {
        random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5EED)
        budget = views - 1
        // Wide and tall enough for any content, so nothing is ever compressed: space left
        // over goes to the flexible member of a chain, or stays outside a content-sized view.
        let side = Double(views) * 150 + 1_000
        scene = ShapeScene(root: View("root", frame: Rect(x: 0, y: 0, width: side, height: side)))
    }

    // MARK: The tree

    mutating func build() -> ShapeScene {
        let root = scene.root
        let top = node(in: root, h: .parent, v: .parent, views: budget)
        let guide = root.safeAreaLayoutGuide
        for axis in [Axis.horizontal, .vertical] {
            add(top, axis.start, .equal, guide, axis.start)
            add(top, axis.end, .equal, guide, axis.end)
        }
        alignAcrossSubtrees()
        scene.edited = gaps.isEmpty ? nil : random.pick(gaps)
        scene.editStep = 2
        scene.resizable = intrinsicLeaves.isEmpty ? nil : random.pick(intrinsicLeaves)
        let plan = RandomChanges(top: top, parentSized: parentSized, places: places, seed: random.next())
        scene.removeHalf = { scene in plan.removeHalf(scene) }
        scene.move = { scene in plan.move(scene) }
        return scene
    }

    /// Makes a subtree of `views` views in `parent`, sized by `h` and `v`.
    mutating func node(in parent: View, h: SizeSource, v: SizeSource, views: Int,
                       parentSources: (SizeSource, SizeSource)? = nil) -> View {
        if views <= 1 { return leaf(in: parent, h: h, v: v, parentSources: parentSources) }
        switch random.int(0...9) {
        case 0...2: return chain(in: parent, along: .horizontal, h: h, v: v, views: views)
        case 3...5: return chain(in: parent, along: .vertical, h: h, v: v, views: views)
        case 6: return overlay(in: parent, h: h, v: v, views: views)
        case 7: return grid(in: parent, h: h, v: v, views: views)
        default: return stack(in: parent, h: h, v: v, views: views)
        }
    }

    /// Splits `total` views among `count` children, each at least one.
    mutating func split(_ total: Int, into count: Int) -> [Int] {
        var shares = [Int](repeating: 1, count: count)
        for _ in 0..<(total - count) { shares[random.int(0...(count - 1))] += 1 }
        return shares
    }

    /// How many children a container of `views` views gets (itself included in `views`).
    mutating func childCount(_ views: Int, most: Int = 5) -> Int { min(views - 1, random.int(2...most)) }

    mutating func makeView(in parent: View) -> View {
        let view = scene.add("v\(scene.views.count)", to: parent)
        budget -= 1
        return view
    }

    mutating func record(_ view: View, h: SizeSource, v: SizeSource) {
        parentSized[ObjectIdentifier(view)] = (h.isParent, v.isParent)
    }

    // MARK: Constraints

    /// Adds `a.attrA rel b.attrB × multiplier + constant` at `priority`.
    @discardableResult
    func add(_ a: LayoutItem, _ attrA: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem?,
             _ attrB: LayoutAttribute, multiplier: Double = 1, _ constant: Double = 0,
             priority: Double = 1000) -> LayoutConstraint {
        let constraint = makeConstraint(a, attrA, relation, b, attrB, multiplier: multiplier, constant: constant, priority: priority)
        scene.constraints.append(constraint)
        return constraint
    }

    /// The item whose edges a container's children are padded from: the container itself with
    /// a constant pad, or its layout margins guide (pad 0).
    mutating func padding(of container: View) -> (item: LayoutItem, pad: Double) {
        random.chance(0.3) ? (container.layoutMarginsGuide, 0) : (container, Double(random.int(0...3) * 4))
    }

    /// A weak hug: the container is as small as its content allows along `axis`.
    func hug(_ container: View, _ axis: Axis) {
        add(container, axis.size, .equal, nil, .notAnAttribute, 0, priority: 1)
    }

    /// A dominated preference on a view whose size a required constraint fixes: an optional
    /// constraint at a random priority (it makes error rows without changing the frame).
    mutating func dominatedPreference(on view: View, _ axis: Axis) {
        guard random.chance(0.3) else { return }
        let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        add(view, axis.size, relation, nil, .notAnAttribute, Double(random.int(0...200)),
            priority: Double(random.pick([1, 250, 500, 749, 750, 999])))
    }
}
