import Yams

/// A reusable piece of a scene, declared once under `components:` and used by any number of
/// views (`{id: b1, use: bubble, with: {text: Hi}}`):
///
/// ```yaml
/// components:
///   bubble:
///     params: {text: ~, fill: "#e5e5ea"}   # ~: the use must give it
///     root: {background: "$fill", cornerRadius: 16}
///     views:
///       - {id: label, type: label, text: "$text", lines: 0}
///     constraints:
///       - label.edges == root.edges + [8, 12, 8, 12]
/// ```
///
/// Inside it, `root` is the view that uses it, and ids are its own: the view `b1` gets a part
/// `b1.label`. Strings may name parameters as `$name` or `${name}` (`$$` is a dollar sign).
struct ComponentDefinition {
    /// The keys a component takes.
    static let keys = ["params", "root", "views", "guides", "constraints"]
    /// Names that a part may not take: they mean something else after `instance.` in equations.
    static let reservedPartIDs = ["root", "superview", "safeAreaLayoutGuide", "layoutMarginsGuide",
                                  "contentLayoutGuide", "frameLayoutGuide", "safeArea", "margins", "content", "frame"]

    /// A parameter: its name, where it is declared, and its default (nil: the use must give it).
    struct Parameter {
        let name: String
        let node: Node
        let defaultValue: Node?
    }

    let name: String
    /// The component's name in the file, for notes that point at the definition.
    let nameNode: Node
    let parameters: [Parameter]
    /// The keys of the instance's own view (`type` among them), nil for a plain view.
    let root: Node?
    let views: [Node]
    let guides: [Node]
    let constraints: [Node]

    /// The scene's `components:` mapping, by name.
    static func definitions(_ node: Node?, reader: YAMLReader) throws(SceneError) -> [String: ComponentDefinition] {
        guard let node else { return [:] }
        guard case let .mapping(mapping) = node else {
            throw reader.source.error(at: node, "expected components as a mapping of names to definitions, found \(reader.kind(of: node))")
        }
        var result: [String: ComponentDefinition] = [:]
        for (nameNode, body) in mapping {
            let name = try reader.string(nameNode, "a component name")
            guard SceneIdentifier.isValid(name) else {
                throw reader.source.error(at: nameNode, "'\(name)' is not a valid component name: use letters, digits, _ and -, starting with a letter or _")
            }
            guard result[name] == nil else { throw reader.source.error(at: nameNode, "the component '\(name)' is defined twice") }
            result[name] = try ComponentDefinition(name: name, nameNode: nameNode, body: body, reader: reader)
        }
        return result
    }

    private init(name: String, nameNode: Node, body: Node, reader: YAMLReader) throws(SceneError) {
        let fields = try reader.fields(of: body, allowed: Self.keys, what: "the component '\(name)'")
        self.name = name
        self.nameNode = nameNode
        parameters = try fields["params"].map { field throws(SceneError) in try Self.parameters(field.value, reader: reader) } ?? []
        root = fields["root"]?.value
        if let root {
            guard case let .mapping(keys) = root else {
                throw reader.source.error(at: root, "expected the component's root as a mapping of view keys, found \(reader.kind(of: root))")
            }
            if let key = keys.keys.first(where: { $0.string == "id" || $0.string == "parent" }) {
                throw reader.source.error(at: key, "a component's root takes no '\(key.string ?? "")': each use gives its own")
            }
        }
        views = try fields["views"].map { field throws(SceneError) in try reader.list(field.value, of: "views") } ?? []
        guides = try fields["guides"].map { field throws(SceneError) in try reader.list(field.value, of: "guides") } ?? []
        constraints = try fields["constraints"].map { field throws(SceneError) in try reader.list(field.value, of: "constraints") } ?? []
    }

    /// `params: [a, b]` (each required) or `params: {a: ~, b: default}`.
    private static func parameters(_ node: Node, reader: YAMLReader) throws(SceneError) -> [Parameter] {
        var pairs: [(Node, Node?)] = []
        switch node {
        case let .sequence(sequence): pairs = sequence.map { ($0, nil) }
        case let .mapping(mapping): pairs = mapping.map { ($0.key, reader.isNull($0.value) ? nil : $0.value) }
        default:
            throw reader.source.error(at: node, "expected params as a list of names or a mapping of names to defaults, found \(reader.kind(of: node))")
        }
        var result: [Parameter] = []
        for (nameNode, value) in pairs {
            let name = try reader.string(nameNode, "a parameter name")
            guard ParameterSubstitution.isName(name) else {
                throw reader.source.error(at: nameNode, "'\(name)' is not a valid parameter name: use letters, digits and _, starting with a letter or _")
            }
            guard !result.contains(where: { $0.name == name }) else {
                throw reader.source.error(at: nameNode, "the parameter '\(name)' is declared twice")
            }
            result.append(Parameter(name: name, node: nameNode, defaultValue: value))
        }
        return result
    }
}
