/// UIKit's descriptions of views and layout guides, with stable names for the addresses.
enum ItemDescription {
    /// `<Label: title; frame = (16 20; 200 20)>`, or `<View: v3; …>` for a view without an
    /// identifier (its place in the tree, depth first), adding `hidden = YES` and
    /// `autoresize = h=--& v=--&` when they apply.
    static func of(_ view: View) -> String {
        let name = view.identifier ?? view.treeID
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

extension View {
    /// `vN`: the view's place (from 1, the root) in a depth-first walk of its tree, the stable
    /// name logs and descriptions give a view without an identifier.
    var treeID: String { "v\((rootView.subtreeViews.firstIndex { $0 === self } ?? -1) + 1)" }
}
