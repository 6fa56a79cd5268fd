import Plumb

/// A view that lines up its arranged subviews (UIKit's `UIStackView`), on Plumb's `StackView`:
/// `axis`, `spacing`, `alignment`, `distribution`, `addArrangedSubview`, `setCustomSpacing`,
/// `isLayoutMarginsRelativeArrangement` and `isBaselineRelativeArrangement`, with UIKit's
/// generated constraints (`UISV-…`).
open class UIStackView: StackView {
    /// Creates a stack of `views`, which become subviews too.
    public override init(arrangedSubviews views: [View]) {
        super.init(arrangedSubviews: views)
    }

    /// Creates an empty stack with a frame.
    public init(frame: CGRect) {
        super.init(frame: frame.plumbRect)
    }

    /// UIKit's `init(coder:)` for stack views does not fail. There is no archive on Linux, so
    /// this makes an empty stack.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates an empty stack with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }
}
