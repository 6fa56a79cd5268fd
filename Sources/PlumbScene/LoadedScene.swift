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
    private let items: [String: LayoutItem]
    private let source: SourceText?
    private let settingKeys: [String: Node]
    private let declarations: [String: SourceLocation]
    private var isActivated = false

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

    /// Activates the constraints (first time only, in one batch), lays the scene out, and
    /// reports what went wrong: unsatisfiable constraints and ambiguous views and guides.
    @discardableResult
    public func layout() -> LayoutOutcome {
        outcome {
            if !isActivated {
                isActivated = true
                LayoutConstraint.activate(constraints.filter(\.isActive).map(\.constraint))
            }
            scene.layout()
        }.outcome
    }

    /// Runs `body`, which changes and lays out the scene (records an animation, say), and
    /// reports what went wrong as ``layout()`` does: what it logged, and the views and guides
    /// left ambiguous.
    public func outcome<Result, Failure: Error>(of body: () throws(Failure) -> Result) throws(Failure) -> (result: Result, outcome: LayoutOutcome) {
        let sink = CollectingSink()
        var run: Swift.Result<Result, Failure>?
        LayoutLog.$sink.withValue(sink) { run = Swift.Result { () throws(Failure) -> Result in try body() } }
        let result = try run!.get()
        var variables: [String: [AmbiguousVariable]] = [:]
        var missing: [String: [MissingConstraint]] = [:]
        var naming: [String: [String]] = [:]
        let items = scene.root.ambiguousItemsInSubtree().filter { $0.item.identifier != nil }
        // One call describes them all: each call numbers the tree's constraints once.
        var descriptions = LayoutConstraint.descriptions(of: items.flatMap(\.constraints))[...]
        for item in items {
            let id = item.item.identifier!
            variables[id] = item.variables
            missing[id] = item.missing
            naming[id] = Array(descriptions.prefix(item.constraints.count))
            descriptions = descriptions.dropFirst(item.constraints.count)
        }
        return (result, LayoutOutcome(messages: sink.messages, conflicts: conflicts(in: sink.errors),
                                      ambiguous: (viewIDs + guideIDs).filter { variables[$0] != nil },
                                      ambiguousVariables: variables, missingConstraints: missing, ambiguousItemConstraints: naming))
    }

    /// Each unsatisfiable set, with constraints named by id or source text.
    private func conflicts(in errors: [LayoutError]) -> [LayoutOutcome.Conflict] {
        guard errors.contains(where: { if case .unsatisfiable = $0 { return true }; return false }) else { return [] }
        var names: [String: String] = [:]
        for (entry, text) in zip(constraints, LayoutConstraint.descriptions(of: constraints.map(\.constraint)))
        where names[text] == nil {
            names[text] = entry.name
        }
        return errors.compactMap { error in
            guard case let .unsatisfiable(broken, conflicting) = error else { return nil }
            var seen = Set<String>()
            let named = conflicting.map { names[$0] ?? $0 }.filter { seen.insert($0).inserted }
            return LayoutOutcome.Conflict(conflicting: named, broken: names[broken] ?? broken)
        }
    }
}

/// What a scene's layout reported.
public struct LayoutOutcome: Sendable {
    /// One set of required constraints that could not all hold, and the one broken to recover.
    public struct Conflict: Hashable, Sendable {
        /// The constraints of the set: ids, source text, or the engine's text for generated ones.
        public var conflicting: [String]
        /// The broken constraint, named the same way.
        public var broken: String
        /// Creates a conflict record.
        public init(conflicting: [String], broken: String) {
            self.conflicting = conflicting
            self.broken = broken
        }
    }
    /// Everything logged while activating and laying out, in order.
    public var messages: [LayoutMessage]
    /// The unsatisfiable sets.
    public var conflicts: [Conflict]
    /// The ids of ambiguous views and guides, in file order.
    public var ambiguous: [String]
    /// The variables that can move, by view or guide id.
    public var ambiguousVariables: [String: [AmbiguousVariable]]
    /// What each ambiguous view or guide needs constraints for, in Interface Builder's words, by id.
    public var missingConstraints: [String: [MissingConstraint]] = [:]
    /// The active constraints that name each ambiguous view or guide, as UIKit describes
    /// them (with `(at file:line:col)`), by id.
    public var ambiguousItemConstraints: [String: [String]] = [:]

    /// True when the layout is unsatisfiable or ambiguous (exit status 1).
    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguous.isEmpty }
}
