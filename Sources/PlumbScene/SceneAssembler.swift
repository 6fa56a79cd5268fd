import Plumb
import Yams

/// Builds a ``LoadedScene`` from a parsed scene file: the scene's settings, the root, the
/// views (types, keys, parents, stacks' arranged views), the guides and the constraints.
struct SceneAssembler {
    /// Reads the file; its `traits` become the device's once the settings are read.
    var reader: YAMLReader
    let fallbackName: String
    let baseDirectory: String
    /// Reads pictures and adds fonts (the text measurer is set on the root once it is built).
    let services: SceneServices

    /// A declared view before it joins the tree.
    struct Declared {
        let id: String
        let view: View
        /// The same view when it is a stack (`type: stack`), kept typed for arranging views in it.
        let stack: StackView?
        let fields: [String: YAMLField]
        let node: Node
        /// The parent when the view names none and no stack arranges it.
        let defaultParent: String
    }

    var items: [String: LayoutItem] = [:]
    var declaredViews: [Declared] = []
    var guideIDs: [String] = []
    /// Where each view and guide is declared, by id.
    var declarations: [String: SourceLocation] = [:]
    /// Each guide and the node naming its owner (nil: the root), added once every view exists.
    var pendingGuides: [(guide: LayoutGuide, owner: Node?)] = []
    /// The scene's `components:`, by name.
    var components: [String: ComponentDefinition] = [:]
    /// The constraints of every component instance, compiled after the scene's views exist.
    var instanceConstraints: [InstanceConstraints] = []
    /// The views whose `when:` doesn't hold: left out of the tree once the constraints are compiled.
    var absentIDs: [String] = []

    init(reader: YAMLReader, fallbackName: String, baseDirectory: String, services: SceneServices) {
        self.reader = reader
        self.fallbackName = fallbackName
        self.baseDirectory = baseDirectory
        self.services = services
    }

    mutating func assemble(_ node: Node) throws(SceneError) -> LoadedScene {
        let fields = try reader.fields(of: node, allowed: SceneLoader.sceneKeys, what: "the scene")
        var settings = try SceneSettings(fields, reader: reader, fallbackName: fallbackName)
        reader.strings = try SceneStrings(table: fields["strings"], developmentLanguage: fields["developmentLanguage"], reader: reader)
        // Before any view: their `font:` may name a family these files bring.
        try SceneFonts.register(fields["fonts"]?.value, reader: reader, baseDirectory: baseDirectory, fonts: services.fonts)
        let systemFont = try SceneFonts.systemFamily(fields["systemFont"]?.value, reader: reader, fonts: services.fonts)
        // An explicit direction wins over the language's (`--language rtl --direction ltr` is ltr).
        if let direction = reader.environment.direction ?? reader.strings.direction { settings.direction = direction }
        let device = try device(fields["device"])
        let scene = Scene(settings.name, width: settings.width, height: settings.height, scale: settings.scale,
                          direction: settings.direction) { _ in [] }
        scene.background = settings.background
        scene.root.systemFontFamily = reader.environment.systemFont ?? systemFont
        if let contentSize = reader.environment.contentSize ?? settings.contentSize { scene.traits.preferredContentSizeCategory = contentSize }
        if let appearance = reader.environment.appearance ?? settings.appearance { scene.traits.userInterfaceStyle = appearance }
        items["root"] = scene.root
        let configurator = ViewConfigurator(reader: reader, baseDirectory: baseDirectory, services: services, direction: settings.direction)
        if let rootNode = fields["root"]?.value {
            let allowed = ViewType.commonKeys.filter { !["id", "type", "parent", "translatesAutoresizingMask", "frame", "autoresizing", "when"].contains($0) }
            let rootFields = try reader.fields(of: rootNode, allowed: allowed + ["safeArea"], what: "the root view")
            try configurator.configure(scene.root, type: .view, rootFields)
            if let node = rootFields["safeArea"]?.value { scene.root.safeAreaInsets = try configurator.safeArea(node) }
            scene.root.translatesAutoresizingMaskIntoConstraints = true
            if let key = fields["root"]?.keyNode { declarations["root"] = reader.source.location(of: key) }
        }
        if let field = fields["safeArea"] {
            if let rootNode = fields["root"]?.value, case let .mapping(mapping) = rootNode, mapping["safeArea"] != nil {
                throw reader.source.error(at: field.keyNode, "the safe area is given twice: here and in 'root'; keep one")
            }
            scene.root.safeAreaInsets = try configurator.safeArea(field.value)
        }
        if let device {
            apply(device.device, device.orientation, to: scene)
            reader.traits = scene.traits
        }
        scene.root.identifier = "root"
        components = try ComponentDefinition.definitions(fields["components"]?.value, reader: reader)
        for viewNode in try fields["views"].map({ field throws(SceneError) in try reader.list(field.value, of: "views") }) ?? [] {
            try declareEntry(viewNode, configurator: configurator, in: nil)
        }
        for guideNode in try fields["guides"].map({ field throws(SceneError) in try reader.list(field.value, of: "guides") }) ?? [] {
            try declareGuide(guideNode, in: nil)
        }
        try HierarchyBuilder(reader: reader, root: scene.root, items: items,
                             declared: declaredViews.map { ($0.id, $0.view, $0.stack, $0.fields, $0.defaultParent) }).build()
        try addGuides()
        let metrics = try metrics(fields["metrics"]?.value)
        var constraints = try compileInstanceConstraints(metrics: metrics)
        let compiler = ConstraintCompiler(reader: reader, items: items, metrics: metrics)
        for entry in try fields["constraints"].map({ field throws(SceneError) in try reader.list(field.value, of: "constraints") }) ?? [] {
            constraints += try compiler.compile(entry)
        }
        try checkMultiplierReach(constraints)
        let absent = leaveOutAbsentViews(&constraints)
        let loaded = LoadedScene(scene: scene, file: reader.source.file, viewIDs: ["root"] + declaredViews.map(\.id).filter { !absent.contains($0) },
                                 guideIDs: guideIDs.filter { !absent.contains($0) }, items: items, constraints: constraints,
                                 source: reader.source, settingKeys: fields.mapValues(\.keyNode), declarations: declarations,
                                 warnings: reader.strings.warnings.all)
        (loaded.device, loaded.orientation) = (device?.device, device?.orientation ?? .portrait)
        (loaded.languages, loaded.language) = (reader.strings.languages, reader.environment.language ?? reader.strings.developmentLanguage)
        if let node = fields["animation"]?.value { loaded.animation = try SceneAnimation(node, reader: reader, check: loaded.check) }
        loaded.activateConstraints()
        return loaded
    }

    /// Declares a view, or the views of a component instance (`use:`); `scope` is the instance
    /// whose part it is (nil at the top level of the scene).
    mutating func declareEntry(_ node: Node, configurator: ViewConfigurator, in scope: InstanceScope?) throws(SceneError) {
        if case let .mapping(mapping) = node, mapping["use"] != nil {
            try instantiate(node, configurator: configurator, in: scope)
        } else {
            try declareView(scope?.qualifying(view: node) ?? node, configurator: configurator, prefix: scope?.prefix ?? "",
                            defaultParent: scope?.instanceID ?? "root")
        }
    }

    /// Declares a view with the id `prefix` + its `id`.
    mutating func declareView(_ node: Node, configurator: ViewConfigurator, prefix: String,
                              defaultParent: String) throws(SceneError) {
        let type = try viewType(of: node)
        if case let .mapping(mapping) = node, let key = mapping.keys.first(where: { $0.string == "safeArea" }) {
            throw reader.source.error(at: key, "only the root takes 'safeArea' (root: {safeArea: [top, leading, bottom, trailing]}); other views derive their safe area from the root's")
        }
        let fields = try reader.fields(of: node, allowed: type.keys, what: "a \(type.rawValue)")
        let id = try declareID(fields, in: node, what: "a view", prefix: prefix)
        // The loader made the view, so it keeps a stack typed rather than asking the view's
        // class later: a scene file names only Plumb's own types, never a subclass.
        let stack = type == .stack ? StackView() : nil
        let view = stack ?? type.makeView()
        view.identifier = id
        try configurator.configure(view, type: type, fields)
        if try !reader.holds(fields["when"]) { absentIDs.append(id) }
        items[id] = view
        declaredViews.append(Declared(id: id, view: view, stack: stack, fields: fields, node: node, defaultParent: defaultParent))
        declarations[id] = reader.source.location(of: node)
    }

    /// Declares a guide; in a component instance, its id is the instance's part and its owner
    /// defaults to the instance.
    mutating func declareGuide(_ node: Node, in scope: InstanceScope?) throws(SceneError) {
        let fields = try reader.fields(of: node, allowed: ["id", "owner"], what: "a guide")
        let id = try declareID(fields, in: node, what: "a guide", prefix: scope?.prefix ?? "")
        let guide = LayoutGuide()
        guide.identifier = id
        items[id] = guide
        guideIDs.append(id)
        declarations[id] = reader.source.location(of: node)
        let owner = fields["owner"].map { scope?.qualifying($0.value) ?? $0.value } ?? scope?.instanceNode(at: node)
        pendingGuides.append((guide, owner))
    }

    /// Adds each guide to its owner (default: the root), once every view exists.
    private func addGuides() throws(SceneError) {
        for (guide, ownerNode) in pendingGuides {
            var owner: View = items["root"] as! View
            if let ownerNode { owner = try HierarchyBuilder.view(named: ownerNode, in: items, reader: reader, role: "owner") }
            owner.addLayoutGuide(guide)
        }
    }

    /// The `type` key, read before the other keys so they can be checked against it.
    func viewType(of node: Node) throws(SceneError) -> ViewType {
        guard case let .mapping(mapping) = node else {
            throw reader.source.error(at: node, "expected a view as a mapping of keys to values, found \(reader.kind(of: node))")
        }
        guard let typeNode = mapping["type"] else { return .view }
        return try reader.choice(typeNode, "view type", [
            "view": ViewType.view, "label": .label, "button": .button, "image": .image, "textField": .textField,
            "checkbox": .checkbox, "stack": .stack, "scroll": .scroll,
        ])
    }

    /// A new id, `prefix` + the `id` key: required, letters, digits, `_` and `-`, not `root`
    /// or `superview`, unique. In a component (`prefix` not empty) the names of guides are
    /// reserved too: `b1.margins.top` must stay the margins of `b1`.
    func declareID(_ fields: [String: YAMLField], in node: Node, what: String, prefix: String) throws(SceneError) -> String {
        guard let field = fields["id"] else { throw reader.source.error(at: node, "\(what) needs an 'id'") }
        let local = try reader.string(field.value, "an id")
        guard SceneIdentifier.isValid(local) else {
            throw reader.source.error(at: field.value, "'\(local)' is not a valid id: use letters, digits, _ and -, starting with a letter or _")
        }
        guard local != "root", local != "superview" else {
            let meaning = local == "superview" ? "first item's superview" : prefix.isEmpty ? "root view" : "view that uses the component"
            throw reader.source.error(at: field.value, "'\(local)' is reserved: it always means the \(meaning)")
        }
        if !prefix.isEmpty, ComponentDefinition.reservedPartIDs.contains(local) {
            throw reader.source.error(at: field.value, "'\(local)' is reserved in a component: '\(prefix)\(local)' would name a guide of '\(prefix.dropLast())'")
        }
        let id = prefix + local
        guard items[id] == nil else { throw reader.source.error(at: field.value, "the id '\(id)' is used twice") }
        return id
    }

    private func metrics(_ node: Node?) throws(SceneError) -> [String: Double] {
        guard let node else { return [:] }
        guard case let .mapping(mapping) = node else {
            throw reader.source.error(at: node, "expected metrics as a mapping of names to numbers, found \(reader.kind(of: node))")
        }
        var result: [String: Double] = [:]
        for (key, value) in mapping {
            let name = try reader.string(key, "a metric name")
            guard result[name] == nil else { throw reader.source.error(at: key, "the metric '\(name)' is defined twice") }
            result[name] = try reader.number(value, "a number for the metric '\(name)'")
        }
        return result
    }
}
