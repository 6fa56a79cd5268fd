import Plumb
import Yams

/// Turns the `constraints:` entries of a scene file into layout constraints: equations, VFL
/// strings (with an optional trailing ` @priority`), and `{constraint:, id:, priority:, active:}` maps.
struct ConstraintCompiler {
    let reader: YAMLReader
    /// Views and guides by id (with `root`).
    let items: [String: LayoutItem]
    /// The scene's `metrics:`.
    let metrics: [String: Double]
    /// What constraint ids start with: a component instance's `b1.`, so that each instance's
    /// constraints have their own names.
    var idPrefix = ""
    /// Where parameters went in a component's strings (see ``SubstitutedText``).
    var substitutions: [SubstitutedText.Place: SubstitutedText] = [:]

    /// An entry's constraints; none when its `when:` (or its group's) doesn't hold, though they
    /// are still compiled, so that a mistake shows on every device.
    func compile(_ entry: Node) throws(SceneError) -> [SceneConstraint] {
        if case let .mapping(mapping) = entry {
            if mapping["group"] != nil { return try group(entry) }
            let fields = try reader.fields(of: entry, allowed: ["constraint", "id", "priority", "active", "when"], what: "a constraint")
            guard let textField = fields["constraint"] else {
                throw reader.source.error(at: entry, "a constraint map needs a 'constraint' key with an equation or a VFL string (or 'group' with a list of constraints)")
            }
            let id = try fields["id"].map { field throws(SceneError) in idPrefix + (try identifier(field.value)) }
            let priority = try fields["priority"].map { field throws(SceneError) in try reader.priority(field.value) }
            let active = try fields["active"].map { field throws(SceneError) in try reader.bool(field.value) } ?? true
            let constraints = try compile(textField.value, id: id, priority: priority, active: active)
            return try reader.holds(fields["when"]) ? constraints : []
        }
        return try compile(entry, id: nil, priority: nil, active: true)
    }

    /// `{group: [constraint, ...], when: {...}}`: the listed entries (groups may nest), installed together.
    private func group(_ entry: Node) throws(SceneError) -> [SceneConstraint] {
        let fields = try reader.fields(of: entry, allowed: ["group", "when"], what: "a group of constraints")
        var constraints: [SceneConstraint] = []
        for item in try reader.list(fields["group"]!.value, of: "constraints") { constraints += try compile(item) }
        return try reader.holds(fields["when"]) ? constraints : []
    }

    private func compile(_ node: Node, id: String?, priority: LayoutPriority?, active: Bool) throws(SceneError) -> [SceneConstraint] {
        let text = try reader.string(node, "an equation or a VFL string")
        let location = SourceLocation(file: reader.source.file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        let trimmed = String(text.drop { $0 == " " })
        let isFormat = trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:")
        let constraints = isFormat
            ? try visualFormat(text, node: node, location: location)
            : try equations(text, node: node, location: location)
        for constraint in constraints { constraint.source = location }   // with the column
        if let priority { for constraint in constraints { constraint.priority = priority } }
        if let id { for constraint in constraints { constraint.identifier = id } }
        return constraints.map {
            SceneConstraint(constraint: $0, name: id ?? text, location: location, isActive: active)
        }
    }

    /// An equation, or a composite one (`a.edges == b.edges`, `a.center == b.center`,
    /// `a.size == 64x64`) as its parts; an error in a part points at the side it came from.
    private func equations(_ text: String, node: Node, location: SourceLocation) throws(SceneError) -> [LayoutConstraint] {
        let composite: CompositeEquation?
        do {
            composite = try CompositeEquation.expand(text)
        } catch {
            throw located(at: node, offset: error.offset, "invalid equation: \(error.message)")
        }
        guard let composite else { return [try equation(text, node: node, location: location)] }
        var constraints: [LayoutConstraint] = []
        for part in composite.parts {
            do {
                constraints.append(try LayoutConstraint.constraint(withEquation: part, items: items,
                                                                   file: location.file, line: location.line))
            } catch {
                throw located(at: node, offset: composite.originalOffset(error.offset),
                                          "invalid equation: \(error.message)")
            }
        }
        return constraints
    }

    private func equation(_ text: String, node: Node, location: SourceLocation) throws(SceneError) -> LayoutConstraint {
        do {
            return try LayoutConstraint.constraint(withEquation: text, items: items, file: location.file, line: location.line)
        } catch {
            throw located(at: node, offset: error.offset, "invalid equation: \(error.message)")
        }
    }

    /// A VFL string; ` @p` after the last `]` or `|` sets every constraint's priority.
    private func visualFormat(_ text: String, node: Node, location: SourceLocation) throws(SceneError) -> [LayoutConstraint] {
        var format = text
        var suffixPriority: LayoutPriority?
        if let at = text.lastIndex(of: "@"), let close = text.lastIndex(where: { $0 == "]" || $0 == "|" }), at > close {
            let value = text[text.index(after: at)...].trimmingSpaces
            let offset = text.distance(from: text.startIndex, to: at) + 1
            if let named = PriorityName.value(of: value) {
                suffixPriority = named
            } else if let number = Double(value), number.isFinite, (1...1000).contains(number) {
                suffixPriority = LayoutPriority(Float(number))
            } else {
                throw located(at: node, offset: offset,
                                          "invalid priority '\(value)' after '@': expected a number in 1...1000 or required, high, low, fittingSize")
            }
            format = String(text[..<at])
        }
        do {
            let constraints = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: items,
                                                               file: location.file, line: location.line)
            if let suffixPriority { for constraint in constraints { constraint.priority = suffixPriority } }
            return constraints
        } catch {
            throw located(at: node, offset: error.offset, "invalid visual format: \(error.message)")
        }
    }

    /// An error at a character of a constraint string, as written in the file.
    private func located(at node: Node, offset: Int, _ message: String) -> SceneError {
        let original = SubstitutedText.Place(node).flatMap { substitutions[$0] }?.originalOffset(offset) ?? offset
        return reader.source.error(at: node, offset: original, message)
    }

    private func identifier(_ node: Node) throws(SceneError) -> String {
        let text = try reader.string(node, "an identifier")
        guard !text.isEmpty else { throw reader.source.error(at: node, "an identifier cannot be empty") }
        return text
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
