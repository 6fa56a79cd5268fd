/// The items an animation records, in a fixed order: each view of the tree, parents first,
/// followed by its layout guides. Frames store one rectangle per item in this order.
struct AnimatedItems {
    /// The items in order.
    let items: [LayoutItem]
    /// The index of each view's entry in ``items``, in subtree order.
    let viewIndices: [Int]
    private let indexByItem: [ObjectIdentifier: Int]

    init(root: View) {
        var items: [LayoutItem] = []
        var viewIndices: [Int] = []
        for view in root.subtreeViews {
            viewIndices.append(items.count)
            items.append(view)
            items.append(contentsOf: view.layoutGuides as [LayoutItem])
        }
        self.items = items
        self.viewIndices = viewIndices
        indexByItem = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
    }

    /// The views in subtree order.
    var views: [View] { viewIndices.map { items[$0] as! View } }

    /// The position of an item, if it is one of these.
    func index(of item: LayoutItem) -> Int? { indexByItem[ObjectIdentifier(item)] }

    /// Where every item is now: drawn frames from the last layout pass, alignment rectangles
    /// from the engine.
    func geometry(engine: LayoutEngine) -> FrameGeometry {
        var frames: [Rect] = []
        var alignment: [Rect] = []
        frames.reserveCapacity(items.count)
        alignment.reserveCapacity(items.count)
        for item in items {
            if let view = item as? View {
                frames.append(view.frame)
            } else if let guide = item as? LayoutGuide {
                frames.append(guide.layoutFrame)
            }
            alignment.append(engine.alignmentRect(of: item))
        }
        return FrameGeometry(frames: frames, alignmentRects: alignment)
    }
}
