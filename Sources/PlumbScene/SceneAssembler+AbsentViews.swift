import Plumb

/// Views whose `when:` doesn't hold are left out like Interface Builder's uninstalled views:
/// the view, its subviews and their guides leave the tree, and every constraint that names
/// any of them is dropped (it is compiled first, so a typo shows on every device). Their ids
/// stay taken; `view(_:)` returns nil for them.
extension SceneAssembler {
    /// Drops the constraints that name an absent view (or a guide it owns), takes the absent
    /// views out of the tree and of `items`, and returns the ids of everything left out.
    mutating func leaveOutAbsentViews(_ constraints: inout [SceneConstraint]) -> Set<String> {
        guard !absentIDs.isEmpty else { return [] }
        let tops = absentIDs.compactMap { items[$0] as? View }
        let views = Set(tops.flatMap(\.subtreeViews).map(ObjectIdentifier.init))
        func isAbsent(_ item: LayoutItem?) -> Bool {
            if let view = item as? View { return views.contains(ObjectIdentifier(view)) }
            if let owner = (item as? LayoutGuide)?.owningView { return views.contains(ObjectIdentifier(owner)) }
            return false
        }
        constraints.removeAll { isAbsent($0.constraint.firstItem) || isAbsent($0.constraint.secondItem) }
        for view in tops where !isAbsent(view.superview) { view.removeFromSuperview() }
        let ids = Set(items.filter { isAbsent($0.value) }.map(\.key))
        for id in ids {
            items[id] = nil
            declarations[id] = nil
        }
        return ids
    }
}
