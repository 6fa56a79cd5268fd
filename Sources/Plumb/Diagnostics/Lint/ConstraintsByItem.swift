/// The constraints that name each item (as first or second item), in their original order:
/// built once, so rules that look at every view's constraints stay linear in the scene's size
/// instead of scanning every constraint for every view.
struct ConstraintsByItem {
    private var lists: [ObjectIdentifier: [LayoutConstraint]] = [:]

    /// Indexes `constraints`.
    init(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            lists[ObjectIdentifier(constraint.firstItem), default: []].append(constraint)
            if let second = constraint.secondItem, second !== constraint.firstItem {
                lists[ObjectIdentifier(second), default: []].append(constraint)
            }
        }
    }

    /// The constraints that name `item`, in the order they were given.
    subscript(_ item: LayoutItem) -> [LayoutConstraint] { lists[ObjectIdentifier(item)] ?? [] }
}
