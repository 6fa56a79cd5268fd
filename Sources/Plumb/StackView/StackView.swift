/// A view that lines up its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// A stack view only generates constraints: every rule it applies is an ordinary
/// ``LayoutConstraint`` with a UIKit-style identifier (`UISV-spacing`, `UISV-alignment`, …), so
/// it shows up in traces, logs and overlays like everything else. Changing a property asks for
/// ``updateConstraints()``, which replaces only the stack's own constraints, in one batch; a
/// constraint that survives keeps its object, and a new constant is set in place.
///
/// The rules, for a horizontal stack (a vertical one swaps the axes), with V the visible
/// arranged views and the canvas the stack or, with ``StackArranging/isLayoutMarginsRelativeArrangement``,
/// its ``View/layoutMarginsGuide``:
/// - `UISV-canvas-connection`: the first view's leading edge and the last one's trailing edge
///   on the canvas's.
/// - `UISV-spacing`: `next.leading == view.trailing + spacing` (custom spacing wins; `>=`
///   under the equal-spacing distributions; baseline to baseline with
///   ``StackArranging/isBaselineRelativeArrangement`` in a vertical stack).
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
open class StackView: View, StackArranging {
    /// The value of ``StackArranging/customSpacing(after:)`` when no custom spacing is set (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The stack's settings and what it generated (``StackArranging`` reads through to it).
    public let arrangement = StackArrangement()

    /// Creates a stack that arranges `arrangedSubviews` (also added as subviews).
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        arrangement.attach(to: self)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        arrangement.attach(to: self)
    }

    /// Creates a stack with an identifier, as the DSL and scene files do.
    public convenience init(_ identifier: String, arrangedSubviews: [View], axis: LayoutAxis = .horizontal) {
        self.init(arrangedSubviews: arrangedSubviews)
        self.identifier = identifier
        self.axis = axis
    }

    /// Called by ``View/isHidden`` on an arranged view: the constraints must be regenerated.
    open override func _subviewHiddenDidChange(_ view: View) { _arrangedSubviewHiddenDidChange(view) }

    /// Called when an arranged view leaves the stack's subviews: it leaves the arranged views too.
    open override func willRemoveSubview(_ view: View) {
        super.willRemoveSubview(view)
        removeArrangedSubview(view)
    }

    /// Lays out the subviews, then asks for new constraints if an arranged view's intrinsic
    /// length changed and the distribution depends on it (fill's tie-breaks, fill-proportionally).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _stackDidLayoutSubviews()
    }

    /// Regenerates the stack's constraints (one batch with everything else of the pass), then
    /// calls `super`.
    open override func updateConstraints() {
        _regenerateStackConstraints()
        super.updateConstraints()
    }
}
