import Plumb

extension ShapeBuilders {
    /// Cards in a 3-column grid, 4 views a card, in a 600-wide window: the cards of a row
    /// share its top and its height (`height == first.height`), widths equal along the row,
    /// 8 apart and 8 from the window's sides; each card at least 130 tall (`>=`) and hugging
    /// its content weakly (`height == 0 @1`), so a row is as tall as its tallest card. A card
    /// holds a title (intrinsic (60 + 10·(i mod 6)) × 20, hugging 251) at its top left, 8 in,
    /// its trailing edge at most the card's − 8; a body (intrinsic height 16 + 12·(i mod 5), no
    /// intrinsic width) 4 below it, 8 from both sides; and a button (intrinsic 60 × 24) 8
    /// below the body, 8 from the leading side, its bottom at most the card's bottom − 8.
    static func cardGrid(_ n: Int) -> ShapeScene {
        let rows = max(1, (n - 1) / 12), columns = 3
        let scene = ShapeScene(root: fixedRoot(width: 600, height: Double(rows) * 150 + 100))
        var cards: [View] = []
        var titleGaps: [LayoutConstraint] = []
        for i in 0..<rows * columns {
            let card = scene.add("card\(i)", to: scene.root)
            let title = scene.add("title\(i)", to: card, intrinsic: Size(width: Double(60 + i % 6 * 10), height: 20))
            title.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            let body = scene.add("body\(i)", to: card, intrinsic: Size(width: View.noIntrinsicMetric, height: Double(16 + i % 5 * 12)))
            let button = scene.add("button\(i)", to: card, intrinsic: Size(width: 60, height: 24))
            let rowFirst = i % columns == 0 ? nil : cards[i - i % columns]
            let gap = body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
            titleGaps.append(gap)
            scene.constraints += [
                rowFirst.map { card.topAnchor.constraint(equalTo: $0.topAnchor) }
                    ?? (i < columns ? card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8)
                        : card.topAnchor.constraint(equalTo: cards[i - columns].bottomAnchor, constant: 8)),
                i % columns == 0 ? card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
                    : card.leadingAnchor.constraint(equalTo: cards[i - 1].trailingAnchor, constant: 8),
                card.heightAnchor.constraint(greaterThanOrEqualToConstant: 130),
                card.heightAnchor.constraint(equalToConstant: 0).withPriority(LayoutPriority(1)),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
                body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8), gap,
                button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                button.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -8),
            ]
            if let rowFirst {
                scene.constraints += [card.widthAnchor.constraint(equalTo: rowFirst.widthAnchor),
                                      card.heightAnchor.constraint(equalTo: rowFirst.heightAnchor)]
            }
            if i % columns == columns - 1 {
                scene.constraints.append(card.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8))
            }
            cards.append(card)
        }
        // The tallest card of the middle row (its body is 64 high): its title–body gap, ± 4.
        let middle = (rows / 2) * columns
        let tallest = (middle..<middle + columns).max { (a, b) in a % 5 < b % 5 }!
        scene.edited = titleGaps[tallest]
        scene.editStep = 4
        scene.resizable = cards[tallest].subviews[0]
        scene.removeHalf = { scene in
            // The second half of the rows.
            let gone = Array(cards.suffix((rows - rows / 2) * columns))
            scene.remove(gone, count: gone.count * 4)
        }
        scene.move = { scene in
            // The last card moves into the first, 8 from its top left, with its old size; the
            // card before it now ends its row.
            guard cards.count > columns, let moving = cards.last else { return }
            ShapeScene.move(moving, into: cards[0], inset: 8)
            cards[cards.count - 2].trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8).isActive = true
        }
        return scene
    }
}
