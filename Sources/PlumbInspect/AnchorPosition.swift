import Plumb

/// Where an attribute of a laid-out item lies in root coordinates, by the engine's rules:
/// margin attributes act on the frame inset by the layout margins, leading and trailing follow
/// the constraint's layout direction, baselines are the view's (or its delegate's).
enum AnchorPosition {
    /// The attribute's position (or size, for width and height); nil for `notAnAttribute`.
    static func value(_ attribute: LayoutAttribute, of item: LayoutItem, direction: LayoutDirection,
                      in catalog: ItemCatalog) -> Double? {
        guard var rect = catalog.rect(of: item) else { return nil }
        let view = item as? View
        if attribute.isMargin, let view, let index = catalog.index(of: view) {
            rect = catalog.frames[index].inset(by: view.layoutMargins)
        }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            guard let view, let index = catalog.index(of: view) else { return rect.maxY }
            let baselines = view.baselines
            return catalog.frames[index].minY + (attribute == .firstBaseline ? baselines.first : baselines.last)
        default: return attribute.position(in: rect, direction: direction)
        }
    }

    /// The layout direction a constraint reads leading and trailing in: its first item's.
    static func direction(of item: LayoutItem) -> LayoutDirection {
        if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
        if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner.effectiveUserInterfaceLayoutDirection }
        return .leftToRight
    }
}
