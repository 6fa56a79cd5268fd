/// A view that lines up its arranged subviews by generating UIKit's `UISV-` constraints:
/// Plumb's ``StackView`` and UIKit's `UIStackView`. The settings read through to its
/// ``arrangement``; the view forwards four hooks to the `_` methods here (see ``StackView``).
public protocol StackArranging: View {
    /// The stack's settings and what it generated.
    var arrangement: StackArrangement { get }
}

extension StackArranging {
    /// The views the stack lines up, in order; each is also a subview.
    public var arrangedSubviews: [View] { arrangement.arrangedSubviews }
    /// The direction views are lined up in (default horizontal).
    public var axis: LayoutAxis {
        get { arrangement.axis }
        set { arrangement.axis = newValue }
    }
    /// How the views share the space along the axis (default ``StackView/Distribution/fill``).
    public var distribution: StackView.Distribution {
        get { arrangement.distribution }
        set { arrangement.distribution = newValue }
    }
    /// How the views are placed across the axis (default ``StackView/Alignment/fill``).
    public var alignment: StackView.Alignment {
        get { arrangement.alignment }
        set { arrangement.alignment = newValue }
    }
    /// Points between neighbouring views (default 0); a minimum under the equal-spacing distributions.
    public var spacing: Double {
        get { arrangement.spacing }
        set { arrangement.spacing = newValue }
    }
    /// In a vertical stack, spacing runs from one view's last baseline to the next view's first baseline.
    public var isBaselineRelativeArrangement: Bool {
        get { arrangement.isBaselineRelativeArrangement }
        set { arrangement.isBaselineRelativeArrangement = newValue }
    }
    /// When true, views are laid out inside the ``View/layoutMarginsGuide`` instead of the bounds.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { arrangement.isLayoutMarginsRelativeArrangement }
        set { arrangement.isLayoutMarginsRelativeArrangement = newValue }
    }
    /// The constraints the stack generated in its last ``View/updateConstraints()``, all active.
    public var generatedConstraints: [LayoutConstraint] { arrangement.generatedConstraints }
    /// The spacer guides the equal-spacing and equal-centering distributions use, one per gap.
    public var spacerGuides: [LayoutGuide] { arrangement.spacerGuides }

    /// Adds `view` to the end of ``arrangedSubviews``, and as the last subview if it is not one yet.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangement.arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index` (clamped), adding it as a subview if needed.
    /// The stack turns off the view's `translatesAutoresizingMaskIntoConstraints`, as UIKit does.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else { return }
        // Before joining the tree, so that no autoresizing constraints are made for it.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangement.arrangedSubviews.removeAll { $0 === view }
        arrangement.arrangedSubviews.insert(view, at: min(max(index, 0), arrangement.arrangedSubviews.count))
        setNeedsUpdateConstraints()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangement.arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangement.arrangedSubviews.removeAll { $0 === view }
        arrangement.customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// Sets the spacing after an arranged view; ``StackView/spacingUseDefault`` goes back to ``spacing``.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        let key = ObjectIdentifier(view)
        let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard arrangement.customSpacings[key] != value else { return }
        arrangement.customSpacings[key] = value
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an arranged view, or ``StackView/spacingUseDefault`` when none is set.
    public func customSpacing(after view: View) -> Double {
        arrangement.customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// The spacing the stack uses after a view: its custom spacing, or ``spacing``.
    func effectiveSpacing(after view: View) -> Double {
        arrangement.customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: Hooks the stack's class forwards (not for apps)

    /// From the stack's `_subviewHiddenDidChange(_:)`: a hidden arranged view changes the constraints.
    public func _arrangedSubviewHiddenDidChange(_ view: View) {
        if arrangement.arrangedSubviews.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    /// From the stack's ``View/layoutSubviews()``, after `super`: asks for new constraints if an
    /// arranged view's intrinsic length changed and the distribution reads it.
    public func _stackDidLayoutSubviews() {
        if arrangement.intrinsicLengthsUsed != currentIntrinsicLengths() { setNeedsUpdateConstraints() }
    }

    /// From the stack's ``View/updateConstraints()``, before `super`: regenerates the stack's constraints.
    public func _regenerateStackConstraints() { regenerateConstraints() }
}
