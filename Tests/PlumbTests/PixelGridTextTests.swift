import Foundation
import Plumb
import Testing

/// Layout text's frames, to a thousandth of a point: float noise disappears, and edges are
/// rounded with sizes between them, so a long row's `x + width` never drifts from the next `x`.
@Suite struct PixelGridTextTests {
    @Test func noiseRoundsToTheSameText() {
        let noisy = [7.666666666666657, 7.666666666666686, 23.0 / 3]
        // The right edge, 367.333, less the left, 7.667.
        for x in noisy {
            #expect(Rect(x: x, y: 0, width: 359.6666666666667, height: 44).pixelGridDescription == "(7.667 0; 359.666 44)")
        }
        #expect(Rect(x: 7.666666666666657, y: 0, width: 1, height: 1).description == "(7.666666666666657 0; 1 1)")
    }

    @Test func valuesPrintWithoutTrailingZerosOrNegativeZero() {
        #expect(Rect(x: 0.5, y: -0.5, width: 10.25, height: 2.0 / 3).pixelGridDescription == "(0.5 -0.5; 10.25 0.667)")
        #expect(Rect(x: -0.0, y: 1e-13, width: 100, height: 0.0001).pixelGridDescription == "(0 0; 100 0)")
        #expect(Rect(x: -1.0 / 3, y: 1234.5678, width: 1.0 / 3, height: 0.0012).pixelGridDescription == "(-0.333 1234.568; 0.333 0.001)")
        // A third of a point at x = 1/3: the edges round to 0.333 and 0.667, so the width is 0.334.
        #expect(Rect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 10).pixelGridDescription == "(0.333 0; 0.334 10)")
        #expect(Rect(x: .infinity, y: 0, width: 1, height: 1).pixelGridDescription == "(inf 0; 1 1)")
    }

    /// Thirty views sharing 100 points at 3×: each frame snaps to thirds of a point. Read back
    /// from the text, every view starts where the one before it ends, and the last ends at 100.
    @Test func aLongRowOfThirdsDoesNotDrift() throws {
        let views = (0..<30).map { View("v\($0)") }
        let scene = Scene("row", width: 100, height: 20, scale: 3) { root in
            views
            views[0].leadingAnchor == root.leadingAnchor
            views[29].trailingAnchor == root.trailingAnchor
            for index in 1..<30 {
                views[index].leadingAnchor == views[index - 1].trailingAnchor
                views[index].widthAnchor == views[0].widthAnchor
            }
            for view in views {
                view.topAnchor == root.topAnchor
                view.heightAnchor == 20
            }
        }
        scene.layout()
        let texts = views.map(\.frame.pixelGridDescription)
        #expect(Array(texts.prefix(4)) == ["(0 0; 3.333 20)", "(3.333 0; 3.334 20)", "(6.667 0; 3.333 20)", "(10 0; 3.333 20)"])
        #expect(texts.last == "(96.667 0; 3.333 20)")
        let edges = try texts.map { text -> (x: Int, width: Int) in
            let numbers = text.dropFirst().dropLast().split(whereSeparator: { " ;".contains($0) }).map(Self.thousandths)
            return (try #require(numbers[0]), try #require(numbers[2]))
        }
        for index in 1..<edges.count {
            #expect(edges[index - 1].x + edges[index - 1].width == edges[index].x, "v\(index)")
        }
        // (Each width rounded alone would drift: 30 × 3.333 falls 0.01 short of 100.)
        #expect(edges[29].x + edges[29].width == 100_000)
    }

    /// `12.345` → 12345, parsed digit by digit (no floating point on the way back).
    static func thousandths(_ text: Substring) -> Int? {
        let negative = text.hasPrefix("-")
        let parts = text.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = Int(parts[0]) else { return nil }
        let fraction = parts.count > 1 ? String(parts[1]).padding(toLength: 3, withPad: "0", startingAt: 0) : "000"
        guard let part = Int(fraction) else { return nil }
        return (negative ? -1 : 1) * (whole * 1000 + part)
    }
}
