import Plumb
@testable import PlumbRender
import PlumbTestSupport
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
            if let rect = placer.place(size: Size(width: 20, height: 10), preferred: [], around: Point(x: 50, y: 20))?.rect {
                placed.append(rect)
            }
        }
        #expect(placed.first == Rect(x: 40, y: 15, width: 20, height: 10))
        #expect(placed.count >= 8 && placed.count < 60)
        for i in placed.indices {
            for j in placed.indices where j > i { #expect(!OverlayLabelPlacer.overlap(placed[i], placed[j], gap: 1)) }
        }
        #expect(placed.allSatisfy { $0.minX >= 0 && $0.maxX <= 100 && $0.minY >= 0 && $0.maxY <= 40 })
    }

    /// Text is a hard obstacle: a label whose places beside its figure are all on text goes
    /// to the ring around its anchor, and gets a leader line.
    @Test func labelsNeverCoverTextAndMovedOnesGetALeaderLine() {
        var placer = OverlayLabelPlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        let text = Rect(x: 70, y: 35, width: 60, height: 30)
        placer.block(text)
        let beside = [Point(x: 100, y: 45), Point(x: 100, y: 55), Point(x: 80, y: 50)]
        let placed = placer.place(size: Size(width: 20, height: 10), preferred: beside, around: Point(x: 100, y: 50))
        #expect(placed?.leader == true)
        #expect(placed.map { !OverlayLabelPlacer.overlap($0.rect, text) } == true)
        // The ring's first places (1.25 label heights above and below, 0.75 widths beside, the
        // diagonals) are on the text; 2.25 heights above (of 12 points: 10 and the 1-point gaps) is free.
        #expect(placed?.rect == Rect(x: 90, y: 18, width: 20, height: 10))
        // A free place beside the figure needs no leader.
        let near = placer.place(size: Size(width: 20, height: 10), preferred: [Point(x: 30, y: 50)], around: Point(x: 30, y: 60))
        #expect(near?.leader == false && near?.rect == Rect(x: 20, y: 45, width: 20, height: 10))

        let label = OverlayLabel(text: "8", anchor: Point(x: 100, y: 50), preferred: beside, color: .systemBlue, rank: 3)
        let context = OverlayRecordingContext()
        OverlayLabelLayer.draw([PlacedLabel(label: label, rect: placed!.rect, hasLeader: true)], in: context, hairline: 1)
        let leaders = context.strokes(Color.systemBlue.withAlpha(0.6))
        #expect(leaders.count == 1)
        #expect(F.has(F.segments(in: leaders[0].path), from: Point(x: 100, y: 50), to: Point(x: 100, y: 28)))
    }

    /// Constant labels go beside their I-beam, not on it: above a horizontal one, right of a vertical one.
    @Test func constantLabelsSitBesideTheirIBeam() {
        let root = F.root(300, 200)
        let a = F.add("a", to: root), b = F.add("b", to: root)
        F.place(a, 20, 20, 50, 40)
        LayoutConstraint.activate([b.leftAnchor == a.rightAnchor + 100, b.topAnchor == a.topAnchor,
                                   b.widthAnchor == 50, b.heightAnchor == 40])
        let picture = F.picture(.constraints, root, legend: .none)
        let gap = picture.placedLabels.first { $0.label.text == "100" }
        // The I-beam runs along y 40.5 from 70 to 170: the label is centred over it, clear of its caps.
        #expect(gap.map { isClose($0.rect.midX, 120, within: 0.01) && $0.rect.maxY <= 40.5 - OverlayStyle.capHalfLength } == true)
        #expect(gap?.hasLeader == false)
        // a's top, 20 from the root's: a vertical I-beam at x 45.5, labelled to its right.
        let top = picture.placedLabels.first { $0.label.text == "20" && $0.label.anchor.x == 45.5 }
        #expect(top.map { $0.rect.minX >= 45.5 + OverlayStyle.capHalfLength && isClose($0.rect.midY, 10, within: 0.01) } == true)
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
        // lost sits at the origin, ambiguous: its long label can't go on its middle (the title's
        // text is in the way), goes below, and leaves a's height label no room: the legend counts it.
        #expect(F.legend(F.record([.constraints, .ambiguity], root))
                == ["ambiguous layout", "constraints", "optional (< 1000)", "ambiguous item", "1 label left out (no room)"])
        #expect(F.legend(F.record([], root)).isEmpty)
    }

    /// Beside a low layout, the legend takes as many columns (at most three) as keep it within
    /// the layout's height: 5 rows of 13 points don't fit in 50 − 2 × 8, 2 rows do.
    @Test func sideLegendUsesColumnsToStayWithinTheLayoutsHeight() {
        let root = F.root(600, 50)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 30, 30)
        let context = F.record(.all, root)
        let rows = context.texts(OverlayStyle.legendText)
        #expect(rows.count == 5)
        #expect(Set(rows.map(\.rect.minX)).count == 3)
        #expect(rows.map(\.rect.maxY).max()! <= 50 - OverlayLegend.padding)
    }

    @Test func legendGoesInAStripBesideOrBelowTheLayoutOrNowhere() {
        let root = F.root(400, 300)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        let side = F.record(.all, root, legend: .side)
        #expect(side.texts(OverlayStyle.legendText).allSatisfy { $0.rect.minX >= 400 + OverlayLegend.padding })
        let panel = F.rects(in: side.calls.compactMap { if case let .fill(p, c) = $0, c == OverlayStyle.legendBackground { return p } else { return nil }}[0])
        #expect(panel.count == 1 && panel[0].minX == 400 && panel[0].minY == 0 && panel[0].height == 300)
        let bottom = F.record(.all, root, legend: .bottom)
        #expect(bottom.texts(OverlayStyle.legendText).allSatisfy { $0.rect.minY >= 300 + OverlayLegend.padding })
        #expect(F.legend(bottom) == F.legend(side))
        #expect(F.record(.all, root, legend: .none).texts(OverlayStyle.legendText).isEmpty)
        // The labels are the same whatever the legend does, and never in its strip.
        for context in [side, bottom] {
            #expect(F.labels(context).map(\.rect) == F.labels(F.record(.all, root, legend: .none)).map(\.rect))
            #expect(F.labels(context).allSatisfy { $0.rect.maxX <= 400 && $0.rect.maxY <= 300 })
        }
        let picture = F.picture(.all, root)
        #expect(picture.canvasSize(layoutArea: Size(width: 400, height: 300))
                == Size(width: 400 + picture.legendSize(layoutArea: Size(width: 400, height: 300)).width, height: 300))
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

    /// The label grid's cells are 32 points on any ordinary canvas, and widen on a huge one so
    /// that a line across it is filed under at most about a thousand cells, not 280,000 (a
    /// fuzzed scene 9 million points wide took 2.9 s to place its labels).
    @Test func theLabelGridStaysSmallOnAHugeCanvas() {
        #expect(OverlayRectGrid.cellSize(for: Rect(x: 0, y: 0, width: 375, height: 812)) == 32)
        #expect(OverlayRectGrid.cellSize(for: Rect(x: 0, y: 0, width: 32768, height: 10)) == 32)
        let huge = Rect(x: 0, y: 0, width: 9_000_000, height: 40)
        var grid = OverlayRectGrid(cellSize: OverlayRectGrid.cellSize(for: huge))
        grid.insert(Rect(x: 0, y: 10, width: 9_000_000, height: 1), margin: 1)
        #expect(grid.filledCells <= 1026)
        #expect(grid.intersects(Rect(x: 4_500_000, y: 10, width: 5, height: 5), gap: 1))
        #expect(!grid.intersects(Rect(x: 4_500_000, y: 100_000, width: 5, height: 5), gap: 1))
    }
}
