import PlumbSolver

/// A constraint the engine makes for an item, rather than one the user activated.
final class GeneratedConstraint {
    /// Why it exists.
    let kind: GeneratedKind
    /// The item it belongs to.
    unowned let item: LayoutItem
    /// The solver constraint.
    let constraint: Constraint
    /// What logs say about it; turned into text only when a log needs it.
    let detail: Detail

    /// The parts of a generated constraint's description.
    enum Detail {
        /// `item.attribute REL value`, optionally followed by ` hug:250` or ` compression:750`.
        case bound(StaticString, StaticString, Double, note: StaticString = "", LayoutPriority? = nil)
        /// `guide.attribute == view.attribute ± offset`: a system guide following its view.
        case attachment(StaticString, offset: Double)
        /// Ready-made text (autoresizing constraints).
        case text(String)
    }

    init(kind: GeneratedKind, item: LayoutItem, constraint: Constraint, detail: Detail) {
        self.kind = kind
        self.item = item
        self.constraint = constraint
        self.detail = detail
    }

    /// How logs show it, e.g. `box.width <= 80 hug:250` or `h=--& v=--& button.midX == + 50`.
    var text: String {
        switch detail {
        case let .bound(attribute, relation, value, note, priority):
            let suffix = priority.map { " \(note)\($0)" } ?? ""
            return "\(item.debugName).\(attribute) \(relation) \(formatPoints(value))" + suffix
        case let .attachment(attribute, offset):
            let owner = (item as? LayoutGuide)?.owningView?.debugName ?? "?"
            let sign = offset < 0 ? " - \(formatPoints(-offset))" : offset > 0 ? " + \(formatPoints(offset))" : ""
            return "\(item.debugName).\(attribute) == \(owner).\(attribute)" + sign
        case let .text(text):
            return text
        }
    }

    /// Same variables, coefficients, relation and strength: only the constant may differ.
    func hasSameShape(as other: Constraint) -> Bool {
        Self.sameShape(constraint, other)
    }

    static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength,
              a.expression.terms.count == b.expression.terms.count else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable.id == $1.variable.id && $0.coefficient == $1.coefficient
        }
    }
}

/// The families of generated constraints; each item has at most one list per family.
enum GeneratedKind: Hashable {
    /// The class name logs show for it, after UIKit's (`NSAutoresizingMaskLayoutConstraint`…).
    var className: String {
        switch self {
        case .nonNegativeSize: return "SizeConstraint"
        case .hostOrigin, .hostSize: return "HostSizeConstraint"
        case .autoresizing: return "AutoresizingMaskLayoutConstraint"
        case .contentSize: return "ContentSizeLayoutConstraint"
        case .guideAttachment: return "LayoutGuideConstraint"
        }
    }

    /// width ≥ 0 and height ≥ 0, for every item.
    case nonNegativeSize
    /// The engine host's origin is the origin of root coordinates.
    case hostOrigin
    /// The engine host's size, from its frame or a fitting request.
    case hostSize
    /// Frame plus autoresizing mask (UIKit's `NSAutoresizingMaskLayoutConstraint`).
    case autoresizing
    /// Intrinsic content size with hugging and compression resistance (`NSContentSizeLayoutConstraint`).
    case contentSize
    /// A system guide (margins, safe area, scroll content or frame) attached to its view.
    case guideAttachment
}
