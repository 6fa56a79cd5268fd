import Plumb
import PlumbTestSupport

extension ShapeBuilders {
    /// How a child's length along its container's axis is given.
    private enum LengthRule: CaseIterable { case fixed, intrinsic, multiplier }

    /// A pseudo-random tree of rows and columns (the same tree for the same `seed`), filled
    /// breadth first in a square window 100·√n + 400 wide: each container lays out 2 to 5
    /// children along its axis (the longer side, 3 times in 4), 4 from its edges and 4 apart,
    /// the last child's end at most the container's end − 4; across the axis each child is
    /// pinned 4 inside. Along the axis a child's length is fixed (`width == w`), intrinsic, or a
    /// multiplier of the container's (`width == m × container.width`), chosen at random; the
    /// lengths share 90 % or less of the room (at least 12 points are left, where there is
    /// room), so every view is determined and an intrinsic child can grow by 10.
    static func rowsAndColumns(_ n: Int, seed: UInt64) -> ShapeScene {
        var random = SplitMix64(seed: seed)
        let side = (100 * Double(n).squareRoot() + 400).rounded()
        let scene = ShapeScene(root: fixedRoot(width: side, height: side))
        var queue: [(view: View, size: Size)] = [(scene.root, Size(width: side, height: side))]
        var head = 0
        var firstGaps: [LayoutConstraint] = []
        var growable: [View] = []  // intrinsic children with room to grow
        var parentSizes: [ObjectIdentifier: [LayoutAttribute]] = [:]  // the lengths each view's parent gives it
        while scene.views.count < n - 1, head < queue.count {
            let (parent, size) = queue[head]
            head += 1
            let alongLonger = random.chance(0.75)
            let horizontal = (size.width >= size.height) == alongLonger
            let length = horizontal ? size.width : size.height, across = horizontal ? size.height : size.width
            let count = min(random.int(2...5), n - 1 - scene.views.count)
            let room = length - 4 * Double(count + 1)
            guard room / Double(count) >= 8, across >= 16 else { continue }
            let slack = min(max(12, room * 0.1), room / 2)
            let weights = (0..<count).map { _ in 0.5 + 0.5 * random.unit() }
            let total = weights.reduce(0, +)
            var previous: View?
            for (i, weight) in weights.enumerated() {
                let child = scene.add("\(parent.identifier ?? "root").\(i)", to: parent)
                let rule = random.pick(LengthRule.allCases)
                let givenAcross: LayoutAttribute = horizontal ? .height : .width
                parentSizes[ObjectIdentifier(child)] = rule == .multiplier ? [.width, .height] : [givenAcross]
                var share = ((room - slack) * weight / total).rounded(.down)
                let along = horizontal ? child.widthAnchor : child.heightAnchor
                switch rule {
                case .fixed: scene.constraints.append(along.constraint(equalToConstant: share))
                case .intrinsic:
                    child.intrinsicContentSizeOverride = horizontal ? Size(width: share, height: across - 8) : Size(width: across - 8, height: share)
                    if slack >= 12 { growable.append(child) }
                case .multiplier:
                    let multiplier = (share / length * 1e6).rounded(.down) / 1e6
                    share = multiplier * length
                    scene.constraints.append(along.constraint(equalTo: horizontal ? parent.widthAnchor : parent.heightAnchor, multiplier: multiplier))
                }
                let start = horizontal
                    ? child.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor, constant: 4)
                    : child.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? parent.topAnchor, constant: 4)
                if i == 0 { firstGaps.append(start) }
                scene.constraints += [start] + (horizontal
                    ? [child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
                       child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4)]
                    : [child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4),
                       child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -4)])
                queue.append((child, horizontal ? Size(width: share, height: across - 8) : Size(width: across - 8, height: share)))
                previous = child
            }
            scene.constraints.append(horizontal
                ? previous!.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -4)
                : previous!.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor, constant: -4))
        }
        // The first child's gap in the middle container: 4 → 2 → 4.
        scene.edited = firstGaps.dropFirst(firstGaps.count / 2).first
        scene.editStep = -2
        scene.resizable = growable.dropFirst(growable.count / 2).first
        let rootChildren = scene.root.subviews
        // The second half of the root's children, with their subtrees.
        scene.removeHalf = { scene in scene.removeSubtrees(Array(rootChildren.suffix(rootChildren.count / 2))) }
        scene.move = { scene in
            // The root's first child's last child (with its subtree) moves into a leaf elsewhere,
            // keeping the lengths its old parent gave it.
            if let moving = rootChildren.first?.subviews.last {
                scene.moveIntoLeaf(moving, keeping: parentSizes[ObjectIdentifier(moving)] ?? [])
            }
        }
        return scene
    }
}
