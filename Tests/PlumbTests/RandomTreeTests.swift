import Testing
@testable import Plumb
import PlumbTestSupport

/// Random view trees built through the public API, changed at random (constants, intrinsic
/// sizes, removals, re-parenting): after every step the frames the engine gives match a fresh
/// tree built from scratch with the same views and constraints (a one-by-one solve).
@Suite struct RandomTreeTests {
    /// A description of a tree that can be built again: parents, constraint recipes, sizes.
    struct Recipe {
        var parent: [Int] = []          // parent index of view i (−1: the root)
        var intrinsic: [Size] = []
        var constraints: [(view: Int, kind: Int, constant: Double)] = []
    }

    /// Every view is pinned to its parent or its previous sibling: leading/top (kind 0),
    /// width/height by intrinsic size, trailing ≤ parent (kind 1), or centred (kind 2).
    /// With `oneByOne`, the engine exists first and each constraint is activated alone: one
    /// solver call per constraint, the reference the batched engine is checked against.
    static func make(_ recipe: Recipe, size: Size, oneByOne: Bool = false) -> (root: View, views: [View], constraints: [LayoutConstraint]) {
        let root = View("root", frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var views: [View] = []
        for (i, parent) in recipe.parent.enumerated() {
            let view = View("v\(i)")
            view.translatesAutoresizingMaskIntoConstraints = false
            view.intrinsicContentSizeOverride = recipe.intrinsic[i]
            (parent < 0 ? root : views[parent]).addSubview(view)
            views.append(view)
        }
        var made: [LayoutConstraint] = []
        for (i, kind, constant) in recipe.constraints {
            let view = views[i], parent = view.superview!
            switch kind {
            case 0:
                made += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: constant),
                         view.topAnchor.constraint(equalTo: parent.topAnchor, constant: constant / 2)]
            case 1:
                made += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: constant),
                         view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 3),
                         view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -constant)]
            default:
                made += [view.centerXAnchor.constraint(equalTo: parent.centerXAnchor, constant: constant),
                         view.centerYAnchor.constraint(equalTo: parent.centerYAnchor)]
            }
        }
        if oneByOne {
            root.layoutIfNeeded()
            for constraint in made { LayoutConstraint.activate([constraint]) }
        } else {
            LayoutConstraint.activate(made)
        }
        return (root, views, made)
    }

    @Test func randomTreesMatchAFreshBuild() throws {
        var random = SplitMix64(seed: 0x7EE5_0F_1A40)
        var compared = 0
        for tree in 0..<120 {
            var recipe = Recipe()
            let count = random.int(3...24)
            for i in 0..<count {
                recipe.parent.append(i == 0 ? -1 : random.int(-1...(i - 1)))
                recipe.intrinsic.append(Size(width: Double(random.int(4...40)), height: Double(random.int(4...20))))
                recipe.constraints.append((i, random.int(0...2), Double(random.int(0...12))))
            }
            let size = Size(width: 400, height: 300)
            var live = Self.make(recipe, size: size)
            live.root.layoutIfNeeded()
            try expectSame(live, recipe, size, "tree \(tree) built")
            for step in 0..<6 {
                let label = "tree \(tree) step \(step)"
                let i = random.int(0...(count - 1))
                switch random.int(0...3) {
                case 0:  // a constant: change the recipe, and the live constraint in place
                    let constant = Double(random.int(0...12))
                    let index = recipe.constraints.firstIndex { $0.view == i }!
                    recipe.constraints[index].constant = constant
                    let first = live.constraints.first { $0.firstItem === live.views[i] }!
                    first.constant = constant
                    if recipe.constraints[index].kind == 0 {
                        live.constraints.first { $0.firstItem === live.views[i] && $0.firstAttribute == .top }!.constant = constant / 2
                    } else if recipe.constraints[index].kind == 1 {
                        live.constraints.first { $0.firstItem === live.views[i] && $0.firstAttribute == .trailing }!.constant = -constant
                    }
                case 1:  // an intrinsic size
                    let size = Size(width: Double(random.int(4...40)), height: Double(random.int(4...20)))
                    recipe.intrinsic[i] = size
                    live.views[i].intrinsicContentSizeOverride = size
                default:
                    // Removal and re-parenting rebuild what they touch: compare against a
                    // fresh build of the changed recipe (same views, same constraints).
                    var changed = recipe
                    let newParent = random.int(-1...(count - 1))
                    var ancestor = newParent
                    var cycle = false
                    while ancestor >= 0 { if ancestor == i { cycle = true }; ancestor = changed.parent[ancestor] }
                    guard !cycle, newParent != recipe.parent[i] else { continue }
                    changed.parent[i] = newParent
                    // Views are made in order: a parent must come first, so only move to an earlier view.
                    guard newParent < i else { continue }
                    let view = live.views[i]
                    view.removeFromSuperview()
                    (newParent < 0 ? live.root : live.views[newParent]).addSubview(view)
                    let kind = recipe.constraints.first { $0.view == i }!
                    // Re-add the view's own constraints, now to its new parent.
                    let parent = view.superview!
                    var again: [LayoutConstraint] = []
                    switch kind.kind {
                    case 0: again = [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: kind.constant),
                                     view.topAnchor.constraint(equalTo: parent.topAnchor, constant: kind.constant / 2)]
                    case 1: again = [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: kind.constant),
                                     view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 3),
                                     view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -kind.constant)]
                    default: again = [view.centerXAnchor.constraint(equalTo: parent.centerXAnchor, constant: kind.constant),
                                      view.centerYAnchor.constraint(equalTo: parent.centerYAnchor)]
                    }
                    LayoutConstraint.activate(again)
                    live.constraints.removeAll { $0.firstItem === view }
                    live.constraints += again
                    recipe = changed
                }
                live.root.layoutIfNeeded()
                try expectSame(live, recipe, size, label)
                compared += 1
            }
        }
        #expect(compared > 400)
    }

    /// Frames of the live tree against a fresh, one-by-one build of the recipe.
    func expectSame(_ live: (root: View, views: [View], constraints: [LayoutConstraint]), _ recipe: Recipe,
                    _ size: Size, _ label: String) throws {
        let fresh = Self.make(recipe, size: size, oneByOne: true)
        fresh.root.layoutIfNeeded()
        for (a, b) in zip(live.views, fresh.views) {
            #expect(a.engineFrame == b.engineFrame, "\(label): \(a.debugName) \(a.engineFrame) vs fresh \(b.engineFrame)")
            #expect(a.frame == b.frame, "\(label): \(a.debugName) frame")
        }
    }
}
