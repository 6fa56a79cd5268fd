import Plumb

/// A constraint: Plumb's `LayoutConstraint`, with UIKit's `isActive`, `priority`,
/// `identifier`, `constant`, `multiplier`, `firstItem`/`secondItem`, `activate`/`deactivate`.
public typealias NSLayoutConstraint = LayoutConstraint

extension LayoutConstraint {
    /// The attributes a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute
    /// `<=`, `==` or `>=` (UIKit's `NSLayoutConstraint.Relation`).
    public typealias Relation = LayoutRelation
    /// Horizontal or vertical (UIKit's `NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutAxis
    /// Alignment options of the visual format (UIKit's `NSLayoutConstraint.FormatOptions`).
    public typealias FormatOptions = Plumb.FormatOptions

    /// UIKit's item/attribute initializer: `item.attribute relation toItem.attribute × multiplier + constant`.
    ///
    /// UIKit raises an exception for a combination that makes no sense (a location equal to a
    /// constant, a leading edge against a left edge); here the constraint is made, and
    /// activating it logs that problem as an error and leaves it out of layout.
    public convenience init(item view1: LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: LayoutItem?, attribute attr2: Attribute,
                            multiplier: Double, constant: Double) {
        self.init(view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: constant, source: nil)
    }
}
