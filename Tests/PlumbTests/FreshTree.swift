@testable import Plumb

/// A copy of a live view tree with a fresh engine: the same views (stack views included, with
/// their settings), intrinsic sizes, content priorities, margins and active constraints (each
/// at the constant and priority in force), activated in one call or one at a time. It is the
/// reference a live tree's frames are checked against after any number of changes: the same
/// system, solved from scratch.
struct FreshTree {
    let root: View
    /// The copy of each live view and guide, by the live item's identity.
    private var copies: [ObjectIdentifier: LayoutItem] = [:]

    init(of live: View, oneByOne: Bool = false) {
        root = View(live.identifier ?? "root", frame: live.frame)
        root.safeAreaInsets = live.safeAreaInsets
        copies[ObjectIdentifier(live)] = root
        Self.makeSystemGuides(of: live, in: root)
        for child in live.subviews { copySubtree(child, into: root) }
        let constraints = Self.userConstraints(in: live).map(copy)
        // The engine first, then the constraints: a different path from a live tree's first
        // `activate`, which makes the engine for its batch.
        root.layoutIfNeeded()
        if oneByOne {
            for constraint in constraints { LayoutConstraint.activate([constraint]) }
        } else {
            LayoutConstraint.activate(constraints)
        }
        root.layoutIfNeeded()
    }

    /// The copy of a live view.
    func copy(of view: View) -> View { copies[ObjectIdentifier(view)] as! View }

    /// The constraints the tree's code activated (not a stack view's own), in activation order.
    static func userConstraints(in root: View) -> [LayoutConstraint] {
        let views = root.subtreeViews
        let generated = Set(views.compactMap { $0 as? StackView }.flatMap(\.generatedConstraints).map(ObjectIdentifier.init))
        return views.flatMap(\.constraints).filter { !generated.contains(ObjectIdentifier($0)) }
            .sorted { $0.activationOrder < $1.activationOrder }
    }

    private mutating func copySubtree(_ live: View, into parent: View) {
        let view: View
        if let stack = live as? StackView {
            let copy = StackView()
            copy.axis = stack.axis
            copy.distribution = stack.distribution
            copy.alignment = stack.alignment
            copy.spacing = stack.spacing
            copy.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
            copy.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
            view = copy
        } else {
            view = View()
        }
        view.identifier = live.identifier
        view.translatesAutoresizingMaskIntoConstraints = live.translatesAutoresizingMaskIntoConstraints
        view.intrinsicContentSizeOverride = live.intrinsicContentSizeOverride
        view.directionalLayoutMargins = live.directionalLayoutMargins
        view.isHidden = live.isHidden
        for axis in [LayoutAxis.horizontal, .vertical] {
            view.setContentHuggingPriority(live.contentHuggingPriority(for: axis), for: axis)
            view.setContentCompressionResistancePriority(live.contentCompressionResistancePriority(for: axis), for: axis)
        }
        parent.addSubview(view)
        copies[ObjectIdentifier(live)] = view
        Self.makeSystemGuides(of: live, in: view)
        for child in live.subviews { copySubtree(child, into: view) }
        if let stack = live as? StackView, let copy = view as? StackView {
            for arranged in stack.arrangedSubviews { copy.addArrangedSubview(self.copy(of: arranged)) }
        }
    }

    /// A system guide, once made, keeps its size at least 0 (a view emptied by a removal keeps
    /// its margins), so the copy makes the same ones.
    private static func makeSystemGuides(of live: View, in copy: View) {
        for guide in live.layoutGuides {
            if guide.isLayoutMarginsGuide { _ = copy.layoutMarginsGuide }
            if guide.isSafeAreaLayoutGuide { _ = copy.safeAreaLayoutGuide }
        }
    }

    /// The copy of a live item: a view, or one of its system guides.
    private func item(_ live: LayoutItem) -> LayoutItem {
        if let copied = copies[ObjectIdentifier(live)] { return copied }
        guard let guide = live as? LayoutGuide, let owner = guide.owningView else {
            preconditionFailure("\(live.debugName) is outside the copied tree")
        }
        if guide.isLayoutMarginsGuide { return copy(of: owner).layoutMarginsGuide }
        if guide.isSafeAreaLayoutGuide { return copy(of: owner).safeAreaLayoutGuide }
        preconditionFailure("\(guide.debugName) is not a system guide")
    }

    private func copy(_ live: LayoutConstraint) -> LayoutConstraint {
        // The live constraint was valid, so its copy is.
        let copy = try! LayoutConstraint(item: item(live.firstItem), attribute: live.firstAttribute, relatedBy: live.relation,
                                         toItem: live.secondItem.map(item), attribute: live.secondAttribute,
                                         multiplier: live.multiplier, constant: live.constant)
        copy.priority = live.priority
        copy.identifier = live.identifier
        return copy
    }

    /// The live views whose alignment rectangle differs from their copy's by more than
    /// `tolerance` in any coordinate, described for a failure message.
    func differences(from live: View, tolerance: Double = 1e-6) -> [String] {
        live.subtreeViews.dropFirst().compactMap { view in
            let a = view.engineFrame, b = copy(of: view).engineFrame
            let worst = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
            return worst <= tolerance ? nil : "\(view.debugName): \(a) live, \(b) fresh"
        }
    }
}
