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

    @Test func aGroupedTableRunsRowsEdgeToEdgeWithFooters() throws {
        final class Source: UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 0 ? "Changes apply at once." : nil
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .grouped)
        table.textMeasurer = PangoTextMeasurer.shared
        table.contentScaleFactor = 3
        table.dataSource = source
        table.layoutIfNeeded()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        // Edge to edge, 35 points below the top (a header without a title).
        #expect(first.plumb ≈ Rect(x: 0, y: 35, width: 393, height: first.height))
        let footer = measured("Changes apply at once.", .systemFont(ofSize: 13), in: table).height
        let last = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let next = table.rectForRow(at: IndexPath(row: 0, section: 1))
        // A titled footer: 8 points, the text, the 17.5-point footer spacing; then a 17.5-point header.
        #expect(abs(Double(next.minY) - (Double(last.maxY) + 8 + Double(footer) + 17.5 + 17.5)) < 0.34)
        // Each subtitle row: 11 + title + 2 + detail + 11, no separator under a section's last row.
        let title = measured("Row 0", .preferredFont(forTextStyle: .body), in: table).height
        let detail = measured("Detail", .systemFont(ofSize: 15), in: table).height
        let content = 11 + Double(title) + 2 + Double(detail) + 11
        #expect(abs(Double(first.height) - (content + 1.0 / 3)) < 0.34)
        #expect(abs(Double(last.height) - content) < 0.34)
    }

    @Test func accessoriesAndSeparatorsAreDrawn() throws {
        let settings = SettingsViewController()
        let window = showOnIPhone15(settings)
        defer { withExtendedLifetime(window) {} }
        let image = try Renderer(scale: 1).image(of: window)
        let row = settings.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let top = 59 + Int(row.minY)
        func isBackground(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y) == (255, 255, 255, 255) }
        // The chevron: 8 points wide, 16 from the row's trailing edge (x 353...361 on screen).
        let chevron = (353..<361).contains { x in (top + 16..<top + 28).contains { y in !isBackground(x, y) } }
        #expect(chevron)
        // Left of the chevron and right of the detail text, the row is plain white.
        #expect(isBackground(348, top + 22))
        // The separator under the first row starts at the content margin (32 on screen), not before.
        let line = top + 43
        #expect(!isBackground(100, line))
        #expect(isBackground(20, line))
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
