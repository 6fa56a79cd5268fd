import PlumbSolver

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// The engine describes every item by four variables: the origin and size of its alignment
/// rectangle, in the coordinates of the tree's root view.
open class LayoutItem: CustomStringConvertible, EngineSlotted {
    /// A name for logs, traces and scene files.
    public var identifier: String?

    /// The active constraints that name this item.
    var references = ConstraintReferences()

    /// The item's slot in its tree's engine (see ``EngineSlots``); -1 while it has none.
    @exclusivity(unchecked)
    var engineSlot = -1

    /// The item's four engine variables, made on first use and named after the item.
    lazy var variables = ItemVariables(name: debugName)

    /// Creates an item. Public only so that `View` subclasses in other modules inherit
    /// `View`'s convenience initializers (Swift requires every designated initializer up the
    /// chain to be visible); make a ``View`` or a ``LayoutGuide``, not a bare item.
    public init() {}

    /// The view whose tree this item lives in: itself for a view, the owner for a guide.
    var treeView: View? { nil }

    /// The item whose edges a constraint to `other` acts on: the item itself, or a scroll
    /// view's content area for an item inside it (see ``AttributeExpression/contentSide(of:_:facing:)``).
    func edgeItem(facing other: LayoutItem) -> LayoutItem { self }

    /// True when the item's baselines can move while its content size stays (a label's text
    /// changing), so that baseline constraints are refreshed whenever it is synced.
    open var _baselinesMoveWithContent: Bool { false }

    /// Called by the layout pass when the engine moved the item: asks for the layout of the
    /// views whose frames it sets.
    func engineValuesDidChange() {}

    /// The name logs use: the identifier, or the class name.
    open var debugName: String { identifier ?? typeName }

    /// The class name without module prefix.
    var typeName: String { String(describing: type(of: self)) }

    /// UIKit's description, with a stable name in place of the address:
    /// `<Label: title; frame = (16 20; 200 20)>`, `<LayoutGuide: gap; layoutFrame = …; owningView = root>`.
    public var description: String {
        if let view = self as? View { return ItemDescription.of(view) }
        if let guide = self as? LayoutGuide { return ItemDescription.of(guide) }
        return debugName
    }

    // MARK: Anchors shared by views and guides

    /// The leading edge: left under left-to-right layout, right under right-to-left.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right under left-to-right layout, left under right-to-left.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

/// The four engine variables of an item's alignment rectangle, in root coordinates. A class,
/// so that reading them costs one reference count, not four strings'.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The four variables' ids, for reading values without copying the variables' names.
    let ids: (minX: Int, minY: Int, width: Int, height: Int)

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        ids = (minX.id, minY.id, width.id, height.id)
    }
}
