import Plumb

// Plumb's own: one scene for every size class, laid out on a device preset.

enum AdaptiveSample {
    /// A profile on an iPhone 15 in portrait (393×852 @3x, safe area 59 top and 34 bottom,
    /// compact width): the bio under the avatar on a compact width, beside the name with a
    /// sidebar on a regular one (`When`, Interface Builder's "vary for traits").
    static func adaptiveProfile(device: Device = .iPhone15, orientation: Orientation = .portrait) -> Scene {
        let header = box("header", "#007aff")
        let title = Label("title", text: "Profile", font: Font(description: "DejaVu Sans Bold 17"))
        title.textColor = hex("#ffffff")
        header.addSubview(title)
        let avatar = ImageView("avatar", imageSize: Size(width: 64, height: 64))
        avatar.cornerRadius = 32
        let name = Label("name", text: "Ada Lovelace", font: Font(description: "DejaVu Sans Bold 20"))
        let bio = Label("bio", text: "Wrote the first program for the Analytical Engine, and saw that it could compose music as well as compute numbers.",
                        font: Font(description: "DejaVu Sans 15"))
        bio.numberOfLines = 0
        bio.textColor = hex("#3c3c43")
        bio.setContentHuggingPriority(200, for: .horizontal)   // the name hugs its text; the bio takes the rest
        let sidebar = box("sidebar", "#e5e5ea", cornerRadius: 12)
        let scene = Scene("adaptive-profile", device: device, orientation: orientation) { root in
            [header, avatar, name, bio]
            header.leadingAnchor == root.leadingAnchor
            header.trailingAnchor == root.trailingAnchor
            header.topAnchor == root.topAnchor
            header.bottomAnchor == root.safeAreaLayoutGuide.topAnchor + 44
            title.centerXAnchor == header.centerXAnchor
            title.centerYAnchor == header.bottomAnchor - 22
            avatar.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
            avatar.topAnchor == header.bottomAnchor + 16
            avatar.widthAnchor == 64
            avatar.heightAnchor == 64
            name.leadingAnchor == avatar.trailingAnchor + 12
            name.centerYAnchor == avatar.centerYAnchor
            When(horizontal: .compact) {
                bio.leadingAnchor == avatar.leadingAnchor
                bio.topAnchor == avatar.bottomAnchor + 16
                bio.trailingAnchor == root.safeAreaLayoutGuide.trailingAnchor - 16
            }
            When(horizontal: .regular) {
                sidebar
                bio.leadingAnchor == name.trailingAnchor + 24
                bio.topAnchor == avatar.topAnchor
                bio.trailingAnchor == sidebar.leadingAnchor - 16
                sidebar.topAnchor == header.bottomAnchor + 16
                sidebar.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor - 16
                sidebar.trailingAnchor == root.safeAreaLayoutGuide.trailingAnchor - 16
                sidebar.widthAnchor == 240
            }
        }
        scene.root.backgroundColor = hex("#f2f2f7")
        return scene
    }
}
