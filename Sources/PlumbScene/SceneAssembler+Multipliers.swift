import Plumb

extension SceneAssembler {
    /// Refuses the first constraint (in the file's order) whose multiplier would compound with
    /// others to more than ``MultiplierReach/largestSpread`` orders of magnitude: a chain of
    /// multipliers, each in range, can still reach past what a number holds.
    func checkMultiplierReach(_ constraints: [SceneConstraint]) throws(SceneError) {
        try Self.checkMultiplierReach(constraints, source: reader.source)
    }

    /// The check itself, shared with the Interface Builder reader.
    static func checkMultiplierReach(_ constraints: [SceneConstraint], source: SourceText) throws(SceneError) {
        var reach = MultiplierReach()
        for entry in constraints {
            guard let spread = reach.add(entry.constraint) else { continue }
            throw source.error(
                line: entry.location.line, scalarColumn: entry.location.column ?? 1,
                "with this constraint, multipliers compound to 10^\(Int(spread.rounded(.up))) along a chain of constraints; "
                    + "a layout allows at most 10^\(Int(MultiplierReach.largestSpread)) (\(entry.name))")
        }
    }
}
