import PlumbSolver

/// What an ambiguous view or guide needs constraints for, in Interface Builder's words
/// ("Need constraints for: X position or width").
///
/// On each axis, from which of the item's position and size can move: the position only
/// (`X position`), the size only (`width`), both but only together, so a constraint on either
/// would do (`X position or width`: a view pinned by its trailing edge alone), or both
/// independently (`X position` and `width`).
public enum MissingConstraint: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The horizontal position.
    case xPosition = "X position"
    /// The width.
    case width
    /// The horizontal position or the width: either would do.
    case xPositionOrWidth = "X position or width"
    /// The vertical position.
    case yPosition = "Y position"
    /// The height.
    case height
    /// The vertical position or the height: either would do.
    case yPositionOrHeight = "Y position or height"

    /// Interface Builder's words.
    public var description: String { rawValue }

    /// `needs constraints for: X position or width, Y position`.
    public static func hint(_ missing: [MissingConstraint]) -> String {
        "needs constraints for: " + missing.map(\.rawValue).joined(separator: ", ")
    }
}

extension LayoutEngine {
    /// What `item` needs constraints for, given its ambiguous variables.
    func missingConstraints(of item: LayoutItem, ambiguous: [AmbiguousVariable]) -> [MissingConstraint] {
        let names = Set(ambiguous.map(\.name))
        let v = item.variables
        func axis(_ position: Variable, _ size: Variable,
                  _ needs: (position: MissingConstraint, size: MissingConstraint, either: MissingConstraint)) -> [MissingConstraint] {
            switch (names.contains(position.name), names.contains(size.name)) {
            case (true, false): return [needs.position]
            case (false, true): return [needs.size]
            case (true, true):
                return withoutExercisePins { solver.movesTogether(position, size) } ? [needs.either] : [needs.position, needs.size]
            case (false, false): return []
            }
        }
        return axis(v.minX, v.width, (.xPosition, .width, .xPositionOrWidth))
            + axis(v.minY, v.height, (.yPosition, .height, .yPositionOrHeight))
    }
}
