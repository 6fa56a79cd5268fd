extension View {
    /// Runs `body`, which changes and lays out this view's tree (activates constraints, calls
    /// ``Scene/layout()``, records an animation), and reports what went wrong: what it logged,
    /// each unsatisfiable set, and the views and guides of the tree left ambiguous, named by
    /// ``LayoutItem/debugName`` (the identifier when there is one), parents first.
    ///
    /// `naming` maps a constraint's description (as the engine's log gives it) to the name a
    /// conflict lists it by; it is asked only when there is a conflict. By default a constraint
    /// with an ``LayoutConstraint/identifier`` goes by it, any other by its description.
    public func layoutOutcome<Result, Failure: Error>(
        naming: (() -> [String: String])? = nil, of body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, outcome: LayoutOutcome) {
        let sink = CollectingSink()
        var run: Swift.Result<Result, Failure>?
        LayoutLog.$sink.withValue(sink) { run = Swift.Result { () throws(Failure) -> Result in try body() } }
        let result = try run!.get()
        var variables: [String: [AmbiguousVariable]] = [:]
        var missing: [String: [MissingConstraint]] = [:]
        var constraints: [String: [String]] = [:]
        var ambiguous: [String] = []
        let items = ambiguousItemsInSubtree()
        // One call describes them all: each call numbers the tree's constraints once.
        var descriptions = LayoutConstraint.descriptions(of: items.flatMap(\.constraints))[...]
        for item in items {
            let name = item.item.debugName
            if variables[name] == nil { ambiguous.append(name) }
            variables[name] = item.variables
            missing[name] = item.missing
            constraints[name] = Array(descriptions.prefix(item.constraints.count))
            descriptions = descriptions.dropFirst(item.constraints.count)
        }
        let conflicts = Self.conflicts(in: sink.errors, naming: naming ?? { self.constraintNamesByDescription() })
        return (result, LayoutOutcome(messages: sink.messages, conflicts: conflicts, ambiguous: ambiguous, ambiguousVariables: variables,
                                      missingConstraints: missing, ambiguousItemConstraints: constraints))
    }

    /// Each unsatisfiable set, its constraints named by `naming` (each once, in the log's order).
    private static func conflicts(in errors: [LayoutError], naming: () -> [String: String]) -> [LayoutOutcome.Conflict] {
        guard errors.contains(where: { if case .unsatisfiable = $0 { return true }; return false }) else { return [] }
        let names = naming()
        return errors.compactMap { error in
            guard case let .unsatisfiable(broken, conflicting) = error else { return nil }
            var seen = Set<String>()
            let named = conflicting.map { names[$0] ?? $0 }.filter { seen.insert($0).inserted }
            return LayoutOutcome.Conflict(conflicting: named, broken: names[broken] ?? broken)
        }
    }

    /// The identifier of each active constraint of the tree that has one, by its description.
    private func constraintNamesByDescription() -> [String: String] {
        let named = rootView.subtreeViews.flatMap(\.constraints).filter { $0.identifier != nil }
        var names: [String: String] = [:]
        for (constraint, text) in zip(named, LayoutConstraint.descriptions(of: named)) where names[text] == nil {
            names[text] = constraint.identifier
        }
        return names
    }
}

extension Scene {
    /// Lays the scene out (``layout()``) and reports what went wrong: see
    /// ``View/layoutOutcome(naming:of:)``.
    @discardableResult
    public func layoutOutcome() -> LayoutOutcome {
        root.layoutOutcome { layout() }.outcome
    }

    /// Lays the scene out and diagnoses it: the layout's outcome, lint, and the checks a
    /// variant gets (truncated, clipped, past the safe area); see ``LayoutDiagnosis``.
    public func diagnose() -> LayoutDiagnosis {
        LayoutDiagnosis(root: root, outcome: layoutOutcome())
    }
}
