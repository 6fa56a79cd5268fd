import Plumb

/// Where the overlay legend goes (the CLI's `--legend`): always outside the layout, so it never
/// hides any of it.
public enum OverlayLegendPlacement: String, Hashable, Sendable, CaseIterable {
    /// In a strip to the right of the layout: the picture grows wider (the default).
    case side
    /// In a strip below the layout: the picture grows taller.
    case bottom
    /// No legend: the picture is the layout's size.
    case none
}

/// The views and guides the overlays are about (the CLI's `--focus`): only the constraints that
/// touch them, the guides those constraints use, and their own frames, alignment rectangles,
/// margins, baselines, safe areas and ambiguity are drawn. The views themselves are all drawn.
public struct OverlayFocus: Hashable, Sendable {
    /// The identifiers of the views and layout guides in focus.
    public var identifiers: [String]

    /// A focus on the views and guides with these identifiers.
    public init(_ identifiers: [String]) { self.identifiers = identifiers }

    /// Parses the CLI's comma list of ids (spaces allowed around them) against the scene's ids.
    /// An id the scene doesn't have, or an empty entry, throws a ``FocusListError`` with its
    /// offset in the list and, when one id is close, a suggestion.
    public init(list: String, validIdentifiers: [String]) throws(FocusListError) {
        var identifiers: [String] = []
        for (name, offset) in CommaList.items(list) {
            guard validIdentifiers.contains(name) else {
                throw FocusListError(name: name, offset: offset, list: list,
                                     suggestion: NameSuggestion.closest(to: name, among: validIdentifiers),
                                     validIdentifiers: validIdentifiers)
            }
            if !identifiers.contains(name) { identifiers.append(name) }
        }
        self.identifiers = identifiers
    }
}
