extension View {
    /// Draws the view and its subtree. The context's origin is the superview's top-left
    /// corner (for the root: the canvas's); the context's state is unchanged afterwards.
    ///
    /// Hidden views and their subtrees are skipped. A view with `alpha < 1` is drawn as one
    /// group; ``clipsToBounds`` clips the subviews; the border is drawn last, above them.
    /// Colours reach the context resolved for the ``View/traitCollection``'s appearance.
    public func drawHierarchy(in context: any GraphicsContext) {
        let context = AppearanceResolvingContext.wrapping(context, for: traitCollection.userInterfaceStyle)
        // The walk keeps its own stack (a deep hierarchy would overflow the call stack): each
        // view is entered (its own drawing, then its subviews' clip and offset) and, after its
        // subviews, left (the border above them), in the order a recursive walk takes.
        enum Step {
            case enter(View)
            case leave(View, grouped: Bool, hasSubviews: Bool)
        }
        var steps: [Step] = [.enter(self)]
        while let step = steps.popLast() {
            switch step {
            case .enter(let view):
                guard !view.isHidden, view.alpha > 0 else { continue }
                context.saveState()
                context.translateBy(x: view.storedFrame.minX, y: view.storedFrame.minY)
                let grouped = view.alpha < 1
                if grouped { context.beginTransparencyLayer(alpha: view.alpha) }
                view.draw(in: context)
                let subviews = view.subviews
                if !subviews.isEmpty {
                    context.saveState()
                    if view.clipsToBounds { context.clip(to: Path(rect: view.bounds, cornerRadius: view.cornerRadius)) }
                    let offset = view.subviewDrawingOffset
                    if offset != .zero { context.translateBy(x: offset.x, y: offset.y) }
                }
                steps.append(.leave(view, grouped: grouped, hasSubviews: !subviews.isEmpty))
                for subview in subviews.reversed() { steps.append(.enter(subview)) }
            case let .leave(view, grouped, hasSubviews):
                if hasSubviews { context.restoreState() }
                view.drawBorder(in: context)
                if grouped { context.endTransparencyLayer() }
                context.restoreState()
            }
        }
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
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
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
