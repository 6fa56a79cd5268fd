import Foundation
import Plumb
import PlumbRender
import Testing

/// Overlays drawn by Cairo and Pango: pixels where the layers should be. Set
/// `PLUMB_OVERLAY_PNG_DIR` to also write the pictures there, to look at them.
@Suite struct OverlayRenderTests {
    typealias F = OverlayFixture

    /// Renders the tree with overlays through the public renderer, and optionally saves a PNG.
    static func render(_ root: View, _ options: OverlayOptions, scale: Double = 2, name: String) throws -> RenderedImage {
        let renderer = Renderer(scale: scale, overlays: options)
        root.contentScaleFactor = scale
        if let directory = ProcessInfo.processInfo.environment["PLUMB_OVERLAY_PNG_DIR"] {
            try renderer.write(root, to: directory + "/" + name + ".png")
        }
        return try renderer.image(of: root)
    }

    /// A root measuring text with Pango.
    static func root(_ width: Double, _ height: Double) -> View {
        let root = View("root", frame: Rect(x: 0, y: 0, width: width, height: height))
        root.textMeasurer = PangoTextMeasurer.shared
        root.backgroundColor = .white
        return root
    }

    /// The answer row: a field and a button on one baseline, in the root's margins.
    static func answerRow() -> View {
        let root = root(375, 120)
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
        let field = F.add("field", to: root, TextField(placeholder: "answer"))
        let send = F.add("send", to: root, Button(title: "Send answer", style: .rounded))
        send.setContentHuggingPriority(251, for: .horizontal)
        let title = F.add("title", to: root, Label(text: "Which planet is this?"))
        LayoutConstraint.activate([
            title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor, title.topAnchor == root.layoutMarginsGuide.topAnchor,
            field.leadingAnchor == root.layoutMarginsGuide.leadingAnchor, send.leadingAnchor == field.trailingAnchor + 8,
            send.trailingAnchor == root.layoutMarginsGuide.trailingAnchor,
            send.firstBaselineAnchor == field.firstBaselineAnchor, field.topAnchor == title.bottomAnchor + 20,
            field.bottomAnchor <= root.layoutMarginsGuide.bottomAnchor ~ .defaultHigh,
        ])
        return root
    }

    /// Three views with equal guides in the gaps; the middle view is missing its vertical position.
    static func guidedRow() -> View {
        let root = root(375, 160)
        var views: [View] = []
        for name in ["mercury", "venus", "earth"] {
            let view = F.add(name, to: root)
            view.backgroundColor = Color(red255: 200, green: 220, blue: 255)
            LayoutConstraint.activate([view.widthAnchor == 60, view.heightAnchor == view.widthAnchor])
            views.append(view)
        }
        LayoutConstraint.activate([views[0].topAnchor == root.topAnchor + 30, views[2].topAnchor == views[0].topAnchor,
                                   views[0].leadingAnchor == root.leadingAnchor + 20, views[2].trailingAnchor == root.trailingAnchor - 20])
        var gaps: [LayoutGuide] = []
        for (index, pair) in zip(views, views.dropFirst()).enumerated() {
            let gap = LayoutGuide()
            gap.identifier = "gap\(index + 1)"
            root.addLayoutGuide(gap)
            LayoutConstraint.activate([gap.leadingAnchor == pair.0.trailingAnchor, gap.trailingAnchor == pair.1.leadingAnchor,
                                       gap.topAnchor == views[0].bottomAnchor + 10, gap.heightAnchor == 12])
            gaps.append(gap)
        }
        LayoutConstraint.activate([gaps[0].widthAnchor == gaps[1].widthAnchor])
        return root
    }

    /// The planets conflict: Saturn's aspect ratio against a label pinned from the top.
    static func planetsConflict() -> View {
        let root = root(375, 300)
        let saturn = F.add("saturn", to: root)
        saturn.backgroundColor = Color(red255: 230, green: 200, blue: 140)
        let label = F.add("label", to: root, Label(text: "Which planet is this?"))
        F.quietly {
            LayoutConstraint.activate([
                (saturn.widthAnchor == 1.5 * saturn.heightAnchor).withIdentifier("saturnWidth"),
                saturn.leadingAnchor == root.layoutMarginsGuide.leadingAnchor,
                root.layoutMarginsGuide.trailingAnchor == saturn.trailingAnchor,
                saturn.centerXAnchor == root.centerXAnchor,
                saturn.topAnchor == root.topAnchor + 20, label.topAnchor == saturn.bottomAnchor + 8,
                label.centerXAnchor == root.centerXAnchor,
                (label.topAnchor == root.topAnchor + 100).withIdentifier("labelToTop"),
            ])
            root.layoutIfNeeded()
        }
        return root
    }

    /// Cards like the render benchmark's: a title, a colour chip, a two-line body and a value.
    static func cards(_ count: Int, columns: Int = 3) -> View {
        let titles = ["Inbox", "Deployments", "International shipping estimates", "Revenue", "Latency p99", "Storage"]
        let bodies = ["All systems normal.", "Three builds waiting for a runner; the oldest started four minutes ago.",
                      "Up 12 % on last week.", "Reindexing 1.2 million documents; about an hour left."]
        let rows = (count + columns - 1) / columns
        let root = root(10 + Double(columns) * 160, 10 + Double(rows) * 86)
        var cards: [View] = []
        for index in 0..<count {
            let card = F.add("card\(index)", to: root)
            card.backgroundColor = Color(red255: 242, green: 247, blue: 255)
            card.borderColor = .separator
            card.borderWidth = 1
            card.cornerRadius = 8
            card.clipsToBounds = true
            let title = F.add("title\(index)", to: card, Label(text: titles[index % titles.count], font: .boldSystem(size: 13)))
            let chip = F.add("chip\(index)", to: card)
            chip.backgroundColor = .systemGreen
            chip.cornerRadius = 5
            let body = F.add("body\(index)", to: card, Label(text: bodies[index % bodies.count], font: .system(size: 11)))
            body.numberOfLines = 2
            let value = F.add("value\(index)", to: card, Label(text: "\(index * 37 % 1000) ms", font: .system(size: 11)))
            LayoutConstraint.activate([
                card.widthAnchor == 150, card.heightAnchor == 76, title.leadingAnchor == card.leadingAnchor + 8,
                title.topAnchor == card.topAnchor + 6, title.trailingAnchor <= chip.leadingAnchor - 6,
                chip.trailingAnchor == card.trailingAnchor - 8, chip.centerYAnchor == title.centerYAnchor,
                chip.widthAnchor == 10, chip.heightAnchor == 10, body.leadingAnchor == title.leadingAnchor,
                body.trailingAnchor == card.trailingAnchor - 8, body.topAnchor == title.bottomAnchor + 2,
                value.trailingAnchor == card.trailingAnchor - 8, value.bottomAnchor == card.bottomAnchor - 5,
                value.leadingAnchor >= card.leadingAnchor + 8,
                index % columns == 0 ? card.leadingAnchor == root.leadingAnchor + 10 : card.leadingAnchor == cards[index - 1].trailingAnchor + 10,
                index < columns ? card.topAnchor == root.topAnchor + 10 : card.topAnchor == cards[index - columns].bottomAnchor + 10,
            ])
            cards.append(card)
        }
        return root
    }

    @Test func cardsWithEveryOverlay() throws {
        let root = Self.cards(6)
        _ = try Self.render(root, .all, name: "cards-all")
        _ = try Self.render(root, [.constraints], name: "cards-constraints")
        _ = try Self.render(root, [.frames, .alignment, .baselines, .margins], name: "cards-geometry")
    }

    @Test func answerRowShowsEveryLayer() throws {
        let root = Self.answerRow()
        let image = try Self.render(root, .all, name: "answer-row")
        // The layout at 2×, and the legend's strip beside it.
        let strip = OverlayPicture(.all, over: root, measurer: PangoTextMeasurer.shared).legendSize(layoutArea: root.frame.size)
        #expect(strip.width > 50 && strip.height <= 120)
        #expect(image.width == 750 + Int(strip.width * 2) && image.height == 240)
        // The spacing I-beam between field and button is blue, halfway along the 8-point gap.
        let field = root.subviews[0].frameInRoot
        let x = Int((field.maxX + 4) * 2), y = Int(field.midY * 2)
        let column = (y - 12...y + 12).map { image.pixel(x: x, y: $0) }
        #expect(column.contains { $0.blue > 200 && $0.red < 80 && $0.green < 160 })
    }

    @Test func guidesAndAmbiguityShowInPixels() throws {
        let root = Self.guidedRow()
        let image = try Self.render(root, .all, name: "guided-row")
        root.layoutIfNeeded()
        // venus has no vertical position: it is tinted orange.
        let venus = root.subviews[1].frameInRoot
        #expect(!root.subviews[1].ambiguousVariables.isEmpty)
        let p = image.pixel(x: Int((venus.minX + 3) * 2), y: Int((venus.maxY - 3) * 2))
        #expect(p.red > 200 && p.blue < 200)          // its light blue background, tinted orange
    }

    @Test func conflictShowsRed() throws {
        let root = Self.planetsConflict()
        let image = try Self.render(root, .all, name: "planets-conflict")
        var reds = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.red > 230 && p.green < 90 && p.blue < 90 { reds += 1 }
        } }
        #expect(reds > 100)
    }

    @Test func crowdedGridStaysReadable() throws {
        let root = OverlayLabelTests.crowdedRoot(columns: 12, rows: 8)
        root.textMeasurer = PangoTextMeasurer.shared
        _ = try Self.render(root, .all, name: "crowded-grid")
        _ = try Self.render(root, [.frames, .alignment], name: "crowded-grid-frames")
    }
}
