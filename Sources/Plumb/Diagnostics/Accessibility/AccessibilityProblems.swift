/// The accessibility checks of a laid-out tree, as problems of the same list the variant checks
/// give (``VariantProblem``): controls smaller than Apple's minimum touch target, text whose
/// contrast is under WCAG AA against what is drawn behind it, and controls VoiceOver has no
/// label for. (Text cut at the accessibility text sizes is ``Scene/accessibilityProblems()``'s.)
public enum AccessibilityProblems {
    /// Apple's minimum touch target, 44 × 44 points: the Human Interface Guidelines (Accessibility,
    /// "Buttons and controls") give controls a hit region of at least 44×44 pt on iOS and iPadOS,
    /// https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls
    public static let minimumTouchTarget = 44.0

    /// The problems of the tree of `root`, already laid out, in the tree's order. `canvas` is
    /// what is drawn behind the root (a scene's ``Scene/background``), resolved for the root's
    /// appearance.
    public static func find(in root: View, canvas: Color = .systemBackground) -> [VariantProblem] {
        var problems: [VariantProblem] = []
        for view in root.subtreeViews where view !== root && VariantProblems.isShown(view) {
            guard let facts = view.accessibilityAuditFacts else { continue }
            let name = VariantProblems.name(of: view)
            if let control = facts.control {
                let size = view.frame.size
                if size.width < minimumTouchTarget - 0.001 || size.height < minimumTouchTarget - 0.001 {
                    problems.append(VariantProblem(kind: .smallTouchTarget, subject: name,
                                                   detail: "\(formatPoints(size.width)) × \(formatPoints(size.height)) pt, under 44 × 44 pt"))
                }
                if (facts.label ?? "").allSatisfy(\.isWhitespace) {
                    problems.append(VariantProblem(kind: .unlabeled, subject: name, detail: "a \(control)"))
                }
            }
            if let text = facts.text {
                let style = view.traitCollection.userInterfaceStyle
                var behind = background(of: view, canvas: canvas.resolved(for: style))
                if let fill = text.fill?.resolved(for: style) { behind = ContrastRatio.composite(fill, over: behind) }
                let ratio = ContrastRatio.ratio(ContrastRatio.composite(text.color.resolved(for: style), over: behind), behind)
                let required = ContrastRatio.requiredMinimum(for: text.font)
                // WCAG compares the exact ratio (2.995 is under 3); the message then rounds
                // down where rounding would reach the minimum, so it never says 3.00 is under 3.
                if ratio < required {
                    problems.append(VariantProblem(kind: .lowContrast, subject: name,
                                                   detail: "\(twoDecimals(ratio, below: required)):1, under WCAG AA's \(formatPoints(required)):1 for \(ContrastRatio.isLargeText(text.font) ? "large" : "normal") text, \(formatPoints(text.font.size)) pt\(text.font.isBold ? " bold" : "")"))
                }
            }
        }
        return problems
    }

    /// The opaque colour behind a view's text: the backgrounds of the view and its superviews,
    /// from the view up to the first opaque one (or the canvas), composited bottom up.
    public static func background(of view: View, canvas: Color) -> Color {
        let style = view.traitCollection.userInterfaceStyle
        var layers: [Color] = []
        var current: View? = view
        while let v = current {
            if let color = v.backgroundColor?.resolved(for: style), color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = v.superview
        }
        var result = layers.last.map { $0.alpha >= 1 ? $0 : ContrastRatio.composite($0, over: canvas) } ?? canvas
        for layer in layers.dropLast().reversed() { result = ContrastRatio.composite(layer, over: result) }
        return result
    }

    /// `2.85`: two decimals, rounded to the nearest, or down when that would reach `limit`.
    static func twoDecimals(_ value: Double, below limit: Double) -> String {
        let nearest = (value * 100).rounded()
        let hundredths = Int(nearest / 100 >= limit ? (value * 100).rounded(.down) : nearest)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
