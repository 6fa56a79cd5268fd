import Plumb

/// The Settings screen of issue 29, written as a new user would, in Swift: a large title, then
/// a scroll view holding a vertical stack of section headers and rows. A header is a view with
/// a `footnote` label inset in it; a row holds an icon, two labels in `body` (a name, and a
/// value on its baseline), a chevron and a separator, and is as tall as its text. 375 × 812
/// with an iPhone's safe area. The same screen as the scene files the benchmarks time
/// (`settings_screen` in Benchmarks/runner/scenes.py, where headers and rows are components).
public enum SettingsScreen {
    /// Views in a row, in a header, and around them (root, title, scroll view, stack).
    static let rowViews = 6, headerViews = 2, frameViews = 4

    /// The sections and rows of a screen of exactly `views` views (an even number, at least
    /// 12): about one header per seven rows.
    public static func layout(views: Int) -> (sections: Int, rows: Int) {
        precondition(views % 2 == 0 && views >= frameViews + headerViews + rowViews, "an even number of views, at least 12")
        var sections = max(1, Int((Double(views - frameViews) / Double(headerViews + 7 * rowViews)).rounded()))
        while (views - frameViews - headerViews * sections) % rowViews != 0 { sections += 1 }
        return (sections, (views - frameViews - headerViews * sections) / rowViews)
    }

    /// The screen, constraints active, not laid out yet.
    public static func make(views: Int) -> Scene {
        let (sections, rows) = layout(views: views)
        let title = Label("title", text: "Settings", font: .preferredFont(forTextStyle: .largeTitle))
        let scroll = ScrollView("scroll")
        var arranged: [View] = []
        var constraints: [LayoutConstraint] = []
        var row = 0
        for section in 0..<sections {
            arranged.append(header("h\(section)", "SECTION \(section + 1)", &constraints))
            for _ in 0..<(rows / sections + (section < rows % sections ? 1 : 0)) {
                arranged.append(self.row(row, &constraints))
                row += 1
            }
        }
        let stack = StackView("stack", arrangedSubviews: arranged, axis: .vertical)
        let scene = Scene("settings-\(views)", width: 375, height: 812) { root in
            title
            scroll.containing { stack }
            title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 8
            title.topAnchor == root.safeAreaLayoutGuide.topAnchor + 8
            scroll.leadingAnchor == root.leadingAnchor
            scroll.trailingAnchor == root.trailingAnchor
            scroll.topAnchor == title.bottomAnchor + 8
            scroll.bottomAnchor == root.bottomAnchor
            stack.edges == scroll.contentLayoutGuide.edges
            stack.widthAnchor == scroll.frameLayoutGuide.widthAnchor
        }
        scene.root.backgroundColor = .systemGroupedBackground
        scene.root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        LayoutConstraint.activate(constraints)
        return scene
    }

    /// A section header: a footnote label 24 below the top, 6 above the bottom, 16 in.
    private static func header(_ id: String, _ text: String, _ constraints: inout [LayoutConstraint]) -> View {
        let header = View(id)
        let label = label("\(id).label", text, .footnote, .secondaryLabel)
        header.addSubview(label)
        constraints += label.edges == header.edges.inset(by: DirectionalEdgeInsets(top: 24, leading: 16, bottom: 6, trailing: 16))
        return header
    }

    /// Row `i`: icon, name, value, chevron and separator, as the scene file's `row` component.
    private static func row(_ i: Int, _ constraints: inout [LayoutConstraint]) -> View {
        let names = ["Wi-Fi", "Mail", "Maps", "News", "Music", "Photos", "Notes", "Clock", "Books", "Phone", "Files", "Home"]
        let tints: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemPurple, .systemPink, .systemTeal, .systemIndigo]
        let id = "r\(i)"
        let row = View(id)
        row.backgroundColor = .secondarySystemGroupedBackground
        let icon = View("\(id).icon"), separator = View("\(id).separator")
        icon.backgroundColor = tints[i % tints.count]
        icon.cornerRadius = 7
        separator.backgroundColor = .separator
        let name = label("\(id).name", names[i % names.count], .body, .label)
        let value = label("\(id).value", ["On", "Off", "", "Automatic", "Never"][i % 5], .body, .secondaryLabel)
        let chevron = label("\(id).chevron", "›", .body, .tertiaryLabel)
        for part in [icon, name, value, chevron, separator] {
            part.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(part)
        }
        constraints += [
            icon.widthAnchor == 29, icon.heightAnchor == 29,
            icon.leadingAnchor == row.leadingAnchor + 16,
            icon.centerYAnchor == row.centerYAnchor,
            name.leadingAnchor == icon.trailingAnchor + 12,
            name.topAnchor == row.topAnchor + 11,
            row.bottomAnchor == name.bottomAnchor + 11,
            value.leadingAnchor >= name.trailingAnchor + 8,
            value.firstBaselineAnchor == name.firstBaselineAnchor,
            chevron.leadingAnchor == value.trailingAnchor + 8,
            chevron.trailingAnchor == row.trailingAnchor - 16,
            chevron.firstBaselineAnchor == name.firstBaselineAnchor,
            separator.trailingAnchor == row.trailingAnchor,
            separator.leadingAnchor == name.leadingAnchor,
            separator.heightAnchor == 1,
            separator.bottomAnchor == row.bottomAnchor,
        ]
        return row
    }

    private static func label(_ id: String, _ text: String, _ style: TextStyle, _ color: Color) -> Label {
        let label = Label(id, text: text, font: .preferredFont(forTextStyle: style))
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}
