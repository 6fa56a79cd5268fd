import Plumb
@testable import PlumbRender
import Testing

/// Label placement and the legend.
@Suite struct OverlayLabelTests {
    typealias F = OverlayFixture

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A grid of small views, each pinned to its neighbours, so that labels crowd.
    static func crowdedRoot(columns: Int, rows: Int, cell: Double = 24, gap: Double = 6) -> View {
        let root = F.root(Double(columns) * (cell + gap) + gap, Double(rows) * (cell + gap) + gap)
        var grid: [[View]] = []
        for row in 0..<rows {
            var line: [View] = []
            for column in 0..<columns {
                let view = F.add("v\(row)_\(column)", to: root)
                var constraints = [view.widthAnchor == cell, view.heightAnchor == cell]
                constraints.append(column == 0 ? view.leadingAnchor == root.leadingAnchor + gap
                                               : view.leadingAnchor == line[column - 1].trailingAnchor + gap)
                constraints.append(row == 0 ? view.topAnchor == root.topAnchor + gap
                                            : view.topAnchor == grid[row - 1][column].bottomAnchor + gap)
                LayoutConstraint.activate(constraints)
                line.append(view)
            }
            grid.append(line)
        }
        return root
    }

    @Test func placedLabelsNeverOverlapInACrowdedScene() {
        let root = Self.crowdedRoot(columns: 12, rows: 10)
        let context = F.record(.all, root)
        let labels = F.labels(context).map(\.rect)
        let legend = context.texts(OverlayStyle.legendText).map(\.rect)
        #expect(labels.count > 100)
        // 120 views × 4 constraints make 480 labels: many can't find room and are left out.
        #expect(labels.count < 480)
        for i in labels.indices {
            for j in labels.indices where j > i { #expect(!Self.overlap(labels[i], labels[j])) }
            for panel in legend { #expect(!Self.overlap(labels[i], panel)) }
        }
        #expect(labels.allSatisfy { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= root.frame.width && $0.maxY <= root.frame.height })
    }

    @Test func placerKeepsLabelsApartAndGivesUpWhenFull() {
        var placer = OverlayLabelPlacer(bounds: Rect(x: 0, y: 0, width: 100, height: 40))
        var placed: [Rect] = []
        for _ in 0..<60 {
            if let rect = placer.place(size: Size(width: 20, height: 10), around: Point(x: 50, y: 20)) { placed.append(rect) }
        }
        #expect(placed.first == Rect(x: 40, y: 15, width: 20, height: 10))
        #expect(placed.count >= 8 && placed.count < 60)
        for i in placed.indices {
            for j in placed.indices where j > i { #expect(!OverlayLabelPlacer.overlap(placed[i], placed[j], gap: 1)) }
        }
        #expect(placed.allSatisfy { $0.minX >= 0 && $0.maxX <= 100 && $0.minY >= 0 && $0.maxY <= 40 })
    }

    @Test func displacedLabelsGetALeaderLine() {
        let root = F.root(200, 100)
        let a = F.add("a", to: root)
        // A 2-point-wide view: its width and height labels both want its middle.
        F.place(a, 100, 40, 2, 20)
        let context = F.record(.constraints, root)
        let leaders = context.strokes(Color.systemBlue.withAlpha(0.6))
        #expect(leaders.count >= 1)
    }

    @Test func legendListsExactlyTheDrawnOverlays() {
        let root = F.root(400, 300)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        #expect(F.legend(F.record([.frames, .constraints], root)) == ["frames", "constraints"])
        #expect(F.legend(F.record(.alignment, root)) == ["alignment rects"])
        // No guides and no text: those layers draw nothing and aren't listed; nothing is ambiguous.
        #expect(F.legend(F.record(.all, root)) == ["margins", "no ambiguous layout", "frames", "alignment rects", "constraints"])
        let title = F.add("title", to: root, Label(text: "Title"))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([title.leftAnchor == a.rightAnchor + 8, title.topAnchor == a.topAnchor,
                                   guide.leftAnchor == title.leftAnchor, guide.topAnchor == title.bottomAnchor,
                                   guide.widthAnchor == 50, guide.heightAnchor == 10])
        #expect(F.legend(F.record(.all, root)) == ["margins", "layout guides", "no ambiguous layout", "frames", "alignment rects",
                                                   "baselines", "constraints"])
        LayoutConstraint.activate([a.widthAnchor >= 40 ~ 500])
        #expect(F.legend(F.record(.constraints, root)) == ["constraints", "optional (< 1000)"])
        let lost = F.add("lost", to: root)
        LayoutConstraint.activate([lost.widthAnchor == 10, lost.heightAnchor == 10])
        #expect(F.legend(F.record([.constraints, .ambiguity], root))
                == ["ambiguous layout", "constraints", "optional (< 1000)", "ambiguous item"])
        #expect(F.legend(F.record([], root)).isEmpty)
    }

    @Test func tallLegendsGoIntoColumns() {
        let root = F.root(600, 90)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        let context = F.record(.all, root)
        let rows = context.texts(OverlayStyle.legendText)
        #expect(rows.count == 5)
        #expect(Set(rows.map(\.rect.minX)).count >= 2)            // more than one column
        #expect(rows.map(\.rect.maxY).max()! - rows.map(\.rect.minY).min()! <= 30)
    }

    @Test func legendSitsBottomRightUnlessThatCornerIsCrowded() {
        let root = F.root(400, 300)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        var context = F.record(.frames, root)
        var legend = context.texts(OverlayStyle.legendText)[0].rect
        #expect(legend.maxX > 300 && legend.maxY > 250)
        // Fill the bottom-right quarter with views: the legend moves to the bottom-left.
        for i in 0..<4 {
            let v = F.add("br\(i)", to: root)
            F.place(v, 200 + Double(i) * 50, 200, 40, 90)
        }
        context = F.record(.frames, root)
        legend = context.texts(OverlayStyle.legendText)[0].rect
        #expect(legend.minX < 100 && legend.maxY > 250)
    }

    @Test func labelTextsAreMeasuredOncePerDistinctText() {
        let counter = CountingMeasurer()
        let layer = OverlayLabelLayer(measurer: counter)
        for _ in 0..<50 { _ = layer.size(of: "8") }
        _ = layer.size(of: "20")
        #expect(counter.count.withLock { $0 } == 2)
    }
}

import Synchronization

/// A monospace measurer that counts its calls.
final class CountingMeasurer: TextMeasuring {
    let count = Mutex(0)
    func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        count.withLock { $0 += 1 }
        return MonospaceTextMeasurer().measure(request)
    }
}
