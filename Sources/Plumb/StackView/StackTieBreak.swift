/// A tie under a stack's fill distribution, broken by raising one view's hugging or
/// compression priority a hair above the tie, in its own content-size constraint.
struct StackTieBreak {
    /// Which content priority on which axis.
    struct Key: Hashable {
        enum Kind: Hashable { case hugging, compression }
        let axis: LayoutAxis
        let kind: Kind
        init(_ axis: LayoutAxis, _ kind: Kind) { self.axis = axis; self.kind = kind }
    }

    /// The view whose priority is raised.
    let view: View
    let key: Key
    /// The raised priority.
    let priority: LayoutPriority
}
