import Plumb

// Small helpers the samples share. Each one mirrors something a scene file writes in one
// line, so that a sample's Swift and its YAML read alike.

/// A colour written as in a scene file: `#rgb`, `#rrggbb` or `#rrggbbaa`.
func hex(_ string: String) -> Color {
    guard let color = Color(hex: string) else { preconditionFailure("bad colour \(string)") }
    return color
}

/// A layout guide with an identifier (a scene file's `guides:` entry).
func guide(_ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = identifier
    return guide
}

/// A plain view with a background colour (and optionally rounded corners).
func box(_ identifier: String, _ color: String, cornerRadius: Double = 0) -> View {
    let view = View(identifier)
    view.backgroundColor = hex(color)
    view.cornerRadius = cornerRadius
    return view
}

/// A plain view standing in for a custom view: a fixed intrinsic size (a scene file's
/// `intrinsicSize`) and a background colour.
func sized(_ identifier: String, _ width: Double, _ height: Double, _ color: String, cornerRadius: Double = 0) -> View {
    let view = box(identifier, color, cornerRadius: cornerRadius)
    view.intrinsicContentSizeOverride = Size(width: width, height: height)
    return view
}

/// A button with a background colour and rounded corners, so that its frame shows.
func button(_ identifier: String, _ title: String, _ color: String, cornerRadius: Double = 6) -> Button {
    let button = Button(identifier, title: title)
    button.backgroundColor = hex(color)
    button.cornerRadius = cornerRadius
    return button
}

/// The constraints of a visual format string. The formats here are literals, so a mistake
/// is a programming error. `identifier` names every constraint of the string, as a scene
/// file's `{id:, constraint:}` map does.
func vfl(_ format: String, _ views: [String: LayoutItem], metrics: [String: Double] = [:],
         identifier: String? = nil, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    do {
        let constraints = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views,
                                                           file: file, line: line)
        if let identifier { for constraint in constraints { constraint.identifier = identifier } }
        return constraints
    } catch {
        preconditionFailure("\(format): \(error)")
    }
}

/// UIKit's item/attribute form, for what anchors can't say (a position times a multiplier,
/// or a margin attribute as the seed's log prints it).
func relate(_ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
            _ other: LayoutItem?, _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
            file: String = #fileID, line: Int = #line) -> LayoutConstraint {
    do {
        return try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                    attribute: otherAttribute, multiplier: multiplier, constant: constant,
                                    file: file, line: line)
    } catch {
        preconditionFailure("\(error)")
    }
}

/// `view`'s top, leading and trailing on the layout margins of `root` (a screen whose content
/// is pinned inside its margins).
@ConstraintsBuilder
func pinTopAndSides(_ view: View, toMarginsOf root: View) -> [LayoutConstraint] {
    view.topAnchor == root.layoutMarginsGuide.topAnchor
    view.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
    view.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
}

extension View {
    /// Gives a root the look of Plumb's own screens: the grouped grey background (`#f2f2f7`)
    /// and 16-point margins.
    func useGroupedScreenStyle() {
        backgroundColor = hex("#f2f2f7")
        directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
    }

    /// Adds views (as subviews) and guides now, in order. A visual format's `|` is the views'
    /// superview when the format is read, and the scene builder only places the views it
    /// lists after its closure has run, so scenes that use VFL place their views first.
    func add(_ items: [LayoutItem]) {
        for item in items {
            if let view = item as? View {
                addSubview(view)
            } else if let guide = item as? LayoutGuide {
                addLayoutGuide(guide)
            }
        }
    }

    /// Adds views and guides now, in order (see the array form).
    func add(_ items: LayoutItem...) { add(items) }
}
