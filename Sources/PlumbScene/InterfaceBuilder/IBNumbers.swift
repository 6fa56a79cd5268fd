import Plumb

/// The numbers of an Interface Builder document, checked before anything is built from them:
/// a frame, constant, priority, font size or colour component that is not a number, not finite
/// or outside what a layout can mean (`LayoutNumbers`) is an error at its attribute, as the same
/// number is in a scene file, instead of a view quietly placed at 0.
enum IBNumbers {
    /// Attributes IB writes as plain numbers (on `<rect>`, `<size>`, `<constraint>`,
    /// `<fontDescription>`, `<color>`, `<inset>`s and views' priorities).
    static let plain: Set<String> = [
        "x", "y", "width", "height", "constant", "priority", "pointSize", "alpha", "red", "green", "blue", "white",
        "spacing", "top", "bottom", "left", "right", "leading", "trailing", "minimumFontSize", "minimumScaleFactor",
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    /// The first bad number in `document`, as an error at its attribute; nil when all are good.
    static func firstProblem(in document: IBElement, source: SourceText) -> SceneError? {
        for element in [document] + document.descendants() {
            // A runtime attribute's value is the app's own (any type), not IB's.
            guard element.name != "userDefinedRuntimeAttribute" else { continue }
            for attribute in element.attributes {
                let message: String?
                if plain.contains(attribute.name) {
                    message = valueProblem(attribute.value, element: element.name)
                } else if attribute.name == "multiplier" {
                    message = multiplierProblem(attribute.value)
                } else {
                    message = nil
                }
                if let message {
                    return source.error(line: attribute.line, scalarColumn: attribute.column, "'\(attribute.name)=\"\(attribute.value)\"': \(message)")
                }
            }
        }
        return nil
    }

    /// Why a plain number is refused, or nil. `infinite` is IB's word for a size with no
    /// intrinsic metric (`<size key="intrinsicContentSize" width="infinite">`).
    private static func valueProblem(_ text: String, element: String) -> String? {
        if text == "infinite", element == "size" { return nil }
        guard let value = Double(text) else { return "'\(text)' is not a number" }
        guard value.isFinite else { return LayoutNumbers.notFiniteMessage(text) }
        guard LayoutNumbers.isValidValue(value) else { return LayoutNumbers.outOfRangeMessage(text) }
        return nil
    }

    /// Why a multiplier (`0.5`, or a ratio `16:9` or `2/3`) is refused, or nil.
    private static func multiplierProblem(_ text: String) -> String? {
        guard let value = IBSceneBuilder.ratio(text) else { return "'\(text)' is not a number or a ratio like 16:9 or 2/3" }
        guard value.isFinite else { return LayoutNumbers.notFiniteMessage(text) }
        guard LayoutNumbers.isValidMultiplier(value) else { return LayoutNumbers.multiplierOutOfRangeMessage(text) }
        return nil
    }
}
