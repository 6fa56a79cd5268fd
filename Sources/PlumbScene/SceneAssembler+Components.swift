import Plumb
import Yams

/// Component instances: `{id: b1, use: bubble, parent: list, with: {text: Hi}}` declares the
/// view `b1` with the component's root keys (the use's own keys win), then the component's
/// views, guides and constraints as parts of `b1`.
extension SceneAssembler {
    mutating func instantiate(_ node: Node, configurator: ViewConfigurator, in outer: InstanceScope?) throws(SceneError) {
        guard case let .mapping(mapping) = node, let useNode = mapping["use"] else { return }
        let definition = try component(named: useNode, in: outer)
        let rootNode = definition.root ?? .mapping(Node.Mapping([]))
        let type = try viewType(of: rootNode)
        let allowed = ["id", "use", "with", "parent"] + type.keys.filter { !["id", "type", "parent"].contains($0) }
        let fields = try reader.fields(of: node, allowed: allowed, what: "a use of the component '\(definition.name)'")
        guard let idField = fields["id"] else { throw reader.source.error(at: node, "a use of a component needs an 'id'") }
        let local = try reader.string(idField.value, "an id")
        let scope = InstanceScope(
            instanceID: (outer?.prefix ?? "") + local, component: definition.name,
            locals: localIDs(of: definition),
            chain: (outer?.chain ?? []) + [definition.name],
            notes: [reader.source.error(at: idField.value, "in '\((outer?.prefix ?? "") + local)', an instance of the component '\(definition.name)'"),
                    reader.source.error(at: definition.nameNode, "the component '\(definition.name)' is defined here")])
        do throws(SceneError) {
            var substitution = ParameterSubstitution(reader: reader, component: definition.name,
                                                     values: try parameterValues(definition, fields["with"], use: useNode))
            let keys = try merged(root: scope.qualifying(view: try substitution.apply(rootNode)), use: node, outer: outer)
            try declareView(keys, configurator: configurator, prefix: outer?.prefix ?? "", defaultParent: outer?.instanceID ?? "root")
            for view in definition.views { try declareEntry(try substitution.apply(view), configurator: configurator, in: scope) }
            for guide in definition.guides { try declareGuide(try substitution.apply(guide), in: scope) }
            var entries: [Node] = []
            for entry in definition.constraints { entries.append(try substitution.apply(entry)) }
            instanceConstraints.append(InstanceConstraints(scope: scope, entries: entries, substitutions: substitution.substitutions))
        } catch {
            throw scope.annotating(error)
        }
    }

    /// Compiles every instance's constraints: the component's names are its parts, `root` is
    /// the instance, and a constraint's `id` becomes the instance's (`b1.labelWidth`).
    func compileInstanceConstraints(metrics: [String: Double]) throws(SceneError) -> [SceneConstraint] {
        var result: [SceneConstraint] = []
        for instance in instanceConstraints {
            var scoped = items
            for local in instance.scope.locals { scoped[local] = items[instance.scope.prefix + local] }
            scoped["root"] = items[instance.scope.instanceID]
            let compiler = ConstraintCompiler(reader: reader, items: scoped, metrics: metrics, idPrefix: instance.scope.prefix,
                                              substitutions: instance.substitutions)
            do throws(SceneError) {
                for entry in instance.entries { result += try compiler.compile(entry) }
            } catch {
                throw instance.scope.annotating(error)
            }
        }
        return result
    }

    /// The definition `node` names; a component that uses itself, directly or not, is an error.
    private func component(named node: Node, in outer: InstanceScope?) throws(SceneError) -> ComponentDefinition {
        let name = try reader.string(node, "a component name")
        guard let definition = components[name] else {
            var message = "unknown component '\(name)'"
            if components.isEmpty {
                message += "; declare it under 'components:' at the top of the scene"
            } else if let suggestion = NameSuggestion.closest(to: name, among: components.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw reader.source.error(at: node, message)
        }
        if let chain = outer?.chain, chain.contains(name) {
            throw reader.source.error(at: node, "the component '\(name)' uses itself: \((chain + [name]).joined(separator: " → "))")
        }
        return definition
    }

    /// The ids of a component's views and guides (as written, before parameters).
    private func localIDs(of definition: ComponentDefinition) -> Set<String> {
        var ids = Set<String>()
        for node in definition.views + definition.guides {
            guard case let .mapping(mapping) = node, let id = mapping["id"], case let .scalar(scalar) = id else { continue }
            ids.insert(scalar.string)
        }
        return ids
    }

    /// Each parameter's value: from `with:`, else its default. Unknown and missing ones are
    /// errors at the use.
    private func parameterValues(_ definition: ComponentDefinition, _ with: YAMLField?, use: Node) throws(SceneError) -> [String: Node] {
        var given: [String: Node] = [:]
        if let with {
            let names = definition.parameters.map(\.name)
            let fields = try reader.fields(of: with.value, allowed: names, what: "the parameters of '\(definition.name)'")
            given = fields.mapValues(\.value)
        }
        var values: [String: Node] = [:]
        for parameter in definition.parameters {
            guard let value = given[parameter.name] ?? parameter.defaultValue else {
                var error = reader.source.error(at: with?.keyNode ?? use, "the component '\(definition.name)' needs a value for '\(parameter.name)' in 'with:'")
                error.notes.append(reader.source.error(at: parameter.node, "'\(parameter.name)' is declared here, without a default"))
                throw error
            }
            values[parameter.name] = value
        }
        return values
    }

    /// The instance's own keys: the component's `root` keys, then the use's (which win), with
    /// the use's `parent` qualified in the enclosing instance.
    private func merged(root: Node, use: Node, outer: InstanceScope?) throws(SceneError) -> Node {
        guard case let .mapping(rootKeys) = root, case let .mapping(useKeys) = use else { return use }
        let skipped: Set<String> = ["use", "with"]
        let overridden = Set(useKeys.keys.compactMap(\.string))
        var pairs: [(Node, Node)] = rootKeys.filter { !overridden.contains($0.key.string ?? "") }.map { ($0.key, $0.value) }
        for (key, value) in useKeys where !skipped.contains(key.string ?? "") {
            pairs.append((key, key.string == "parent" ? (outer?.qualifying(value) ?? value) : value))
        }
        return .mapping(Node.Mapping(pairs, useKeys.tag, useKeys.style, useKeys.mark))
    }
}
