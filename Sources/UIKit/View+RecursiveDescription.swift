import Foundation
import Plumb

extension View {
    /// The tree from this view down, one line a view, in the format of UIKit's debugging method
    /// `recursiveDescription` (what `po view.recursiveDescription()` prints in the debugger):
    ///
    ///     <UIView: 0x1000; frame = (0 0; 320 44); layer = <CALayer: 0x2000>>
    ///        | <UILabel: 0x1010; frame = (16 12; 42 20.5); text = 'Hello'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2010>>
    ///
    /// Frames are in the superview's coordinates, numbers as `%g` prints them. There are no
    /// object addresses on Linux to show, so the addresses are the view's place in the tree,
    /// depth first: `0x1000 + 0x10 × n` for the n-th view, `0x2000 + 0x10 × n` for its layer.
    /// The same tree always prints the same text. Plumb's own types print under UIKit's names
    /// (`Label` as `UILabel`); an app's classes print as `Module.ClassName`, as on iOS.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var index = 0
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + RecursiveDescription.describe(view, index: index))
            index += 1
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// The parts of one line of ``Plumb/View/recursiveDescription()``.
public enum RecursiveDescription {
    /// One view's line, without its indentation.
    static func describe(_ view: View, index: Int) -> String {
        let frame = view.rectFrame
        var fields = ["frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"]
        if let label = view as? Label { fields.append("text = '\(label.text)'") }
        if let label = view as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        // UIView is opaque by default; labels, images, buttons and stack views are not.
        let kind = uiKitKind(of: view)
        if kind != "UIView" { fields.append("opaque = NO") }
        if !view.autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizing(view.autoresizingMask))") }
        let interactive = (view as? UIView)?.isUserInteractionEnabled ?? !(kind == "UILabel" || kind == "UIImageView")
        if !interactive { fields.append("userInteractionEnabled = NO") }
        let layer = kind == "UILabel" ? "_UILabelLayer" : kind == "UIStackView" ? "CATransformLayer" : "CALayer"
        fields.append("layer = <\(layer): \(address(0x2000, index))>")
        return "<\(className(of: view)): \(address(0x1000, index)); \(fields.joined(separator: "; "))>"
    }

    /// The description with every `: 0x…` address taken out, as swift-snapshot-testing's
    /// `recursiveDescription` strategy takes them out on iOS (`<UIView; frame = …; layer = <CALayer>>`).
    public static func purgingAddresses(_ description: String) -> String {
        description.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    /// The class as UIKit's description names it: Plumb's types under UIKit's names, others as `Module.Name`.
    static func className(of view: View) -> String {
        // A private or local class's name has a run-time address in it ("(unknown context at
        // $55c7…)"): taken out, so the same tree prints the same text.
        let name = String(reflecting: type(of: view))
            .replacingOccurrences(of: "\\(unknown context at \\$[0-9a-f]+\\)\\.", with: "", options: .regularExpression)
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0] == "Plumb" || parts[0] == "UIKit" else { return name }
        return parts[1].hasPrefix("UI") ? parts[1] : "UI" + parts[1]
    }

    /// The nearest UIKit class the view is, for the fields UIKit prints per class.
    static func uiKitKind(of view: View) -> String {
        switch view {
        case is Label, is UILabel: "UILabel"
        case is ImageView, is UIImageView: "UIImageView"
        case is StackView, is UIStackView: "UIStackView"
        case is Button, is UIButton: "UIButton"
        default: "UIView"
        }
    }

    /// UIKit's short names for the autoresizing flags, in bit order, joined by `+` (`W+H`).
    static func autoresizing(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                   (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// A number as `%g` prints it (six significant digits), with no negative zero.
    static func number(_ value: Double) -> String {
        String(format: "%g", value == 0 ? 0 : value)
    }

    private static func address(_ base: Int, _ index: Int) -> String {
        "0x" + String(base + 0x10 * index, radix: 16)
    }
}
