/// One thing wrong with a variant of a scene: what, which view, and how bad.
public struct VariantProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, in the order problems of one severity are listed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Required constraints that could not all hold.
        case conflict
        /// A view or guide whose position or size is not settled.
        case ambiguous
        /// A text view reaching out of the screen (or out of a clipping superview), where no
        /// scrolling brings it into sight.
        case clipped
        /// Text that doesn't fit its label or button: cut short or cut off.
        case truncated
        /// Text reaching into the unsafe area (under a notch, a status bar, a home indicator),
        /// where no scrolling brings it out.
        case pastSafeArea
        /// Two siblings overlapping that don't overlap in the matrix's first variant.
        case overlaps
        /// A control VoiceOver has no label for (accessibility checks).
        case unlabeled
        /// Text under WCAG AA's contrast against what is drawn behind it (accessibility checks).
        case lowContrast
        /// A control smaller than Apple's 44 × 44 pt touch target (accessibility checks).
        case smallTouchTarget
    }

    /// How bad a problem is; tables and captions list errors first.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The screen is wrong: the layout isn't the one written, or text can't be read at all.
        case error
        /// Worth a look: the screen works, but may not be what was meant.
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// What.
    public var kind: Kind
    /// The view (or the broken constraint, for a conflict).
    public var subject: String
    /// The other view, for an overlap.
    public var other: String?
    /// How bad: see ``defaultSeverity(of:)``; a truncation is an error for a heading or a button title.
    public var severity: Severity
    /// The numbers behind it, said after the problem (`30 × 20 pt, under 44 × 44 pt`, `at
    /// AX2`); nil for none.
    public var detail: String?

    /// Creates a problem, of its kind's severity unless one is given.
    public init(kind: Kind, subject: String, other: String? = nil, severity: Severity? = nil, detail: String? = nil) {
        self.kind = kind
        self.subject = subject
        self.other = other
        self.severity = severity ?? Self.defaultSeverity(of: kind)
        self.detail = detail
    }

    /// Errors: a conflict (UIKit breaks a constraint, so the layout is not the one written), an
    /// ambiguous view (its place is arbitrary), clipped text (no one can read it). Warnings:
    /// truncated text (UIKit's labels end it with an ellipsis by design, so it may be meant), text
    /// under the status bar or the home indicator (readable, but Apple's Human Interface
    /// Guidelines keep content inside the safe area), and an overlap (it may be meant, as a badge is).
    /// Of the accessibility checks, a control without a label (VoiceOver can't say what it does)
    /// and text under WCAG AA's contrast (many can't read it) are errors; a small touch target
    /// (hard to hit, not impossible) is a warning.
    public static func defaultSeverity(of kind: Kind) -> Severity {
        switch kind {
        case .conflict, .ambiguous, .clipped, .unlabeled, .lowContrast: return .error
        case .truncated, .pastSafeArea, .overlaps, .smallTouchTarget: return .warning
        }
    }

    /// `title truncated`, `a overlaps b`, `title runs past the safe area`, `ok touch target too
    /// small (30 × 20 pt, under 44 × 44 pt)`, …: the problem, then its ``detail``.
    public var description: String {
        guard let detail else { return summary }
        return kind == .truncated ? "\(summary) \(detail)" : "\(summary) (\(detail))"
    }

    private var summary: String {
        switch kind {
        case .conflict: return "conflict: \(subject) broken"
        case .ambiguous: return "\(subject) ambiguous"
        case .truncated: return "\(subject) truncated"
        case .clipped: return "\(subject) clipped"
        case .overlaps: return "\(subject) overlaps \(other ?? "?")"
        case .pastSafeArea: return "\(subject) runs past the safe area"
        case .unlabeled: return "\(subject) has no accessibility label"
        case .lowContrast: return "\(subject) contrast too low"
        case .smallTouchTarget: return "\(subject) touch target too small"
        }
    }

    /// True when `self` is listed before `other`: errors before warnings, then by kind in the
    /// order of ``Kind`` (a conflict first, an overlap last).
    public func isWorse(than other: VariantProblem) -> Bool {
        if severity != other.severity { return severity < other.severity }
        return Self.rank(of: kind) < Self.rank(of: other.kind)
    }

    private static func rank(of kind: Kind) -> Int { Kind.allCases.firstIndex(of: kind) ?? 0 }
}

extension Array where Element == VariantProblem {
    /// The problems, worst first; problems as bad as each other keep their order.
    public var worstFirst: [VariantProblem] {
        enumerated().sorted { a, b in
            a.element.isWorse(than: b.element) || (!b.element.isWorse(than: a.element) && a.offset < b.offset)
        }.map(\.element)
    }
}
