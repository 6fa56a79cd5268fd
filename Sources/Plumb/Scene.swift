/// A root view with a size, a render scale and a layout direction: what a sample, a scene
/// file or a test lays out and renders.
public final class Scene {
    /// The scene's name (file names, logs).
    public let name: String
    /// The root view; its identifier is `root`.
    public let root: View
    /// The root's width, or nil to fit the content horizontally.
    public var width: Double?
    /// The root's height, or nil to fit the content vertically.
    public var height: Double?
    /// Pixels per point.
    public var scale: Double { didSet { root.contentScaleFactor = scale } }
    /// The layout direction.
    public var direction: LayoutDirection { didSet { root.layoutDirection = direction } }
    /// The canvas colour behind the root (default ``Color/systemBackground``: white, black
    /// in the dark appearance).
    public var background: Color = .systemBackground
    /// The traits the scene is built for: size classes, text size, appearance.
    public var traits = TraitCollection() { didSet { root.traitCollection = traits } }

    /// Builds a scene: the closure gets the root and lists views, guides and constraints.
    /// Views and guides without a parent join the root; every constraint is activated in one
    /// batch, and views it constrains stop translating their autoresizing masks. ``When``
    /// elements are installed or left out by `traits`.
    public init(_ name: String, width: Double? = nil, height: Double? = nil, scale: Double = 1,
                direction: LayoutDirection = .leftToRight, traits: TraitCollection = TraitCollection(),
                @SceneBuilder content: (View) -> [SceneElement]) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.direction = direction
        root = View("root", frame: Rect(x: 0, y: 0, width: width ?? 0, height: height ?? 0))
        root.contentScaleFactor = scale
        root.layoutDirection = direction
        self.traits = traits
        root.traitCollection = traits
        SceneAssembly.assemble(content(root), into: root)
    }

    /// Hosts a view tree built elsewhere: `root` (a view without a superview) is the scene's
    /// root, and its frame's size the scene's width and height.
    public init(_ name: String, root: View) {
        self.name = name
        self.root = root
        width = root.frame.width
        height = root.frame.height
        scale = root.contentScaleFactor
        direction = root.layoutDirection ?? .leftToRight
        traits = root.traitCollection
    }

    /// Sizes the root (fitting the axes without a size) and runs the layout cycle.
    public func layout() {
        if let width, let height {
            let size = Rect(x: 0, y: 0, width: width, height: height)
            if root.frame != size { root.frame = size }
        } else {
            let fitted = root.systemLayoutSizeFitting(
                Size(width: width ?? 0, height: height ?? 0),
                withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
            root.frame = Rect(x: 0, y: 0, width: width ?? fitted.width, height: height ?? fitted.height)
        }
        root.layoutIfNeeded()
    }

    /// The view with this identifier, searching the whole tree.
    public func view(_ identifier: String) -> View? {
        root.subtreeViews.first { $0.identifier == identifier }
    }

    /// The active constraint with this identifier.
    public func constraint(_ identifier: String) -> LayoutConstraint? {
        root.subtreeViews.lazy.flatMap(\.constraints).first { $0.identifier == identifier }
    }
}

/// One thing listed in a scene builder.
public enum SceneElement {
    /// A view to add.
    case view(View)
    /// A layout guide to add.
    case guide(LayoutGuide)
    /// Constraints to activate.
    case constraints([LayoutConstraint])
    /// Elements whose parent is `View` instead of the root.
    case nested(View, [SceneElement])
    /// Elements installed only when the root's size classes match (see ``When``).
    case when(TraitCondition, [SceneElement])
}

/// Collects views, guides and constraints, recording each constraint's `#fileID:#line`.
@resultBuilder
public enum SceneBuilder {
    /// Lists a view.
    public static func buildExpression(_ view: View) -> [SceneElement] { [.view(view)] }
    /// Lists a layout guide.
    public static func buildExpression(_ guide: LayoutGuide) -> [SceneElement] { [.guide(guide)] }
    /// Several views to add, in order.
    public static func buildExpression(_ views: [View]) -> [SceneElement] { views.map { .view($0) } }
    /// Lists an element as is (e.g. from ``View/containing(_:)``).
    public static func buildExpression(_ element: SceneElement) -> [SceneElement] { [element] }
    /// Lists a constraint, recording where it was written.
    public static func buildExpression(_ constraint: LayoutConstraint, file: String = #fileID, line: Int = #line) -> [SceneElement] {
        if constraint.source == nil { constraint.source = SourceLocation(file: file, line: line) }
        return [.constraints([constraint])]
    }
    /// Lists constraints, recording where they were written.
    public static func buildExpression(_ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line) -> [SceneElement] {
        for constraint in constraints where constraint.source == nil { constraint.source = SourceLocation(file: file, line: line) }
        return [.constraints(constraints)]
    }
    /// Allows statements that produce nothing.
    public static func buildExpression(_: Void) -> [SceneElement] { [] }
    /// Joins the listed parts in order.
    public static func buildBlock(_ parts: [SceneElement]...) -> [SceneElement] { parts.flatMap { $0 } }
    /// An `if` without `else`: its elements, or none.
    public static func buildOptional(_ part: [SceneElement]?) -> [SceneElement] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [SceneElement]) -> [SceneElement] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [SceneElement]) -> [SceneElement] { part }
    /// A `for` loop: every iteration's elements, in order.
    public static func buildArray(_ parts: [[SceneElement]]) -> [SceneElement] { parts.flatMap { $0 } }
}

extension View {
    /// Lists elements whose parent is this view: `container.containing { label; button }`.
    public func containing(@SceneBuilder _ content: () -> [SceneElement]) -> SceneElement {
        .nested(self, content())
    }
}

/// Puts built elements into a tree and activates their constraints.
enum SceneAssembly {
    static func assemble(_ elements: [SceneElement], into root: View) {
        var constraints: [LayoutConstraint] = []
        place(elements, in: root, root: root, constraints: &constraints)
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = item as? View, view !== root { view.translatesAutoresizingMaskIntoConstraints = false }
            }
        }
        LayoutConstraint.activate(constraints)
    }

    private static func place(_ elements: [SceneElement], in parent: View, root: View, constraints: inout [LayoutConstraint]) {
        for element in elements {
            switch element {
            case let .view(view):
                if view.superview == nil && view !== root { parent.addSubview(view) }
            case let .guide(guide):
                if guide.owningView == nil { parent.addLayoutGuide(guide) }
            case let .constraints(list):
                constraints += list
            case let .nested(view, children):
                if view.superview == nil && view !== root { parent.addSubview(view) }
                place(children, in: view, root: root, constraints: &constraints)
            case let .when(condition, children):
                if condition.matches(root.traitCollection) { place(children, in: parent, root: root, constraints: &constraints) }
            }
        }
    }
}

/// Collects constraints (single ones and composite lists), recording each one's `#fileID:#line`.
@resultBuilder
public enum ConstraintsBuilder {
    /// Lists a constraint, recording where it was written.
    public static func buildExpression(_ constraint: LayoutConstraint, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        if constraint.source == nil { constraint.source = SourceLocation(file: file, line: line) }
        return [constraint]
    }
    /// Lists constraints, recording where they were written.
    public static func buildExpression(_ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        for constraint in constraints where constraint.source == nil { constraint.source = SourceLocation(file: file, line: line) }
        return constraints
    }
    /// Joins the listed parts in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`: its constraints, or none.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for` loop: every iteration's constraints, in order.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
}

extension LayoutConstraint {
    /// Activates everything the closure lists, in one batch:
    /// `LayoutConstraint.activate { a.edges == b.edges; a.widthAnchor == 100 }`.
    @discardableResult
    public static func activate(@ConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let list = constraints()
        activate(list)
        return list
    }
}
