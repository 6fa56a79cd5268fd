import Testing
@testable import Plumb

// MARK: Fixtures

/// Views a, b, c in `root`; `lonely` without a superview; `other` in a different superview;
/// `guide` owned by `root`.
private struct Fixture {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let a = View("a"), b = View("b"), c = View("c"), lonely = View("lonely"), other = View("other")
    let elsewhere = View("elsewhere")
    let guide = LayoutGuide()

    init() {
        guide.identifier = "guide"
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        elsewhere.addSubview(other)
        root.addLayoutGuide(guide)
    }

    var views: [String: LayoutItem] {
        ["a": a, "b": b, "c": c, "lonely": lonely, "other": other, "guide": guide, "_v1": c]
    }

    static let metrics: [String: Double] = [
        "pad": 12, "wide": 100, "high": 750, "low": 250, "neg": -4, "zero": 0, "huge": 2000,
        "nan": .nan, "inf": .infinity, "c": 33, "far": 1e12,
    ]

    func constraints(_ format: String, _ options: FormatOptions = []) throws(VisualFormatError) -> [LayoutConstraint] {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: Fixture.metrics,
                                         views: views)
    }
}

/// A constraint as `first.attr rel multiplier*second.attr + constant @priority`, every part spelled out.
private func render(_ constraint: LayoutConstraint) -> String {
    func name(_ item: LayoutItem) -> String { item.identifier ?? "?" }
    func number(_ value: Double) -> String { formatPoints(value) }
    let lhs = "\(name(constraint.firstItem)).\(constraint.firstAttribute)"
    var rhs: String
    if let second = constraint.secondItem {
        rhs = "\(number(constraint.multiplier))*\(name(second)).\(constraint.secondAttribute)"
        rhs += constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
    } else {
        rhs = "\(number(constraint.constant)) [\(constraint.secondAttribute), x\(number(constraint.multiplier))]"
    }
    return "\(lhs) \(constraint.relation.symbol) \(rhs) @\(number(Double(constraint.priority.rawValue)))"
}

private func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
    try VisualFormatParser.parse(format)
}

private func number(_ value: Double, at offset: Int) -> OperandSyntax {
    OperandSyntax(value: .number(value), offset: offset)
}

private func name(_ text: String, at offset: Int) -> OperandSyntax {
    OperandSyntax(value: .name(text), offset: offset)
}

private func connection(_ kind: ConnectionSyntax.Kind, at offset: Int) -> ConnectionSyntax {
    ConnectionSyntax(kind: kind, offset: offset)
}

// MARK: Syntax trees

@Suite struct VisualFormatSyntaxTests {
    @Test func singleViewDefaultsToHorizontal() throws {
        #expect(try parse("[a]") == VisualFormatSyntax(
            orientation: .horizontal, leadingEdge: nil, views: [ViewSyntax(name: "a", offset: 1)],
            connections: [], trailingEdge: nil))
    }

    @Test func edgesWithStandardSpacing() throws {
        #expect(try parse("H:|-[a]-|") == VisualFormatSyntax(
            orientation: .horizontal,
            leadingEdge: EdgeSyntax(offset: 2, connection: connection(.standard, at: 3)),
            views: [ViewSyntax(name: "a", offset: 5)], connections: [],
            trailingEdge: EdgeSyntax(offset: 8, connection: connection(.standard, at: 7))))
    }

    @Test func flushViewsAndEdges() throws {
        #expect(try parse("V:|[a][b]|") == VisualFormatSyntax(
            orientation: .vertical,
            leadingEdge: EdgeSyntax(offset: 2, connection: connection(.flush, at: 3)),
            views: [ViewSyntax(name: "a", offset: 4), ViewSyntax(name: "b", offset: 7)],
            connections: [connection(.flush, at: 6)],
            trailingEdge: EdgeSyntax(offset: 9, connection: connection(.flush, at: 9))))
    }

    @Test func simplePredicatesAreEqualityWithoutPriority() throws {
        let syntax = try parse("[a]-10-[b]-pad-[c]")
        #expect(syntax.connections == [
            connection(.predicates([PredicateSyntax(object: number(10, at: 4))]), at: 3),
            connection(.predicates([PredicateSyntax(object: name("pad", at: 11))]), at: 10),
        ])
        #expect(syntax.views.map(\.name) == ["a", "b", "c"])
        #expect(syntax.views.map(\.offset) == [1, 8, 16])
    }

    @Test func predicateListsWithRelationsAndPriorities() throws {
        let syntax = try parse("V:[a(>=50,<=wide@750)]-(==8@high,>=-2.5)-[b(==a@250)]")
        #expect(syntax.orientation == .vertical)
        #expect(syntax.views[0].predicates == [
            PredicateSyntax(relation: .greaterThanOrEqual, object: number(50, at: 7)),
            PredicateSyntax(relation: .lessThanOrEqual, object: name("wide", at: 12), priority: number(750, at: 17)),
        ])
        #expect(syntax.connections == [connection(.predicates([
            PredicateSyntax(relation: .equal, object: number(8, at: 26), priority: name("high", at: 28)),
            PredicateSyntax(relation: .greaterThanOrEqual, object: number(-2.5, at: 35)),
        ]), at: 22)])
        #expect(syntax.views[1].predicates == [
            PredicateSyntax(relation: .equal, object: name("a", at: 46), priority: number(250, at: 48)),
        ])
    }

    @Test(arguments: [
        ("[a(50)]", 50.0), ("[a(1.5)]", 1.5), ("[a(.5)]", 0.5), ("[a(7.)]", 7), ("[a(1e2)]", 100),
        ("[a(2.5E-1)]", 0.25), ("[a(+3)]", 3), ("[a(-3)]", -3), ("[a(-.25)]", -0.25), ("[a(007)]", 7),
    ])
    func numbers(format: String, value: Double) throws {
        #expect(try parse(format).views[0].predicates == [PredicateSyntax(object: number(value, at: 3))])
    }

    @Test func namesAreCIdentifiers() throws {
        let syntax = try parse("[_v1(w_2)]-x9-[B]")
        #expect(syntax.views.map(\.name) == ["_v1", "B"])
        #expect(syntax.views[0].predicates == [PredicateSyntax(object: name("w_2", at: 5))])
        #expect(syntax.views.map(\.offset) == [1, 15])
        #expect(syntax.connections == [connection(.predicates([PredicateSyntax(object: name("x9", at: 11))]), at: 10)])
    }

    @Test func spacesAndTabsBetweenTokensAreIgnored() throws {
        let spaced = try parse(" V : | - 10 - [ a ( >= 50 , <= 60 @ 750 ) ] -\t( >= 8 ) - [ b ] | ")
        let compact = try parse("V:|-10-[a(>=50,<=60@750)]-(>=8)-[b]|")
        #expect(spaced.orientation == compact.orientation)
        #expect(spaced.views.map(\.name) == compact.views.map(\.name))
        #expect(spaced.views.map(\.predicates).map { $0.map(\.relation) }
            == compact.views.map(\.predicates).map { $0.map(\.relation) })
        // Offsets still index the original string.
        #expect(spaced.leadingEdge?.offset == 5)
        #expect(spaced.views.map(\.offset) == [16, 59])
        #expect(spaced.views[0].predicates[1].priority == number(750, at: 36))
        #expect(spaced.trailingEdge?.offset == 63)
    }

    @Test func orientationNeedsNoViewsNamedHOrV() throws {
        // A view called H is fine: only `H:` is an orientation.
        #expect(try parse("[H]-[V]").views.map(\.name) == ["H", "V"])
        #expect(try parse("V:[H]").orientation == .vertical)
    }
}

// MARK: Constraints

@Suite struct VisualFormatConstraintTests {
    @Test(arguments: [
        // Superview edges and spacing: the later item equals the earlier item plus the spacing.
        ("H:|-10-[a]", [FormatOptions](), ["a.leading == 1*root.leading + 10 @1000"]),
        ("[a]-10-|", [], ["root.trailing == 1*a.trailing + 10 @1000"]),
        ("|[a]|", [], ["a.leading == 1*root.leading + 0 @1000", "root.trailing == 1*a.trailing + 0 @1000"]),
        ("|-[a]-|", [], ["a.leading == 1*root.leading + 20 @1000", "root.trailing == 1*a.trailing + 20 @1000"]),
        ("[a]-[b]", [], ["b.leading == 1*a.trailing + 8 @1000"]),
        ("[a][b]", [], ["b.leading == 1*a.trailing + 0 @1000"]),
        ("[a]-10-[b]", [], ["b.leading == 1*a.trailing + 10 @1000"]),
        ("[a]-(>=8)-[b]", [], ["b.leading >= 1*a.trailing + 8 @1000"]),
        ("[a]-(<=8@750)-[b]", [], ["b.leading <= 1*a.trailing + 8 @750"]),
        ("[a]-(-5)-[b]", [], ["b.leading == 1*a.trailing - 5 @1000"]),
        ("[a]-(>=8,<=20@250)-[b]", [], ["b.leading >= 1*a.trailing + 8 @1000", "b.leading <= 1*a.trailing + 20 @250"]),
        ("[a]-pad-[b]", [], ["b.leading == 1*a.trailing + 12 @1000"]),
        ("[a]-(neg@low)-[b]", [], ["b.leading == 1*a.trailing - 4 @250"]),
        ("[a]-(>=0)-|", [], ["root.trailing >= 1*a.trailing + 0 @1000"]),
        ("V:[a]-50-[b]", [], ["b.top == 1*a.bottom + 50 @1000"]),
        ("V:|-[a]-|", [], ["a.top == 1*root.top + 20 @1000", "root.bottom == 1*a.bottom + 20 @1000"]),
        // Size predicates.
        ("[a(50)]", [], ["a.width == 50 [notAnAttribute, x1] @1000"]),
        ("V:[a(50)]", [], ["a.height == 50 [notAnAttribute, x1] @1000"]),
        ("[a(>=50,<=100@750)]", [], ["a.width >= 50 [notAnAttribute, x1] @1000",
                                     "a.width <= 100 [notAnAttribute, x1] @750"]),
        ("[a(wide@999.5)]", [], ["a.width == 100 [notAnAttribute, x1] @999.5"]),
        ("[a][b(==a)]", [], ["b.leading == 1*a.trailing + 0 @1000", "b.width == 1*a.width + 0 @1000"]),
        ("V:[a][b(>=a@750)]", [], ["b.top == 1*a.bottom + 0 @1000", "b.height >= 1*a.height + 0 @750"]),
        ("[b(c)]", [], ["b.width == 33 [notAnAttribute, x1] @1000"]),  // a metric wins over a view
        ("[a(1@1)]", [], ["a.width == 1 [notAnAttribute, x1] @1"]),
        // Text order: leading edge, then each view's connection and size, then the trailing edge.
        ("H:|-[a(100)]-[b]-|", [], ["a.leading == 1*root.leading + 20 @1000",
                                    "a.width == 100 [notAnAttribute, x1] @1000",
                                    "b.leading == 1*a.trailing + 8 @1000",
                                    "root.trailing == 1*b.trailing + 20 @1000"]),
        // Direction.
        ("|-10-[a]-[b]-|", [.directionLeftToRight], ["a.left == 1*root.left + 10 @1000",
                                                     "b.left == 1*a.right + 8 @1000",
                                                     "root.right == 1*b.right + 20 @1000"]),
        ("|-10-[a]-(>=5)-[b]-|", [.directionRightToLeft], ["root.right == 1*a.right + 10 @1000",
                                                           "a.left >= 1*b.right + 5 @1000",
                                                           "b.left == 1*root.left + 20 @1000"]),
        ("V:|-[a]-[b]", [.directionRightToLeft], ["a.top == 1*root.top + 20 @1000", "b.top == 1*a.bottom + 8 @1000"]),
        // Alignment: next.attr == previous.attr, per pair, in bit order.
        ("[a]-[b]-[c]", [.alignAllCenterY, .alignAllTop], ["b.leading == 1*a.trailing + 8 @1000",
                                                           "c.leading == 1*b.trailing + 8 @1000",
                                                           "b.top == 1*a.top + 0 @1000",
                                                           "b.centerY == 1*a.centerY + 0 @1000",
                                                           "c.top == 1*b.top + 0 @1000",
                                                           "c.centerY == 1*b.centerY + 0 @1000"]),
        ("V:[a][b]", [.alignAllLeading, .alignAllCenterX], ["b.top == 1*a.bottom + 0 @1000",
                                                             "b.leading == 1*a.leading + 0 @1000",
                                                             "b.centerX == 1*a.centerX + 0 @1000"]),
        ("[a]-[b]", [.alignAllFirstBaseline, .alignAllLastBaseline], ["b.leading == 1*a.trailing + 8 @1000",
                                                                      "b.lastBaseline == 1*a.lastBaseline + 0 @1000",
                                                                      "b.firstBaseline == 1*a.firstBaseline + 0 @1000"]),
        ("[a]", [.alignAllTop], []),
        // Baseline-to-baseline spacing in vertical formats (edges to the superview stay edges).
        ("V:|-[a]-[b]-|", [.spacingBaselineToBaseline], ["a.top == 1*root.top + 20 @1000",
                                                         "b.firstBaseline == 1*a.lastBaseline + 8 @1000",
                                                         "root.bottom == 1*b.bottom + 20 @1000"]),
        // A view listed twice is allowed (Apple's grammar doesn't forbid it).
        ("[a]-[a]", [], ["a.leading == 1*a.trailing + 8 @1000"]),
        // A layout guide works like a view; `|` is its owning view.
        ("|-[guide(40)]-[a]", [], ["guide.leading == 1*root.leading + 20 @1000",
                                   "guide.width == 40 [notAnAttribute, x1] @1000",
                                   "a.leading == 1*guide.trailing + 8 @1000"]),
        // Views without a superview are fine as long as there is no `|`.
        ("[lonely]-[other]", [], ["other.leading == 1*lonely.trailing + 8 @1000"]),
        ("[_v1(zero)]", [], ["c.width == 0 [notAnAttribute, x1] @1000"]),
    ] as [(String, [FormatOptions], [String])])
    func constraints(format: String, options: [FormatOptions], expected: [String]) throws {
        let fixture = Fixture()
        let constraints = try fixture.constraints(format, FormatOptions(options))
        #expect(constraints.map(render) == expected)
        for constraint in constraints {
            #expect(constraint.multiplier == 1)
            #expect(constraint.origin == format)
            #expect(!constraint.isActive)
        }
    }

    @Test func itemsAreTheViewsFromTheDictionary() throws {
        let fixture = Fixture()
        let constraints = try fixture.constraints("|-[a]-[guide]")
        #expect(constraints.count == 2)
        #expect(constraints[0].firstItem === fixture.a)
        #expect(constraints[0].secondItem === fixture.root)
        #expect(constraints[1].firstItem === fixture.guide)
        #expect(constraints[1].secondItem === fixture.a)
        #expect(constraints[1].firstAttribute == .leading)
        #expect(constraints[1].secondAttribute == .trailing)
        #expect(constraints[1].relation == .equal)
        #expect(constraints[1].constant == 8)
        #expect(constraints[1].priority == .required)
    }

    @Test func sourceIsTheCaller() throws {
        let a = View("a")
        let line = #line + 1
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[a(10)]", views: ["a": a])
        #expect(constraints.first?.source == SourceLocation(file: #fileID, line: line))
        #expect(constraints.first?.identifier == nil)
    }

    @Test func defaultsMatchUIKit() {
        #expect(FormatOptions.directionLeadingToTrailing == [])
        #expect(FormatOptions.spacingEdgeToEdge == [])
        #expect(FormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(VisualFormatBuilder.standardSpacing == 8)
        #expect(VisualFormatBuilder.standardEdgeSpacing == 20)
    }
}

// MARK: Errors

@Suite struct VisualFormatErrorTests {
    @Test(arguments: [
        // Empty and orientation.
        ("", "The format is empty.", 0),
        ("   ", "The format is empty.", 0),
        ("H:", "Expected a view here.", 2),
        ("X:[a]", "Expected 'H:' or 'V:' here.", 0),
        ("h:[a]", "Expected 'H:' or 'V:' here.", 0),
        ("HV:[a]", "Expected 'H:' or 'V:' here.", 0),
        ("H:V:[a]", "Expected a view here.", 2),
        ("a", "Expected a view here.", 0),
        (":[a]", "Expected a view here.", 0),
        // Views.
        ("H:|-[button", "Expected a ']' here.", 11),
        ("[a b]", "Expected a ']' here.", 3),
        ("[a)]", "Expected a ']' here.", 2),
        ("[]", "Expected a view name here.", 1),
        ("[1a]", "Expected a view name here.", 1),
        ("[(50)]", "Expected a view name here.", 1),
        ("[é]", "Expected a view name here.", 1),
        ("[a]]", "Expected '-', '[', '|' or the end of the format here.", 3),
        ("[a]x", "Expected '-', '[', '|' or the end of the format here.", 3),
        ("[a](50)", "Expected '-', '[', '|' or the end of the format here.", 3),
        ("[a]\n[b]", "Expected '-', '[', '|' or the end of the format here.", 3),
        // Predicate lists.
        ("[a(50]", "Expected a ',' or a ')' here.", 5),
        ("[a(50", "Expected a ',' or a ')' here.", 5),
        ("[a(50 60)]", "Expected a ',' or a ')' here.", 6),
        ("[a(50;60)]", "Expected a ',' or a ')' here.", 5),
        ("[a(1.2.3)]", "Expected a ',' or a ')' here.", 6),
        ("[a(10abc)]", "Expected a ',' or a ')' here.", 5),
        ("[a()]", "Expected a number, a metric name or a view name here.", 3),
        ("[a(50,)]", "Expected a number, a metric name or a view name here.", 6),
        ("[a(==)]", "Expected a number, a metric name or a view name here.", 5),
        ("[a(@750)]", "Expected a number, a metric name or a view name here.", 3),
        ("[a(-)]", "Expected a number, a metric name or a view name here.", 3),
        ("[a(-pad)]", "Expected a number, a metric name or a view name here.", 3),
        ("[a(= =50)]", "Expected a relation (==, <= or >=) here.", 3),
        ("[a(=50)]", "Expected a relation (==, <= or >=) here.", 3),
        ("[a(<50)]", "Expected a relation (==, <= or >=) here.", 3),
        ("[a(>50)]", "Expected a relation (==, <= or >=) here.", 3),
        ("[a(=>50)]", "Expected a relation (==, <= or >=) here.", 3),
        ("[a(!=50)]", "Expected a number, a metric name or a view name here.", 3),
        ("[a(50@)]", "Expected a number or a metric name after '@'.", 6),
        ("[a(50@@1)]", "Expected a number or a metric name after '@'.", 6),
        ("[a(1e999)]", "The number 1e999 is not finite.", 3),
        ("[a]-1e400-[b]", "The number 1e400 is not finite.", 4),
        ("[a(2e7)]", "The number 2e7 is outside what a layout can mean (-10000000...10000000 points).", 3),
        ("[a]-10000001-[b]", "The number 10000001 is outside what a layout can mean (-10000000...10000000 points).", 4),
        // Connections.
        ("[a]-", "Expected a view or '|' here.", 4),
        ("[a]-10-", "Expected a view or '|' here.", 7),
        ("[a]-10-x", "Expected a view or '|' here.", 7),
        ("[a]--[b]", "Expected a spacing, a view or '|' after '-'.", 4),
        ("[a]-)-[b]", "Expected a spacing, a view or '|' after '-'.", 4),
        ("[a]-.-[b]", "Expected a spacing, a view or '|' after '-'.", 4),
        ("[a]--10-[b]", "Expected a spacing, a view or '|' after '-'.", 4),
        ("[a]-10[b]", "Expected a '-' here.", 6),
        ("[a]-10|", "Expected a '-' here.", 6),
        ("[a]-(10)[b]", "Expected a '-' here.", 8),
        ("[a]-(10-[b]", "Expected a ',' or a ')' here.", 7),
        ("[a]-pad pad-[b]", "Expected a '-' here.", 8),
        // Superview bars.
        ("|", "Expected a view here.", 1),
        ("|-|", "Expected a view here.", 2),
        ("||[a]", "Expected a view here.", 1),
        ("[a]|[b]", "A '|' must be at the start or the end of the format.", 3),
        ("[a]-|-[b]", "A '|' must be at the start or the end of the format.", 4),
        ("|[a]|-", "A '|' must be at the start or the end of the format.", 4),
        ("|[a]||", "Expected the end of the format here.", 5),
        ("|[a]|x", "Expected the end of the format here.", 5),
        // Names.
        ("H:|-[button]-|", "button is not a key in the views dictionary.", 5),
        ("[a]-[b]-[nope(10)]", "nope is not a key in the views dictionary.", 9),
        ("[a]-gap-[b]", "gap is not a key in the metrics dictionary.", 4),
        ("[a]-(>=gap)-[b]", "gap is not a key in the metrics dictionary.", 7),
        ("[a]-(b)-[c]", "b is a view; a spacing must be a number or a metric.", 5),
        ("[a]-b-[c]", "b is a view; a spacing must be a number or a metric.", 4),
        ("[a(w)]", "w is not a key in the metrics or views dictionary.", 3),
        ("[a(10@p)]", "p is not a key in the metrics dictionary.", 6),
        ("[a(10@b)]", "b is not a key in the metrics dictionary.", 6),
        ("[a(nan)]", "The metric nan is not a finite number (nan).", 3),
        ("[a]-inf-[b]", "The metric inf is not a finite number (inf).", 4),
        ("[a]-far-[b]", "The number 1000000000000 (the metric far) is outside what a layout can mean (-10000000...10000000 points).", 4),
        ("[a(10@nan)]", "The metric nan is not a finite number (nan).", 6),
        // Priorities.
        ("[a(10@0)]", "The priority 0 is out of range; priorities run from 1 to 1000.", 6),
        ("[a(10@1001)]", "The priority 1001 is out of range; priorities run from 1 to 1000.", 6),
        ("[a(10@1000.5)]", "The priority 1000.5 is out of range; priorities run from 1 to 1000.", 6),
        ("[a(10@-5)]", "The priority -5 is out of range; priorities run from 1 to 1000.", 6),
        ("[a(10@huge)]", "The priority 2000 is out of range; priorities run from 1 to 1000.", 6),
        ("[a]-(8@0.5)-[b]", "The priority 0.5 is out of range; priorities run from 1 to 1000.", 7),
        // Superviews.
        ("|-[lonely]", "Unable to interpret '|' character, because the related view doesn't have a superview.", 0),
        ("[a]-[lonely]-|", "Unable to interpret '|' character, because the related view doesn't have a superview.", 13),
        ("|-[a]-[lonely]", "Unable to interpret '|' character, because lonely and a have different superviews.", 7),
        ("|-[a]-[other]-|", "Unable to interpret '|' character, because other and a have different superviews.", 7),
        ("H: |[other][a]", "Unable to interpret '|' character, because a and other have different superviews.", 12),
    ] as [(String, String, Int)])
    func syntaxAndNameErrors(format: String, message: String, offset: Int) {
        let fixture = Fixture()
        #expect(throws: VisualFormatError(message: message, format: format, offset: offset)) {
            try fixture.constraints(format)
        }
    }

    @Test(arguments: [
        ("H:[a]-[b]", FormatOptions.alignAllLeft,
         "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
        ("[a]-[b]", [.alignAllTop, .alignAllCenterX],
         "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
        ("[a]", .alignAllLeading,
         "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
        ("V:[a]-[b]", .alignAllCenterY,
         "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."),
        ("V:[a]-[b]", .alignAllFirstBaseline,
         "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."),
        ("[a]-[b]", [.directionLeftToRight, .directionRightToLeft],
         "The options can hold only one of directionLeftToRight and directionRightToLeft."),
        ("[a]-[b]", .spacingBaselineToBaseline,
         "The spacingBaselineToBaseline option applies only to vertical layout."),
    ] as [(String, FormatOptions, String)])
    func optionErrors(format: String, options: FormatOptions, message: String) {
        let fixture = Fixture()
        #expect(throws: VisualFormatError(message: message, format: format, offset: 0)) {
            try fixture.constraints(format, options)
        }
    }

    @Test func guidesHaveNoBaselines() {
        let fixture = Fixture()
        #expect(throws: VisualFormatError(
            message: "Invalid constraint guide.lastBaseline == a.lastBaseline: layout guides have no baselines.",
            format: "[a]-[guide]", offset: 5)) {
            try fixture.constraints("[a]-[guide]", .alignAllLastBaseline)
        }
        #expect(throws: VisualFormatError(
            message: "Invalid constraint a.firstBaseline == guide.lastBaseline + 8: layout guides have no baselines.",
            format: "V:[guide]-[a]", offset: 9)) {
            try fixture.constraints("V:[guide]-[a]", .spacingBaselineToBaseline)
        }
    }

    @Test func syntaxErrorsComeBeforeNameErrors() {
        #expect(throws: VisualFormatError(message: "Expected a ']' here.", format: "[nope]-[a", offset: 9)) {
            try Fixture().constraints("[nope]-[a")
        }
    }

    @Test func descriptionPointsAtTheOffendingCharacter() {
        let error = VisualFormatError(message: "Expected a ']' here.", format: "H:|-[button", offset: 11)
        #expect(error.description == """
            Unable to parse constraint format:
            Expected a ']' here.
            H:|-[button
                       ^
            """)
        let start = VisualFormatError(message: "The format is empty.", format: "", offset: 0)
        #expect(start.description == "Unable to parse constraint format:\nThe format is empty.\n\n^")
    }

    @Test func descriptionKeepsTabsAndFlattensLineBreaks() throws {
        do {
            _ = try Fixture().constraints("\t[a]\n[b]")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 4)
            #expect(error.description == """
                Unable to parse constraint format:
                Expected '-', '[', '|' or the end of the format here.
                \t[a] [b]
                \t   ^
                """)
        }
    }

    @Test func offsetsCountCharactersNotBytes() {
        // "é" is two UTF-8 bytes and "👍🏽" several scalars, but one Character each.
        #expect(throws: VisualFormatError(message: "Expected a view name here.", format: "[a]-[👍🏽]", offset: 5)) {
            try Fixture().constraints("[a]-[👍🏽]")
        }
        #expect(throws: VisualFormatError(message: "Expected '-', '[', '|' or the end of the format here.",
                                          format: "[a]é", offset: 3)) {
            try Fixture().constraints("[a]é")
        }
    }
}
