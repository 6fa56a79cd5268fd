import Foundation
import Plumb
import PlumbScene

extension InspectorModel {
    /// The model of a scene file laid out with `LoadedScene.layout()`: `outcome` is what that
    /// call returned. Relative source paths in links are resolved against `directory` (the
    /// current directory by default).
    ///
    /// Ambiguous views are exercised (`exerciseAmbiguityInLayout()`) to find their alternative
    /// frames and put back, so draw the scene before building its model. `affecting` says
    /// when to list each view's `constraintsAffectingLayout(for:)`.
    public init(loaded: LoadedScene, outcome: LayoutOutcome, affecting: AffectingPolicy = .automatic,
                directory: String? = FileManager.default.currentDirectoryPath) {
        self.init(scene: loaded.scene, loaded: loaded, messages: outcome.messages, affecting: affecting, directory: directory)
    }

    /// The model of a scene laid out in code (`Scene.layout()`), with the messages its layout
    /// logged (collect them with a `CollectingSink`); declarations are unknown.
    public init(scene: Scene, messages: [LayoutMessage], affecting: AffectingPolicy = .automatic,
                directory: String? = FileManager.default.currentDirectoryPath) {
        self.init(scene: scene, loaded: nil, messages: messages, affecting: affecting, directory: directory)
    }

    private init(scene: Scene, loaded: LoadedScene?, messages: [LayoutMessage], affecting: AffectingPolicy, directory: String?) {
        let root = scene.root
        root.layoutIfNeeded()
        let items = ItemCatalog(root: root)
        let constraintCatalog = ConstraintCatalog(root: root)
        let found = root.ambiguousItemsInSubtree()
        let ambiguous = Set(found.map { ObjectIdentifier($0.item) })
        let constraints = ConstraintInspection.inspect(constraintCatalog, items: items, ambiguous: ambiguous, directory: directory)
        let hasAffecting = affecting.computes(views: items.views.count, constraints: constraints.count, ambiguous: !found.isEmpty)
        let views = ViewInspection.views(items, constraints: constraintCatalog, ambiguous: ambiguous, loaded: loaded,
                                         directory: directory, affecting: hasAffecting)
        let guides = ViewInspection.guides(items, constraints: constraintCatalog, ambiguous: ambiguous, loaded: loaded, directory: directory)
        let conflicts = ProblemInspection.conflicts(in: messages, constraints: constraintCatalog)
        // Last: exercising moves views (and puts them back).
        let ambiguities = ProblemInspection.ambiguities(found, items: items, constraints: constraintCatalog)
        let problems = ProblemInspection.problems(conflicts: conflicts, ambiguities: ambiguities, constraints: constraints) {
            $0.view.map { views[$0].key } ?? $0.guide.map { guides[$0].key } ?? ""
        }
        self.init(scene: scene.name, file: loaded?.file ?? "", size: InspectorSize(width: root.frame.width, height: root.frame.height),
                  scale: scene.scale, direction: scene.direction == .rightToLeft ? "rtl" : "ltr",
                  views: views, guides: guides, constraints: constraints,
                  ambiguities: ambiguities, conflicts: conflicts, problems: problems, hasAffecting: hasAffecting)
    }

    /// The model as JSON: keys sorted, so the same scene always gives the same bytes.
    public func jsonBytes() throws -> [UInt8] {
        try SortedJSONEncoder.encode(self)
    }
}
