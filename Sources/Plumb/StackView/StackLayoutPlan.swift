/// The attributes of one axis: the two edges, the size and the centre.
struct StackAxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
}

/// Everything a stack's constraint generators need, and the list they write to. Each concern
/// (canvas, spacing, distribution, alignment, hiding) lives in its own extension.
struct StackLayoutPlan {
    unowned let stack: any StackArranging
    /// The rectangle the views are laid out in: the stack, or its margins guide.
    let canvas: LayoutItem
    /// Attributes along the stack's axis.
    let along: StackAxisAttributes
    /// Attributes across the stack's axis.
    let across: StackAxisAttributes
    /// Every arranged view, in order.
    let arranged: [View]
    /// The arranged views that are not hidden, in order.
    let visible: [View]
    /// What the generated constraints are marked as coming from.
    let origin: String
    /// The constraints generated so far.
    private(set) var constraints: [LayoutConstraint] = []
    /// The fill distribution's tie-breaks: raised content priorities, not constraints.
    var tieBreaks: [StackTieBreak] = []

    init(stack: any StackArranging) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
        arranged = stack.arrangedSubviews
        visible = arranged.filter { !$0.isHidden }
        origin = "stack view \(stack.debugName)"
    }

    /// The axis the views are lined up along.
    var axis: LayoutAxis { stack.axis }

    /// Adds `first.a  relation  multiplier × second.b + constant` with an identifier and priority.
    mutating func add(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                      _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                      multiplier: Double = 1, constant: Double = 0,
                      priority: LayoutPriority = .required, _ identifier: String) {
        let constraint = LayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                          multiplier: multiplier, constant: constant, source: nil)
        constraint.identifier = identifier
        constraint.origin = origin
        if priority != .required { constraint.priority = priority }
        constraints.append(constraint)
    }

    /// The view's intrinsic size along an axis, or nil when it has none.
    static func intrinsicLength(of view: View, along axis: LayoutAxis) -> Double? {
        let size = view.effectiveIntrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        return value == View.noIntrinsicMetric || !value.isFinite ? nil : value
    }

    /// Runs every generator, in a fixed order, and returns the constraints.
    mutating func build() -> [LayoutConstraint] {
        addLeadingCanvasConnection()
        addSpacing()
        addTrailingCanvasConnection()
        addDistribution()
        addHiding()
        addAlignment()
        return constraints
    }
}
