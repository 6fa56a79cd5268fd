/// UIKit's descriptions of views and layout guides, with stable names for the addresses.
enum ItemDescription {
    /// `<Label: title; frame = (16 20; 200 20)>`, or `<View: v3; …>` for a view without an
    /// identifier (its place in the tree, depth first), adding `hidden = YES` and
    /// `autoresize = h=--& v=--&` when they apply.
    static func of(_ view: View) -> String {
        let name = view.identifier ?? "v\((view.rootView.subtreeViews.firstIndex { $0 === view } ?? -1) + 1)"
        var text = "<\(type(of: view)): \(name); frame = \(view.frame)"
        if view.isHidden { text += "; hidden = YES" }
        if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
            text += "; autoresize = \(AutoresizingConstraints(view: view).maskText)"
        }
        return text + ">"
    }

    /// `<LayoutGuide: gap; layoutFrame = (60 10; 30 1); owningView = root>`.
    static func of(_ guide: LayoutGuide) -> String {
        let owner = guide.owningView.map { $0.identifier ?? "\(type(of: $0))" } ?? "nil"
        return "<LayoutGuide: \(guide.debugName); layoutFrame = \(guide.layoutFrame); owningView = \(owner)>"
    }
}
