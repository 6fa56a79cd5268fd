import Plumb

// Plumb's own: a chat screen against the safe area, its bubbles made by one function (the
// scene file's `bubble` component).

enum ChatSample {
    /// One bubble, `id`, with its label `id.text`: as wide as its text up to three quarters of
    /// the list, 8 and 12 inside the bubble, on the list's leading or trailing margin.
    static func bubble(_ id: String, _ text: String, in list: View, trailing: Bool = false,
                       fill: String = "#e9e9eb", ink: String = "#000000") -> (View, [LayoutConstraint]) {
        let bubble = box(id, fill, cornerRadius: 18)
        let label = Label("\(id).text", text: text, font: Font(description: "DejaVu Sans 15"))
        label.numberOfLines = 0
        label.textColor = hex(ink)
        bubble.addSubview(label)
        list.addSubview(bubble)
        let side: LayoutAttribute = trailing ? .trailing : .leading
        return (bubble, [
            label.topAnchor == bubble.topAnchor + 8,
            label.leadingAnchor == bubble.leadingAnchor + 12,
            label.bottomAnchor == bubble.bottomAnchor - 8,
            label.trailingAnchor == bubble.trailingAnchor - 12,
            relate(bubble, side, .equal, list, trailing ? .trailingMargin : .leadingMargin),
            bubble.widthAnchor <= list.widthAnchor * 0.75,
        ])
    }

    /// A 375×812 iPhone with insets 47 and 34: a navigation bar and an input bar that run under
    /// the status bar and the home indicator, and four bubbles between them.
    static func chatScreen() -> Scene {
        let navBar = box("navBar", "#f9f9f9")
        let navLine = box("navLine", "#c6c6c8")
        let back = Label("back", text: "‹ Chats", font: Font(description: "DejaVu Sans 17"))
        back.textColor = hex("#007aff")
        let title = Label("title", text: "Mia", font: Font(description: "DejaVu Sans Bold 17"))
        for view in [navLine, back, title] { navBar.addSubview(view) }
        let list = View("list")
        list.directionalLayoutMargins = DirectionalEdgeInsets(all: 12)
        let day = Label("day", text: "Today 09:41", font: Font(description: "DejaVu Sans 12"))
        day.textColor = hex("#8e8e93")
        list.addSubview(day)
        let blue = "#007aff", white = "#ffffff"
        let messages = [
            bubble("m1", "Are we still on for lunch tomorrow?", in: list),
            bubble("m2", "Yes! 12:30 at the usual place?", in: list, trailing: true, fill: blue, ink: white),
            bubble("m3", "Perfect. I'll book the table by the window, the one that looks out over the harbour.", in: list),
            bubble("m4", "See you there!", in: list, trailing: true, fill: blue, ink: white),
        ]
        let inputBar = box("inputBar", "#f9f9f9")
        let inputLine = box("inputLine", "#c6c6c8")
        let field = TextField("field", placeholder: "iMessage")
        field.font = Font(description: "DejaVu Sans 15")
        field.borderColor = hex("#c6c6c8")
        field.borderWidth = 1
        field.cornerRadius = 18
        let send = Button("send", title: "Send")
        send.font = Font(description: "DejaVu Sans Bold 15")
        send.titleColor = hex("#007aff")
        send.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        for view in [inputLine, field, send] { inputBar.addSubview(view) }
        let views: [String: LayoutItem] = ["navBar": navBar, "navLine": navLine, "inputBar": inputBar, "inputLine": inputLine,
                                           "field": field, "send": send, "list": list]
        let scene = Scene("chat-screen", width: 375, height: 812) { root in
            root.add([navBar, list, inputBar])
            // The navigation bar: from the screen's top to 44 below the safe area's top.
            vfl("H:|[navBar]|", views)
            navBar.topAnchor == root.topAnchor
            navBar.bottomAnchor == root.safeAreaLayoutGuide.topAnchor + 44
            title.centerXAnchor == navBar.centerXAnchor
            title.centerYAnchor == root.safeAreaLayoutGuide.topAnchor + 22
            back.leadingAnchor == navBar.layoutMarginsGuide.leadingAnchor
            back.firstBaselineAnchor == title.firstBaselineAnchor
            vfl("H:|[navLine]|", views)
            vfl("V:[navLine(1)]|", views)
            // The input bar: its field 8 above the safe area's bottom, the bar down to the screen's.
            vfl("H:|[inputBar]|", views)
            inputBar.bottomAnchor == root.bottomAnchor
            field.topAnchor == inputBar.topAnchor + 8
            field.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor - 8
            field.heightAnchor >= 36
            vfl("H:|-16-[field]-8-[send]-16-|", views)
            send.centerYAnchor == field.centerYAnchor
            vfl("H:|[inputLine]|", views)
            vfl("V:|[inputLine(1)]", views)
            // The messages between the bars, each 8 below the one before.
            vfl("H:|[list]|", views)
            list.topAnchor == navBar.bottomAnchor
            list.bottomAnchor == inputBar.topAnchor
            day.centerXAnchor == list.centerXAnchor
            day.topAnchor == list.layoutMarginsGuide.topAnchor
            messages.flatMap(\.1)
            messages[0].0.topAnchor == day.bottomAnchor + 12
            for (earlier, later) in zip(messages, messages.dropFirst()) {
                later.0.topAnchor == earlier.0.bottomAnchor + 8
            }
        }
        scene.root.backgroundColor = hex("#ffffff")
        scene.root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return scene
    }
}
