import Plumb

// Plumb's own: a phone screen laid out against the safe area.

enum SafeAreaSample {
    /// A 375×812 iPhone in portrait with UIKit's safe-area insets (47 top, 34 bottom): a
    /// header on the safe area's top, a tab bar on its bottom, and a list between them, while
    /// the background runs under the status bar and the home indicator.
    static func safeArea() -> Scene {
        let header = box("header", "#007aff")
        let title = Label("title", text: "Inbox", font: Font(description: "DejaVu Sans Bold 17"))
        title.textColor = hex("#ffffff")
        header.addSubview(title)
        let list = box("list", "#ffffff", cornerRadius: 12)
        let bar = box("bar", "#ffffff")
        bar.borderColor = hex("#c6c6c8")
        bar.borderWidth = 1
        let scene = Scene("safe-area", width: 375, height: 812) { root in
            header
            list
            bar
            header.leadingAnchor == root.leadingAnchor
            header.trailingAnchor == root.trailingAnchor
            header.topAnchor == root.safeAreaLayoutGuide.topAnchor
            header.heightAnchor == 44
            title.centerXAnchor == header.centerXAnchor
            title.centerYAnchor == header.centerYAnchor
            bar.leadingAnchor == root.leadingAnchor
            bar.trailingAnchor == root.trailingAnchor
            bar.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor
            bar.heightAnchor == 49
            list.leadingAnchor == root.leadingAnchor + 16
            list.trailingAnchor == root.trailingAnchor - 16
            list.topAnchor == header.bottomAnchor + 16
            list.bottomAnchor == bar.topAnchor - 16
        }
        scene.root.backgroundColor = hex("#f2f2f7")
        scene.root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return scene
    }
}
