import Plumb

extension LoadedScene {
    /// Checks a change against the scene: the constraint, view or checkbox it names exists.
    public func check(_ change: AnimationChange) throws(AnimationChangeError) {
        switch change.target {
        case let .constant(id), let .active(id):
            guard constraints(withID: id).isEmpty else { return }
            let what = view(id) != nil ? "'\(id)' is a view, and .\(change.target.property) belongs to a constraint"
                : "no constraint has the id '\(id)'"
            throw AnimationChangeError(text: change.text, offset: 0, message: what + suggestion(for: id, among: constraintIDs))
        case let .hidden(id), let .checked(id):
            guard let view = view(id) else {
                let what = constraints(withID: id).isEmpty ? "no view has the id '\(id)'"
                    : "'\(id)' is a constraint, and .\(change.target.property) belongs to a view"
                throw AnimationChangeError(text: change.text, offset: 0, message: what + suggestion(for: id, among: viewIDs))
            }
            // The view says whether it has an on/off state (a checkbox does), as the recorder
            // asks it: the two agree on which views a `.checked` change can act on.
            if case .checked = change.target, view.toggleState == nil {
                throw AnimationChangeError(text: change.text, offset: 0, message: "'\(id)' is not a checkbox")
            }
        case .windowWidth, .windowHeight:
            return
        }
    }

    /// Records an animation of `changes` (see `Scene.animate(duration:curve:fps:mode:_:)` in Plumb):
    /// the start values they give (`A` in `A->B`) are set first, then the animation block sets
    /// the end values. Throws, before anything changes, when a change doesn't fit the scene.
    public func animate(_ changes: [AnimationChange], duration: Double, curve: AnimationCurve, fps: Double,
                        mode: AnimationMode) throws(AnimationChangeError) -> LayoutAnimation {
        for change in changes { try check(change) }
        for change in changes { apply(change, value: change.from) }
        return scene.animate(duration: duration, curve: curve, fps: fps, mode: mode) {
            for change in changes { apply(change, value: change.to) }
        }
    }

    /// Sets what a change acts on to `value` (nothing when nil).
    private func apply(_ change: AnimationChange, value: Double?) {
        guard let value else { return }
        switch change.target {
        case let .constant(id): for constraint in constraints(withID: id) { constraint.constant = value }
        case let .active(id): for constraint in constraints(withID: id) { constraint.isActive = value != 0 }
        case let .hidden(id): view(id)?.isHidden = value != 0
        case let .checked(id): view(id)?.toggleState = value != 0
        case .windowWidth: scene.width = value
        case .windowHeight: scene.height = value
        }
    }

    /// The constraints the file gives this id.
    func constraints(withID id: String) -> [LayoutConstraint] {
        constraints.map(\.constraint).filter { $0.identifier == id }
    }

    /// The ids the file gives constraints.
    private var constraintIDs: [String] {
        var seen = Set<String>()
        return constraints.compactMap(\.constraint.identifier).filter { seen.insert($0).inserted }
    }

    private func suggestion(for id: String, among names: [String]) -> String {
        NameSuggestion.closest(to: id, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension AnimationChange.Target {
    /// The property as written after the dot.
    var property: String {
        switch self {
        case .constant: return "constant"
        case .active: return "active"
        case .hidden: return "hidden"
        case .checked: return "checked"
        case .windowWidth: return "width"
        case .windowHeight: return "height"
        }
    }
}
