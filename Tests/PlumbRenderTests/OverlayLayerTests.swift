import Plumb
@testable import PlumbRender
import Testing

/// Frames, alignment rectangles, margins, guides and baselines.
@Suite struct OverlayLayerTests {
    typealias F = OverlayFixture

    @Test func framesStrokeOneRectPerVisibleViewAtItsFrameInRoot() {
        let root = F.root(300, 200, scale: 2)
        let a = F.add("a", to: root)
        F.place(a, 10, 20, 100, 50)
        let inner = F.add("inner", to: a)
        F.place(inner, 5, 5, 20, 10)
        let hidden = F.add("hidden", to: root)
        F.place(hidden, 150, 20, 100, 50)
        let child = F.add("child", to: hidden)
        F.place(child, 5, 5, 20, 10)
        hidden.isHidden = true
        let context = F.record(.frames, root)

        let strokes = context.strokes(OverlayStyle.frame)
        #expect(strokes.count == 1)
        #expect(strokes[0].dash.isEmpty)
        #expect(strokes[0].lineWidth == 0.5)              // one pixel at scale 2
        let rects = F.rects(in: strokes[0].path)
        // Each outline lies half a line width inside its frame, so it covers exactly one pixel row.
        #expect(rects == [F.inset(Rect(x: 0, y: 0, width: 300, height: 200), 0.25),
                          F.inset(Rect(x: 10, y: 20, width: 100, height: 50), 0.25),
                          F.inset(Rect(x: 15, y: 25, width: 20, height: 10), 0.25)])
        #expect(rects == root.visibleSubtreeViews.map { F.inset($0.frameInRoot, 0.25) })
        #expect(!rects.contains { $0.minX >= 150 })     // nothing of the hidden subtree
        #expect(context.strokes(OverlayStyle.alignment).isEmpty)
    }

    @Test func scrolledContentIsOutlinedWhereItIsDrawn() {
        let root = F.root(300, 200)
        let scroll = F.add("scroll", to: root, ScrollView())
        F.place(scroll, 10, 10, 200, 100)
        let content = F.add("content", to: scroll)
        LayoutConstraint.activate([content.leftAnchor == scroll.contentLayoutGuide.leftAnchor + 5,
                                   content.topAnchor == scroll.contentLayoutGuide.topAnchor + 40,
                                   content.widthAnchor == 50, content.heightAnchor == 30])
        scroll.contentOffset = Point(x: 0, y: 25)
        let context = F.record(.frames, root)
        let rects = F.rects(in: context.strokes(OverlayStyle.frame)[0].path)
        #expect(rects == root.visibleSubtreeViews.map { F.inset($0.frameInRoot, 0.5) })
        #expect(rects.last == F.inset(Rect(x: 15, y: 25, width: 50, height: 30), 0.5))
    }

    @Test func alignmentRectsAreDashedAndDifferFromAButtonsFrame() {
        let root = F.root(200, 100)
        let button = F.add("ok", to: root, Button(title: "OK", style: .rounded))
        LayoutConstraint.activate([button.leftAnchor == root.leftAnchor + 20, button.topAnchor == root.topAnchor + 10])
        let context = F.record([.frames, .alignment], root)
        root.layoutIfNeeded()
        let alignmentRect = button.alignmentRect(forFrame: button.frameInRoot)
        // The frame adds the shadow around the bezel: 1 point each side, 3 below.
        #expect(alignmentRect.origin == Point(x: 20, y: 10))
        #expect(button.frameInRoot == alignmentRect.inset(by: EdgeInsets(top: 0, left: -1, bottom: -3, right: -1)))

        let frames = F.rects(in: context.strokes(OverlayStyle.frame)[0].path)
        let dashed = context.strokes(OverlayStyle.alignment)
        #expect(dashed.count == 1)
        #expect(!dashed[0].dash.isEmpty)
        let alignment = F.rects(in: dashed[0].path)
        #expect(frames.count == 2 && alignment.count == 2)
        #expect(frames[1] == F.inset(button.frameInRoot, 0.5))
        #expect(alignment[1] == F.inset(alignmentRect, 0.5))
        #expect(frames[1] != alignment[1])
        #expect(alignment[0] == frames[0])                 // the root: alignment rect == frame
    }

    @Test func marginsTintTheBandsOfViewsWithSubviews() {
        let root = F.root(300, 200)
        let a = F.add("a", to: root)
        F.place(a, 50, 50, 100, 50)
        a.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 12, trailing: 14)
        var context = F.record(.margins, root)
        var fills = context.fills(OverlayStyle.margin)
        #expect(fills.count == 1)
        // Only the root has subviews: the leaf `a` gets no band.
        #expect(F.rects(in: fills[0]) == [Rect(x: 0, y: 0, width: 300, height: 8), Rect(x: 0, y: 188, width: 300, height: 12),
                                          Rect(x: 0, y: 8, width: 10, height: 180), Rect(x: 286, y: 8, width: 14, height: 180)])
        let inner = F.add("inner", to: a)
        F.place(inner, 10, 10, 10, 10)
        root.layoutDirection = .rightToLeft                // leading is on the right now
        context = F.record(.margins, root)
        fills = context.fills(OverlayStyle.margin)
        #expect(F.rects(in: fills[0]).suffix(4) == [Rect(x: 50, y: 50, width: 100, height: 1), Rect(x: 50, y: 97, width: 100, height: 3),
                                                    Rect(x: 50, y: 51, width: 4, height: 46), Rect(x: 148, y: 51, width: 2, height: 46)])
    }

    @Test func guidesAreHatchedOutlinedAndLabelled() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root), b = F.add("b", to: root)
        F.place(a, 10, 10, 50, 30)
        F.place(b, 200, 10, 50, 30)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([gap.leadingAnchor == a.trailingAnchor, gap.trailingAnchor == b.leadingAnchor,
                                   gap.topAnchor == a.topAnchor, gap.heightAnchor == 30])
        var context = F.record(.guides, root)
        let gapRect = Rect(x: 60, y: 10, width: 140, height: 30), layoutArea = Rect(x: 0, y: 0, width: 300, height: 100)
        // The layout area (the legend has a strip beside it), then the guide's hatching.
        #expect(context.clips.map { F.rects(in: $0) } == [[layoutArea], [gapRect]])
        let hatch = context.strokes(OverlayStyle.guideHatch)
        #expect(hatch.count == 1)
        let lines = F.segments(in: hatch[0].path)
        #expect(lines.count == 30)                         // x + y = 66, 72, … 240: every 6 points
        #expect(lines.allSatisfy { abs(($0.0.x - $0.1.x) - ($0.1.y - $0.0.y)) < 1e-9 })   // all at 45°
        let outlines = context.strokes(OverlayStyle.guide)
        #expect(outlines.count == 1 && !outlines[0].dash.isEmpty)
        #expect(F.rects(in: outlines[0].path) == [F.inset(gapRect, 0.5)])
        #expect(F.labels(context).map(\.text) == ["gap"])
        #expect(F.labels(context)[0].color == OverlayStyle.guide)

        // The root's margins guide is drawn once a constraint uses it: outlined, not hatched.
        LayoutConstraint.activate([a.topAnchor >= root.layoutMarginsGuide.topAnchor])
        context = F.record(.guides, root)
        #expect(context.clips.map { F.rects(in: $0) } == [[layoutArea], [gapRect]])
        #expect(Set(F.rects(in: context.strokes(OverlayStyle.guide)[0].path))
                == [F.inset(gapRect, 0.5), F.inset(Rect(x: 8, y: 8, width: 284, height: 84), 0.5)])
        #expect(Set(F.labels(context).map(\.text)) == ["gap", "root.layoutMarginsGuide"])
        // Labels sit just inside a top corner of their guides: gap's top-left; the margins
        // guide's top-left is taken by gap's label, so its name goes to its top-right.
        let labels = Dictionary(uniqueKeysWithValues: F.labels(context).map { ($0.text, $0.rect) })
        let padding = OverlayStyle.labelPadding.horizontal - 0.5
        #expect(labels["gap"].map { $0.minX - padding == 62 && $0.minY - 1 == 12 } == true)
        #expect(labels["root.layoutMarginsGuide"].map { $0.maxX + padding == 290 && $0.minY - 1 == 10 } == true)
    }

    /// A guide over more than half the canvas (here 280 × 180 of 300 × 200: 84 %), like a
    /// safe-area guide made by hand, is outlined and named, not hatched; a small one still is.
    @Test func guidesCoveringMostOfTheCanvasAreOutlinedNotHatched() {
        let root = F.root(300, 200)
        let content = LayoutGuide(), strip = LayoutGuide()
        content.identifier = "content"
        strip.identifier = "strip"
        root.addLayoutGuide(content)
        root.addLayoutGuide(strip)
        LayoutConstraint.activate([
            content.leadingAnchor == root.leadingAnchor + 10, content.trailingAnchor == root.trailingAnchor - 10,
            content.topAnchor == root.topAnchor + 10, content.bottomAnchor == root.bottomAnchor - 10,
            strip.leadingAnchor == content.leadingAnchor + 20, strip.topAnchor == content.topAnchor + 20,
            strip.widthAnchor == 100, strip.heightAnchor == 20,
        ])
        let context = F.record(.guides, root)
        let contentRect = Rect(x: 10, y: 10, width: 280, height: 180), stripRect = Rect(x: 30, y: 30, width: 100, height: 20)
        // Only the small guide is hatched (clipped to itself); the layout-area clip comes first.
        #expect(context.clips.map { F.rects(in: $0) } == [[Rect(x: 0, y: 0, width: 300, height: 200)], [stripRect]])
        #expect(context.strokes(OverlayStyle.guideHatch).count == 1)
        #expect(Set(F.rects(in: context.strokes(OverlayStyle.guide)[0].path)) == [F.inset(contentRect, 0.5), F.inset(stripRect, 0.5)])
        #expect(Set(F.labels(context).map(\.text)) == ["content", "strip"])
        #expect(GuideOverlay.isOutlineOnly(content, contentRect, scene: OverlayScene(root: root)))
        #expect(!GuideOverlay.isOutlineOnly(strip, stripRect, scene: OverlayScene(root: root)))
        // 50 % exactly is still hatched: only more than half is outlined.
        #expect(!GuideOverlay.isOutlineOnly(strip, Rect(x: 0, y: 0, width: 150, height: 200), scene: OverlayScene(root: root)))
    }

    @Test func marginAttributesCountAsUsingTheMarginsGuide() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        LayoutConstraint.activate([a.leadingAnchor == root.leadingAnchor, a.topAnchor == root.topAnchor,
                                   a.widthAnchor == 10, a.heightAnchor == 10])
        #expect(F.record(.guides, root).strokes(OverlayStyle.guide).isEmpty)
        let margin = try! LayoutConstraint(item: a, attribute: .bottom, relatedBy: .lessThanOrEqual,
                                           toItem: root, attribute: .bottomMargin)
        margin.isActive = true
        #expect(F.rects(in: F.record(.guides, root).strokes(OverlayStyle.guide)[0].path) == [F.inset(Rect(x: 8, y: 8, width: 284, height: 84), 0.5)])
    }

    @Test func baselinesUnderlineTheTextOfViewsWithText() {
        let root = F.root(300, 200)
        let single = F.add("single", to: root, Label(text: "Hello"))
        F.place(single, 10, 10, 100, 40)
        let double = F.add("double", to: root, Label(text: "Hello\nWorld"))
        double.numberOfLines = 0
        F.place(double, 10, 60, 100, 60)
        let plain = F.add("plain", to: root)
        F.place(plain, 150, 10, 100, 40)
        let context = F.record(.baselines, root)
        let strokes = context.strokes(OverlayStyle.baseline)
        #expect(strokes.count == 2)
        let solid = strokes.filter { $0.dash.isEmpty }, dotted = strokes.filter { !$0.dash.isEmpty }
        // Monospace text, 17 pt: 21.25 high, baseline 17 below its top; centred in the alignment rect.
        // "Hello": top 30 − 10.625 = 19.375, baseline 36.375 → the pixel row just below, centred at 36.5.
        // Two lines: 42.5 high, top 90 − 21.25 = 68.75; baselines 85.75 and 107 → 86.5 and 107.5.
        #expect(F.segments(in: solid[0].path).map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == [[10, 36.5, 110, 36.5], [10, 86.5, 110, 86.5]])
        #expect(F.segments(in: dotted[0].path).map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == [[10, 107.5, 110, 107.5]])
    }

    @Test func baselinesOfButtonsFieldsAndCheckboxes() {
        let root = F.root(400, 100)
        let button = F.add("button", to: root, Button(title: "Go"))
        let field = F.add("field", to: root, TextField(placeholder: "name"))
        let box = F.add("box", to: root, Checkbox(title: "Extra"))
        LayoutConstraint.activate([button.leftAnchor == root.leftAnchor + 10, button.topAnchor == root.topAnchor + 10,
                                   field.leftAnchor == root.leftAnchor + 100, field.topAnchor == root.topAnchor + 10,
                                   box.leftAnchor == root.leftAnchor + 250, box.topAnchor == root.topAnchor + 10])
        let context = F.record(.baselines, root)
        let lines = F.segments(in: context.strokes(OverlayStyle.baseline)[0].path)
        #expect(lines.count == 3)
        root.layoutIfNeeded()
        for (view, size) in [(button as View, 15.0), (field, 17), (box, 13)] {
            let rect = view.alignmentRect(forFrame: view.frameInRoot)
            let baseline = rect.midY - 1.25 * size / 2 + size
            let line = lines.first { $0.0.x == rect.minX }
            // The line underlines the text: on the pixel row just below the baseline.
            #expect(line.map { $0.0.y - baseline >= 0 && $0.0.y - baseline <= 1 && $0.1.x == rect.maxX } == true)
        }
    }
}
