import Plumb

/// Interface Builder's values: colours, fonts, insets and numbers, read from their elements.
struct IBValues {
    /// The document's `<resources>`: system and named colours with their saved values, and
    /// image sizes.
    var namedColors: [String: Color] = [:]
    var imageSizes: [String: Size] = [:]

    init(resources: IBElement?) {
        for element in resources?.children ?? [] {
            guard let name = element["name"] else { continue }
            switch element.name {
            case "namedColor", "systemColor":
                if let color = element.child("color").flatMap({ Self.literalColor($0) }) { namedColors[name] = color }
            case "image":
                if let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init),
                   width.isFinite, height.isFinite, width >= 0, height >= 0 {
                    imageSizes[name] = Size(width: width, height: height)
                }
            default: break
            }
        }
    }

    /// A `<color>`: sRGB or grey components, a UIKit system colour (`systemColor`,
    /// `cocoaTouchSystemColor`) or a named colour saved in the resources.
    func color(_ element: IBElement) -> Color? {
        if let name = element["systemColor"] {
            // Plumb knows UIKit's semantic colours with their dark values; the saved value is the light one.
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return Color.named(base) ?? namedColors[name]
        }
        if let name = element["cocoaTouchSystemColor"] {
            switch name {
            case "darkTextColor": return Color(red: 0, green: 0, blue: 0)
            case "lightTextColor": return Color(red: 1, green: 1, blue: 1, alpha: 0.6)
            case "groupTableViewBackgroundColor": return Color.named("systemGroupedBackground")
            case "tableCellGroupedBackgroundColor": return Color(red: 1, green: 1, blue: 1)
            default: return nil
            }
        }
        if let name = element["name"], element["red"] == nil, element["white"] == nil { return namedColors[name] }
        return Self.literalColor(element)
    }

    /// A colour written as components.
    static func literalColor(_ element: IBElement) -> Color? {
        func component(_ key: String) -> Double? {
            element[key].flatMap(Double.init).map { min(max($0, 0), 1) }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A `<fontDescription>`: the system font (regular, bold, a weight), a text style, or a
    /// named font (drawn in the font of its family when it is installed).
    static func font(_ element: IBElement) -> Font {
        let size = element["pointSize"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 && $0 < 1000 ? $0 : nil } ?? 17
        if let style = element["style"].flatMap(textStyle) {
            var font = Font.preferredFont(forTextStyle: style)
            if element["type"] == "boldSystem" { font = font.bold() }
            return font
        }
        switch element["type"] {
        case "boldSystem": return .boldSystem(size: size)
        case "system", "italicSystem":
            let heavy = ["semibold", "bold", "heavy", "black"].contains(element["weight"] ?? "")
            return heavy ? .boldSystem(size: size) : .system(size: size)
        default:
            let name = element["name"] ?? ""
            let family = element["family"] ?? String(name.split(separator: "-").first ?? "")
            let bold = name.lowercased().contains("bold") || name.lowercased().contains("heavy") || name.lowercased().contains("black")
            return Font(family: family.isEmpty ? Font.systemFamilyName : family, size: size, bold: bold)
        }
    }

    /// An `<attributedString>`'s text (its fragments joined) and the font of its first fragment.
    static func attributed(_ element: IBElement?) -> (text: String, font: Font?)? {
        guard let element else { return nil }
        let fragments = element.children.filter { $0.name == "fragment" }
        let text = fragments.map { $0["content"] ?? $0.child("string", key: "content").map { _ in "" } ?? "" }.joined()
        let attribute = fragments.first?.child("attributes")?.child("font", key: "NSFont")
        return (text, attribute.map(attributedFont))
    }

    /// `<font key="NSFont" size="16" metaFont="system"/>` (or `systemBold`, or a `name`).
    private static func attributedFont(_ element: IBElement) -> Font {
        let size = number(element, "size").flatMap { $0 > 0 && $0 < 1000 ? $0 : nil } ?? 17
        if let meta = element["metaFont"] {
            return meta.lowercased().contains("bold") ? .boldSystem(size: size) : .system(size: size)
        }
        let name = element["name"] ?? ""
        if name.hasPrefix(".SFUI") || name.hasPrefix("SFPro") || name.isEmpty {
            let heavy = ["Bold", "Semibold", "Heavy", "Black"].contains { name.contains($0) }
            return heavy ? .boldSystem(size: size) : .system(size: size)
        }
        let family = String(name.split(separator: "-").first ?? "")
        return Font(family: family, size: size, bold: name.lowercased().contains("bold"))
    }

    /// `UICTFontTextStyleBody` → `.body`, `UICTFontTextStyleTitle0` → `.largeTitle`.
    static func textStyle(_ name: String) -> TextStyle? {
        let prefix = "UICTFontTextStyle"
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let first = rest.first else { return nil }
        // IB spells two styles its own way: Title0 is the large title, Subhead the subheadline.
        switch rest {
        case "Title0": return .largeTitle
        case "Subhead": return .subheadline
        default: return TextStyle(rawValue: first.lowercased() + rest.dropFirst())
        }
    }

    /// A number attribute within Plumb's range (±10,000,000, as for YAML scenes); nil otherwise.
    static func number(_ element: IBElement, _ key: String) -> Double? {
        element[key].flatMap(Double.init).flatMap { LayoutNumbers.isValidValue($0) ? $0 : nil }
    }

    /// `<rect key="frame" x= y= width= height=/>`.
    static func rect(_ element: IBElement?) -> Rect? {
        guard let element, let x = number(element, "x"), let y = number(element, "y"),
              let width = number(element, "width"), let height = number(element, "height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `<edgeInsets key="layoutMargins" top left bottom right/>` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing/>`.
    static func margins(of view: IBElement, direction: LayoutDirection) -> DirectionalEdgeInsets? {
        if let insets = view.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return DirectionalEdgeInsets(top: number(insets, "top") ?? 0, leading: number(insets, "leading") ?? 0,
                                         bottom: number(insets, "bottom") ?? 0, trailing: number(insets, "trailing") ?? 0)
        }
        if let insets = view.child("edgeInsets", key: "layoutMargins") {
            let (left, right) = (number(insets, "left") ?? 0, number(insets, "right") ?? 0)
            let ltr = direction == .leftToRight
            return DirectionalEdgeInsets(top: number(insets, "top") ?? 0, leading: ltr ? left : right,
                                         bottom: number(insets, "bottom") ?? 0, trailing: ltr ? right : left)
        }
        return nil
    }
}
