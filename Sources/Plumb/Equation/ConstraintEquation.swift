/// A parsed constraint equation, such as `send.leading == field.trailing + 8 @high`.
///
/// The forms are `item.attr REL [m *] item.attr [± c] [@ priority]` and
/// `item.attr REL c [@ priority]`, where `item` may name one of its system guides,
/// `item.guide.attr` (`root.safeAreaLayoutGuide.top`, `card.safeArea.top`):
/// - `REL` is `==`, `<=` or `>=`;
/// - the multiplier may instead follow the attribute, `item.attr * m` or `item.attr / m`
///   (multiplier 1/m);
/// - `priority` is a number in 1...1000, or `required` (1000), `high` (750), `low` (250) or
///   `fittingSize` (50).
///
/// Item names start with a letter or `_` and continue with letters, digits, `_` and `-` (a `-`
/// only when a letter, digit or `_` follows, so `b.trailing -8` ends in the constant -8).
/// Whitespace may separate any two tokens. Parsing checks only the text; names are looked up
/// by ``LayoutConstraint/constraint(withEquation:items:file:line:)``.
public struct ConstraintEquation: Hashable, Sendable {
    /// One side's `item.attribute`, with where each part was written.
    public struct Operand: Hashable, Sendable {
        /// The item's name as written, e.g. `saturn`, `superview` or `root`.
        public var item: String
        /// The attribute after the `.`.
        public var attribute: LayoutAttribute
        /// The `Character` offset of the item name in the text.
        public var itemOffset: Int
        /// The `Character` offset of the attribute name in the text.
        public var attributeOffset: Int
        /// The name of one of the item's system guides between the item and the attribute, as in
        /// `root.safeAreaLayoutGuide.top` (see ``EquationGuideName``); nil for the item itself.
        public var guide: String?
        /// The `Character` offset of the guide name in the text; nil when there is none.
        public var guideOffset: Int?

        /// Creates an operand.
        public init(item: String, attribute: LayoutAttribute, itemOffset: Int = 0, attributeOffset: Int = 0,
                    guide: String? = nil, guideOffset: Int? = nil) {
            self.item = item
            self.attribute = attribute
            self.itemOffset = itemOffset
            self.attributeOffset = attributeOffset
            self.guide = guide
            self.guideOffset = guideOffset
        }
    }

    /// The left side.
    public var first: Operand
    /// How the sides compare.
    public var relation: LayoutRelation
    /// The item on the right side; nil when the right side is a constant.
    public var second: Operand?
    /// The factor applied to the second attribute; 1 when not written.
    public var multiplier: Double
    /// The constant; 0 when not written.
    public var constant: Double
    /// The priority after `@`; nil when there is no `@`.
    public var priority: LayoutPriority?
    /// The `Character` offset of the priority token (after the `@`); nil when there is no `@`.
    public var priorityOffset: Int?

    /// Creates an equation from its parts.
    public init(first: Operand, relation: LayoutRelation, second: Operand? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: LayoutPriority? = nil, priorityOffset: Int? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.priorityOffset = priorityOffset
    }

    /// Parses an equation.
    ///
    /// - Throws: ``EquationError`` naming the first character that breaks the grammar: a missing
    ///   item, `.`, attribute, relation or number; an unknown attribute or priority name (with a
    ///   suggestion when one is close); a number too large to be finite; division by zero; a
    ///   second multiplier; a priority outside 1...1000; or text after the end.
    public static func parse(_ text: String) throws(EquationError) -> ConstraintEquation {
        try EquationParser.parse(text)
    }
}
