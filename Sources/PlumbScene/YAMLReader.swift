import Plumb
import Yams

/// One `key: value` pair of a YAML mapping, with the key's node for error locations.
struct YAMLField {
    let key: String
    let keyNode: Node
    let value: Node
}

/// Reads typed values out of YAML nodes, turning every mismatch into a located ``SceneError``.
struct YAMLReader {
    let source: SourceText
    /// What the scene is loaded for (appearance for colours, text size for fonts, language for texts, …).
    var environment = SceneEnvironment()
    /// The file's `strings:` table and the language texts are shown in.
    var strings = SceneStrings()
    /// The size classes `when:` conditions are checked against (the device's; unspecified without one).
    var traits = TraitCollection()

    /// The pairs of a mapping, in order. Unknown keys (with a did-you-mean from `allowed`) and
    /// repeated keys are errors; `what` names the mapping in messages ("a view", "the scene").
    func fields(of node: Node, allowed: [String], what: String) throws(SceneError) -> [String: YAMLField] {
        guard case let .mapping(mapping) = node else {
            throw source.error(at: node, "expected \(what) as a mapping of keys to values, found \(kind(of: node))")
        }
        var result: [String: YAMLField] = [:]
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else { throw source.error(at: keyNode, "expected a key name here") }
            let key = scalar.string
            guard allowed.contains(key) else {
                var message = "unknown key '\(key)' for \(what)"
                if let suggestion = NameSuggestion.closest(to: key, among: allowed) { message += "; did you mean '\(suggestion)'?" }
                throw source.error(at: keyNode, message)
            }
            guard result[key] == nil else { throw source.error(at: keyNode, "the key '\(key)' appears twice in \(what)") }
            result[key] = YAMLField(key: key, keyNode: keyNode, value: value)
        }
        return result
    }

    /// The items of a sequence.
    func list(_ node: Node, of what: String) throws(SceneError) -> [Node] {
        if case let .sequence(sequence) = node { return Array(sequence) }
        throw source.error(at: node, "expected a list of \(what), found \(kind(of: node))")
    }

    /// A scalar's text.
    func string(_ node: Node, _ what: String = "text") throws(SceneError) -> String {
        guard case let .scalar(scalar) = node, !isNull(node) else {
            throw source.error(at: node, "expected \(what), found \(kind(of: node))")
        }
        return scalar.string
    }

    /// A user-visible text (a label's `text`, a button's `title`, …): `@KEY` from the strings
    /// table, `@@…` for a literal `@…`, in the environment's language or pseudo-language.
    func text(_ node: Node) throws(SceneError) -> String {
        try strings.text(try string(node), at: node, source: source)
    }

    /// A finite number.
    func number(_ node: Node, _ what: String = "a number") throws(SceneError) -> Double {
        let text = try string(node, what)
        guard let value = Double(text) ?? yamlSpecial(text) else {
            throw source.error(at: node, "expected \(what), found '\(text)'")
        }
        guard value.isFinite else { throw source.error(at: node, "'\(text)' is not a finite number") }
        guard abs(value) <= LayoutNumbers.largestValue else {
            throw source.error(at: node, LayoutNumbers.outOfRangeMessage("'\(text)'"))
        }
        return value
    }

    /// A finite number that is zero or more.
    func nonNegative(_ node: Node, _ what: String) throws(SceneError) -> Double {
        let value = try number(node, what)
        guard value >= 0 else { throw source.error(at: node, "\(what) cannot be negative (\(formatPoints(value)))") }
        return value
    }

    /// A whole number that is zero or more.
    func count(_ node: Node, _ what: String) throws(SceneError) -> Int {
        let value = try nonNegative(node, what)
        guard value == value.rounded(), value < 1e9 else { throw source.error(at: node, "\(what) must be a whole number") }
        return Int(value)
    }

    /// `true` or `false` (YAML's yes/no and on/off too).
    func bool(_ node: Node) throws(SceneError) -> Bool {
        let text = try string(node, "true or false")
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw source.error(at: node, "expected true or false, found '\(text)'")
        }
    }

    /// A priority: a number in 1...1000 or `required`, `high`, `low`, `fittingSize`.
    func priority(_ node: Node) throws(SceneError) -> LayoutPriority {
        let text = try string(node, "a priority")
        if let named = PriorityName.value(of: text) { return named }
        guard let value = Double(text) else {
            var message = "expected a priority (a number in 1...1000, or required, high, low, fittingSize), found '\(text)'"
            if let suggestion = NameSuggestion.closest(to: text, among: PriorityName.names) { message += "; did you mean '\(suggestion)'?" }
            throw source.error(at: node, message)
        }
        guard value.isFinite, (1...1000).contains(value) else {
            throw source.error(at: node, "the priority \(text) is out of range; priorities run from 1 to 1000")
        }
        return LayoutPriority(Float(value))
    }

    /// A colour: `#rgb`, `#rrggbb` or `#rrggbbaa`; a UIKit colour name (`label`,
    /// `systemBackground`, …); or `{light: COLOUR, dark: COLOUR}`. Named and light/dark colours
    /// stay dynamic: views draw them resolved for the scene's appearance.
    func color(_ node: Node) throws(SceneError) -> Color {
        if isNull(node) {
            throw source.error(at: node, "expected a colour such as \"#ff8800\"; quote it, because YAML reads an unquoted # as a comment")
        }
        if case .mapping = node {
            let fields = try fields(of: node, allowed: ["light", "dark"], what: "a light/dark colour")
            guard let light = fields["light"], let dark = fields["dark"] else {
                throw source.error(at: node, "a light/dark colour needs both values: {light: \"#rrggbb\", dark: \"#rrggbb\"}")
            }
            return Color(light: try color(light.value), dark: try color(dark.value))
        }
        let text = try string(node, "a colour")
        if let color = Color(hex: text) ?? Color.named(text) { return color }
        guard !text.hasPrefix("#") else {
            throw source.error(at: node, "expected a colour as #rgb, #rrggbb or #rrggbbaa, found '\(text)'")
        }
        var message = "unknown colour '\(text)'"
        if let suggestion = NameSuggestion.closest(to: text, among: Color.systemColors.map(\.key)) { message += "; did you mean '\(suggestion)'?" }
        message += " (a colour is #rgb, #rrggbb, #rrggbbaa, {light: …, dark: …}, or a UIKit colour name such as label or systemBackground)"
        throw source.error(at: node, message)
    }

    /// One of a fixed set of names (UIKit's), with a did-you-mean.
    func choice<T>(_ node: Node, _ what: String, _ options: KeyValuePairs<String, T>) throws(SceneError) -> T {
        let text = try string(node, what)
        if let match = options.first(where: { $0.key == text }) { return match.value }
        let names = options.map(\.key)
        var message = "unknown \(what) '\(text)'"
        if let suggestion = NameSuggestion.closest(to: text, among: names) { message += "; did you mean '\(suggestion)'?" }
        message += " (expected one of: \(names.joined(separator: ", ")))"
        throw source.error(at: node, message)
    }

    /// Exactly `count` numbers in a list.
    func numbers(_ node: Node, count: Int, _ what: String) throws(SceneError) -> [Double] {
        let items = try list(node, of: "numbers")
        guard items.count == count else {
            throw source.error(at: node, "expected \(what) as a list of \(count) numbers, found \(items.count)")
        }
        var values: [Double] = []
        for item in items { values.append(try number(item)) }
        return values
    }

    /// True for `~`, `null` and empty plain scalars.
    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// "a list", "a mapping", "'text'" or "nothing", for messages.
    func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case let .scalar(scalar): return isNull(node) ? "nothing" : "'\(scalar.string)'"
        }
    }

    /// YAML's spellings of infinity and NaN, which Swift's `Double(_:)` doesn't read.
    private func yamlSpecial(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".nan": return .nan
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        default: return nil
        }
    }
}

/// The priority names scene files accept.
enum PriorityName {
    static let table: KeyValuePairs<String, LayoutPriority> = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    ]
    static var names: [String] { table.map(\.key) }
    static func value(of name: String) -> LayoutPriority? { table.first { $0.key == name }?.value }
}
