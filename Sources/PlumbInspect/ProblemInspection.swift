import Plumb

/// The layout's problems for the model: ambiguous items with their exercised alternatives, and
/// the unsatisfiable sets from the layout's log.
enum ProblemInspection {
    /// Each ambiguous item. Views are exercised (`exerciseAmbiguityInLayout()`) to find the
    /// frame they could have instead, then exercised again to put them back.
    static func ambiguities(_ found: [AmbiguousItem], items: ItemCatalog, constraints: ConstraintCatalog) -> [InspectedAmbiguity] {
        found.compactMap { ambiguous in
            guard let reference = items.item(ambiguous.item), let key = items.key(of: ambiguous.item) else { return nil }
            var alternative: InspectorRect?
            if let view = ambiguous.item as? View {
                view.exerciseAmbiguityInLayout()
                alternative = InspectorRect(ItemCatalog.rootFrame(of: view))
                view.exerciseAmbiguityInLayout()
            }
            return InspectedAmbiguity(
                item: reference, key: key,
                message: MissingConstraint.hint(ambiguous.missing),
                missing: ambiguous.missing.map(\.rawValue),
                variables: ambiguous.variables.map {
                    InspectedVariable(name: $0.name, value: $0.value,
                                      min: $0.range.lowerBound.isFinite ? $0.range.lowerBound : nil,
                                      max: $0.range.upperBound.isFinite ? $0.range.upperBound : nil)
                },
                alternative: alternative,
                constraints: constraints.naming(ambiguous.item))
        }
    }

    /// Each unsatisfiable set the layout logged, its constraints matched to the model's by
    /// their descriptions (less the `cN`, which counts differently while a batch activates).
    static func conflicts(in messages: [LayoutMessage], constraints: ConstraintCatalog) -> [InspectedConflict] {
        var byText: [String: Int] = [:]
        for (index, description) in constraints.descriptions.enumerated() {
            let key = ConstraintCatalog.unnumbered(description)
            if byText[key] == nil { byText[key] = index }
        }
        func index(_ text: String) -> Int? { byText[ConstraintCatalog.unnumbered(text)] }
        return messages.compactMap { message in
            guard case let .unsatisfiable(broken, conflicting)? = message.error else { return nil }
            return InspectedConflict(broken: index(broken), brokenText: broken,
                                     conflicting: conflicting.compactMap(index), conflictingText: conflicting)
        }
    }

    /// The summary's list: conflicts first, then ambiguous items.
    static func problems(conflicts: [InspectedConflict], ambiguities: [InspectedAmbiguity],
                         constraints: [InspectedConstraint], keys: (InspectorItem) -> String) -> [InspectedProblem] {
        let broken = conflicts.map { conflict -> InspectedProblem in
            let culprit = conflict.broken ?? conflict.conflicting.first
            let name = culprit.map { "\(constraints[$0].number) \(constraints[$0].equation)" } ?? conflict.brokenText
            return InspectedProblem(kind: "conflict", text: "Unsatisfiable: broke \(name)",
                                    key: culprit.map { keys(constraints[$0].first.item) })
        }
        let ambiguous = ambiguities.map {
            InspectedProblem(kind: "ambiguity", text: "\($0.key) is ambiguous: \($0.message)", key: $0.key)
        }
        return broken + ambiguous
    }
}
