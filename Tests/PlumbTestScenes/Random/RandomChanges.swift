import Plumb
import PlumbTestSupport

/// A random tree's structural changes, as Apple's WWDC 2018 "High Performance Auto Layout"
/// benchmarks make them: Hierarchy Removal (whole subtrees leave) and Moving Tree (a subtree
/// is re-parented). Each call draws new subtrees from the same seeded sequence.
///
/// Only views whose place lets them go leave (`RandomTreePlace`), and the gap they leave in a
/// chain is closed, as an app would: every frame stays decided, so a fresh solve must agree.
final class RandomChanges {
    let top: View
    /// Per view, whether its parent decided its width and height.
    let parentSized: [ObjectIdentifier: (Bool, Bool)]
    var places: [ObjectIdentifier: RandomTreePlace]
    var random: SplitMix64

    init(top: View, parentSized: [ObjectIdentifier: (Bool, Bool)], places: [ObjectIdentifier: RandomTreePlace], seed: UInt64) {
        self.top = top
        self.parentSized = parentSized
        self.places = places
        random = SplitMix64(seed: seed)
    }

    /// The views still in the tree, below its top view, in a random order.
    private func shuffledViewsInTree(_ scene: ShapeScene) -> [View] {
        let inTree = scene.views.filter { $0 !== top && $0.isDescendant(of: top) }
        return random.sample(inTree, inTree.count)
    }

    private func canLeave(_ view: View) -> Bool { places[ObjectIdentifier(view)]?.canLeave ?? false }

    /// Takes `view` out of its superview and closes the gap it leaves.
    private func leave(_ view: View) {
        let place = places[ObjectIdentifier(view)]
        view.removeFromSuperview()
        if case .chain(let links) = place { LayoutConstraint.activate(links.links(closing: view)) }
    }

    /// Removes random whole subtrees until about half the views are gone (fewer when too few
    /// can leave).
    func removeHalf(_ scene: ShapeScene) {
        let target = scene.views.count / 2
        var removed = 0
        for view in shuffledViewsInTree(scene) where removed < target && view.isDescendant(of: top) && canLeave(view) {
            let size = view.subtreeViews.count
            guard removed + size <= target + target / 10 else { continue }
            leave(view)
            removed += size
        }
        scene.removedCount = removed
    }

    /// Moves a random subtree into a random view outside it, 4 points in from that view's top
    /// left, keeping its current size on the axes its old parent decided.
    func move(_ scene: ShapeScene) {
        let candidates = shuffledViewsInTree(scene)
        guard let moving = candidates.first(where: canLeave),
              let target = candidates.first(where: { !$0.isDescendant(of: moving) && $0 !== moving.superview })
        else { return }
        let size = moving.frame.size
        leave(moving)
        target.addSubview(moving)
        places[ObjectIdentifier(moving)] = .free
        var pins = [moving.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: 4),
                    moving.topAnchor.constraint(equalTo: target.topAnchor, constant: 4)]
        let (width, height) = parentSized[ObjectIdentifier(moving)] ?? (false, false)
        if width { pins.append(moving.widthAnchor.constraint(equalToConstant: size.width)) }
        if height { pins.append(moving.heightAnchor.constraint(equalToConstant: size.height)) }
        LayoutConstraint.activate(pins)
    }
}
