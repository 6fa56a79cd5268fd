import Plumb
import PlumbScene

/// Describes each view and guide for the model.
enum ViewInspection {
    static func views(_ items: ItemCatalog, constraints: ConstraintCatalog, ambiguous: Set<ObjectIdentifier>,
                      loaded: LoadedScene?, directory: String?, affecting withAffecting: Bool) -> [InspectedView] {
        // Every view's lists at once, in the catalog's order (the same depth-first walk).
        let affecting = withAffecting ? items.views.first.map { $0.constraintsAffectingLayoutInSubtree() } : nil
        var children = Array(repeating: [Int](), count: items.views.count)
        for (index, parent) in items.parents.enumerated() { if let parent { children[parent].append(index) } }
        var guides = Array(repeating: [Int](), count: items.views.count)
        for (index, owner) in items.guideOwners.enumerated() { guides[owner].append(index) }
        return items.views.enumerated().map { index, view in
            let frame = items.frames[index]
            let intrinsic = view.effectiveIntrinsicContentSize
            func metric(_ value: Double) -> Double? { value == View.noIntrinsicMetric ? nil : value }
            func priorities(_ read: (LayoutAxis) -> LayoutPriority) -> InspectorAxes<Double> {
                InspectorAxes(horizontal: Double(read(.horizontal).rawValue), vertical: Double(read(.vertical).rawValue))
            }
            func indexes(_ list: [LayoutConstraint]) -> [Int] { list.compactMap(constraints.index(of:)).sorted() }
            let baselines = view.hasTextBaselines ? view.baselines : nil
            return InspectedView(
                key: items.viewKeys[index],
                id: view.identifier,
                type: String(describing: type(of: view)),
                parent: items.parents[index],
                children: children[index],
                guides: guides[index],
                depth: items.depths[index],
                frame: InspectorRect(frame),
                frameInParent: InspectorRect(view.frame),
                alignmentRect: InspectorRect(view.alignmentRect(forFrame: frame)),
                margins: InspectorInsets(view.layoutMargins),
                baselines: baselines.map { InspectedBaselines(first: frame.minY + $0.first, last: frame.minY + $0.last) },
                intrinsicSize: InspectorAxes(horizontal: metric(intrinsic.width), vertical: metric(intrinsic.height)),
                hugging: priorities(view.contentHuggingPriority(for:)),
                compression: priorities(view.contentCompressionResistancePriority(for:)),
                hidden: view.isHidden,
                visible: items.visible[index],
                text: text(of: view),
                background: view.backgroundColor?.resolved(for: view.traitCollection.userInterfaceStyle).description,
                declaration: declaration(of: view.identifier, in: loaded, directory: directory),
                ambiguous: ambiguous.contains(ObjectIdentifier(view)),
                constraints: constraints.naming(view),
                affecting: affecting.map { InspectorAxes(horizontal: indexes($0[index].horizontal), vertical: indexes($0[index].vertical)) })
        }
    }

    static func guides(_ items: ItemCatalog, constraints: ConstraintCatalog, ambiguous: Set<ObjectIdentifier>,
                       loaded: LoadedScene?, directory: String?) -> [InspectedGuide] {
        items.guides.enumerated().map { index, guide in
            InspectedGuide(
                key: items.guideKeys[index],
                id: guide.identifier,
                kind: ItemCatalog.kind(of: guide),
                owner: items.guideOwners[index],
                frame: InspectorRect(items.guideFrame(guide) ?? .zero),
                declaration: declaration(of: guide.identifier, in: loaded, directory: directory),
                ambiguous: ambiguous.contains(ObjectIdentifier(guide)),
                constraints: constraints.naming(guide))
        }
    }

    /// What a view shows: a label's text, a button's or check box's title, a field's text or placeholder.
    static func text(of view: View) -> String? { (view as? any TextShowing)?.displayedText }

    private static func declaration(of id: String?, in loaded: LoadedScene?, directory: String?) -> InspectorSource? {
        guard let id, let location = loaded?.declaration(of: id) else { return nil }
        return InspectorSource(location, directory: directory)
    }
}
