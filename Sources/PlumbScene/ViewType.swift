import Plumb

/// The `type` of a view in a scene file, and the keys each type accepts.
enum ViewType: String, CaseIterable {
    case view, label, button, image, textField, checkbox, stack, scroll

    /// Keys every view accepts.
    static let commonKeys = [
        "id", "type", "parent", "background", "borderColor", "borderWidth", "cornerRadius", "hidden", "alpha",
        "clipsToBounds", "margins", "insetsLayoutMarginsFromSafeArea", "intrinsicSize", "alignmentInsets", "hugging", "compression",
        "translatesAutoresizingMask", "frame", "autoresizing", "when",
    ]

    /// Keys only this type accepts.
    var ownKeys: [String] {
        switch self {
        case .view: return []
        case .scroll: return ["contentOffset"]
        case .label: return ["text", "font", "color", "lines", "alignment", "lineBreak"]
        case .button: return ["title", "font", "color", "style"]
        case .textField: return ["placeholder", "text", "font", "color"]
        case .checkbox: return ["title", "checked", "font"]
        case .image: return ["file", "size", "contentMode"]
        case .stack: return ["axis", "distribution", "alignment", "spacing", "arranged", "customSpacing", "baselineRelative", "marginsRelative"]
        }
    }

    /// Every key a view of this type accepts.
    var keys: [String] { Self.commonKeys + ownKeys }

    /// A new, empty view of this type.
    func makeView() -> View {
        switch self {
        case .view: return View()
        case .label: return Label()
        case .button: return Button()
        case .image: return ImageView(imageSize: nil)
        case .textField: return TextField()
        case .checkbox: return Checkbox()
        case .stack: return StackView()
        case .scroll: return ScrollView()
        }
    }
}
