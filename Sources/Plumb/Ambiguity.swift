import PlumbSolver

/// One engine variable of an item that several optimal solutions disagree on.
public struct AmbiguousVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's name, as UIKit's trace prints it: `saturn.minX`.
    public var name: String
    /// Its value in the current solution.
    public var value: Double
    /// Every value it takes in some optimal solution; a bound may be infinite.
    public var range: ClosedRange<Double>

    /// `saturn.minX` and its range.
    public var description: String { "\(name) in \(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))" }
}

extension LayoutItem {
    /// The variables of this item's alignment rectangle (minX, minY, width, height) that the
    /// constraints do not pin down: each can move while every constraint keeps its best
    /// achievable satisfaction. Empty for an item outside any laid-out tree. Brings the
    /// layout up to date first.
    public var ambiguousVariables: [AmbiguousVariable] {
        guard let root = treeView?.rootView else { return [] }
        root.layoutIfNeeded()
        guard let engine = root.hostedEngine else { return [] }
        return engine.ambiguousVariables(of: [self])[0]
    }

    /// True when the constraints leave this item's position or size undetermined (UIKit's
    /// `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { !ambiguousVariables.isEmpty }
}

/// An item whose layout is ambiguous, and the variables that are.
public struct AmbiguousItem {
    /// The view or guide.
    public let item: LayoutItem
    /// Its ambiguous variables, in the order minX, minY, width, height.
    public let variables: [AmbiguousVariable]
    /// What it needs constraints for, in Interface Builder's words, horizontal first.
    public let missing: [MissingConstraint]
    /// The active constraints that name it (as first or second item), in activation order.
    public let constraints: [LayoutConstraint]
}

extension View {
    /// Every view and layout guide of this subtree whose layout is ambiguous, parents first:
    /// the same answer as asking each item's ``LayoutItem/ambiguousVariables``, in one pass
    /// over the solver (the way to check a whole scene). Brings the layout up to date first.
    public func ambiguousItemsInSubtree() -> [AmbiguousItem] {
        rootView.layoutIfNeeded()
        return ambiguousItemsAsShown()
    }

    /// ``ambiguousItemsInSubtree()`` without a layout pass first: the engine's answer for the
    /// tree as it stands, such as a frame an ``AnimationStage`` shows.
    public func ambiguousItemsAsShown() -> [AmbiguousItem] {
        let root = rootView
        guard let engine = root.hostedEngine else { return [] }
        let items = subtreeItems
        let found = zip(items, engine.ambiguousVariables(of: items)).filter { !$0.1.isEmpty }
        guard !found.isEmpty else { return [] }
        let byItem = ConstraintsByItem(root.subtreeViews.flatMap(\.constraints).sorted { $0.activationOrder < $1.activationOrder })
        return found.map { item, variables in
            AmbiguousItem(item: item, variables: variables, missing: engine.missingConstraints(of: item, ambiguous: variables),
                          constraints: byItem[item])
        }
    }

    /// The ambiguous views and guides of this subtree, one line each with the variables that can
    /// move (`saturn: saturn.minX in 0...291`), or nil when there are none: the helper for tests,
    /// `#expect(root.ambiguityReport() == nil)`, whose failure message names every culprit.
    public func ambiguityReport() -> String? {
        let items = ambiguousItemsInSubtree()
        guard !items.isEmpty else { return nil }
        return items.map { "\($0.item.debugName): \($0.variables.map(\.description).joined(separator: ", "))" }
            .joined(separator: "\n")
    }

    /// Moves this view to another layout that satisfies the constraints equally well, when its
    /// layout is ambiguous; calling it again moves it back (UIKit's
    /// `exerciseAmbiguityInLayout()`). Lays the tree out at once.
    ///
    /// Each ambiguous variable in turn is held at the far end of its optimal range by a
    /// priority-1 constraint that never outweighs a real one; the next call holds the
    /// variables at their original values instead. Does nothing for an unambiguous view.
    public func exerciseAmbiguityInLayout() {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.hostedEngine, engine.isRegistered(self) else { return }
        engine.exercise(self)
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}

/// The priority-1 constraints that hold an exercised item at one of its layouts.
struct ExercisedAmbiguity {
    /// The constraints in the solver now.
    var pins: [Constraint]
    /// Variable id → value in the original layout.
    var original: [Int: Double]
    /// Variable id → value in the alternative layout.
    var alternative: [Int: Double]
    /// True while the pins hold the alternative layout.
    var showsAlternative: Bool
}

extension LayoutEngine {
    /// The ambiguous variables of each item (empty for unregistered items), from one batched
    /// solver query. Exercised items stay ambiguous: the priority-1 pins that hold them at one
    /// of their layouts are taken out of the solver for the query and put back after it, as
    /// UIKit goes on reporting a view it has exercised.
    func ambiguousVariables(of items: [LayoutItem]) -> [[AmbiguousVariable]] {
        withoutExercisePins { ambiguousVariablesAsTheyAre(of: items) }
    }

    /// Runs `body` with the pins of exercised items out of the solver.
    func withoutExercisePins<T>(_ body: () -> T) -> T {
        let pins = exercised.values.flatMap(\.pins).filter(solver.hasConstraint)
        for pin in pins { try? solver.remove(pin) }
        defer { for pin in pins { try? solver.add(pin) } }
        return body()
    }

    private func ambiguousVariablesAsTheyAre(of items: [LayoutItem]) -> [[AmbiguousVariable]] {
        let registered = items.map(isRegistered)
        let variables = zip(items, registered).flatMap { item, known -> [Variable] in
            guard known else { return [] }
            let v = item.variables
            return [v.minX, v.minY, v.width, v.height]
        }
        var answers = solver.ambiguities(of: variables).makeIterator()
        var names = variables.makeIterator()
        return registered.map { known in
            guard known else { return [] }
            return (0..<4).compactMap { _ in
                guard let ambiguity = answers.next(), let variable = names.next(), ambiguity.isAmbiguous else { return nil }
                return AmbiguousVariable(name: variable.name, value: ambiguity.value, range: ambiguity.range)
            }
        }
    }

    /// Switches `item` between its original and an alternative optimal layout.
    func exercise(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        let v = item.variables
        let variables = [v.minX, v.minY, v.width, v.height]
        // The layout as it is shown now: the original, should this call start exercising.
        let originals = variables.map { solver.value(of: $0) }
        // Items already put back have done their job: their pins (priority 1, like the new
        // ones) would only argue with this item's.
        for (other, state) in exercised where other != key && !state.showsAlternative {
            for pin in state.pins { try? solver.remove(pin) }
            exercised[other] = nil
        }
        if var state = exercised[key] {
            for pin in state.pins { try? solver.remove(pin) }
            state.showsAlternative.toggle()
            let target = state.showsAlternative ? state.alternative : state.original
            state.pins = variables.compactMap { variable in
                guard let value = target[variable.id] else { return nil }
                return pin(variable, to: value)
            }
            exercised[key] = state
        } else {
            var state = ExercisedAmbiguity(pins: [], original: [:], alternative: [:], showsAlternative: true)
            // Putting the item back holds all four variables at their original values: one that
            // only followed the others (a height between a moved top and a fixed bottom) would
            // otherwise stay where the alternative left it.
            for (variable, original) in zip(variables, originals) { state.original[variable.id] = original }
            for variable in variables {
                let ambiguity = solver.ambiguity(of: variable)
                guard let alternative = ambiguity.alternative else { continue }
                state.alternative[variable.id] = alternative
                if let pin = pin(variable, to: alternative) { state.pins.append(pin) }
            }
            guard !state.pins.isEmpty else { return }
            exercised[key] = state
        }
        revision += 1
    }

    private func pin(_ variable: Variable, to value: Double) -> Constraint? {
        let constraint = Constraint(Expression([Term(variable)]), .equal, Expression(constant: value),
                                    strength: Strength(1), name: "\(variable.name) exercised")
        do { try solver.add(constraint) } catch { return nil }
        return constraint
    }
}
