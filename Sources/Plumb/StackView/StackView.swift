/// A view that lines up its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// A stack view only generates constraints: every rule it applies is an ordinary
/// ``LayoutConstraint`` with a UIKit-style identifier (`UISV-spacing`, `UISV-alignment`, …), so
/// it shows up in traces, logs and overlays like everything else. Changing a property asks for
/// ``updateConstraints()``, which replaces only the stack's own constraints, in one batch; a
/// constraint that survives keeps its object, and a new constant is set in place.
///
/// The rules, for a horizontal stack (a vertical one swaps the axes), with V the visible
/// arranged views and the canvas the stack or, with ``isLayoutMarginsRelativeArrangement``,
/// its ``View/layoutMarginsGuide``:
/// - `UISV-canvas-connection`: the first view's leading edge and the last one's trailing edge
///   on the canvas's.
/// - `UISV-spacing`: `next.leading == view.trailing + spacing` (custom spacing wins; `>=`
///   under the equal-spacing distributions; baseline to baseline with
///   ``isBaselineRelativeArrangement`` in a vertical stack).
/// - Distributions: `UISV-fill-equally`; `UISV-fill-proportionally` (each view's length is
///   its intrinsic length over the sum of intrinsic lengths and spacings, of the canvas's
///   length, at 999, 998, 997, …: with spacing the last view takes what is left, as in UIKit);
///   and for equal spacing and centring one spacer guide per gap (`UISV-distributing-edge`,
///   equal gaps `UISV-distributing` at 149, below hugging and compression resistance, so views
///   that fit keep their sizes; `UISV-spacer-span` stretches each spacer across the canvas).
/// - Ties under fill (`UISV-fill-tiebreak`): the extra length goes to the *last* view with the
///   lowest hugging priority, and the *last* view with the lowest compression resistance
///   shrinks first (UIKit documents only "by index"; this choice is Plumb's). The other tied
///   views' own content-size constraints take a priority a hair above the tie (e.g. 251.5);
///   no constraint is added.
/// - Alignments: `UISV-alignment` ties the views to the first visible one; `UISV-spanning-
///   boundary` keeps the visible views inside the canvas; `UISV-spanning-fit` (49) makes the
///   stack hug its largest view; `UISV-ambiguity-suppression` (25) collapses views that have no
///   size across the axis. Baseline alignments also pin every top at 48, so the group sits as
///   high as it can; in a vertical stack they behave as leading.
/// - `UISV-hiding`: a hidden view has no length along the axis and sits at the end of the
///   previous visible view; it takes no spacing.
///
/// The fill tie-breaks and fill-proportionally read intrinsic sizes; the stack notices when
/// they change (in its layout pass) and regenerates its constraints.
open class StackView: View {
    /// The value of ``customSpacing(after:)`` when no custom spacing is set (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The views the stack lines up, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction views are lined up in (default horizontal).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { setNeedsUpdateConstraints() } } }
    /// How the views share the space along the axis (default ``Distribution/fill``).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    /// How the views are placed across the axis (default ``Alignment/fill``).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsUpdateConstraints() } } }
    /// Points between neighbouring views (default 0); a minimum under the equal-spacing distributions.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { setNeedsUpdateConstraints() } } }
    /// In a vertical stack, spacing runs from one view's last baseline to the next view's first baseline.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// When true, views are laid out inside the ``View/layoutMarginsGuide`` instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The constraints the stack generated in its last ``updateConstraints()``, all active.
    public internal(set) var generatedConstraints: [LayoutConstraint] = []
    /// The spacer guides the equal-spacing and equal-centering distributions use, one per gap.
    public internal(set) var spacerGuides: [LayoutGuide] = []
    /// The intrinsic lengths the last generated constraints were computed from (empty when
    /// the distribution does not read them).
    var intrinsicLengthsUsed: [Double?] = []
    /// The arranged views whose content priorities this stack raised to break a tie.
    var tieBrokenViews: [View] = []
    /// Custom spacing after an arranged view, by the view's identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Creates a stack that arranges `arrangedSubviews` (also added as subviews).
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a stack with an identifier, as the DSL and scene files do.
    public convenience init(_ identifier: String, arrangedSubviews: [View], axis: LayoutAxis = .horizontal) {
        self.init(arrangedSubviews: arrangedSubviews)
        self.identifier = identifier
        self.axis = axis
    }

    /// Adds `view` to the end of ``arrangedSubviews``, and as the last subview if it is not one yet.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index` (clamped), adding it as a subview if needed.
    /// The stack turns off the view's `translatesAutoresizingMaskIntoConstraints`, as UIKit does.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else { return }
        // Before joining the tree, so that no autoresizing constraints are made for it.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        setNeedsUpdateConstraints()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// Sets the spacing after an arranged view; ``spacingUseDefault`` goes back to ``spacing``.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        let key = ObjectIdentifier(view)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an arranged view, or ``spacingUseDefault`` when none is set.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The spacing the stack uses after a view: its custom spacing, or ``spacing``.
    func effectiveSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// Called by ``View/isHidden`` on an arranged view: the constraints must be regenerated.
    override func subviewHiddenDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    /// Called when an arranged view leaves the stack's subviews: it leaves the arranged views too.
    open override func willRemoveSubview(_ view: View) {
        super.willRemoveSubview(view)
        removeArrangedSubview(view)
    }

    /// Lays out the subviews, then asks for new constraints if an arranged view's intrinsic
    /// length changed and the distribution depends on it (fill's tie-breaks, fill-proportionally).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if intrinsicLengthsUsed != currentIntrinsicLengths() { setNeedsUpdateConstraints() }
    }

    /// Regenerates the stack's constraints (one batch with everything else of the pass), then
    /// calls `super`.
    open override func updateConstraints() {
        regenerateConstraints()
        super.updateConstraints()
    }
}
