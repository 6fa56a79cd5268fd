/// How a name in a visual format finds its item.
///
/// The whole name is looked up in the views dictionary first, so that a dotted key (a
/// component's `b1.label`) wins. Otherwise a dotted name is `VIEW.GUIDE`, split at the last
/// dot, for one of the view's system guides as equations name them (see ``EquationGuideName``):
/// `scroll.contentLayoutGuide`, `scroll.frame`, `root.safeArea`, `card.margins`.
struct VisualFormatNames {
    let views: [String: LayoutItem]
    let format: String

    /// The item `name` (written at `offset`) stands for; nil when the whole name is no key and
    /// it names no guide of a view that is one. Throws, at the guide's name, for a guide name
    /// that is unknown or doesn't fit its view; and at the view's name for an unknown view
    /// before a known guide name.
    func item(named name: String, at offset: Int) throws(VisualFormatError) -> LayoutItem? {
        if let item = views[name] { return item }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let owner = String(name[..<dot]), guide = String(name[name.index(after: dot)...])
        guard let item = views[owner] else {
            guard EquationGuideName.names.contains(guide) else { return nil }
            throw VisualFormatError(message: VisualFormatMessage.unknownView(owner), format: format, offset: offset)
        }
        do {
            return try EquationGuideName.guide(named: guide, of: item, itemName: owner)
        } catch {
            throw VisualFormatError(message: error.message, format: format, offset: offset + owner.count + 1)
        }
    }
}
