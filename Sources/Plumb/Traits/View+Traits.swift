extension View {
    /// The traits this view is laid out and drawn for: its root's (a ``Scene`` sets them from
    /// ``Scene/traits``). Text styles, light/dark colours and trait-dependent constraints read them.
    public var traitCollection: TraitCollection {
        get { rootView.rootTraits }
        set { rootView.rootTraits = newValue }
    }
}
