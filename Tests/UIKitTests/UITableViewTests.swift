import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

@Suite struct UITableViewTests {
    @Test func aSettingsListHas44PointRowsInInsetGroupedSections() throws {
        let settings = SettingsViewController()
        let window = showOnIPhone15(settings)
        defer { withExtendedLifetime(window) {} }
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.backgroundColor == .systemGroupedBackground)
        // Everything fits on the screen: every row has its cell.
        #expect(table.visibleCells.count == 5)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        // Inset 16 from each side; standard cells are 44 points tall (UIKit's default row height).
        #expect(first.minX ≐ 16)
        #expect(first.width ≐ (393 - 32))
        #expect(first.height ≐ 44)
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(second.minY ≐ first.maxY)
        #expect(second.height ≐ 44)
        // The header: 35 points, then the title in 13-point capitals, then 8 points.
        let titleHeight = measured("GENERAL", .systemFont(ofSize: 13), in: table).height
        #expect(abs(Double(first.minY) - (35 + Double(titleHeight) + 8)) < 0.34)
        // The second section starts after a 17.5-point footer and its own titled header.
        let display = table.rectForRow(at: IndexPath(row: 0, section: 1))
        let third = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(abs(Double(display.minY) - (Double(third.maxY) + 17.5 + 17.5 + Double(titleHeight) + 8)) < 0.67)
        // The value1 cell: text at the content margin, detail ending before the accessory.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.detailTextLabel?.text == "Home")
        #expect((cell.textLabel?.superview?.frame.minX ?? -1) ≐ 16)
        #expect(cell.contentView.frame.width ≐ (361 - (8 + 16 + 14)))
        // The content starts below the status bar.
        #expect(table.contentOffset.y ≐ -59)
        #expect(table.contentSize.height ≐ (display.maxY + 44 + 17.5))
        try savePictureForLooking(window, "settings")
    }

    @Test func aFeedOfSelfSizingCellsFitsEachRowToItsText() throws {
        let feed = FeedViewController()
        let window = showOnIPhone15(feed)
        defer { withExtendedLifetime(window) {} }
        let table = feed.tableView
        let cells = table.visibleCells.compactMap { $0 as? PostCell }
        #expect(cells.count >= 3)
        #expect(cells.count < feed.posts.count)
        for cell in cells {
            // The row is its content's height: 11 + author + 4 + body + 11, plus a one-pixel separator.
            let author = cell.authorLabel.frame.height
            let body = cell.bodyLabel.frame.height
            let expected = 11 + Double(author) + 4 + Double(body) + 11 + 1.0 / 3
            #expect(abs(Double(cell.frame.height) - expected) < 0.34, "row \(cell.authorLabel.text ?? "")")
            #expect(cell.bodyLabel.frame.width ≐ (393 - 32))
        }
        // Bodies of different lengths give rows of different heights.
        #expect(Set(cells.map(\.frame.height)).count > 1)
        // Rows past the screen are estimated at 44 points.
        let last = table.rectForRow(at: IndexPath(row: feed.posts.count - 1, section: 0))
        #expect(last.height ≐ 44)
        #expect(table.contentSize.height ≐ last.maxY)
        try savePictureForLooking(window, "feed")
    }

    @Test func systemLayoutSizeFittingSizesACellAsUIKitDoes() {
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        cell.authorLabel.text = "Ada"
        cell.bodyLabel.text = "Short"
        cell.textMeasurer = PangoTextMeasurer.shared
        let size = cell.systemLayoutSizeFitting(CGSize(width: 393, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let author = measured("Ada", .preferredFont(forTextStyle: .headline), in: cell)
        let body = measured("Short", .preferredFont(forTextStyle: .body), in: cell)
        #expect(size.width ≐ 393)
        // Outside a table the cell has no separator: the height is its content's.
        #expect(abs(Double(size.height) - (11 + Double(author.height) + 4 + Double(body.height) + 11)) < 0.01)
    }

    @Test func theStandardStylesLayOutTheirLabels() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Title"
        #expect(plain.detailTextLabel == nil)
        for cell in [subtitle, plain] {
            cell.textMeasurer = PangoTextMeasurer.shared
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 200)
        }
        let plainHeight = plain.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
        #expect(plainHeight == 44)
        let subtitleHeight = subtitle.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel).height
        let title = measured("Title", .preferredFont(forTextStyle: .body), in: subtitle)
        let detail = measured("Detail", .systemFont(ofSize: 15), in: subtitle)
        #expect(abs(Double(subtitleHeight) - max(44, 11 + Double(title.height) + 2 + Double(detail.height) + 11)) < 0.01)
    }

    @Test func dequeuingReusesCellsAndAnUnknownIdentifierIsAnError() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        let made = table.dequeueReusableCell(withIdentifier: "post", for: IndexPath(row: 0, section: 0))
        #expect(made is PostCell)
        #expect(made.reuseIdentifier == "post")
        let log = CollectingSink()
        let fallback = LayoutLog.$sink.withValue(log) {
            table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(fallback.style == .default)
        #expect(log.messages.map(\.text) == ["dequeueReusableCell(withIdentifier: \"missing\"): no cell class is registered for this identifier; register one with register(_:forCellReuseIdentifier:)"])
    }
}
