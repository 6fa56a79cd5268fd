extension View {
    /// The traits this view is laid out and drawn for: its root's (a ``Scene`` sets them from
    /// ``Scene/traits``). Text styles, light/dark colours and trait-dependent constraints read them.
    public var traitCollection: TraitCollection {
        get { rootView.rootTraits }
        set {
            let root = rootView
            let oldValue = root.rootTraits
            root.rootTraits = newValue
            // Text styles resolve against the content size, so text is measured again.
            if newValue.preferredContentSizeCategory != oldValue.preferredContentSizeCategory {
                for view in root.subtreeViews { view.invalidateIntrinsicContentSize() }
            }
        }
    }
}
