import Testing
@testable import Plumb

// Stack views: the API, hiding, custom spacing, margins, editing the arranged views, and
// incremental regeneration. Frames are snapped to whole points; expected values are worked
// out by hand in the comments.

/// A view with a fixed intrinsic size, for stack tests.
final class StackBox: View {
    let boxSize: Size
    init(_ identifier: String, _ width: Double, _ height: Double) {
        boxSize = Size(width: width, height: height)
        super.init(frame: .zero)
        self.identifier = identifier
    }
    override var intrinsicContentSize: Size { boxSize }
}

/// A scene whose root (width × height) holds `stack`, pinned to all four edges.
func pinnedStackScene(_ stack: StackView, _ width: Double, _ height: Double, name: String = "stack",
                      pinBottom: Bool = true) -> Scene {
    Scene(name, width: width, height: height) { root in
        stack
        stack.topAnchor == root.topAnchor
        stack.leadingAnchor == root.leadingAnchor
        stack.trailingAnchor == root.trailingAnchor
        if pinBottom { stack.bottomAnchor == root.bottomAnchor }
    }
}

/// The three boxes in a stack with `spacing`.
func threeBoxStack(spacing: Double = 0) -> (StackBox, StackBox, StackBox, StackView) {
    let (a, b, c) = threeBoxes()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = spacing
    return (a, b, c, stack)
}

/// The three boxes of most stack tests: 40×20, 60×30, 80×10.
func threeBoxes() -> (StackBox, StackBox, StackBox) {
    (StackBox("a", 40, 20), StackBox("b", 60, 30), StackBox("c", 80, 10))
}

@Suite struct StackViewTests {
    @Test func defaultsMatchUIKit() {
        let stack = StackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        let named = StackView("s", arrangedSubviews: [View()], axis: .vertical)
        #expect(named.identifier == "s" && named.axis == .vertical && named.arrangedSubviews.count == 1)
    }

    @Test func arrangedViewsBecomeSubviewsWithoutAutoresizing() {
        let (a, b, c) = threeBoxes()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.subviews.map(\.identifier) == ["a", "b"])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c", "a", "b"])
        // Re-inserting moves the view; it is never listed twice.
        stack.insertArrangedSubview(a, at: 99)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c", "b", "a"])
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c", "a"])
        #expect(b.superview === stack) // stays a subview, as in UIKit
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c"]) // leaving the stack unarranges it
    }

    @Test func generatedConstraintsCarryUIKitIdentifiers() {
        let (_, _, _, stack) = threeBoxStack(spacing: 10)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        let ids = Set(stack.generatedConstraints.compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        // The three boxes tie at hugging 250 and compression 750: a and b hold their widths a
        // hair harder (UISV-fill-tiebreak), in their own content-size constraints.
        let tieBreaks = stack.arrangedSubviews.map { $0.stackTieBreaks.values.map(\.rawValue).sorted() }
        #expect(tieBreaks == [[250.5, 750.5], [250.5, 750.5], []])
        #expect(stack.generatedConstraints.allSatisfy { $0.isActive && $0.origin == "stack view StackView" })
        stack.distribution = .equalSpacing
        stack.alignment = .center
        scene.layout()
        let ids2 = Set(stack.generatedConstraints.compactMap(\.identifier))
        #expect(ids2 == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-distributing",
                         "UISV-distributing-edge", "UISV-spacer-span", "UISV-spanning-boundary",
                         "UISV-spanning-fit", "UISV-ambiguity-suppression"])
        // One spacer guide per gap, owned by the stack; gone again under fill.
        #expect(stack.spacerGuides.count == 2)
        #expect(stack.spacerGuides.allSatisfy { $0.owningView === stack && $0.identifier == "UISV-distributing" })
        // Spacers: a.trailing 40 → b.leading 100, b.trailing 160 → c.leading 220 (see the matrix test).
        #expect(stack.spacerGuides.map(\.layoutFrame) == [rect(40, 0, 60, 100), rect(160, 0, 60, 100)])
        stack.distribution = .fill
        scene.layout()
        #expect(stack.spacerGuides.isEmpty)
        #expect(!stack.layoutGuides.contains { $0.identifier == "UISV-distributing" })
    }

    // MARK: Hiding

    /// 300×100 horizontal stack, spacing 10, boxes 40, 60, 80 wide. Hiding b leaves a (40) and
    /// c with one gap: c = 50…300 (c, the last tied view, takes the slack). b has width 0 at
    /// a's trailing edge (x 40). Unhiding restores a 0…40, b 50…110, c 120…300.
    @Test func hiddenViewsTakeNoSpaceAndNoSpacing() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 60, 100), rect(120, 0, 180, 100)])
        b.isHidden = true
        scene.layout()
        #expect(a.frame == rect(0, 0, 40, 100))
        #expect(b.frame == rect(40, 0, 0, 100))
        #expect(c.frame == rect(50, 0, 250, 100))
        #expect(stack.generatedConstraints.filter { $0.identifier == "UISV-hiding" }.count == 2)
        // Hiding the first view: it sits at the canvas's leading edge; b and c follow.
        b.isHidden = false
        a.isHidden = true
        scene.layout()
        #expect(a.frame == rect(0, 0, 0, 100))
        #expect(b.frame == rect(0, 0, 60, 100))
        #expect(c.frame == rect(70, 0, 230, 100))
        a.isHidden = false
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 60, 100), rect(120, 0, 180, 100)])
        #expect(!stack.generatedConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    /// Hidden views also need no spacer under equal spacing: a and c with one gap of
    /// 300 − 40 − 80 = 180: a 0…40, c 220…300.
    @Test func hiddenViewsUnderEqualSpacing() {
        let (a, b, c, stack) = threeBoxStack()
        stack.distribution = .equalSpacing
        stack.alignment = .top
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        b.isHidden = true
        scene.layout()
        #expect(stack.spacerGuides.count == 1)
        #expect(a.frame == rect(0, 0, 40, 20))
        #expect(c.frame == rect(220, 0, 80, 10))
        #expect(b.frame.width == 0)
    }

    // MARK: Custom spacing

    /// Custom spacing 30 after a: a 0…40, b 70…130, c 140…300.
    @Test func customSpacing() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(70, 0, 60, 100), rect(140, 0, 160, 100)])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        scene.layout()
        #expect(b.frame == rect(50, 0, 60, 100))
    }

    // MARK: Margins

    /// Margins 8 on every side: the canvas is 8…292 × 8…92. a 8…48, b 58…118, c 128…292.
    @Test func marginsRelativeArrangement() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(8, 8, 40, 84), rect(58, 8, 60, 84), rect(128, 8, 164, 84)])
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(20, 0, 40, 100), rect(70, 0, 60, 100), rect(140, 0, 160, 100)])
    }

    /// A stack pinned only at the top and sides hugs its tallest view across the axis
    /// (`UISV-spanning-fit`), keeping its margins: 30 + 8 + 8 = 46 high.
    @Test func spanningFitKeepsMargins() {
        let (a, b, c, stack) = threeBoxStack()
        stack.alignment = .top
        stack.distribution = .equalSpacing
        stack.isLayoutMarginsRelativeArrangement = true
        let scene = pinnedStackScene(stack, 300, 200, name: "fit", pinBottom: false)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(stack.frame == rect(0, 0, 300, 46))
        // Inside the margins (8…292): gaps (284 − 180) / 2 = 52: a 8…48, b 100…160, c 212…292.
        #expect([a.frame, b.frame, c.frame] == [rect(8, 8, 40, 20), rect(100, 8, 60, 30), rect(212, 8, 80, 10)])
    }

    // MARK: Editing

    /// Insert d (20×20) at index 1, then remove b: a 0…40, d 50…70, c 80…300.
    @Test func insertAndRemoveArrangedSubviews() {
        let (a, b, c) = threeBoxes()
        let d = StackBox("d", 20, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        stack.insertArrangedSubview(d, at: 1)
        scene.layout()
        // a 0…40, d 50…70, b 80…140, c 150…300.
        #expect([a.frame, d.frame, b.frame, c.frame]
            == [rect(0, 0, 40, 100), rect(50, 0, 20, 100), rect(80, 0, 60, 100), rect(150, 0, 150, 100)])
        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        scene.layout()
        #expect([a.frame, d.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 20, 100), rect(80, 0, 220, 100)])
        #expect(!stack.generatedConstraints.contains { $0.firstItem === b || $0.secondItem === b })
    }

    // MARK: Incremental regeneration

    @Test func changingAPropertyRegeneratesOnlyTheStacksConstraints() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        let engine = scene.root.engine
        let userConstraints = Set(engine.activeConstraints.map(ObjectIdentifier.init))
            .subtracting(stack.generatedConstraints.map(ObjectIdentifier.init))

        // A new spacing only changes two constants in place: nothing is added or removed.
        var before = engine.counters
        let oldSet = stack.generatedConstraints.map(ObjectIdentifier.init)
        stack.spacing = 20
        scene.layout()
        #expect(engine.counters.additions == before.additions)
        #expect(engine.counters.removals == before.removals)
        #expect(engine.counters.constantUpdates == before.constantUpdates + 2)
        #expect(stack.generatedConstraints.map(ObjectIdentifier.init) == oldSet)
        #expect(c.frame == rect(140, 0, 160, 100))

        // A new distribution adds the fill-equally constraints and drops fill's tie-breaks: a
        // and b get their own hugging and compression back in their width constraints (two
        // each, replaced), and nothing else changes.
        before = engine.counters
        let old = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        #expect(a.stackTieBreaks.count == 2 && b.stackTieBreaks.count == 2 && c.stackTieBreaks.isEmpty)
        stack.distribution = .fillEqually
        scene.layout()
        let new = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        let removed = old.subtracting(new).count, added = new.subtracting(old).count
        #expect(removed == 0 && added == 2) // 2 fill-equally in
        #expect(a.stackTieBreaks.isEmpty && b.stackTieBreaks.isEmpty)
        #expect(engine.counters.additions - before.additions == added + 4)
        #expect(engine.counters.removals - before.removals == 4)
        // The user's constraints are untouched.
        let stillUser = Set(engine.activeConstraints.map(ObjectIdentifier.init)).subtracting(new)
        #expect(stillUser == userConstraints)
        // (300 − 40) / 3 = 86.667: a 0…86.667 → 0…87, b 106.667…193.333 → 107…193, c 213.333…300 → 213…300.
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 87, 100), rect(107, 0, 86, 100), rect(213, 0, 87, 100)])
    }

    @Test func nothingChangesWithoutAPropertyChange() {
        let (_, _, _, stack) = threeBoxStack()
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        let before = scene.root.engine.counters
        stack.spacing = 0
        stack.alignment = .fill
        scene.layout()
        #expect(scene.root.engine.counters == before)
        // Regenerating without a change reuses every constraint.
        stack.setNeedsUpdateConstraints()
        scene.layout()
        #expect(scene.root.engine.counters == before)
    }

    // MARK: Tie-breaks

    /// Under fill, the extra length goes to the last view with the lowest hugging priority:
    /// here b (hugging 200): a 0…40, b 50…210, c 220…300.
    @Test func fillGivesSlackToTheLowestHugging() {
        let (a, b, c) = threeBoxes()
        b.setContentHuggingPriority(200, for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 160, 100), rect(220, 0, 80, 100)])
        // b alone hugs lowest: no hugging tie to break, only the compression tie (a and b at 750).
        #expect([a, b, c].map { $0.stackTieBreaks[.init(.horizontal, .hugging)] } == [nil, nil, nil])
        #expect([a, b, c].map { $0.stackTieBreaks[.init(.horizontal, .compression)]?.rawValue } == [750.5, 750.5, nil])
    }

    /// Under compression the last view with the lowest resistance shrinks first: 150 wide,
    /// spacing 10, content 180 + 20 = 200, so c loses 50: a 0…40, b 50…110, c 120…150.
    @Test func fillShrinksTheLastViewFirst() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        let scene = pinnedStackScene(stack, 150, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 60, 100), rect(120, 0, 30, 100)])
    }

    /// Equal spacing with too little room: the gaps stay at the stack's spacing (their
    /// minimum, 10) and the view with the least compression resistance gives way. 150 wide,
    /// content 40 + 60 + 80 + 2 × 10 = 200, so c (resisting at 700) loses 50: a 0…40,
    /// b 50…110, c 120…150; both spacer guides are 10 wide.
    @Test func equalSpacingOverflowCompressesTheWeakestView() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        c.setContentCompressionResistancePriority(700, for: .horizontal)
        stack.distribution = .equalSpacing
        let scene = pinnedStackScene(stack, 150, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(0, 0, 40, 100), rect(50, 0, 60, 100), rect(120, 0, 30, 100)])
        #expect(stack.spacerGuides.map(\.layoutFrame.width) == [10, 10])
        #expect(scene.root.ambiguousItemsInSubtree().isEmpty)
    }

    /// Baseline-relative arrangement in a vertical stack: spacing from one label's last
    /// baseline to the next one's first. 16-pt labels: 20 high, baseline 16 below the top.
    /// Label 2's baseline = 16 + 10 = 26, so its top is 10; label 3's top is 10 + 10 = 20.
    @Test func baselineRelativeArrangement() {
        let labels = (1...3).map { Label("l\($0)", text: "Row", font: .system(size: 16)) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 10
        stack.isBaselineRelativeArrangement = true
        let scene = Scene("baselines", width: 200, height: 200) { root in
            stack
            stack.topAnchor == root.topAnchor
            stack.leadingAnchor == root.leadingAnchor
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 24, 20), rect(0, 10, 24, 20), rect(0, 20, 24, 20)])
        #expect(stack.frame == rect(0, 0, 24, 40))
    }
}

@Suite struct StackViewContentChangeTests {
    /// Labels "aa", "bb", "cc" (16 wide each) in a 300-wide fill stack: c takes the slack.
    /// When a's text shrinks to "a" (8 wide) the tie-breaks are regenerated from the new
    /// intrinsic width: a 0…8, b 8…24, c 24…300 (a stale `a.width >= 16` would keep a at 16).
    @Test func fillFollowsIntrinsicSizeChanges() {
        let labels = ["aa", "bb", "cc"].map { Label($0, text: $0, font: .system(size: 16)) }
        let stack = StackView(arrangedSubviews: labels)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 16, 100), rect(16, 0, 16, 100), rect(32, 0, 268, 100)])
        labels[0].text = "a"
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 8, 100), rect(8, 0, 16, 100), rect(24, 0, 276, 100)])
    }

    /// Fill proportionally: "aa" and "bbbb" (16 and 32 wide) share 300 as 1 : 2 → 100, 200;
    /// after a's text becomes "aaaa" they are 1 : 1 → 150 each.
    @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
        let a = Label("a", text: "aa", font: .system(size: 16)), b = Label("b", text: "bbbb", font: .system(size: 16))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame] == [rect(0, 0, 100, 100), rect(100, 0, 200, 100)])
        a.text = "aaaa"
        scene.layout()
        #expect([a.frame, b.frame] == [rect(0, 0, 150, 100), rect(150, 0, 150, 100)])
    }

    /// Right-to-left: leading is the right edge. a 260…300, b 190…250, c 0…180.
    @Test func rightToLeft() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        let scene = Scene("rtl", width: 300, height: 100, direction: .rightToLeft) { root in
            stack
            stack.edges == root.edges
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect([a.frame, b.frame, c.frame] == [rect(260, 0, 40, 100), rect(190, 0, 60, 100), rect(0, 0, 180, 100)])
    }

    /// Two plain views (no intrinsic width) under fill are ambiguous, as UIKit reports too.
    @Test func plainViewsUnderFillAreAmbiguous() {
        let views = [View("p"), View("q")]
        let stack = StackView(arrangedSubviews: views)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(views.allSatisfy { $0.hasAmbiguousLayout })
        stack.distribution = .fillEqually
        #expect(!views.contains { $0.hasAmbiguousLayout })
        #expect(views.map(\.frame) == [rect(0, 0, 150, 100), rect(150, 0, 150, 100)])
    }
}

@Suite struct StackViewHiddenSpanTests {
    /// A hidden view does not make the stack bigger across the axis either: a top-aligned
    /// stack pinned only at the top hugs its tallest visible view: 30 (b), then 20 (a) with b
    /// hidden, and 30 again once b is back.
    @Test(arguments: [StackView.Alignment.top, .center, .bottom, .firstBaseline])
    func hiddenViewsDoNotSpanTheStack(alignment: StackView.Alignment) {
        let (_, b, _, stack) = threeBoxStack()
        stack.alignment = alignment
        let scene = pinnedStackScene(stack, 300, 200, name: "hidden-span", pinBottom: false)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(stack.frame.height == 30)
        b.isHidden = true
        scene.layout()
        #expect(stack.frame.height == 20)
        #expect(scene.root.ambiguousItemsInSubtree().isEmpty)
        b.isHidden = false
        scene.layout()
        #expect(stack.frame.height == 30)
    }
}
