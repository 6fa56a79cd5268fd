import Plumb

/// Makes the Plumb view for one Interface Builder view element, with IB's values and UIKit's
/// defaults for what the element leaves out.
struct IBViewFactory {
    let values: IBValues

    /// The view elements Plumb draws as its own controls or as plain views on purpose; any
    /// other element under `<subviews>` is drawn as a plain view with a warning.
    static let knownViews: Set<String> = [
        "view", "label", "button", "textField", "imageView", "stackView", "scrollView", "tableView", "collectionView",
        "textView", "switch", "slider", "activityIndicatorView", "progressView", "segmentedControl", "pageControl",
        "visualEffectView", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "mapView",
        "wkWebView", "webView", "stepper", "containerView", "tableViewCell", "collectionViewCell", "collectionReusableView",
        "tableViewCellContentView", "collectionViewCellContentView", "glkView", "sceneKitView", "mtkView", "arscnView",
    ]

    /// UIKit's intrinsic sizes of the controls Plumb draws as plain views (nil: none on that axis).
    /// UISwitch 51 × 31, UIActivityIndicatorView 20 × 20 (medium) or 37 × 37 (large), UIStepper
    /// 94 × 32, UIPageControl 26 high, UIProgressView 4 high (iOS 14 and later), a default
    /// UISegmentedControl 31 high, UISlider 30 high.
    static func intrinsicSize(of element: IBElement) -> Size? {
        let none = View.noIntrinsicMetric
        switch element.name {
        case "switch": return Size(width: 51, height: 31)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
            return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case "stepper": return Size(width: 94, height: 32)
        case "pageControl": return Size(width: none, height: 26)
        case "progressView": return Size(width: none, height: 4)
        case "segmentedControl": return Size(width: none, height: 31)
        case "slider": return Size(width: none, height: 30)
        default: return nil
        }
    }

    func makeView(_ element: IBElement) -> View {
        switch element.name {
        case "label": return label(element)
        case "button": return button(element)
        case "textField":
            let field = TextField(text: element["text"] ?? "", placeholder: element["placeholder"] ?? "",
                                  font: element.child("fontDescription").map(IBValues.font) ?? .system(size: 14))
            if let color = element.child("color", key: "textColor").flatMap(values.color) { field.textColor = color }
            return field
        case "imageView":
            let imageView = ImageView(image: (element["image"] ?? element.child("imageReference", key: "image")?["image"])
                .flatMap { values.imageSizes[$0] }.map { Image(placeholderOf: $0) })
            if let mode = element["contentMode"].flatMap(ContentMode.init(rawValue:)) { imageView.contentMode = mode }
            return imageView
        case "stackView": return stack(element)
        case "scrollView", "tableView", "collectionView", "textView": return ScrollView()
        default: return View()
        }
    }

    private func label(_ element: IBElement) -> Label {
        let attributed = IBValues.attributed(element.child("attributedString", key: "attributedText"))
        let label = Label(text: element["text"] ?? attributed?.text ?? "",
                          font: element.child("fontDescription").map(IBValues.font) ?? attributed?.font ?? .system())
        if let lines = element["numberOfLines"].flatMap(Int.init), lines >= 0 { label.numberOfLines = lines }
        if let color = element.child("color", key: "textColor").flatMap(values.color) { label.textColor = color }
        switch element["textAlignment"] {
        case "left": label.textAlignment = .left
        case "center": label.textAlignment = .center
        case "right": label.textAlignment = .right
        case "justified": label.textAlignment = .justified
        default: break
        }
        let modes: [String: LineBreakMode] = [
            "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
            "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
        ]
        if let mode = element["lineBreakMode"].flatMap({ modes[$0] }) { label.lineBreakMode = mode }
        return label
    }

    /// A button's title and font from its normal state or its iOS 15 configuration. A button
    /// with only an image is as big as the image.
    private func button(_ element: IBElement) -> Button {
        let normal = element.child("state", key: "normal")
        let configuration = element.child("buttonConfiguration", key: "configuration")
        let attributed = IBValues.attributed(normal?.child("attributedString", key: "attributedTitle"))
        let title = normal?["title"] ?? configuration?["title"] ?? attributed?.text ?? ""
        let font = element.child("fontDescription").map(IBValues.font) ?? attributed?.font
            ?? configuration?.child("fontDescription").map(IBValues.font) ?? .system(size: 15)
        let button = Button(title: title, font: font)
        if let color = normal?.child("color", key: "titleColor").flatMap(values.color) { button.titleColor = color }
        let imageName = normal?["image"] ?? configuration?["image"]
        if title.isEmpty, let size = imageName.flatMap({ values.imageSizes[$0] }) { button.intrinsicContentSizeOverride = size }
        return button
    }

    private func stack(_ element: IBElement) -> StackView {
        let stack = StackView()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        let distributions: [String: StackView.Distribution] = [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let distribution = element["distribution"].flatMap({ distributions[$0] }) { stack.distribution = distribution }
        let alignments: [String: StackView.Alignment] = [
            "leading": .leading, "trailing": .trailing, "center": .center, "top": .top, "bottom": .bottom,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let alignment = element["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
        if let spacing = IBValues.number(element, "spacing") { stack.spacing = spacing }
        stack.isBaselineRelativeArrangement = element["baselineRelativeArrangement"] == "YES"
        stack.isLayoutMarginsRelativeArrangement = element["layoutMarginsRelativeArrangement"] == "YES"
        return stack
    }

    /// What every view takes: colour, visibility, clipping, priorities, margins and IB's
    /// design-time intrinsic size.
    func configureCommon(_ view: View, _ element: IBElement, direction: LayoutDirection) {
        if let color = element.child("color", key: "backgroundColor").flatMap(values.color) { view.backgroundColor = color }
        if element["hidden"] == "YES" { view.isHidden = true }
        if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if let alpha = IBValues.number(element, "alpha") { view.alpha = min(max(alpha, 0), 1) }
        let priorities: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (key, axis, hugging) in priorities {
            guard let value = IBValues.number(element, key), (1...1000).contains(value) else { continue }
            if hugging { view.setContentHuggingPriority(LayoutPriority(Float(value)), for: axis) }
            else { view.setContentCompressionResistancePriority(LayoutPriority(Float(value)), for: axis) }
        }
        if let margins = IBValues.margins(of: element, direction: direction) { view.directionalLayoutMargins = margins }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if let size = Self.intrinsicSize(of: element) { view.intrinsicContentSizeOverride = size }
        // Interface Builder lays a view out with its placeholder intrinsic size ("Intrinsic Size:
        // Placeholder" in the size inspector), so the saved frames do too.
        let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
        if width != nil || height != nil {
            func metric(_ text: String?) -> Double {
                guard let text, text != "infinite", let value = Double(text), value.isFinite, value >= 0 else { return View.noIntrinsicMetric }
                return value
            }
            view.intrinsicContentSizeOverride = Size(width: metric(width), height: metric(height))
        }
    }
}
