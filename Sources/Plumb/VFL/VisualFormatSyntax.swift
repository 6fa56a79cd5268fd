/// The syntax tree of one visual format string, before names are looked up.
///
/// Every node keeps the `Character` offset where it starts in the format, so that the builder
/// can point at the right character when a name is unknown or a value is out of range.
struct VisualFormatSyntax: Equatable {
    /// `H:` (the default) or `V:`.
    var orientation: LayoutAxis
    /// The `|` at the start and the connection from it to the first view.
    var leadingEdge: EdgeSyntax?
    /// The views, in the order they appear (at least one).
    var views: [ViewSyntax]
    /// The connections between consecutive views; one fewer than ``views``.
    var connections: [ConnectionSyntax]
    /// The connection from the last view to the `|` at the end, and that `|`.
    var trailingEdge: EdgeSyntax?
}

/// A superview edge `|` and its connection to the adjacent view.
struct EdgeSyntax: Equatable {
    /// Offset of the `|`.
    var offset: Int
    /// The connection between the `|` and the view next to it.
    var connection: ConnectionSyntax
}

/// `[name]` or `[name(predicates)]`.
struct ViewSyntax: Equatable {
    /// The key in the views dictionary.
    var name: String
    /// Offset of the name's first character.
    var offset: Int
    /// Predicates on the view's size (width in `H:`, height in `V:`).
    var predicates: [PredicateSyntax] = []
}

/// The space between two views, or between a view and the superview edge.
struct ConnectionSyntax: Equatable {
    enum Kind: Equatable {
        /// No `-` at all: `[a][b]`, `|[a]`. The edges touch.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-10-`, `-metric-` or `-(predicates)-`.
        case predicates([PredicateSyntax])
    }
    var kind: Kind
    /// Offset of the first `-`, or of the next token for a flush connection.
    var offset: Int
}

/// `(==|<=|>=)? object (@priority)?`.
struct PredicateSyntax: Equatable {
    /// The relation; `==` when none is written.
    var relation: LayoutRelation = .equal
    /// A number, or a name looked up in the metrics (then views) dictionary.
    var object: OperandSyntax
    /// The priority, when written; required otherwise.
    var priority: OperandSyntax?
}

/// A number or a name, where it was written.
struct OperandSyntax: Equatable {
    enum Value: Equatable {
        case number(Double)
        case name(String)
    }
    var value: Value
    /// Offset of the operand's first character (its sign, for a signed number).
    var offset: Int
}
