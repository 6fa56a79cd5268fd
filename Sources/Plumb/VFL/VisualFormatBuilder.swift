/// Turns a parsed visual format into constraints: looks the names up, picks the attributes for
/// the orientation and direction, and adds the alignment constraints the options ask for.
///
/// Constraints come out in the order of the format: the leading `|` connection, then for each
/// view its connection from the previous view and its size predicates, then the trailing `|`
/// connection, then the alignment constraints (pair by pair, in the options' bit order).
///
/// Connections read "the later item equals the earlier item plus the spacing":
/// `[a]-10-[b]` is `b.leading == a.trailing + 10`, `[a]-10-|` is
/// `superview.trailing == a.trailing + 10`. With ``FormatOptions/directionRightToLeft`` the
/// format reads from the right, so the earlier item comes first and is on the right:
/// `[a]-10-[b]` is `a.left == b.right + 10`.
struct VisualFormatBuilder {
    let syntax: VisualFormatSyntax
    let format: String
    let options: FormatOptions
    let metrics: [String: Double]
    let views: [String: LayoutItem]
    let source: SourceLocation?

    /// The standard spacing between two sibling views (`[a]-[b]`).
    static let standardSpacing = 8.0
    /// The standard spacing between a view and the superview edge (`|-[a]`).
    static let standardEdgeSpacing = 20.0

    /// Looks names up: views, and their guides by `VIEW.GUIDE`.
    private var names: VisualFormatNames { VisualFormatNames(views: views, format: format) }

    /// One side of a connection: an item and the attribute that faces the gap.
    private struct Side {
        var item: LayoutItem
        var attribute: LayoutAttribute
    }

    /// What a size predicate compares the view's size with.
    private enum SizeObject {
        case constant(Double)
        case item(LayoutItem)
    }

    func build() throws(VisualFormatError) -> [LayoutConstraint] {
        let alignment = try alignmentAttributes()
        var items: [LayoutItem] = []
        for view in syntax.views {
            guard let item = try names.item(named: view.name, at: view.offset) else {
                throw error(VisualFormatMessage.unknownView(view.name), at: view.offset)
            }
            items.append(item)
        }
        let superview = try commonSuperview(of: items)

        let vertical = syntax.orientation == .vertical
        let direction = options.intersection(.directionMask)
        let reversed = !vertical && direction == .directionRightToLeft
        let (start, end): (LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : reversed ? (.right, .left)
            : (.leading, .trailing)
        let baselines = vertical && options.contains(.spacingBaselineToBaseline)
        let size: LayoutAttribute = vertical ? .height : .width

        var constraints: [LayoutConstraint] = []
        if let edge = syntax.leadingEdge, let superview {
            constraints += try connect(Side(item: superview, attribute: start), Side(item: items[0], attribute: start),
                                       by: edge.connection, standard: Self.standardEdgeSpacing, reversed: reversed)
        }
        for (index, view) in syntax.views.enumerated() {
            if index > 0 {
                let earlier = Side(item: items[index - 1], attribute: baselines ? .lastBaseline : end)
                let later = Side(item: items[index], attribute: baselines ? .firstBaseline : start)
                constraints += try connect(earlier, later, by: syntax.connections[index - 1],
                                           standard: Self.standardSpacing, reversed: reversed)
            }
            constraints += try sizeConstraints(view, item: items[index], attribute: size)
        }
        if let edge = syntax.trailingEdge, let superview, let last = items.last {
            constraints += try connect(Side(item: last, attribute: end), Side(item: superview, attribute: end),
                                       by: edge.connection, standard: Self.standardEdgeSpacing, reversed: reversed)
        }
        for index in items.indices.dropFirst() {
            for attribute in alignment {
                constraints.append(try make(items[index], attribute, .equal, items[index - 1], attribute,
                                            constant: 0, priority: .required, at: syntax.views[index].offset))
            }
        }
        return constraints
    }

    // MARK: Options and superview

    /// The alignment attributes, after checking that the options fit the orientation.
    private func alignmentAttributes() throws(VisualFormatError) -> [LayoutAttribute] {
        if options.isSuperset(of: .directionMask) {
            throw error(VisualFormatMessage.conflictingDirections, at: 0)
        }
        if syntax.orientation == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw error(VisualFormatMessage.baselineSpacingInHorizontalLayout, at: 0)
        }
        let attributes = options.alignmentAttributes
        if attributes.contains(where: { $0.axis == syntax.orientation }) {
            throw error(VisualFormatMessage.alignmentOnLayoutAxis(syntax.orientation), at: 0)
        }
        return attributes
    }

    /// The view `|` stands for: the superview of the view next to it, which every view in the
    /// format must share. Nil when the format has no `|`.
    private func commonSuperview(of items: [LayoutItem]) throws(VisualFormatError) -> View? {
        var bars: [(offset: Int, index: Int)] = []
        if let edge = syntax.leadingEdge { bars.append((edge.offset, 0)) }
        if let edge = syntax.trailingEdge { bars.append((edge.offset, items.count - 1)) }
        for bar in bars where Self.superview(of: items[bar.index]) == nil {
            throw error(VisualFormatMessage.noSuperview, at: bar.offset)
        }
        guard let reference = bars.first?.index, let superview = Self.superview(of: items[reference]) else {
            return nil
        }
        for (index, item) in items.enumerated() where Self.superview(of: item) !== superview {
            let view = syntax.views[index]
            throw error(VisualFormatMessage.differentSuperviews(view.name, syntax.views[reference].name),
                        at: view.offset)
        }
        return superview
    }

    /// A view's superview, or the view that owns a layout guide.
    private static func superview(of item: LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    // MARK: Constraints

    /// The constraints for one connection between two sides.
    private func connect(_ earlier: Side, _ later: Side, by connection: ConnectionSyntax, standard: Double,
                         reversed: Bool) throws(VisualFormatError) -> [LayoutConstraint] {
        var specs: [(relation: LayoutRelation, constant: Double, priority: LayoutPriority, offset: Int)] = []
        switch connection.kind {
        case .flush:
            specs = [(.equal, 0, .required, connection.offset)]
        case .standard:
            specs = [(.equal, standard, .required, connection.offset)]
        case .predicates(let predicates):
            for predicate in predicates {
                specs.append((predicate.relation, try spacing(predicate.object), try priority(predicate.priority),
                              predicate.object.offset))
            }
        }
        var constraints: [LayoutConstraint] = []
        for spec in specs {
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            let constraint = try make(first.item, first.attribute, spec.relation, second.item, second.attribute,
                                      constant: spec.constant, priority: spec.priority, at: spec.offset)
            if case .standard = connection.kind { constraint.usesStandardSpacing = true }
            constraints.append(constraint)
        }
        return constraints
    }

    /// The constraints for a view's size predicates.
    private func sizeConstraints(_ view: ViewSyntax, item: LayoutItem,
                                 attribute: LayoutAttribute) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for predicate in view.predicates {
            let priority = try priority(predicate.priority)
            switch try sizeObject(predicate.object) {
            case .constant(let constant):
                constraints.append(try make(item, attribute, predicate.relation, nil, .notAnAttribute,
                                            constant: constant, priority: priority, at: predicate.object.offset))
            case .item(let other):
                constraints.append(try make(item, attribute, predicate.relation, other, attribute,
                                            constant: 0, priority: priority, at: predicate.object.offset))
            }
        }
        return constraints
    }

    /// One constraint, tagged with the format; a combination the engine would reject is an error here.
    private func make(_ item1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
                      _ item2: LayoutItem?, _ attribute2: LayoutAttribute, constant: Double,
                      priority: LayoutPriority, at offset: Int) throws(VisualFormatError) -> LayoutConstraint {
        let constraint = LayoutConstraint(item1, attribute1, relation, item2, attribute2,
                                          multiplier: 1, constant: constant, source: source)
        if let problem = constraint.problem { throw error(problem.description, at: offset) }
        constraint.priority = priority
        constraint.origin = format
        return constraint
    }

    // MARK: Operands

    /// A spacing: a number or a metric.
    private func spacing(_ operand: OperandSyntax) throws(VisualFormatError) -> Double {
        switch operand.value {
        case .number(let value):
            return value
        case .name(let name):
            if let value = try metric(name, at: operand.offset) { return value }
            if try names.item(named: name, at: operand.offset) != nil {
                throw error(VisualFormatMessage.viewAsSpacing(name), at: operand.offset)
            }
            throw error(VisualFormatMessage.unknownMetric(name), at: operand.offset)
        }
    }

    /// The object of a size predicate: a number, a metric, or (when no metric has the name) a view.
    private func sizeObject(_ operand: OperandSyntax) throws(VisualFormatError) -> SizeObject {
        switch operand.value {
        case .number(let value):
            return .constant(value)
        case .name(let name):
            if let value = try metric(name, at: operand.offset) { return .constant(value) }
            if let item = try names.item(named: name, at: operand.offset) { return .item(item) }
            throw error(VisualFormatMessage.unknownMetricOrView(name), at: operand.offset)
        }
    }

    /// A priority: a number or a metric in 1...1000; required when none is written.
    private func priority(_ operand: OperandSyntax?) throws(VisualFormatError) -> LayoutPriority {
        guard let operand else { return .required }
        let value: Double
        switch operand.value {
        case .number(let number):
            value = number
        case .name(let name):
            guard let metric = try metric(name, at: operand.offset) else {
                throw error(VisualFormatMessage.unknownMetric(name), at: operand.offset)
            }
            value = metric
        }
        guard value >= 1 && value <= 1000 else {
            throw error(VisualFormatMessage.priorityOutOfRange(value), at: operand.offset)
        }
        return LayoutPriority(Float(value))
    }

    /// The metric's value; nil if there is no such metric, an error if it is NaN or infinite.
    private func metric(_ name: String, at offset: Int) throws(VisualFormatError) -> Double? {
        guard let value = metrics[name] else { return nil }
        guard value.isFinite else { throw error(VisualFormatMessage.nonFiniteMetric(name, value), at: offset) }
        guard abs(value) <= LayoutNumbers.largestValue else {
            throw error(LayoutNumbers.outOfRangeMessage("\(formatPoints(value)) (the metric \(name))"), at: offset)
        }
        return value
    }

    private func error(_ message: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, offset: offset)
    }
}
