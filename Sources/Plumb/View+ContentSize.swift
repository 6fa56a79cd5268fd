extension View {
    /// The value for an axis that has no intrinsic size: -1, as in UIKit.
    public static let noIntrinsicMetric: Double = -1

    /// The target size for the smallest fitting size (UIKit's `layoutFittingCompressedSize`).
    @_disfavoredOverload public static let layoutFittingCompressedSize = Size.zero
    /// The target size for the largest fitting size (UIKit's `layoutFittingExpandedSize`).
    @_disfavoredOverload public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// Tells the engine that ``intrinsicContentSize`` changed; the next layout pass uses the new size.
    public func invalidateIntrinsicContentSize() {
        _contentSizeWillChange()
        generatedConstraintsDidChange()
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalHugging : verticalHugging
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalCompression : verticalCompression
    }

    /// Sets the hugging priority for an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard checked(priority, "content hugging") else { return }
        if axis == .horizontal { horizontalHugging = priority } else { verticalHugging = priority }
        generatedConstraintsDidChange()
    }

    /// Sets the compression-resistance priority for an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard checked(priority, "compression resistance") else { return }
        if axis == .horizontal { horizontalCompression = priority } else { verticalCompression = priority }
        generatedConstraintsDidChange()
    }

    private func checked(_ priority: LayoutPriority, _ what: String) -> Bool {
        guard priority.isValid else {
            LayoutLog.error(.invalidPriority(constraint: "\(what) of \(debugName)", value: priority.rawValue))
            return false
        }
        return true
    }
}
