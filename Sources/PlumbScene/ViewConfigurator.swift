import Foundation
import Plumb
import Yams

/// Applies a view's keys from a scene file to the view.
struct ViewConfigurator {
    let reader: YAMLReader
    /// The folder image paths are relative to.
    let baseDirectory: String
    /// Reads the image files and knows the font families.
    let services: SceneServices
    /// The scene's layout direction, for `[top, leading, bottom, trailing]` insets.
    let direction: LayoutDirection

    /// Applies every key except `id`, `type`, `parent` and `arranged`.
    func configure(_ view: View, type: ViewType, _ fields: [String: YAMLField]) throws(SceneError) {
        try configureCommon(view, fields)
        switch view {
        case let label as Label: try configureLabel(label, fields)
        case let button as Button: try configureButton(button, fields)
        case let field as TextField: try configureTextField(field, fields)
        case let checkbox as Checkbox: try configureCheckbox(checkbox, fields)
        case let image as ImageView: try configureImage(image, fields)
        case let stack as StackView: try configureStack(stack, fields)
        case let scroll as ScrollView:
            if let node = fields["contentOffset"]?.value {
                let offset = try reader.numbers(node, count: 2, "a content offset [x, y]")
                scroll.contentOffset = Point(x: offset[0], y: offset[1])
            }
        default: break
        }
    }

    private func configureCommon(_ view: View, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["background"]?.value { view.backgroundColor = try reader.color(node) }
        if let node = fields["borderColor"]?.value { view.borderColor = try reader.color(node) }
        if let node = fields["borderWidth"]?.value { view.borderWidth = try reader.nonNegative(node, "a border width") }
        if let node = fields["cornerRadius"]?.value { view.cornerRadius = try reader.nonNegative(node, "a corner radius") }
        if let node = fields["hidden"]?.value { view.isHidden = try reader.bool(node) }
        if let node = fields["clipsToBounds"]?.value { view.clipsToBounds = try reader.bool(node) }
        if let node = fields["alpha"]?.value {
            let alpha = try reader.number(node, "an alpha")
            guard (0...1).contains(alpha) else { throw reader.source.error(at: node, "alpha runs from 0 to 1, found \(formatPoints(alpha))") }
            view.alpha = alpha
        }
        if let node = fields["margins"]?.value { view.directionalLayoutMargins = try margins(node) }
        if let node = fields["insetsLayoutMarginsFromSafeArea"]?.value { view.insetsLayoutMarginsFromSafeArea = try reader.bool(node) }
        if let node = fields["intrinsicSize"]?.value { view.intrinsicContentSizeOverride = try intrinsicSize(node) }
        if let node = fields["alignmentInsets"]?.value { view.customAlignmentRectInsets = try insets(node, "alignment insets") }
        if let node = fields["hugging"]?.value {
            try axisPriorities(node, "hugging") { view.setContentHuggingPriority($0, for: $1) }
        }
        if let node = fields["compression"]?.value {
            try axisPriorities(node, "compression") { view.setContentCompressionResistancePriority($0, for: $1) }
        }
        try configureAutoresizing(view, fields)
    }

    private func configureAutoresizing(_ view: View, _ fields: [String: YAMLField]) throws(SceneError) {
        let translates = try fields["translatesAutoresizingMask"].map { field throws(SceneError) in try reader.bool(field.value) } ?? false
        view.translatesAutoresizingMaskIntoConstraints = translates
        for key in ["frame", "autoresizing"] where !translates {
            if let field = fields[key] {
                throw reader.source.error(at: field.keyNode, "'\(key)' needs 'translatesAutoresizingMask: true'; without it the view is placed by constraints")
            }
        }
        if let node = fields["frame"]?.value {
            let values = try reader.numbers(node, count: 4, "a frame [x, y, width, height]")
            guard values[2] >= 0, values[3] >= 0 else { throw reader.source.error(at: node, "a frame's width and height cannot be negative") }
            view.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        if let node = fields["autoresizing"]?.value {
            var mask: AutoresizingMask = []
            for item in try reader.list(node, of: "autoresizing flags") {
                mask.insert(try reader.choice(item, "autoresizing flag", [
                    "flexibleLeftMargin": AutoresizingMask.flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
                    "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
                    "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
                ]))
            }
            view.autoresizingMask = mask
        }
    }

    private func configureLabel(_ label: Label, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["text"]?.value { label.text = try reader.text(node) }
        if let node = fields["font"]?.value { label.font = try font(node) }
        if let node = fields["color"]?.value { label.textColor = try reader.color(node) }
        if let node = fields["lines"]?.value { label.numberOfLines = try reader.count(node, "a number of lines") }
        if let node = fields["alignment"]?.value {
            label.textAlignment = try reader.choice(node, "text alignment", [
                "natural": TextAlignment.natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
            ])
        }
        if let node = fields["lineBreak"]?.value {
            label.lineBreakMode = try reader.choice(node, "line break mode", [
                "wordWrap": LineBreakMode.byWordWrapping, "charWrap": .byCharWrapping, "clip": .byClipping,
                "truncateHead": .byTruncatingHead, "truncateTail": .byTruncatingTail, "truncateMiddle": .byTruncatingMiddle,
            ])
        }
    }

    private func configureButton(_ button: Button, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["title"]?.value { button.title = try reader.text(node) }
        if let node = fields["font"]?.value { button.font = try font(node) }
        if let node = fields["color"]?.value { button.titleColor = try reader.color(node) }
        if let node = fields["style"]?.value {
            button.bezelStyle = try reader.choice(node, "button style", ["plain": Button.BezelStyle.plain, "rounded": .rounded])
        }
    }

    private func configureTextField(_ field: TextField, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["placeholder"]?.value { field.placeholder = try reader.text(node) }
        if let node = fields["text"]?.value { field.text = try reader.text(node) }
        if let node = fields["font"]?.value { field.font = try font(node) }
        if let node = fields["color"]?.value { field.textColor = try reader.color(node) }
    }

    private func configureCheckbox(_ checkbox: Checkbox, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["title"]?.value { checkbox.title = try reader.text(node) }
        if let node = fields["checked"]?.value { checkbox.isChecked = try reader.bool(node) }
        if let node = fields["font"]?.value { checkbox.font = try font(node) }
    }

    private func configureImage(_ imageView: ImageView, _ fields: [String: YAMLField]) throws(SceneError) {
        switch (fields["file"], fields["size"]) {
        case let (file?, size?):
            _ = size
            throw reader.source.error(at: file.keyNode, "an image takes 'file' or 'size', not both")
        case let (file?, nil):
            let path = try reader.string(file.value, "a PNG path")
            let resolved = path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
            do {
                imageView.image = try services.images.image(contentsOfFile: resolved)
            } catch {
                throw reader.source.error(at: file.value, error.message)
            }
        case let (nil, size?):
            let values = try reader.numbers(size.value, count: 2, "an image size [width, height]")
            guard values.allSatisfy({ $0 >= 0 }) else { throw reader.source.error(at: size.value, "an image size cannot be negative") }
            imageView.image = Image(placeholderOf: Size(width: values[0], height: values[1]))
        case (nil, nil):
            imageView.image = nil
        }
        if let node = fields["contentMode"]?.value {
            imageView.contentMode = try reader.choice(node, "content mode", [
                "scaleToFill": ContentMode.scaleToFill, "scaleAspectFit": .scaleAspectFit,
                "scaleAspectFill": .scaleAspectFill, "center": .center,
            ])
        }
    }

    private func configureStack(_ stack: StackView, _ fields: [String: YAMLField]) throws(SceneError) {
        if let node = fields["axis"]?.value {
            stack.axis = try reader.choice(node, "axis", ["horizontal": LayoutAxis.horizontal, "vertical": .vertical])
        }
        if let node = fields["distribution"]?.value {
            stack.distribution = try reader.choice(node, "distribution", [
                "fill": StackView.Distribution.fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ])
        }
        if let node = fields["alignment"]?.value {
            stack.alignment = try reader.choice(node, "stack alignment", [
                "fill": StackView.Alignment.fill, "leading": .leading, "trailing": .trailing, "center": .center,
                "top": .top, "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
            ])
        }
        if let node = fields["spacing"]?.value { stack.spacing = try reader.number(node, "a spacing") }
        if let node = fields["baselineRelative"]?.value { stack.isBaselineRelativeArrangement = try reader.bool(node) }
        if let node = fields["marginsRelative"]?.value { stack.isLayoutMarginsRelativeArrangement = try reader.bool(node) }
    }

    // MARK: Values

    /// A UIKit text style (`body`, `headline`, …), which scales with the content size, with an
    /// optional bold trait (`title1 bold`), or a Pango description ending in a size
    /// (`"DejaVu Sans Bold 17"`).
    private func font(_ node: Node) throws(SceneError) -> Font {
        let text = try reader.string(node, "a text style such as body, or a font description such as \"DejaVu Sans Bold 17\"")
        if let style = TextStyle(rawValue: text) { return .preferredFont(forTextStyle: style) }
        let words = text.split(separator: " ")
        if words.count == 2, words[1].lowercased() == "bold", let style = TextStyle(rawValue: String(words[0])) {
            return Font.preferredFont(forTextStyle: style).bold()
        }
        guard let last = text.split(separator: " ").last, let size = Double(last), size.isFinite, size > 0 else {
            let styles = TextStyle.allCases.map(\.rawValue)
            var message = "unknown font '\(text)'"
            if let suggestion = NameSuggestion.closest(to: text, among: styles) { message += "; did you mean '\(suggestion)'?" }
            message += " (a font is a text style: \(styles.joined(separator: ", ")), optionally followed by bold (\"title1 bold\"); or a description ending in a size in points, e.g. \"DejaVu Sans Bold 17\")"
            throw reader.source.error(at: node, message)
        }
        let font = Font(description: text)
        SceneFonts.warnIfUnavailable(font.family, at: node, reader: reader, fonts: services.fonts)
        return font
    }

    /// One number for every side, or `[top, leading, bottom, trailing]`.
    private func margins(_ node: Node) throws(SceneError) -> DirectionalEdgeInsets {
        if case .sequence = node {
            let values = try reader.numbers(node, count: 4, "margins [top, leading, bottom, trailing]")
            return DirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        }
        return DirectionalEdgeInsets(all: try reader.number(node, "margins"))
    }

    /// `[top, leading, bottom, trailing]` (or one number) as insets in the scene's direction.
    private func insets(_ node: Node, _ what: String) throws(SceneError) -> EdgeInsets {
        let margins = try margins(node)
        let ltr = direction == .leftToRight
        return EdgeInsets(top: margins.top, left: ltr ? margins.leading : margins.trailing,
                          bottom: margins.bottom, right: ltr ? margins.trailing : margins.leading)
    }

    /// `[w, h]`, where `none` leaves an axis without an intrinsic size.
    private func intrinsicSize(_ node: Node) throws(SceneError) -> Size {
        let items = try reader.list(node, of: "two sizes")
        guard items.count == 2 else {
            throw reader.source.error(at: node, "expected an intrinsic size as [width, height] (use none for an axis without one), found \(items.count) values")
        }
        var values: [Double] = []
        for item in items {
            if (try? reader.string(item)) == "none" { values.append(View.noIntrinsicMetric); continue }
            values.append(try reader.nonNegative(item, "a size or none"))
        }
        return Size(width: values[0], height: values[1])
    }

    /// `{horizontal: p, vertical: p}`.
    private func axisPriorities(_ node: Node, _ what: String,
                                apply: (LayoutPriority, LayoutAxis) -> Void) throws(SceneError) {
        let fields = try reader.fields(of: node, allowed: ["horizontal", "vertical"], what: "\(what) priorities")
        if let field = fields["horizontal"] { apply(try reader.priority(field.value), .horizontal) }
        if let field = fields["vertical"] { apply(try reader.priority(field.value), .vertical) }
    }
}
