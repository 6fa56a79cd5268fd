import Plumb

// Plumb's own: a grid of cards whose wrapping text sets the row heights.

enum CardGridSample {
    /// The six cards: title, body text, value and the value's colour.
    static let cards: [(title: String, body: String, value: String, color: String)] = [
        ("Inbox", "All caught up. Three threads are waiting for a reply.", "12", "#007aff"),
        ("Deployments", "Two builds waiting for a runner.", "2 queued", "#ff9500"),
        ("Revenue", "Up 12 % on last week.", "€48k", "#34c759"),
        ("Latency p99", "Steady since the cache was warmed this morning.", "184 ms", "#af52de"),
        ("Storage", "Reindexing 1.2 million documents; about an hour left.", "71 %", "#ff3b30"),
        ("Uptime", "No incidents in 30 days.", "99.98 %", "#34c759"),
    ]

    /// One card: a bold title, wrapping body text and a large value at the bottom.
    static func card(_ index: Int) -> (View, [String: LayoutItem]) {
        let data = cards[index - 1]
        let card = box("card\(index)", "#ffffff", cornerRadius: 10)
        let title = Label("title\(index)", text: data.title, font: Font(description: "DejaVu Sans Bold 15"))
        let body = Label("body\(index)", text: data.body, font: Font(description: "DejaVu Sans 13"))
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        body.textColor = hex("#3c3c43")
        let value = Label("value\(index)", text: data.value, font: Font(description: "DejaVu Sans Bold 20"))
        value.textColor = hex(data.color)
        for label in [title, body, value] { card.addSubview(label) }
        return (card, ["title\(index)": title, "body\(index)": body, "value\(index)": value])
    }

    /// Three rows of two cards: a vertical stack of horizontal stacks that fill equally. The
    /// bodies wrap at the width the stacks give them, each row is as tall as its tallest
    /// card, and the root's height fits the whole grid (only its width is given).
    static func cardGrid() -> Scene {
        let built = (1...6).map(card)
        let rows = (0..<3).map { row in
            let stack = StackView("row\(row + 1)", arrangedSubviews: [built[2 * row].0, built[2 * row + 1].0])
            stack.distribution = .fillEqually
            stack.spacing = 12
            return stack
        }
        let grid = StackView("grid", arrangedSubviews: rows, axis: .vertical)
        grid.spacing = 12
        return Scene("card-grid", width: 375) { root in
            root.useGroupedScreenStyle()
            grid
            pinTopAndSides(grid, toMarginsOf: root)
            grid.bottomAnchor == root.layoutMarginsGuide.bottomAnchor
            for (index, (_, views)) in zip(1..., built) {
                vfl("H:|-12-[title\(index)]-(>=12)-|", views)
                vfl("H:|-12-[body\(index)]-12-|", views)
                vfl("H:|-12-[value\(index)]-(>=12)-|", views)
                vfl("V:|-12-[title\(index)]-4-[body\(index)]-(>=8)-[value\(index)]-12-|", views)
            }
        }
    }
}
