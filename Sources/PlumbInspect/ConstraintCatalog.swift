import Plumb

/// The tree's active constraints in activation order, numbered as logs number them, with an
/// index for each and the lists of constraints that name each view and guide.
struct ConstraintCatalog {
    /// The constraints, in activation order.
    let constraints: [LayoutConstraint]
    /// UIKit's description of each.
    let descriptions: [String]
    private let indexByConstraint: [ObjectIdentifier: Int]
    private let naming: [ObjectIdentifier: [Int]]

    init(root: View) {
        let installed = root.subtreeViews.flatMap(\.constraints)
        let described = LayoutConstraint.descriptions(of: installed)
        // Descriptions start `<LayoutConstraint:cN`: N is the activation order.
        let order = zip(installed, described).map { ($0, $1, Self.number(in: $1) ?? Int.max) }
            .enumerated().sorted { ($0.element.2, $0.offset) < ($1.element.2, $1.offset) }.map(\.element)
        constraints = order.map(\.0)
        descriptions = order.map(\.1)
        var indexes: [ObjectIdentifier: Int] = [:]
        var naming: [ObjectIdentifier: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            indexes[ObjectIdentifier(constraint)] = index
            naming[ObjectIdentifier(constraint.firstItem), default: []].append(index)
            if let second = constraint.secondItem, second !== constraint.firstItem {
                naming[ObjectIdentifier(second), default: []].append(index)
            }
        }
        indexByConstraint = indexes
        self.naming = naming
    }

    /// `cN`'s N from a description.
    private static func number(in description: String) -> Int? {
        Int(name(in: description).dropFirst())
    }

    /// The constraint's name in a description: `c7`, or `c?` for an inactive one.
    static func name(in description: String) -> String {
        let prefix = "<LayoutConstraint:"
        guard description.hasPrefix(prefix) else { return "c?" }
        return String(description.dropFirst(prefix.count).prefix { $0 != " " && $0 != ">" })
    }

    /// A description without its `cN`, to match a log's text taken when the numbering may have differed.
    static func unnumbered(_ description: String) -> String {
        guard description.hasPrefix("<LayoutConstraint:") else { return description }
        return String(description.drop { $0 != " " && $0 != ">" })
    }

    /// The constraint's index.
    func index(of constraint: LayoutConstraint) -> Int? { indexByConstraint[ObjectIdentifier(constraint)] }

    /// The indexes of the constraints that name an item, as first or second item.
    func naming(_ item: LayoutItem) -> [Int] { naming[ObjectIdentifier(item)] ?? [] }
}
