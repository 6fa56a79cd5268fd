/// What an animation block can change in a scene, captured before and after it runs: the active
/// constraints and their constants, and each view's `isHidden` and on/off state (a checkbox's
/// tick, ``View/toggleState``). (The window
/// size the recorder reads from the scene itself.)
struct SceneState {
    /// The active constraints by identity, with their constants.
    let constants: [ObjectIdentifier: (constraint: LayoutConstraint, constant: Double)]
    /// Each view's `isHidden`, in subtree order.
    let hidden: [Bool]
    /// Each view's ``View/toggleState`` (nil for a view without one), in subtree order.
    let checked: [Bool?]

    init(_ scene: Scene, views: [View]) {
        var constants: [ObjectIdentifier: (constraint: LayoutConstraint, constant: Double)] = [:]
        for view in scene.root.subtreeViews {
            for constraint in view.constraints { constants[ObjectIdentifier(constraint)] = (constraint, constraint.constant) }
        }
        self.constants = constants
        hidden = views.map(\.isHidden)
        checked = views.map(\.toggleState)
    }

    /// Shows this state's hidden flags and on/off states on the views.
    func applyViewStates(to views: [View]) {
        for (view, hidden) in zip(views, hidden) where view.isHidden != hidden { view.isHidden = hidden }
        for (view, checked) in zip(views, checked) where checked != nil && view.toggleState != checked {
            view.toggleState = checked
        }
    }
}

/// The difference between the states before and after an animation block.
struct SceneChanges {
    /// Constraints active on both sides whose constants moved.
    let constants: [(constraint: LayoutConstraint, change: ConstantChange)]
    /// True when constraints were activated or deactivated, or a view was shown or hidden:
    /// changes the engine makes at once (a jump), which the frames then animate.
    let jumps: Bool
    /// Constraints active after the change only, and before it only.
    let activated: [LayoutConstraint]
    let deactivated: [LayoutConstraint]

    init(from before: SceneState, to after: SceneState) {
        var constants: [(constraint: LayoutConstraint, change: ConstantChange)] = []
        for (id, entry) in after.constants {
            if let old = before.constants[id], old.constant != entry.constant {
                constants.append((entry.constraint, ConstantChange(from: old.constant, to: entry.constant)))
            }
        }
        self.constants = constants.sorted { $0.constraint.activationOrder < $1.constraint.activationOrder }
        activated = after.constants.filter { before.constants[$0.key] == nil }.map(\.value.constraint)
            .sorted { $0.activationOrder < $1.activationOrder }
        deactivated = before.constants.filter { after.constants[$0.key] == nil }.map(\.value.constraint)
            .sorted { $0.activationOrder < $1.activationOrder }
        jumps = !activated.isEmpty || !deactivated.isEmpty || before.hidden != after.hidden
    }

    /// Makes the constraints active as they were before the change, or after it.
    func applyActivity(afterChange: Bool) {
        let off = (afterChange ? deactivated : activated).filter(\.isActive)
        let on = (afterChange ? activated : deactivated).filter { !$0.isActive }
        if !off.isEmpty { LayoutConstraint.deactivate(off) }
        if !on.isEmpty { LayoutConstraint.activate(on) }
    }

    /// Sets every changed constant to its value at `progress` along the way.
    func applyConstants(at progress: Double) {
        for (constraint, change) in constants {
            let value = change.value(at: progress)
            if constraint.constant != value { constraint.constant = value }
        }
    }
}

/// An animated constant: where it starts and where it ends.
struct ConstantChange {
    let from: Double
    let to: Double

    /// The constant at `progress` along the way (exactly `to` at the end).
    func value(at progress: Double) -> Double { progress >= 1 ? to : from + (to - from) * progress }
}
