/// A stack's settings and the constraints and guides it generated: Plumb's ``StackView`` and
/// UIKit's `UIStackView` each keep one, so both generate the same `UISV-` constraints. Changing
/// a setting asks the stack for ``View/updateConstraints()``.
public final class StackArrangement {
    /// The stack (set by ``attach(to:)``).
    public private(set) weak var stack: View?

    /// The views the stack lines up, in order; each is also a subview.
    public internal(set) var arrangedSubviews: [View] = []
    /// The direction views are lined up in (default horizontal).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { settingDidChange() } } }
    /// How the views share the space along the axis (default fill).
    public var distribution: StackView.Distribution = .fill { didSet { if distribution != oldValue { settingDidChange() } } }
    /// How the views are placed across the axis (default fill).
    public var alignment: StackView.Alignment = .fill { didSet { if alignment != oldValue { settingDidChange() } } }
    /// Points between neighbouring views (default 0); a minimum under the equal-spacing distributions.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { settingDidChange() } } }
    /// In a vertical stack, spacing runs from one view's last baseline to the next view's first baseline.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { settingDidChange() } }
    }
    /// When true, views are laid out inside the stack's layout margins guide instead of its bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { settingDidChange() } }
    }

    /// The constraints the stack generated in its last update, all active.
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

    /// An arrangement with UIKit's defaults, for a stack that calls ``attach(to:)`` once it exists.
    public init() {}

    /// Makes `stack` the view whose constraints change with the settings.
    public func attach(to stack: View) { self.stack = stack }

    private func settingDidChange() { stack?.setNeedsUpdateConstraints() }
}
