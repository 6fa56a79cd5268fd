extension LayoutAttribute {
    /// Where the attribute lies on a rectangle: an edge's or a centre's coordinate (x for
    /// horizontal attributes, y for vertical ones) or a size, with leading and trailing read in
    /// `direction`. A margin attribute reads as its plain one (inset the rectangle by the
    /// margins first). Nil for baselines, which come from text, and for `notAnAttribute`.
    public func position(in rect: Rect, direction: LayoutDirection) -> Double? {
        switch marginFree {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return direction == .leftToRight ? rect.minX : rect.maxX
        case .trailing: return direction == .leftToRight ? rect.maxX : rect.minX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}
