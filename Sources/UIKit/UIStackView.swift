import Plumb

/// A view that lines up its arranged subviews (UIKit's `UIStackView`), a ``UIView``: `axis`,
/// `spacing`, `alignment`, `distribution`, `addArrangedSubview`, `setCustomSpacing`,
/// `isLayoutMarginsRelativeArrangement` and `isBaselineRelativeArrangement`, with UIKit's
/// generated constraints (`UISV-…`), the same ones Plumb's `StackView` makes (they share one
/// `StackArrangement`).
open class UIStackView: UIView, StackArranging {
    /// How a stack shares its length along the axis (UIKit's `UIStackView.Distribution`).
    public typealias Distribution = StackView.Distribution
    /// How a stack places its views across the axis (UIKit's `UIStackView.Alignment`).
    public typealias Alignment = StackView.Alignment
    /// The value of `customSpacing(after:)` when no custom spacing is set (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = StackView.spacingUseDefault

    /// The stack's settings and what it generated.
    public let arrangement = StackArrangement()

    /// Creates a stack of `views`, which become subviews too.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        arrangement.attach(to: self)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangement.attach(to: self)
    }

    /// UIKit's `init(coder:)` for stack views does not fail. There is no archive on Linux, so
    /// this makes an empty stack.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        arrangement.attach(to: self)
    }

    /// Called when an arranged view is hidden or shown: the constraints must be regenerated.
    open override func _subviewHiddenDidChange(_ view: View) { _arrangedSubviewHiddenDidChange(view) }

    /// An arranged view that leaves the stack's subviews leaves the arranged views too.
    open override func willRemoveSubview(_ view: View) {
        super.willRemoveSubview(view)
        removeArrangedSubview(view)
    }

    /// Lays out the subviews, then asks for new constraints if an arranged view's intrinsic
    /// length changed and the distribution reads it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _stackDidLayoutSubviews()
    }

    /// Regenerates the stack's constraints, then calls `super`.
    open override func updateConstraints() {
        _regenerateStackConstraints()
        super.updateConstraints()
    }
}
