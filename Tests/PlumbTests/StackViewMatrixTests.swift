import Testing
@testable import Plumb

// Every distribution × every alignment, in both axes, with three boxes of intrinsic sizes
// a 40×20, b 60×30, c 80×10 and spacing 10. A horizontal stack is 300×100, a vertical one
// 100×300. Along the axis the frames depend only on the distribution, across it only on the
// alignment, so the expected frames are the two tables below, combined.
//
// Horizontal, along x (widths 40, 60, 80 = 180; with two gaps of 10, 100 is left over):
//   fill:               all hug at 250, a tie: the last view, c, takes the 100 →
//                       a 0…40, b 50…110, c 120…300.
//   fillEqually:        (300 − 20) / 3 = 93.333 each: a 0…93.333 → 0…93, b 103.333…196.667 →
//                       103…197, c 206.667…300 → 207…300.
//   fillProportionally: UIKit's constraints: length = intrinsic / (180 + 20 of spacing) × 300
//                       at 999, 998, 997: a 40/200 · 300 = 60, b 60/200 · 300 = 90, and c (its
//                       120 at 997 gives way) takes the rest, 280 − 150 = 130:
//                       a 0…60, b 70…160, c 170…300.
//   equalSpacing:       views keep their widths; the two gaps share 300 − 180: 60 each:
//                       a 0…40, b 100…160, c 220…300.
//   equalCentering:     a's centre 20, c's 260 (c ends at 300), b's centre halfway, 140:
//                       b 110…170 (gaps 70 and 50, both ≥ 10).
// Horizontal, across y (heights 20, 30, 10 in 100):
//   fill: 0…100 each. top / leading: y 0. center: (100 − h) / 2 → 40, 35, 45.
//   bottom / trailing: 100 − h → 80, 70, 90.
//   firstBaseline: a box has no text, so its first baseline is its top (UIKit's
//   forFirstBaselineLayout rule): the tops line up at B ≥ 0, and the priority-48 top pins are
//   smallest at B = 0: tops 0, 0, 0.
//   lastBaseline: a box's last baseline is its bottom, so the bottoms line up at B; every
//   top ≥ 0 gives B ≥ 30, and the top pins are smallest at B = 30: tops 10, 0, 20.
// Vertical, along y (heights 20, 30, 10 = 60; 220 left over):
//   fill:               c takes it: a 0…20, b 30…60, c 70…300.
//   fillEqually:        as horizontal: 0…93, 103…197, 207…300.
//   fillProportionally: length = intrinsic / (60 + 20) × 300: a 20/80 · 300 = 75,
//                       b 30/80 · 300 = 112.5, c the rest, 280 − 187.5 = 92.5:
//                       a 0…75, b 85…197.5 → 85…198, c 207.5…300 → 208…300.
//   equalSpacing:       gaps (300 − 60) / 2 = 120: a 0…20, b 140…170, c 290…300.
//   equalCentering:     centres 10 and 295, b's 152.5: 137.5…167.5 → 138…168 (halves away from zero).
// Vertical, across x (widths 40, 60, 80 in 100):
//   fill: 0…100. leading / top, and the baseline alignments (a vertical stack treats them as
//   leading): x 0. center: 30, 20, 10. trailing / bottom: 60, 40, 20.

/// (origin, length) of a, b and c on one axis.
typealias Spans = [(Double, Double)]

func expectedAlong(_ distribution: StackView.Distribution, _ axis: LayoutAxis) -> Spans {
    switch (axis, distribution) {
    case (.horizontal, .fill): [(0, 40), (50, 60), (120, 180)]
    case (.horizontal, .fillEqually), (.vertical, .fillEqually): [(0, 93), (103, 94), (207, 93)]
    case (.horizontal, .fillProportionally): [(0, 60), (70, 90), (170, 130)]
    case (.horizontal, .equalSpacing): [(0, 40), (100, 60), (220, 80)]
    case (.horizontal, .equalCentering): [(0, 40), (110, 60), (220, 80)]
    case (.vertical, .fill): [(0, 20), (30, 30), (70, 230)]
    case (.vertical, .fillProportionally): [(0, 75), (85, 113), (208, 92)]
    case (.vertical, .equalSpacing): [(0, 20), (140, 30), (290, 10)]
    case (.vertical, .equalCentering): [(0, 20), (138, 30), (290, 10)]
    }
}

func expectedAcross(_ alignment: StackView.Alignment, _ axis: LayoutAxis) -> Spans {
    switch (axis, alignment) {
    case (.horizontal, .fill): [(0, 100), (0, 100), (0, 100)]
    case (.horizontal, .leading), (.horizontal, .top), (.horizontal, .firstBaseline): [(0, 20), (0, 30), (0, 10)]
    case (.horizontal, .center): [(40, 20), (35, 30), (45, 10)]
    case (.horizontal, .trailing), (.horizontal, .bottom): [(80, 20), (70, 30), (90, 10)]
    case (.horizontal, .lastBaseline): [(10, 20), (0, 30), (20, 10)]
    case (.vertical, .fill): [(0, 100), (0, 100), (0, 100)]
    case (.vertical, .leading), (.vertical, .top), (.vertical, .firstBaseline), (.vertical, .lastBaseline):
        [(0, 40), (0, 60), (0, 80)]
    case (.vertical, .center): [(30, 40), (20, 60), (10, 80)]
    case (.vertical, .trailing), (.vertical, .bottom): [(60, 40), (40, 60), (20, 80)]
    }
}

@Suite struct StackViewMatrixTests {
    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func distributionTimesAlignment(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        for axis in LayoutAxis.allCases {
            let (a, b, c) = threeBoxes()
            let stack = StackView(arrangedSubviews: [a, b, c])
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 10
            let horizontal = axis == .horizontal
            let scene = pinnedStackScene(stack, horizontal ? 300 : 100, horizontal ? 100 : 300)
            defer { withExtendedLifetime(scene) {} }
            scene.layout()
            let along = expectedAlong(distribution, axis), across = expectedAcross(alignment, axis)
            let expected = zip(along, across).map { along, across in
                horizontal ? rect(along.0, across.0, along.1, across.1) : rect(across.0, along.0, across.1, along.1)
            }
            #expect([a.frame, b.frame, c.frame] == expected, "\(axis) \(distribution) \(alignment)")
            // Nothing is ambiguous: not the views, not the stack, not its spacer guides.
            let ambiguous = scene.root.ambiguousItemsInSubtree().map { "\($0.item): \($0.variables)" }
            #expect(ambiguous.isEmpty, "\(axis) \(distribution) \(alignment)")
            #expect(stack.frame == rect(0, 0, horizontal ? 300 : 100, horizontal ? 100 : 300))
        }
    }

    /// Changing distribution and alignment on one live stack ends where a fresh stack starts.
    @Test func oneStackThroughEveryCombination() {
        let (a, b, c, stack) = threeBoxStack(spacing: 10)
        let scene = pinnedStackScene(stack, 300, 100)
        defer { withExtendedLifetime(scene) {} }
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                stack.distribution = distribution
                stack.alignment = alignment
                scene.layout()
                let expected = zip(expectedAlong(distribution, .horizontal), expectedAcross(alignment, .horizontal))
                    .map { rect($0.0, $1.0, $0.1, $1.1) }
                #expect([a.frame, b.frame, c.frame] == expected, "\(distribution) \(alignment)")
            }
        }
    }
}
