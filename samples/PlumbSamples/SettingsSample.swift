import Plumb

// Plumb's own: a settings screen built from stack views nested four deep.

enum SettingsSample {
    /// A label in the settings' grey.
    static func secondary(_ identifier: String, _ text: String, size: Double = 17) -> Label {
        let label = Label(identifier, text: text, font: .system(size: size))
        label.textColor = hex("#6d6d72")
        return label
    }

    /// A row: a name that stretches (hugging 250) and a value on the same first baseline.
    static func row(_ identifier: String, _ name: String, _ value: View) -> StackView {
        let nameLabel = Label("\(identifier)Name", text: name)
        nameLabel.setContentHuggingPriority(250, for: .horizontal)
        let row = StackView("\(identifier)Row", arrangedSubviews: [nameLabel, value])
        row.spacing = 8
        row.alignment = .firstBaseline
        return row
    }

    /// A section: a small grey title above a white card holding a stack of rows, 12 in from
    /// the card's top and bottom and 16 from its sides. Returns the section, its card and
    /// the card's stack of rows.
    static func section(_ identifier: String, _ title: String, _ rows: [StackView]) -> (StackView, View, StackView) {
        let card = box("\(identifier)Card", "#ffffff", cornerRadius: 10)
        let rowStack = StackView("\(identifier)Rows", arrangedSubviews: rows, axis: .vertical)
        rowStack.spacing = 12
        card.addSubview(rowStack)
        let section = StackView(identifier, arrangedSubviews: [secondary("\(identifier)Title", title, size: 13), card],
                                axis: .vertical)
        section.spacing = 6
        return (section, card, rowStack)
    }

    /// Settings: an outer vertical stack of two sections; each section a vertical stack of a
    /// title and a card; each card a vertical stack of rows; each row a horizontal stack
    /// aligned on first baselines. Only the outer stack and the cards' insets are constraints.
    static func settingsScreen() -> Scene {
        let automatic = Checkbox("appearanceAuto", title: "Automatic", checked: true)
        automatic.setContentHuggingPriority(251, for: .horizontal)
        let (general, generalCard, generalRows) = section("general", "GENERAL", [
            row("wifi", "Wi-Fi", secondary("wifiValue", "Home")),
            row("bluetooth", "Bluetooth", secondary("bluetoothValue", "On")),
            row("mobileData", "Mobile Data", secondary("mobileDataValue", "Roaming off")),
        ])
        let (display, displayCard, displayRows) = section("display", "DISPLAY", [
            row("brightness", "Brightness", secondary("brightnessValue", "50 %")),
            row("textSize", "Text Size", secondary("textSizeValue", "Large")),
            row("appearance", "Appearance", automatic),
        ])
        let settings = StackView("settings", arrangedSubviews: [general, display], axis: .vertical)
        settings.spacing = 24
        return Scene("settings-screen", width: 375, height: 320) { root in
            root.useGroupedScreenStyle()
            settings
            pinTopAndSides(settings, toMarginsOf: root)
            for (card, rows) in [(generalCard, generalRows), (displayCard, displayRows)] {
                rows.topAnchor == card.topAnchor + 12
                rows.leadingAnchor == card.leadingAnchor + 16
                card.trailingAnchor == rows.trailingAnchor + 16
                card.bottomAnchor == rows.bottomAnchor + 12
            }
        }
    }
}
