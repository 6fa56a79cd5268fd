import Plumb

/// The scene's views and guides, numbered for the model, with their rectangles in root
/// coordinates: found in one walk from the root, parents before children, back to front.
struct ItemCatalog {
    /// Every view, in walk order.
    private(set) var views: [View] = []
    /// Each view's superview index (nil for the root).
    private(set) var parents: [Int?] = []
    /// Each view's depth below the root.
    private(set) var depths: [Int] = []
    /// Each view's frame in root coordinates.
    private(set) var frames: [Rect] = []
    /// True for each view that is drawn (neither it nor an ancestor is hidden).
    private(set) var visible: [Bool] = []
    /// Each view's unique key.
    private(set) var viewKeys: [String] = []
    /// Every guide, grouped by owner in view order.
    private(set) var guides: [LayoutGuide] = []
    /// Each guide's owner index.
    private(set) var guideOwners: [Int] = []
    /// Each guide's unique key.
    private(set) var guideKeys: [String] = []
    private var viewIndex: [ObjectIdentifier: Int] = [:]
    private var guideIndex: [ObjectIdentifier: Int] = [:]

    init(root: View) {
        var used = Set<String>()
        func unique(_ key: String) -> String {
            var candidate = key, number = 2
            while !used.insert(candidate).inserted { candidate = "\(key)#\(number)"; number += 1 }
            return candidate
        }
        // (view, parent index, origin of the parent's content in root coordinates)
        var stack: [(View, Int?, Point)] = [(root, nil, Point(x: -root.frame.minX, y: -root.frame.minY))]
        while let (view, parent, origin) = stack.popLast() {
            let index = views.count
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            views.append(view)
            parents.append(parent)
            depths.append(parent.map { depths[$0] + 1 } ?? 0)
            frames.append(frame)
            visible.append(!view.isHidden && (parent.map { visible[$0] } ?? true))
            viewKeys.append(unique(view.identifier ?? "\(type(of: view)):v\(index + 1)"))
            viewIndex[ObjectIdentifier(view)] = index
            var content = frame.origin
            if let scroll = view as? ScrollView {
                content = Point(x: content.x - scroll.contentOffset.x, y: content.y - scroll.contentOffset.y)
            }
            for subview in view.subviews.reversed() { stack.append((subview, index, content)) }
        }
        for (owner, view) in views.enumerated() {
            for guide in view.layoutGuides {
                guideIndex[ObjectIdentifier(guide)] = guides.count
                guides.append(guide)
                guideOwners.append(owner)
                guideKeys.append(unique(Self.name(of: guide, owner: viewKeys[owner], number: guides.count)))
            }
        }
    }

    /// A guide's identifier, else `owner.safeAreaLayoutGuide` for a system guide, else `LayoutGuide:gN`.
    private static func name(of guide: LayoutGuide, owner: String, number: Int) -> String {
        if let identifier = guide.identifier { return identifier }
        if guide.isSystemGuide { return owner + "." + systemName(of: guide) }
        return "LayoutGuide:g\(number)"
    }

    /// A system guide's property name on its view: `safeAreaLayoutGuide`, `contentLayoutGuide`, ….
    static func systemName(of guide: LayoutGuide) -> String {
        // `debugName` ends with the property name for an unnamed system guide.
        guide.debugName.split(separator: ".").last.map(String.init) ?? "layoutGuide"
    }

    /// `user`, `layoutMargins`, `safeArea`, `scrollContent` or `scrollFrame`.
    static func kind(of guide: LayoutGuide) -> String {
        if !guide.isSystemGuide { return "user" }
        if guide.isLayoutMarginsGuide { return "layoutMargins" }
        if guide.isSafeAreaLayoutGuide { return "safeArea" }
        return systemName(of: guide) == "frameLayoutGuide" ? "scrollFrame" : "scrollContent"
    }

    /// A view's frame in root coordinates as the tree has it now (each scroll view's offset
    /// moves what it contains).
    static func rootFrame(of view: View) -> Rect {
        guard view.superview != nil else { return Rect(origin: .zero, size: view.frame.size) }
        var frame = view.frame
        var current = view.superview
        while let parent = current {
            let scroll = (parent as? ScrollView)?.contentOffset ?? .zero
            let origin = parent.superview == nil ? Point.zero : parent.frame.origin
            frame = frame.offsetBy(dx: origin.x - scroll.x, dy: origin.y - scroll.y)
            current = parent.superview
        }
        return frame
    }

    /// The model's reference to a view or guide of the scene.
    func item(_ item: LayoutItem) -> InspectorItem? {
        let key = ObjectIdentifier(item)
        if let index = viewIndex[key] { return .view(index) }
        if let index = guideIndex[key] { return .guide(index) }
        return nil
    }

    /// A view's index.
    func index(of view: View) -> Int? { viewIndex[ObjectIdentifier(view)] }

    /// A view's alignment rectangle or a guide's layout frame, in root coordinates.
    func rect(of item: LayoutItem) -> Rect? {
        if let view = item as? View, let index = index(of: view) { return view.alignmentRect(forFrame: frames[index]) }
        return guideFrame(item)
    }

    /// A guide's layout frame in root coordinates (placed from its owner's frame).
    func guideFrame(_ item: LayoutItem) -> Rect? {
        guard let index = guideIndex[ObjectIdentifier(item)] else { return nil }
        let origin = frames[guideOwners[index]].origin
        return guides[index].layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The key of a view or guide.
    func key(of item: LayoutItem) -> String? {
        let id = ObjectIdentifier(item)
        if let index = viewIndex[id] { return viewKeys[index] }
        return guideIndex[id].map { guideKeys[$0] }
    }
}
