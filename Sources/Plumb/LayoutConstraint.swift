import PlumbSolver

/// A linear relation between two attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Only ``constant``, ``priority`` and ``identifier`` change after creation; both changes reach
/// the engine incrementally.
public final class LayoutConstraint: CustomStringConvertible, EngineSlotted {
    /// The item on the left side.
    ///
    /// Constraints don't keep their items alive (a view's constraints would otherwise keep the
    /// view itself alive): don't use a constraint after its views are gone.
    public unowned let firstItem: LayoutItem
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right side; nil when the first attribute equals a constant.
    public unowned let secondItem: LayoutItem?
    /// The attribute of the second item; `notAnAttribute` for a constant.
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double
    /// A name shown in logs (UIKit shows it quoted after the address).
    public var identifier: String?
    /// Where the constraint was made, when known.
    public var source: SourceLocation?
    /// What the constraint came from, when Plumb made it (VFL text, a scene line, a stack view).
    public var origin: String?
    /// True for a visual format's standard spacing (`-`), shown as `NSSpace(8)` in logs.
    var usesStandardSpacing = false

    /// The constant; changing it updates the engine in place.
    public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            if let problem = LayoutNumbers.valueProblem(constant, what: "constant of \(self)") {
                LayoutLog.error(problem)
                constant = oldValue
                return
            }
            engine?.constantDidChange(self)
            container?.setNeedsLayout()
        }
    }

    /// The priority, 1...1000; changing it updates the engine.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.isValid else {
                LayoutLog.error(.invalidPriority(constraint: description, value: priority.rawValue))
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
            container?.setNeedsLayout()
        }
    }

    /// Why the constraint can't be activated, found when it was made.
    let problem: LayoutError?
    /// The view the constraint is installed on while active (UIKit's nearest common ancestor).
    /// Not retained; the view clears it when it goes away (see ``View/superview``).
    unowned(unsafe) var container: View?

    /// The view the constraint is installed on while active: its items' nearest common
    /// ancestor, whose coordinates a position constraint with a multiplier is read in.
    public var installedView: View? { container }
    /// The constraint's slot among its container's installed constraints, or -1.
    var slotInContainer = -1
    /// The engine the constraint is in while active.
    var engine: LayoutEngine? { container?.rootView.existingEngine }
    /// Order of activation, for the deterministic choice of which constraint to break.
    var activationOrder = 0
    /// The constraint's slot in its tree's engine (see ``EngineSlots``); -1 while it has none.
    var engineSlot = -1

    /// UIKit's item/attribute initializer. Invalid combinations throw instead of crashing.
    @_disfavoredOverload public convenience init(item view1: LayoutItem, attribute attr1: LayoutAttribute,
                            relatedBy relation: LayoutRelation,
                            toItem view2: LayoutItem?, attribute attr2: LayoutAttribute,
                            multiplier: Double = 1, constant: Double = 0,
                            file: String = #fileID, line: Int = #line) throws(LayoutError) {
        self.init(view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: constant,
                  source: SourceLocation(file: file, line: line))
        if let problem { throw problem }
    }

    /// Makes a constraint and records, without throwing, why it would be invalid.
    package init(_ view1: LayoutItem, _ attr1: LayoutAttribute, _ relation: LayoutRelation,
         _ view2: LayoutItem?, _ attr2: LayoutAttribute,
         multiplier: Double, constant: Double, source: SourceLocation?) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
        self.source = source
        problem = ConstraintValidation.problem(view1, attr1, view2, attr2, multiplier: multiplier, constant: constant)
    }

    /// Anchor-to-anchor.
    convenience init(anchor: some LayoutAnchor, relation: LayoutRelation, to other: some LayoutAnchor,
                     multiplier: Double, constant: Double, source: SourceLocation?) {
        self.init(anchor.item, anchor.attribute, relation, other.item, other.attribute,
                  multiplier: multiplier, constant: constant, source: source)
    }

    /// Dimension-to-constant.
    convenience init(anchor: DimensionAnchor, relation: LayoutRelation, constant: Double, source: SourceLocation?) {
        self.init(anchor.item, anchor.attribute, relation, nil, .notAnAttribute,
                  multiplier: 1, constant: constant, source: source)
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { ConstraintActivation.activate([self], source: nil) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// True while the constraint is active but broken to recover from a conflict: it stays
    /// installed and listed, but has no effect.
    public var isBroken: Bool { engine?.isBroken(self) == true }

    /// True while this active constraint belongs to a set of required constraints that could
    /// not all hold, and one of that set is still broken (Interface Builder draws these red).
    public var isConflicting: Bool {
        guard let engine, engine.conflictMembers.contains(ObjectIdentifier(self)) else { return false }
        return !engine.brokenConstraints.isEmpty
    }

    /// Returns the constraint with a new priority (for chaining).
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Returns the constraint with a new identifier (for chaining).
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Activates every constraint in one engine batch (one solve).
    public static func activate(_ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line) {
        ConstraintActivation.activate(constraints, source: SourceLocation(file: file, line: line))
    }

    /// Deactivates every constraint in one engine batch.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        ConstraintActivation.deactivate(constraints)
    }

    /// UIKit's description, with stable short ids: `<LayoutConstraint:c7 'labelToTop'
    /// V:|-(100)-[label]   (Names: '|':root )>` (see ``equationDescription`` for the plain form).
    public var description: String { ConstraintDescription(constraint: self, ids: nil).text }

    /// The equation form: `'id' a.width == 0.5*b.width + 20 @750`.
    public var equationDescription: String { ConstraintFormatting.equation(self) }
}
