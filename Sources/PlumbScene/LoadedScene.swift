import Plumb
import Yams

/// A scene loaded from a file: the scene, its views and guides by id, and its constraints.
public final class LoadedScene {
    /// The scene; its root is `root`.
    public let scene: Scene
    /// The scene file's path.
    public let file: String
    /// View ids in the order the file declares them, `root` first.
    public let viewIDs: [String]
    /// Guide ids in the order the file declares them.
    public let guideIDs: [String]
    /// Every constraint the file makes, in order (inactive ones too; not those a `when:` leaves out).
    public let constraints: [SceneConstraint]
    /// What loading found suspect but not wrong, e.g. a text missing from the chosen language
    /// (shown in the development language instead); each has ``SceneError/severity`` `.warning`.
    public let warnings: [SceneError]
    /// The device the scene is laid out for (`--device`, else the file's `device:`), or nil.
    public internal(set) var device: Device?
    /// The device's orientation (portrait without a device).
    public internal(set) var orientation = Orientation.portrait
    /// The languages of the file's `strings:` table, in file order (empty without one).
    public internal(set) var languages: [String] = []
    /// The language whose texts are shown: `--language` (a pseudo-language too), else the
    /// development language; nil when the file has no table and none was asked for.
    public internal(set) var language: String?
    /// The file's `animation:` key, if it has one.
    public internal(set) var animation: SceneAnimation?
    /// The frames an Interface Builder document saved (what Apple's engine computed when it was
    /// last saved), by view id, in the superview's coordinates; empty for a YAML scene.
    public internal(set) var savedFrames: [String: Rect] = [:]
    /// An Interface Builder view's user label or outlet name, by view id, shown beside the id.
    public internal(set) var labels: [String: String] = [:]
    /// The views an Interface Builder document marks `misplaced="YES"`: IB knew when saving
    /// that their saved frames are not their run-time frames.
    public internal(set) var misplacedInDocument: Set<String> = []
    /// Where each saved frame is written: the view's element and its `<rect key="frame">`.
    var savedFrameLocations: [String: (view: SourceLocation, rect: SourceLocation)] = [:]
    /// An Interface Builder document's text, as read (nil for a YAML scene).
    var documentText: String?
    private let items: [String: LayoutItem]
    private let source: SourceText?
    private let settingKeys: [String: Node]
    private let declarations: [String: SourceLocation]
    /// What activating the constraints logged, until an outcome reports it.
    private var activationMessages: [LayoutMessage] = []

    init(scene: Scene, file: String, viewIDs: [String], guideIDs: [String], items: [String: LayoutItem],
         constraints: [SceneConstraint], source: SourceText? = nil, settingKeys: [String: Node] = [:],
         declarations: [String: SourceLocation] = [:], warnings: [SceneError] = []) {
        self.scene = scene
        self.file = file
        self.viewIDs = viewIDs
        self.guideIDs = guideIDs
        self.items = items
        self.constraints = constraints
        self.source = source
        self.settingKeys = settingKeys
        self.declarations = declarations
        self.warnings = warnings
    }

    /// Where the view or guide with this id is declared: its entry under `views:` or
    /// `guides:` (for `root`, the `root:` key, when the file has one).
    public func declaration(of id: String) -> SourceLocation? { declarations[id] }

    /// True when the file gives this top-level key (`size`, `scale`, …).
    public func hasSetting(_ key: String) -> Bool { settingKeys[key] != nil }

    /// An error located where the view or guide with this id is declared (the file's first
    /// line when unknown), with its line and a caret.
    public func error(atDeclarationOf id: String, _ message: String) -> SceneError {
        let source = source ?? SourceText(file: file, text: "")
        guard let location = declarations[id] else { return source.error(line: 1, scalarColumn: 1, message) }
        let text = source.lines.indices.contains(location.line - 1) ? String(source.lines[location.line - 1]) : ""
        return SceneError(file: file, line: location.line, column: location.column ?? 1, message: message, sourceLine: text)
    }

    /// An error located at a top-level key of the file (`size`, `scale`, …), with its line and a
    /// caret; at the file's first line when the file leaves that key out.
    public func error(atSetting key: String, _ message: String) -> SceneError {
        let source = source ?? SourceText(file: file, text: "")
        guard let node = settingKeys[key] else { return source.error(line: 1, scalarColumn: 1, message) }
        return source.error(at: node, message)
    }

    /// The view with this id (`root` for the root).
    public func view(_ id: String) -> View? { items[id] as? View }
    /// The guide with this id.
    public func guide(_ id: String) -> LayoutGuide? { items[id] as? LayoutGuide }

    /// Activates the file's active constraints in one batch. Loading calls it, so the scene's
    /// own ``Scene/layout()`` lays out what the file says; what activating logs is kept for the
    /// next outcome (activation used to happen in the first layout, which reported it).
    func activateConstraints() {
        let sink = CollectingSink()
        LayoutLog.$sink.withValue(sink) { LayoutConstraint.activate(constraints.filter(\.isActive).map(\.constraint)) }
        activationMessages = sink.messages
    }

    /// Lays the scene out (``Scene/layout()``) and reports what went wrong: unsatisfiable
    /// constraints and ambiguous views and guides.
    @discardableResult
    public func layout() -> LayoutOutcome {
        outcome { scene.layout() }.outcome
    }

    /// Runs `body`, which changes and lays out the scene (records an animation, say), and
    /// reports what went wrong as ``layout()`` does: what it logged, and the views and guides
    /// left ambiguous. Plumb finds the problems (``View/layoutOutcome(naming:of:)``); this names
    /// constraints by their ids or source text and lists the ambiguous items in file order.
    public func outcome<Result, Failure: Error>(of body: () throws(Failure) -> Result) throws(Failure) -> (result: Result, outcome: LayoutOutcome) {
        var (result, outcome) = try scene.root.layoutOutcome(naming: constraintNames, of: body)
        let ids = viewIDs + guideIDs
        outcome.ambiguous = ids.filter { outcome.ambiguousVariables[$0] != nil }
        let known = Set(ids)
        outcome.ambiguousVariables = outcome.ambiguousVariables.filter { known.contains($0.key) }
        outcome.missingConstraints = outcome.missingConstraints.filter { known.contains($0.key) }
        outcome.ambiguousItemConstraints = outcome.ambiguousItemConstraints.filter { known.contains($0.key) }
        outcome.messages = activationMessages + outcome.messages
        activationMessages = []
        return (result, outcome)
    }

    /// Each constraint's name (its id or source text) by its description, the first entry
    /// winning for constraints described alike.
    private func constraintNames() -> [String: String] {
        var names: [String: String] = [:]
        for (entry, text) in zip(constraints, LayoutConstraint.descriptions(of: constraints.map(\.constraint)))
        where names[text] == nil {
            names[text] = entry.name
        }
        return names
    }
}
