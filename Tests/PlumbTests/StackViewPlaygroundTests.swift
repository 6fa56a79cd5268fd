import Testing
@testable import Plumb

// The course's stack-view playground (seed 001, FEATURES.md §6): a 400×400 stack filling a
// 400×400 root, spacing 0. Labels use 16-point text: with the monospace measurer a character is
// 8 wide and a line 20 high, the first baseline 16 below the top.

func playgroundLabels() -> [Label] {
    ["One", "Two", "Three", "Four"].map { Label($0.lowercased(), text: $0, font: .system(size: 16)) }
}

@Suite struct StackViewPlaygroundTests {
    /// Vertical, fill × fill: the labels (20 high, all hugging 251, a tie) stack from the top;
    /// the last one, "Four", takes the rest: 60…400. Every label is 400 wide.
    @Test func labelsStretchUnderFill() {
        let labels = playgroundLabels()
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 400, 20), rect(0, 20, 400, 20), rect(0, 40, 400, 20), rect(0, 60, 400, 340)])
    }

    /// Vertical, alignment leading: each label shrinks to its text's width (8 per character):
    /// 24, 24, 40, 32. Along the axis nothing changes.
    @Test func labelsShrinkUnderLeading() {
        let labels = playgroundLabels()
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 24, 20), rect(0, 20, 24, 20), rect(0, 40, 40, 20), rect(0, 60, 32, 340)])
    }

    /// Horizontal, alignment top: the heights shrink to 20; along x the labels keep their
    /// widths 24, 24, 40 and the last takes the rest: 88…400.
    @Test func labelsShrinkToTheirHeightsUnderTop() {
        let labels = playgroundLabels()
        let stack = StackView(arrangedSubviews: labels)
        stack.alignment = .top
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(labels.map(\.frame) == [rect(0, 0, 24, 20), rect(24, 0, 24, 20), rect(48, 0, 40, 20), rect(88, 0, 312, 20)])
    }

    /// Four plain views (no intrinsic size) in a vertical fill-equally stack: 100 high each.
    /// Under fill they are 400 wide; under leading and trailing the ambiguity suppression
    /// (width == 0 at 25) makes them vanish: width 0, at x 0 (leading) or x 400 (trailing).
    @Test(arguments: [StackView.Alignment.fill, .leading, .trailing])
    func plainViewsVanishUnderLeadingAndTrailing(alignment: StackView.Alignment) {
        let views = (0..<4).map { View("plain\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = alignment
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        let (x, width): (Double, Double) = switch alignment {
        case .fill: (0, 400)
        case .leading: (0, 0)
        default: (400, 0)
        }
        #expect(views.map(\.frame) == (0..<4).map { rect(x, Double($0) * 100, width, 100) })
        #expect(!views.contains { $0.hasAmbiguousLayout })
    }

    /// Four views with an intrinsic size of 200×100 fill the 400-high vertical stack exactly:
    /// y 0, 100, 200, 300. Under fill they are 400 wide; centred they keep 200 and sit at x 100.
    @Test(arguments: [StackView.Alignment.fill, .center])
    func intrinsicTwoHundredByHundred(alignment: StackView.Alignment) {
        let views = (0..<4).map { StackBox("box\($0)", 200, 100) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = alignment
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        let (x, width): (Double, Double) = alignment == .fill ? (0, 400) : (100, 200)
        #expect(views.map(\.frame) == (0..<4).map { rect(x, Double($0) * 100, width, 100) })
    }

    /// Equal spacing with a zero-size view in the middle: 100 + 0 + 100 wide, so the two gaps
    /// share 200: 100 each. The zero-size view sits at x 200, and a to c is 200 apart: the
    /// "double padding" the course points out.
    @Test func zeroSizeViewLeavesDoublePaddingUnderEqualSpacing() {
        let a = StackBox("a", 100, 100), zero = StackBox("zero", 0, 0), c = StackBox("c", 100, 100)
        let stack = StackView(arrangedSubviews: [a, zero, c])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        let scene = pinnedStackScene(stack, 400, 400)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(a.frame == rect(0, 150, 100, 100))
        #expect(zero.frame == rect(200, 200, 0, 0))
        #expect(c.frame == rect(300, 150, 100, 100))
        #expect(c.frame.minX - a.frame.maxX == 2 * (zero.frame.minX - a.frame.maxX))
        // Hiding the zero-size view removes the double padding: one gap of 200.
        zero.isHidden = true
        scene.layout()
        #expect(c.frame.minX - a.frame.maxX == 200)
        #expect(stack.spacerGuides.count == 1)
    }

    // MARK: Baselines

    /// Labels in 12, 16 and 24 points (15, 20 and 30 high; baselines 12, 16 and 24 below their
    /// tops) in a 300×100 horizontal stack aligned on first baselines. Every top ≥ 0 makes the
    /// shared baseline ≥ 24; the priority-48 top pins put it at 24: tops 12, 8 and 0, and every
    /// baseline is on pixel row 24. Last-baseline alignment gives the same for one-line labels.
    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func labelsInThreeSizesShareABaseline(alignment: StackView.Alignment) {
        let small = Label("small", text: "ab", font: .system(size: 12))
        let medium = Label("medium", text: "ab", font: .system(size: 16))
        let large = Label("large", text: "ab", font: .system(size: 24))
        let stack = StackView(arrangedSubviews: [small, medium, large])
        stack.alignment = alignment
        stack.spacing = 10
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        // Widths 12, 16, 24 (half the point size per character); large takes the slack: 58…300.
        #expect(small.frame == rect(0, 12, 12, 15))
        #expect(medium.frame == rect(22, 8, 16, 20))
        #expect(large.frame == rect(48, 0, 252, 30))
        let baselines = [(small, 12.0), (medium, 16.0), (large, 24.0)].map { $0.0.frame.minY + $0.1 }
        #expect(baselines == [24, 24, 24])
        #expect(![small, medium, large].contains { $0.hasAmbiguousLayout })
    }

    /// The same labels in a stack that is only pinned at the top hugs them: 30 high.
    @Test func baselineStackHugsItsLabels() {
        let labels = [12.0, 16, 24].map { Label("l\(Int($0))", text: "ab", font: .system(size: $0)) }
        let stack = StackView(arrangedSubviews: labels)
        stack.alignment = .firstBaseline
        let scene = pinnedStackScene(stack, 300, 200, name: "baseline-fit", pinBottom: false)
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(stack.frame == rect(0, 0, 300, 30))
        #expect(labels.map(\.frame.minY) == [12, 8, 0])
    }
}
