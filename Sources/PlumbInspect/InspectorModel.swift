/// Everything the inspector page shows about one laid-out scene: its views, guides and
/// constraints with their geometry, and the problems the layout found. The page reads it as
/// JSON (``InspectorModel/jsonBytes()``); indexes into ``views``, ``guides`` and
/// ``constraints`` link the parts.
///
/// Coordinates are in points, with the root's top-left corner at the origin ("root
/// coordinates"), after pixel snapping; a scroll view's offset moves what it contains.
public struct InspectorModel: Codable, Hashable, Sendable {
    /// The version of this format; the page checks it.
    public var format = 1
    /// The scene's name.
    public var scene: String
    /// The scene file as given.
    public var file: String
    /// The canvas: the root's size.
    public var size: InspectorSize
    /// Pixels per point the layout was snapped to.
    public var scale: Double
    /// `ltr` or `rtl`.
    public var direction: String
    /// True when a live preview serves the page: it shows the size controls and calls
    /// `plumbInspector.onResize`.
    public var live = false
    /// In live mode, the variant shown and the choices of the page's variant switches; nil (and
    /// left out of the JSON) otherwise.
    public var variants: InspectedVariants? = nil
    /// Every view, parents before children, back to front (a depth-first walk from the root).
    public var views: [InspectedView]
    /// Every layout guide, the user's and the system's, grouped by owner in view order.
    public var guides: [InspectedGuide]
    /// Every active constraint, in activation order (`c1`, `c2`, … as logs number them).
    public var constraints: [InspectedConstraint]
    /// Each ambiguous view or guide.
    public var ambiguities: [InspectedAmbiguity]
    /// Each set of required constraints that could not all hold.
    public var conflicts: [InspectedConflict]
    /// The problems in the order the summary lists them.
    public var problems: [InspectedProblem]
    /// True when each view's ``InspectedView/affecting`` lists were computed.
    public var hasAffecting: Bool
    /// The animation the page's time scrubber plays; nil (and left out of the JSON) without one.
    public var animation: InspectedAnimation? = nil
}

/// When the model lists `constraintsAffectingLayout(for:)` for every view. The lists are found
/// together (`View.constraintsAffectingLayoutInSubtree()`): each constraint's constant is moved
/// and put back once each way on the scene's own solver, so a screen costs about what the
/// solver's edits of its constraints cost, plus the lists themselves, which grow as views ×
/// the constraints above them in a long column. A scene with ambiguous views is probed on
/// copies of the solver instead, about (constraints + views)² steps.
public enum AffectingPolicy: String, Sendable, CaseIterable {
    /// When constraints + views are at most ``AffectingPolicy/automaticBudget`` (a 1,000-view
    /// screen has about 4,200), or, with ambiguous views, when (constraints + views)² is at
    /// most ``AffectingPolicy/ambiguousBudget``.
    case automatic = "auto"
    /// For every scene, however long it takes.
    case always = "all"
    /// Never.
    case never = "none"

    /// The most constraints and views together that ``automatic`` lists for a scene without
    /// ambiguous views.
    public static let automaticBudget = 6_000

    /// The largest (constraints + views)² that ``automatic`` lists for a scene with ambiguous
    /// views: about 1,500 constraints and views together, a second or two.
    public static let ambiguousBudget = 2_250_000

    /// True when the lists are computed for a scene of this many views and active
    /// constraints, with or without ambiguous views.
    public func computes(views: Int, constraints: Int, ambiguous: Bool = false) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .automatic:
            let size = constraints + views
            return ambiguous ? Double(size) * Double(size) <= Double(Self.ambiguousBudget) : size <= Self.automaticBudget
        }
    }
}

/// A width and a height.
public struct InspectorSize: Codable, Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
}

/// A view or a guide: an index into ``InspectorModel/views`` or ``InspectorModel/guides``.
public struct InspectorItem: Codable, Hashable, Sendable {
    /// The view's index, for a view.
    public var view: Int?
    /// The guide's index, for a guide.
    public var guide: Int?

    /// A view.
    public static func view(_ index: Int) -> InspectorItem { InspectorItem(view: index, guide: nil) }
    /// A guide.
    public static func guide(_ index: Int) -> InspectorItem { InspectorItem(view: nil, guide: index) }
}

/// A view as the inspector shows it.
public struct InspectedView: Codable, Hashable, Sendable {
    /// Its identifier, or a generated name (`Label:v3`, as logs name it): unique in the model,
    /// the key a selection is kept by.
    public var key: String
    /// Its identifier, when it has one.
    public var id: String?
    /// The class: `View`, `Label`, `StackView`, ….
    public var type: String
    /// The superview's index; nil for the root.
    public var parent: Int?
    /// The subviews' indexes, back to front.
    public var children: [Int]
    /// The guides it owns, as indexes.
    public var guides: [Int]
    /// Levels below the root (the root is 0).
    public var depth: Int
    /// The frame in root coordinates.
    public var frame: InspectorRect
    /// The frame in the superview's coordinates, as `View.frame` has it.
    public var frameInParent: InspectorRect
    /// The alignment rectangle in root coordinates.
    public var alignmentRect: InspectorRect
    /// The layout margins by physical edge.
    public var margins: InspectorInsets
    /// The first and last baselines in root coordinates, for a view with text.
    public var baselines: InspectedBaselines?
    /// The intrinsic content size; nil on an axis without one.
    public var intrinsicSize: InspectorAxes<Double?>
    /// Content hugging priorities.
    public var hugging: InspectorAxes<Double>
    /// Compression-resistance priorities.
    public var compression: InspectorAxes<Double>
    /// True when the view itself is hidden.
    public var hidden: Bool
    /// True when it is drawn: neither it nor an ancestor is hidden.
    public var visible: Bool
    /// What it shows: a label's text, a button's or check box's title, a field's text or placeholder.
    public var text: String?
    /// Its background colour (`#rrggbb` or `#rrggbbaa`), for the exploded view.
    public var background: String?
    /// Where the scene file declares it.
    public var declaration: InspectorSource?
    /// True when its layout is ambiguous.
    public var ambiguous: Bool
    /// The constraints that name it, as indexes.
    public var constraints: [Int]
    /// `constraintsAffectingLayout(for:)` on each axis, as indexes; nil when the model left
    /// it out (see ``AffectingPolicy``).
    public var affecting: InspectorAxes<[Int]>?
}

/// First and last baselines, as y positions.
public struct InspectedBaselines: Codable, Hashable, Sendable {
    /// The first line's baseline.
    public var first: Double
    /// The last line's baseline.
    public var last: Double
}

/// A layout guide as the inspector shows it.
public struct InspectedGuide: Codable, Hashable, Sendable {
    /// Its identifier, or `owner.safeAreaLayoutGuide` for a system guide, or `LayoutGuide:gN`.
    public var key: String
    /// Its identifier, when it has one.
    public var id: String?
    /// `user`, `layoutMargins`, `safeArea`, `scrollContent` or `scrollFrame`.
    public var kind: String
    /// The owning view's index.
    public var owner: Int
    /// The layout frame in root coordinates.
    public var frame: InspectorRect
    /// Where the scene file declares it.
    public var declaration: InspectorSource?
    /// True when its layout is ambiguous.
    public var ambiguous: Bool
    /// The constraints that name it, as indexes.
    public var constraints: [Int]
}

/// One side of a constraint: an item's attribute and where it lies now.
public struct InspectedAnchor: Codable, Hashable, Sendable {
    /// The view or guide.
    public var item: InspectorItem
    /// The attribute's name: `leading`, `topMargin`, `firstBaseline`, `width`, ….
    public var attribute: String
    /// The attribute's position in root coordinates (x for horizontal attributes, y for
    /// vertical ones), or the size for width and height; leading and trailing follow the
    /// constraint's layout direction, margins the view's layout margins.
    public var value: Double
}

/// An active constraint as the inspector shows it.
public struct InspectedConstraint: Codable, Hashable, Sendable {
    /// Its number among the tree's active constraints (`c7`).
    public var number: String
    /// UIKit's description, as logs print it.
    public var description: String
    /// The plain equation: `saturn.width == 1.5*saturn.height`.
    public var equation: String
    /// Its identifier, when it has one.
    public var identifier: String?
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// The multiplier.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1...1000.
    public var priority: Double
    /// `horizontal` or `vertical`.
    public var axis: String
    /// The first item's side.
    public var first: InspectedAnchor
    /// The second item's side; nil for a constant (`width == 100`).
    public var second: InspectedAnchor?
    /// Where it was written.
    public var source: InspectorSource?
    /// What made it when Plumb did (`stack view row`).
    public var origin: String?
    /// `satisfied` (blue), `ambiguous` (orange: an item is ambiguous), `conflicting` (red: one
    /// of an unsatisfiable set) or `broken` (red: broken to recover from a conflict).
    public var status: String
    /// The label of its I-beam: the gap or size as Interface Builder shows it (`8`, `≥ 8`,
    /// `= ×1.5`, `100 @750`).
    public var label: String
}

/// An ambiguous view or guide, with what it needs and where it could be instead.
public struct InspectedAmbiguity: Codable, Hashable, Sendable {
    /// The view or guide.
    public var item: InspectorItem
    /// Its key.
    public var key: String
    /// `needs constraints for: X position`, in Interface Builder's words.
    public var message: String
    /// What it needs constraints for, one entry each.
    public var missing: [String]
    /// The variables that can move.
    public var variables: [InspectedVariable]
    /// The frame `exerciseAmbiguityInLayout()` moves a view to, in root coordinates; nil for a guide.
    public var alternative: InspectorRect?
    /// The constraints that name it, as indexes.
    public var constraints: [Int]
}

/// One ambiguous engine variable.
public struct InspectedVariable: Codable, Hashable, Sendable {
    /// `saturn.minX`.
    public var name: String
    /// Its value now.
    public var value: Double
    /// The least value it can take; nil when unbounded.
    public var min: Double?
    /// The greatest value it can take; nil when unbounded.
    public var max: Double?
}

/// A set of required constraints that could not all hold.
public struct InspectedConflict: Codable, Hashable, Sendable {
    /// The broken constraint's index, when it is one of the scene's constraints.
    public var broken: Int?
    /// The broken constraint as the log names it.
    public var brokenText: String
    /// The members' indexes, for the scene's constraints among them.
    public var conflicting: [Int]
    /// Every member as the log names it, generated constraints too.
    public var conflictingText: [String]
}

/// One line of the scene summary's problem list.
public struct InspectedProblem: Codable, Hashable, Sendable {
    /// `conflict` or `ambiguity`.
    public var kind: String
    /// What went wrong, in one line.
    public var text: String
    /// The key of the view (or guide) selecting the problem selects.
    public var key: String?

    /// Creates a line.
    public init(kind: String, text: String, key: String?) {
        self.kind = kind
        self.text = text
        self.key = key
    }
}
