import Plumb
import Yams

/// Puts declared views into the tree: each joins its `parent` (default: the root), or its
/// stack when a stack lists it in `arranged`. Cycles in `parent` are errors.
struct HierarchyBuilder {
    let reader: YAMLReader
    let root: View
    let items: [String: LayoutItem]
    /// Declared views in order: id, view, the view again when it is a stack, keys, and the
    /// parent when they name none (the root, or the component instance they are part of).
    let declared: [(id: String, view: View, stack: StackView?, fields: [String: YAMLField], defaultParent: String)]

    func build() throws(SceneError) {
        let arrangedIn = try arrangedStacks()
        var parents: [String: String] = [:]
        for (id, _, _, fields, defaultParent) in declared {
            if let field = fields["parent"] {
                let parent = try Self.view(named: field.value, in: items, reader: reader, role: "parent")
                if let stack = arrangedIn[id], stack.id != parent.identifier {
                    throw reader.source.error(at: field.value, "'\(id)' is arranged in the stack '\(stack.id)', so its parent must be '\(stack.id)'")
                }
                parents[id] = parent.identifier
            } else {
                parents[id] = arrangedIn[id]?.id ?? defaultParent
            }
        }
        try checkForCycles(parents)
        for index in Self.topDown(declared.map(\.id), parents: parents) where arrangedIn[declared[index].id] == nil {
            (items[parents[declared[index].id] ?? "root"] as? View ?? root).addSubview(declared[index].view)
        }
        for case let (_, _, stack?, fields, _) in declared {
            if let arranged = fields["arranged"] {
                for node in try reader.list(arranged.value, of: "view ids") {
                    if let child = items[try reader.string(node)] as? View { stack.addArrangedSubview(child) }
                }
            }
            if let spacing = fields["customSpacing"] { try applyCustomSpacing(spacing.value, to: stack) }
        }
    }

    /// `customSpacing: {id: points}`: the spacing after each named arranged view.
    private func applyCustomSpacing(_ node: Node, to stack: StackView) throws(SceneError) {
        guard case let .mapping(mapping) = node else {
            throw reader.source.error(at: node, "expected custom spacing as a mapping of arranged view ids to points, found \(reader.kind(of: node))")
        }
        for (key, value) in mapping {
            let id = try reader.string(key, "an arranged view id")
            guard let view = stack.arrangedSubviews.first(where: { $0.identifier == id }) else {
                var message = "'\(id)' is not arranged in the stack '\(stack.identifier ?? "")'"
                let names = stack.arrangedSubviews.compactMap(\.identifier)
                if let suggestion = NameSuggestion.closest(to: id, among: names) { message += "; did you mean '\(suggestion)'?" }
                throw reader.source.error(at: key, message)
            }
            stack.setCustomSpacing(try reader.number(value, "a spacing in points"), after: view)
        }
    }

    /// Which stack lists each arranged view; an id listed twice, or by two stacks, is an error.
    private func arrangedStacks() throws(SceneError) -> [String: (id: String, stack: StackView)] {
        var result: [String: (id: String, stack: StackView)] = [:]
        for case let (id, _, stack?, fields, _) in declared {
            guard let field = fields["arranged"] else { continue }
            for node in try reader.list(field.value, of: "view ids") {
                let child = try Self.view(named: node, in: items, reader: reader, role: "arranged view")
                let childID = child.identifier ?? ""
                guard child !== root, child !== stack else {
                    throw reader.source.error(at: node, "a stack cannot arrange \(child === root ? "the root" : "itself")")
                }
                if let other = result[childID] {
                    throw reader.source.error(at: node, "'\(childID)' is already arranged in the stack '\(other.id)'")
                }
                result[childID] = (id, stack)
            }
        }
        return result
    }

    /// Indices of `ids` with each view after its parent, and siblings in the order declared
    /// (breadth first from the root): every view then joins its parent as a leaf. (Declared
    /// bottom up, each view would bring its whole subtree along: quadratic in a deep chain.)
    static func topDown(_ ids: [String], parents: [String: String]) -> [Int] {
        var children: [String: [Int]] = [:]
        for (index, id) in ids.enumerated() { children[parents[id] ?? "root", default: []].append(index) }
        var order = children["root"] ?? []
        var next = 0
        while next < order.count {
            order += children[ids[order[next]]] ?? []
            next += 1
        }
        return order
    }

    /// A cycle in the parents is an error at the `parent` key of its first declared view.
    private func checkForCycles(_ parents: [String: String]) throws(SceneError) {
        guard let cycle = ParentCycles(order: declared.map(\.id), parents: parents).cycle,
              let fields = declared.first(where: { $0.id == cycle[0] })?.fields
        else { return }
        let node = fields["parent"]?.value ?? fields["id"]!.value
        throw reader.source.error(at: node, "the parents form a cycle: \(cycle.joined(separator: " → "))")
    }

    /// The view a `parent`, `owner` or `arranged` entry names, with a did-you-mean.
    static func view(named node: Node, in items: [String: LayoutItem], reader: YAMLReader, role: String) throws(SceneError) -> View {
        let name = try reader.string(node, "a view id")
        if let view = items[name] as? View { return view }
        if items[name] is LayoutGuide { throw reader.source.error(at: node, "'\(name)' is a guide; a \(role) must be a view") }
        var message = "unknown view '\(name)' as \(role)"
        let viewIDs = items.filter { $0.value is View }.map(\.key).sorted()
        if let suggestion = NameSuggestion.closest(to: name, among: viewIDs) { message += "; did you mean '\(suggestion)'?" }
        throw reader.source.error(at: node, message)
    }
}
