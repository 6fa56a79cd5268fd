// The render benchmark's scene: a grid of cards laid out by constraints (Benchmarks/WORKLOADS.md,
// *Render*). Every card is a rounded, bordered, clipping View holding a bold title Label, a small
// round colour chip (a plain View), a two-line body Label in grey and a right-aligned value Label.

import Plumb

/// The sizes of the card grid; everything else follows from them.
struct CardGridShape {
    /// Cards across.
    static let columns = 10
    /// A card's size in points.
    static let cardWidth = 150.0, cardHeight = 76.0
    /// Space between cards and around the grid.
    static let gap = 10.0
    /// Views per card: the card, its title, chip, body and value.
    static let viewsPerCard = 5

    /// How many cards.
    let cards: Int

    /// About `n` views in all: `round((n - 1) / 5)` cards (at least one), plus the root.
    init(views n: Int) { cards = max(1, Int((Double(n - 1) / Double(Self.viewsPerCard)).rounded())) }

    /// Every view, the root included.
    var views: Int { 1 + cards * Self.viewsPerCard }
    /// Rows of cards.
    var rows: Int { (cards + Self.columns - 1) / Self.columns }
    /// Columns actually used.
    var usedColumns: Int { min(cards, Self.columns) }
    /// The canvas in points.
    var size: Size {
        Size(width: Self.gap + Double(usedColumns) * (Self.cardWidth + Self.gap),
             height: Self.gap + Double(rows) * (Self.cardHeight + Self.gap))
    }
}

/// Texts and colours, picked by card index so every run builds the same scene.
enum CardContent {
    static let titles = [
        "Inbox", "Deployments", "Build queue", "Revenue", "Active users", "Latency p99", "Error budget",
        "Storage", "Release notes", "Incidents", "Payments", "Search index", "Cache hit rate",
        "Background jobs", "Feature flags", "Sign-ups this week", "Open pull requests", "CPU", "Memory",
        "International shipping estimates",
    ]
    static let bodies = [
        "All systems normal.",
        "Three builds waiting for a runner; the oldest started four minutes ago.",
        "Up 12 % on last week.",
        "Median response time across every region, sampled once a minute.",
        "No incidents in the last 30 days.",
        "Nightly job finished with two warnings that need a look before Friday's release.",
        "Quota almost reached.",
        "Synced from the primary database every five minutes, with retries on failure.",
        "Ready for review.",
        "Queued behind the migration; it will start as soon as the lock is released.",
        "Stable.",
        "Reindexing 1.2 million documents; about an hour left.",
    ]
    static let chipColours = [Color.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemGray]
    static let cardColours = [
        Color(red255: 255, green: 255, blue: 255), Color(red255: 242, green: 247, blue: 255),
        Color(red255: 244, green: 252, blue: 246), Color(red255: 255, green: 248, blue: 238),
    ]

    static func value(_ index: Int) -> String {
        switch index % 4 {
        case 0: return "\((index * 37) % 1000) ms"
        case 1: return "\((index * 13) % 100) %"
        case 2: return "\((index * 7919) % 100_000)"
        default: return "v\(index % 9).\((index * 3) % 20)"
        }
    }
}

/// One card's views.
struct Card {
    let view = View()
    let title: Label
    let chip = View()
    let body: Label
    let value: Label

    init(index: Int) {
        view.identifier = "card\(index)"
        view.backgroundColor = CardContent.cardColours[index % CardContent.cardColours.count]
        view.borderColor = Color(red255: 60, green: 60, blue: 67, alpha: 0.29)
        view.borderWidth = 1
        view.cornerRadius = 8
        view.clipsToBounds = true

        title = Label(text: CardContent.titles[index % CardContent.titles.count], font: .boldSystem(size: 13))
        title.identifier = "title\(index)"
        chip.identifier = "chip\(index)"
        chip.backgroundColor = CardContent.chipColours[index % CardContent.chipColours.count]
        chip.cornerRadius = 5
        body = Label(text: CardContent.bodies[(index * 7) % CardContent.bodies.count], font: .system(size: 11))
        body.identifier = "body\(index)"
        body.numberOfLines = 2
        body.textColor = Color(red255: 60, green: 60, blue: 67, alpha: 0.8)
        value = Label(text: CardContent.value(index), font: .system(size: 11))
        value.identifier = "value\(index)"
        value.textAlignment = .right
        value.textColor = .systemBlue
    }

    /// The card's own constraints: its contents, placed inside it.
    var constraints: [LayoutConstraint] {
        [
            view.widthAnchor == CardGridShape.cardWidth,
            view.heightAnchor == CardGridShape.cardHeight,
            title.leadingAnchor == view.leadingAnchor + 8,
            title.topAnchor == view.topAnchor + 6,
            title.trailingAnchor <= chip.leadingAnchor - 6,
            chip.trailingAnchor == view.trailingAnchor - 8,
            chip.centerYAnchor == title.centerYAnchor,
            chip.widthAnchor == 10,
            chip.heightAnchor == 10,
            body.leadingAnchor == title.leadingAnchor,
            body.trailingAnchor == view.trailingAnchor - 8,
            body.topAnchor == title.bottomAnchor + 2,
            value.trailingAnchor == view.trailingAnchor - 8,
            value.bottomAnchor == view.bottomAnchor - 5,
            value.leadingAnchor >= view.leadingAnchor + 8,
        ]
    }
}

/// Builds the card grid as a `Scene` (not yet laid out).
func makeCardScene(_ shape: CardGridShape) -> Scene {
    let cards = (0..<shape.cards).map(Card.init(index:))
    let size = shape.size
    return Scene("render-bench", width: size.width, height: size.height, scale: 2) { root in
        for card in cards {
            card.view.containing {
                card.title
                card.chip
                card.body
                card.value
            }
        }
        for (index, card) in cards.enumerated() {
            let column = index % CardGridShape.columns
            if column == 0 {
                card.view.leadingAnchor == root.leadingAnchor + CardGridShape.gap
            } else {
                card.view.leadingAnchor == cards[index - 1].view.trailingAnchor + CardGridShape.gap
            }
            if index < CardGridShape.columns {
                card.view.topAnchor == root.topAnchor + CardGridShape.gap
            } else {
                card.view.topAnchor == cards[index - CardGridShape.columns].view.bottomAnchor + CardGridShape.gap
            }
            card.constraints
        }
    }
}
