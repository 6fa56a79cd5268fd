extension View {
    /// Draws the view and its subtree. The context's origin is the superview's top-left
    /// corner (for the root: the canvas's); the context's state is unchanged afterwards.
    ///
    /// Hidden views and their subtrees are skipped. A view with `alpha < 1` is drawn as one
    /// group; ``clipsToBounds`` clips the subviews; the border is drawn last, above them.
    public func drawHierarchy(in context: any GraphicsContext) {
        guard !isHidden, alpha > 0 else { return }
        context.saveState()
        context.translateBy(x: storedFrame.minX, y: storedFrame.minY)
        let grouped = alpha < 1
        if grouped { context.beginTransparencyLayer(alpha: alpha) }
        draw(in: context)
        if !subviews.isEmpty {
            context.saveState()
            if clipsToBounds { context.clip(to: Path(rect: bounds, cornerRadius: cornerRadius)) }
            let offset = subviewDrawingOffset
            if offset != .zero { context.translateBy(x: offset.x, y: offset.y) }
            for subview in subviews { subview.drawHierarchy(in: context) }
            context.restoreState()
        }
        drawBorder(in: context)
        if grouped { context.endTransparencyLayer() }
        context.restoreState()
    }

    /// Strokes the border inside the bounds.
    func drawBorder(in context: any GraphicsContext) {
        guard borderWidth > 0, borderColor.alpha > 0 else { return }
        let inset = borderWidth / 2
        let rect = bounds.inset(by: EdgeInsets(all: inset))
        context.stroke(Path(rect: rect, cornerRadius: max(cornerRadius - inset, 0)), with: borderColor,
                       lineWidth: borderWidth)
    }

    /// Every view in the subtree that would be drawn: not hidden, with no hidden ancestor up to this view.
    public var visibleSubtreeViews: [View] {
        guard !isHidden else { return [] }
        return [self] + subviews.flatMap(\.visibleSubtreeViews)
    }

    /// The frame in the root's coordinates (after the last layout pass).
    public var frameInRoot: Rect {
        var rect = storedFrame
        var current = superview
        while let view = current {
            let offset = view.subviewDrawingOffset
            rect = rect.offsetBy(dx: view.storedFrame.minX + offset.x, dy: view.storedFrame.minY + offset.y)
            current = view.superview
        }
        return rect
    }
}
