import Plumb

/// The guides of an Interface Builder scene: safe areas, scroll guides, the keyboard guide, a
/// view's own layout guides and a view controller's old top and bottom layout guides.
extension IBSceneBuilder {
    /// The view's safe area, scroll guides, keyboard guide and its own layout guides, by their ids.
    mutating func addGuides(of element: IBElement, to view: View) throws(SceneError) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            let item: LayoutItem
            switch guide["key"] {
            case "safeArea": item = view.safeAreaLayoutGuide
            case "layoutMargins": item = view.layoutMarginsGuide
            case "contentLayoutGuide" where view is ScrollView: item = (view as! ScrollView).contentLayoutGuide
            case "frameLayoutGuide" where view is ScrollView: item = (view as! ScrollView).frameLayoutGuide
            case "keyboard": item = keyboardGuide(id, on: view)
            default:
                warnings.append(warning(guide, "the layout guide '\(guide["key"] ?? "")' is not known to Plumb: constraints to it are left out"))
                continue
            }
            try declare(id, item, guide, saved: nil)
        }
        for guide in element.child("layoutGuides")?.children ?? [] where guide.name != "viewControllerLayoutGuide" {
            guard let id = guide["id"] else { continue }
            let made = LayoutGuide()
            made.identifier = id
            view.addLayoutGuide(made)
            try declare(id, made, guide, saved: nil)
        }
    }

    /// The keyboard guide with the keyboard down: the strip below the safe area, as UIKit's
    /// `keyboardLayoutGuide` is when no keyboard shows.
    mutating func keyboardGuide(_ id: String, on view: View) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = id
        view.addLayoutGuide(guide)
        pin(guide, id, top: (view.safeAreaLayoutGuide, .bottom), bottom: (view, .bottom), in: view)
        return guide
    }

    /// The old `topLayoutGuide` (from the top to the bottom of the status and navigation bars)
    /// and `bottomLayoutGuide` (from the top of a tab bar or toolbar to the bottom): their
    /// heights are the root's safe-area insets.
    mutating func addControllerGuides(_ controller: IBElement, root: View) {
        for element in controller.child("layoutGuides")?.children ?? [] where element.name == "viewControllerLayoutGuide" {
            guard let id = element["id"], items[id] == nil else { continue }
            let guide = LayoutGuide()
            guide.identifier = id
            root.addLayoutGuide(guide)
            if element["type"] == "bottom" {
                pin(guide, id, top: (root.safeAreaLayoutGuide, .bottom), bottom: (root, .bottom), in: root)
            } else {
                pin(guide, id, top: (root, .top), bottom: (root.safeAreaLayoutGuide, .top), in: root)
            }
            try? declare(id, guide, element, saved: nil)
        }
    }

    mutating func pin(_ guide: LayoutGuide, _ id: String, top: (LayoutItem, LayoutAttribute), bottom: (LayoutItem, LayoutAttribute), in view: View) {
        let pairs: [(LayoutAttribute, LayoutItem, LayoutAttribute)] = [
            (.top, top.0, top.1), (.bottom, bottom.0, bottom.1), (.leading, view, .leading), (.trailing, view, .trailing),
        ]
        for (attribute, other, otherAttribute) in pairs {
            guard let made = try? LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: other,
                                                   attribute: otherAttribute, file: source.file, line: 1) else { continue }
            systemConstraints.append(SceneConstraint(constraint: made, name: "\(id).\(attribute)", location: declarations[id] ?? SourceLocation(file: source.file, line: 1), isActive: true))
        }
    }
}
