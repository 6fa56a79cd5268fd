import Testing
@testable import Plumb

/// Guide names in visual formats, `VIEW.GUIDE` as equations spell them: in a predicate
/// (`[content(==scroll.frameLayoutGuide)]`) and as an element (`[root.safeArea]`). The whole
/// name is looked up first, so a dotted key of the views dictionary wins over a guide.
@Suite struct VisualFormatGuideTests {
    /// Makes and activates the constraints of each format, then lays `root` out.
    private func layout(_ root: View, _ formats: [String], _ views: [String: LayoutItem]) throws {
        for format in formats {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        root.layoutIfNeeded()
    }

    /// UIKit's scroll-view recipe in VFL: the content's edges on the content area (a scroll
    /// view's edges facing its content are its content guide's), its width the frame guide's.
    /// A 600-point column in a 320×480 scroll view: content 320×600, scrollable.
    @Test func predicateNamesTheFrameGuide() throws {
        for name in ["scroll.frameLayoutGuide", "scroll.frame"] {
            let root = makeRoot(320, 480)
            let scroll = addView("scroll", to: root, ScrollView())
            let content = addView("content", to: scroll)
            let views: [String: LayoutItem] = ["scroll": scroll, "content": content]
            try layout(root, ["H:|[scroll]|", "V:|[scroll]|", "H:|[content(==\(name))]|", "V:|[content(600)]|"], views)
            #expect(content.frame == rect(0, 0, 320, 600), "\(name)")
            #expect(scroll.contentSize == Size(width: 320, height: 600), "\(name)")
            #expect(scroll.frame == rect(0, 0, 320, 480))
        }
    }

    /// The frames of views `ids`, added to a root of `width`×`height` with safe-area `insets`,
    /// after the formats (which may name `root`) are laid out.
    private func frames(_ width: Double, _ height: Double, insets: EdgeInsets = .zero, _ ids: [String],
                        _ formats: [String]) throws -> [Rect] {
        let root = makeRoot(width, height)
        root.safeAreaInsets = insets
        var views: [String: LayoutItem] = ["root": root]
        for id in ids { views[id] = addView(id, to: root) }
        try layout(root, formats, views)
        return ids.map { (views[$0] as? View)?.frame ?? .zero }
    }

    /// A guide as an element takes part like a view. On a 375×812 phone inset 47 at the top
    /// and 34 at the bottom, a header fills the band above the safe area (0…47) and a footer
    /// the band below it (812 − 34 = 778…812).
    @Test func safeAreaGuideAsAnElement() throws {
        let insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(try frames(375, 812, insets: insets, ["header", "footer"],
                           ["H:|[header]|", "V:|[header][root.safeAreaLayoutGuide]", "H:|[footer]|", "V:[root.safeArea][footer]|"])
            == [rect(0, 0, 375, 47), rect(0, 778, 375, 34)])
    }

    /// Strips that fill the root's 8-point side margins: `|` is still the superview, and the
    /// margins guide runs 8…312 across a 320-point root.
    @Test func marginsGuideAsAnElement() throws {
        #expect(try frames(320, 480, ["lead", "tail"], ["H:|[lead][root.margins]", "H:[root.layoutMarginsGuide]-0-[tail]|",
                                                         "V:|[lead(10)]", "V:|[tail(10)]"])
            == [rect(0, 0, 8, 10), rect(312, 0, 8, 10)])
    }

    /// A dotted key of the views dictionary (as a component's `b1.label`) is found whole before
    /// the name is read as `VIEW.GUIDE`, and a guide of a dotted key splits at the last dot.
    @Test func wholeNameWinsOverAGuide() throws {
        let root = makeRoot(320, 480)
        let scroll = addView("scroll", to: root, ScrollView())
        let badge = addView("badge", to: root), label = addView("label", to: root)
        let views: [String: LayoutItem] = ["scroll": scroll, "scroll.content": badge, "b1.label": label]
        try layout(root, ["H:|-10-[scroll.content(40)]", "V:|-10-[scroll.content(20)]"], views)
        #expect(badge.frame == rect(10, 10, 40, 20))
        let guide = try LayoutConstraint.constraints(withVisualFormat: "V:[b1.label.safeArea(20)]", views: views)
        #expect(guide.count == 1 && guide[0].firstItem === label.safeAreaLayoutGuide && guide[0].constant == 20)
    }

    @Test(arguments: [
        // An unknown guide: the caret on the guide's name, with a did-you-mean.
        ("[a]-[scroll.contnet]", "Unknown guide 'contnet'. Did you mean 'content'?", 12),
        ("H:|[content(==scroll.safeAreaGuide)]|", "Unknown guide 'safeAreaGuide'. Did you mean 'safeAreaLayoutGuide'?", 21),
        // A guide the item doesn't have.
        ("[a.contentLayoutGuide]", "'a' is not a scroll view; only scroll views have a contentLayoutGuide.", 3),
        ("[a(==guide.frame)]", "'guide' is a layout guide; only views have a frame.", 11),
        // An unknown view before a guide name; a dotted name that is neither.
        ("[nope.safeArea]", "nope is not a key in the views dictionary.", 1),
        ("[x.label]", "x.label is not a key in the views dictionary.", 1),
        ("[a.label]", "Unknown guide 'label'; expected one of safeAreaLayoutGuide, layoutMarginsGuide, "
            + "contentLayoutGuide, frameLayoutGuide, safeArea, margins, content, frame.", 3),
        ("[a(a.safeArea.top)]", "a.safeArea.top is not a key in the metrics or views dictionary.", 3),
        // A dot must be followed by a name; a guide is no spacing.
        ("[a.]", "Expected a name after '.' here (a guide, as in scroll.contentLayoutGuide).", 3),
        ("[a(==a.1)]", "Expected a name after '.' here (a guide, as in scroll.contentLayoutGuide).", 7),
        ("[a]-scroll.content-[content]", "scroll.content is a view; a spacing must be a number or a metric.", 4),
    ] as [(String, String, Int)])
    func errorsPointAtTheName(format: String, message: String, offset: Int) {
        let root = makeRoot(320, 480)
        let a = addView("a", to: root), scroll = addView("scroll", to: root, ScrollView())
        let content = addView("content", to: scroll)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let views: [String: LayoutItem] = ["a": a, "scroll": scroll, "content": content, "guide": guide]
        #expect(throws: VisualFormatError(message: message, format: format, offset: offset)) {
            try LayoutConstraint.constraints(withVisualFormat: format, views: views)
        }
    }

    @Test func dottedNamesParseAsOneToken() throws {
        let syntax = try VisualFormatParser.parse("V:|-[b1.label.safeArea(>=scroll.frame)]-x.y-[c]")
        #expect(syntax.views.map(\.name) == ["b1.label.safeArea", "c"])
        #expect(syntax.views.map(\.offset) == [5, 45])
        #expect(syntax.views[0].predicates == [PredicateSyntax(relation: .greaterThanOrEqual,
                                                               object: OperandSyntax(value: .name("scroll.frame"), offset: 25))])
        #expect(syntax.connections == [ConnectionSyntax(kind: .predicates([PredicateSyntax(
            object: OperandSyntax(value: .name("x.y"), offset: 40))]), offset: 39)])
    }
}
