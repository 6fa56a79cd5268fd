import Plumb

/// Where a generated view sits in its parent, for the structural changes (Hierarchy Removal,
/// Moving Tree): a view leaves only if what stays is still decided. A view with no place
/// never leaves: the top, a grid's card (the cards' equal widths and rows hang on each other)
/// and a flexible member (its siblings have their own lengths: without it the parent's
/// length would be over-determined).
enum RandomTreePlace {
    /// Placed on its own (an overlay's child, a moved view): it leaves without a trace.
    case free
    /// A chain's member: its neighbours close the gap.
    case chain(ChainLinks)
    /// A stack view's arranged view: the stack links the others again itself.
    case stack(StackView)

    /// True when the view can leave with its parent still decided: a chain or a stack keeps
    /// one member (an equal-spacing stack two, for a gap to stretch).
    var canLeave: Bool {
        switch self {
        case .free: true
        case .chain(let links): links.members.count > 1
        case .stack(let stack): stack.arrangedSubviews.count > (stack.distribution == .equalSpacing ? 2 : 1)
        }
    }
}

/// A chain's members in order and how they are linked, so that a member can leave and its
/// neighbours close the gap.
final class ChainLinks {
    let axis: Axis
    /// The item the first and last members are pinned to, and how far in.
    let edges: LayoutItem, pad: Double
    /// How the last member's end is held: `==`, or `<=` under the container's hug.
    let endRelation: LayoutRelation
    /// In a row aligned by first baselines, the member the others align with.
    private var baselineReference: View?
    private(set) var members: [View]
    /// The gap in front of each member but the first.
    private var gapBefore: [ObjectIdentifier: Double]

    init(axis: Axis, edges: LayoutItem, pad: Double, endRelation: LayoutRelation, members: [View],
         gapBefore: [ObjectIdentifier: Double], alignsBaselines: Bool) {
        self.axis = axis
        self.edges = edges
        self.pad = pad
        self.endRelation = endRelation
        self.members = members
        self.gapBefore = gapBefore
        baselineReference = alignsBaselines ? members.first : nil
    }

    /// Takes `view` out of the chain (it has left its superview, and with it every constraint
    /// naming it) and returns the links that close the gap: its neighbours joined by the gap
    /// in front of the next one, or pinned to the edge; in a baseline row whose reference
    /// left, the others aligned with the new first member.
    func links(closing view: View) -> [LayoutConstraint] {
        guard let i = members.firstIndex(where: { $0 === view }) else { return [] }
        members.remove(at: i)
        let previous = i > 0 ? members[i - 1] : nil, next = i < members.count ? members[i] : nil
        var links: [LayoutConstraint] = []
        switch (previous, next) {
        case let (previous?, next?):
            let gap = gapBefore[ObjectIdentifier(next)] ?? 0
            links.append(makeConstraint(next, axis.start, .equal, previous, axis.end, constant: gap))
        case let (nil, next?):
            links.append(makeConstraint(next, axis.start, .equal, edges, axis.start, constant: pad))
        case let (previous?, nil):
            links.append(makeConstraint(previous, axis.end, endRelation, edges, axis.end, constant: -pad))
        case (nil, nil):
            break
        }
        if baselineReference === view, let reference = members.first {
            baselineReference = reference
            for other in members.dropFirst() {
                links.append(makeConstraint(other, .firstBaseline, .equal, reference, .firstBaseline))
            }
        }
        return links
    }
}

/// `a.attrA  relation  multiplier × b.attrB + constant` at `priority`: the grammar only pairs
/// attributes UIKit accepts, so this never throws.
func makeConstraint(_ a: LayoutItem, _ attrA: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem?,
                    _ attrB: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                    priority: Double = 1000) -> LayoutConstraint {
    let constraint = try! LayoutConstraint(item: a, attribute: attrA, relatedBy: relation, toItem: b,
                                           attribute: b == nil ? .notAnAttribute : attrB,
                                           multiplier: multiplier, constant: constant)
    constraint.priority = LayoutPriority(Float(priority))
    return constraint
}
