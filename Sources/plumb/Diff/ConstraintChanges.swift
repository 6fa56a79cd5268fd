import Plumb
import PlumbScene

/// One constraint of a scene file as `plumb diff` compares it: the key that matches it with
/// its counterpart in the other file, and its equation in words.
struct ComparedConstraint: Equatable {
    /// `id:IDENTIFIER#N` for a constraint with an identifier (the N-th with it, as one entry
    /// such as `title.edges == root.edges` makes several), else its items, attributes and
    /// relation without the numbers (`title.leading == root.leading#N`), so that a new
    /// constant, multiplier or priority is a change and not a removal and an addition.
    let key: String
    /// The equation with its numbers and priority, items named by their keys:
    /// `title.leading == root.leading + 16`, `title.width == 100 @750`.
    let equation: String
    /// The constraint's identifier, if it has one.
    let identifier: String?

    /// `blueTop: blue.top == green.bottom + 266`, or the equation alone without an identifier.
    var text: String { identifier.map { "\($0): \(equation)" } ?? equation }

    /// The file's active constraints, each with its key, in file order.
    static func all(of loaded: LoadedScene) -> [ComparedConstraint] {
        var counts: [String: Int] = [:]
        return loaded.constraints.filter(\.isActive).map { entry in
            let constraint = entry.constraint
            var equation = constraint.equationDescription
            if let identifier = constraint.identifier, equation.hasPrefix("'\(identifier)' ") {
                equation.removeFirst(identifier.count + 3)
            }
            let second = constraint.secondItem.map { "\($0.debugName).\(constraint.secondAttribute)" } ?? ""
            let shape = constraint.identifier.map { "id:\($0)" }
                ?? "\(constraint.firstItem.debugName).\(constraint.firstAttribute) \(constraint.relation.symbol) \(second)"
            let occurrence = counts[shape, default: 0]
            counts[shape] = occurrence + 1
            return ComparedConstraint(key: "\(shape)#\(occurrence)", equation: equation, identifier: constraint.identifier)
        }
    }
}

/// The constraints added, removed and changed between two scene files.
struct ConstraintChanges {
    /// Only in the new file, in its order.
    let added: [ComparedConstraint]
    /// Only in the old file, in its order.
    let removed: [ComparedConstraint]
    /// In both, with a different equation or priority, in the old file's order.
    let changed: [(old: ComparedConstraint, new: ComparedConstraint)]

    init(old: [ComparedConstraint], new: [ComparedConstraint]) {
        let newByKey = Dictionary(new.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(\.key))
        added = new.filter { !oldKeys.contains($0.key) }
        removed = old.filter { newByKey[$0.key] == nil }
        changed = old.compactMap { constraint in
            guard let counterpart = newByKey[constraint.key], counterpart.equation != constraint.equation else { return nil }
            return (constraint, counterpart)
        }
    }

    /// True when no constraint differs.
    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// `title.leading == root.leading + 16 → + 20`: the old constraint, an arrow and ``tail(_:_:)``.
    static func words(_ old: ComparedConstraint, _ new: ComparedConstraint) -> String {
        "\(old.text) → \(tail(old, new))"
    }

    /// What a change makes of a constraint: the new equation from its first word that differs
    /// (a sign before a number kept with it: `+ 20`, `@250`); the whole new equation when its
    /// first item or relation changed, or when it only lost a term.
    static func tail(_ old: ComparedConstraint, _ new: ComparedConstraint) -> String {
        let before = old.equation.split(separator: " "), after = new.equation.split(separator: " ")
        var first = zip(before, after).prefix { $0 == $1 }.count
        if first > 0, first < after.count, ["+", "-"].contains(after[first - 1]) { first -= 1 }
        return first >= 2 && first < after.count ? after[first...].joined(separator: " ") : new.equation
    }
}
