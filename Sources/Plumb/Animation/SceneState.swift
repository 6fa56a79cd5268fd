/// What an animation block can change in a scene, captured before and after it runs: the active
/// constraints and their constants, each view's `isHidden` and checkbox state, and the window
/// (root) size.
struct SceneState {
    /// The active constraints by identity, with their constants.
    let constants: [ObjectIdentifier: (constraint: LayoutConstraint, constant: Double)]
    /// Each view's `isHidden`, in subtree order.
    let hidden: [Bool]
    /// Each view's checkbox state (nil for other views), in subtree order.
    let checked: [Bool?]
    /// The scene's width and height settings.
    let width: Double?
    let height: Double?

    init(_ scene: Scene, views: [View]) {
        var constants: [ObjectIdentifier: (constraint: LayoutConstraint, constant: Double)] = [:]
        for view in scene.root.subtreeViews {
            for constraint in view.constraints { constants[ObjectIdentifier(constraint)] = (constraint, constraint.constant) }
        }
        self.constants = constants
        hidden = views.map(\.isHidden)
        checked = views.map { ($0 as? Checkbox)?.isChecked }
        width = scene.width
        height = scene.height
    }

    /// Shows this state's hidden flags and checkbox states on the views.
    func applyViewStates(to views: [View]) {
        for (view, hidden) in zip(views, hidden) where view.isHidden != hidden { view.isHidden = hidden }
        for (view, checked) in zip(views, checked) {
            if let checkbox = view as? Checkbox, let checked, checkbox.isChecked != checked { checkbox.isChecked = checked }
        }
    }
}

/// The difference between the states before and after an animation block.
struct SceneChanges {
    /// Constraints active on both sides whose constants moved.
    let constants: [(constraint: LayoutConstraint, from: Double, to: Double)]
    /// True when constraints were activated or deactivated, or a view was shown or hidden:
    /// changes the engine makes at once (a jump), which the frames then animate.
    let jumps: Bool
    /// Constraints active after the change only, and before it only.
    let activated: [LayoutConstraint]
    let deactivated: [LayoutConstraint]

    init(from before: SceneState, to after: SceneState) {
        var constants: [(constraint: LayoutConstraint, from: Double, to: Double)] = []
        for (id, entry) in after.constants {
            if let old = before.constants[id], old.constant != entry.constant {
                constants.append((entry.constraint, old.constant, entry.constant))
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
        for change in constants {
            let value = progress >= 1 ? change.to : change.from + (change.to - change.from) * progress
            if change.constraint.constant != value { change.constraint.constant = value }
        }
    }
}
