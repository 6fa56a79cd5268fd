extension View {
    /// Resizes the subviews that translate their frames into constraints, by their
    /// ``autoresizingMask``es, for a change of this view's size from `oldSize` (UIKit's
    /// `resizeSubviews(withOldSize:)`). The frame setter calls it at once, before any layout
    /// pass, while ``autoresizesSubviews`` is on: a cell's content view that follows its cell
    /// has its new size as soon as the cell has.
    func resizeSubviews(withOldSize oldSize: Size) {
        let newSize = storedFrame.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizedFrame(from: oldSize, to: newSize)
        }
    }

    /// The frame the view's mask gives it when its superview goes from `oldSize` to `newSize`.
    func autoresizedFrame(from oldSize: Size, to newSize: Size) -> Rect {
        let frame = storedFrame
        let mask = autoresizingMask
        let x = AutoresizingAxis(start: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                                 end: mask.contains(.flexibleRightMargin))
            .resize(origin: frame.minX, length: frame.width, parent: oldSize.width, newParent: newSize.width)
        let y = AutoresizingAxis(start: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                                 end: mask.contains(.flexibleBottomMargin))
            .resize(origin: frame.minY, length: frame.height, parent: oldSize.height, newParent: newSize.height)
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }
}

/// Which parts of one axis stretch: the start margin, the size, the end margin.
///
/// Apple's `autoresizingMask` documentation: when several parts of an axis are flexible, the
/// change in the superview's size is shared among them in proportion to their sizes. The
/// shares are those ``AutoresizingConstraints`` writes as constraints, so a frame resized at
/// once and one solved by the engine agree.
struct AutoresizingAxis {
    var start: Bool
    var size: Bool
    var end: Bool

    /// The new origin and length for a superview length going from `parent` to `newParent`.
    func resize(origin: Double, length: Double, parent: Double, newParent: Double) -> (origin: Double, length: Double) {
        let endMargin = parent - origin - length
        switch (start, size, end) {
        case (false, false, _):
            return (origin, length)
        case (true, false, false):
            return (newParent - endMargin - length, length)
        case (false, true, false):
            return (origin, newParent - endMargin - origin)
        case (true, false, true):
            let share = origin + endMargin > 0 ? origin / (origin + endMargin) : 0.5
            return (share * (newParent - length), length)
        case (true, true, false):
            let share = origin + length > 0 ? origin / (origin + length) : 0
            let newOrigin = share * (newParent - endMargin)
            return (newOrigin, newParent - endMargin - newOrigin)
        case (false, true, true):
            let share = length + endMargin > 0 ? length / (length + endMargin) : 1
            return (origin, share * (newParent - origin))
        case (true, true, true):
            guard parent > 0 else { return (origin, length) }
            return (origin / parent * newParent, length / parent * newParent)
        }
    }
}
