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

    /// Creates a problem, of its kind's severity unless one is given.
    public init(kind: Kind, subject: String, other: String? = nil, severity: Severity? = nil) {
        self.kind = kind
        self.subject = subject
        self.other = other
        self.severity = severity ?? Self.defaultSeverity(of: kind)
    }

    /// Errors: a conflict (UIKit breaks a constraint, so the layout is not the one written), an
    /// ambiguous view (its place is arbitrary), clipped text (no one can read it). Warnings:
    /// truncated text (UIKit's labels end it with an ellipsis by design, so it may be meant), text
    /// under the status bar or the home indicator (readable, but Apple's Human Interface
    /// Guidelines keep content inside the safe area), and an overlap (it may be meant, as a badge is).
    public static func defaultSeverity(of kind: Kind) -> Severity {
        switch kind {
        case .conflict, .ambiguous, .clipped: return .error
        case .truncated, .pastSafeArea, .overlaps: return .warning
        }
    }

    /// `title truncated`, `a overlaps b`, `title runs past the safe area`, …
    public var description: String {
        switch kind {
        case .conflict: return "conflict: \(subject) broken"
        case .ambiguous: return "\(subject) ambiguous"
        case .truncated: return "\(subject) truncated"
        case .clipped: return "\(subject) clipped"
        case .overlaps: return "\(subject) overlaps \(other ?? "?")"
        case .pastSafeArea: return "\(subject) runs past the safe area"
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
