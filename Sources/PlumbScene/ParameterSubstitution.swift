import Yams
import Plumb

/// Puts an instance's parameter values into a component's keys: `$name` and `${name}` in any
/// string value; `$$` is a dollar sign, and `$` before anything but a letter or `_` stays.
///
/// A value that is exactly `$name` becomes the value the use gave, whatever its kind (a
/// number, a list), with the use's location: a mistake in it is reported where it was written.
struct ParameterSubstitution {
    let reader: YAMLReader
    /// The component's name, for messages.
    let component: String
    /// Each parameter's value: the use's, else the default.
    let values: [String: Node]
    /// Where the references were in each string changed, by the string's place.
    private(set) var substitutions: [SubstitutedText.Place: SubstitutedText] = [:]

    init(reader: YAMLReader, component: String, values: [String: Node]) {
        self.reader = reader
        self.component = component
        self.values = values
    }

    /// Whether `text` can name a parameter: letters, digits and `_`, not starting with a digit.
    static func isName(_ text: some StringProtocol) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `node` with every parameter replaced, in mapping values and list items (never in keys).
    mutating func apply(_ node: Node) throws(SceneError) -> Node {
        switch node {
        case let .scalar(scalar):
            guard scalar.string.contains("$") else { return node }
            return try substitute(scalar, node: node)
        case let .mapping(mapping):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping { pairs.append((key, try apply(value))) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case let .sequence(sequence):
            var items: [Node] = []
            for item in sequence { items.append(try apply(item)) }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        default:
            return node
        }
    }

    private mutating func substitute(_ scalar: Node.Scalar, node: Node) throws(SceneError) -> Node {
        let text = Array(scalar.string)
        var result = ""
        var record = SubstitutedText()
        var index = 0
        while index < text.count {
            guard text[index] == "$", index + 1 < text.count else {
                result.append(text[index])
                index += 1
                continue
            }
            if text[index + 1] == "$" {
                record.spans.append(.init(result: result.count..<result.count + 1, original: index..<index + 2))
                result.append("$")
                index += 2
                continue
            }
            guard let (name, end) = reference(in: text, at: index) else {
                result.append(text[index])
                index += 1
                continue
            }
            guard let value = values[name] else { throw unknown(name, in: node, offset: index) }
            if index == 0, end == text.count { return value }   // the whole value: keep its kind
            guard case let .scalar(valueScalar) = value else {
                throw reader.source.error(at: value, "'$\(name)' is used inside text in the component '\(component)', so it must be text or a number, found \(reader.kind(of: value))")
            }
            record.spans.append(.init(result: result.count..<result.count + valueScalar.string.count, original: index..<end))
            result += valueScalar.string
            index = end
        }
        if let place = SubstitutedText.Place(node) { substitutions[place] = record }
        return .scalar(Node.Scalar(result, scalar.tag, scalar.style, scalar.mark))
    }

    /// The name after the `$` at `start`, `name` or `{name}`, and where the reference ends.
    private func reference(in text: [Character], at start: Int) -> (String, Int)? {
        let braced = text[start + 1] == "{"
        var end = start + (braced ? 2 : 1)
        while end < text.count, text[end].isASCII, text[end].isLetter || text[end].isNumber || text[end] == "_" { end += 1 }
        let name = String(text[(start + (braced ? 2 : 1))..<end])
        guard Self.isName(name) else { return nil }
        if braced {
            guard end < text.count, text[end] == "}" else { return nil }
            end += 1
        }
        return (name, end)
    }

    private func unknown(_ name: String, in node: Node, offset: Int) -> SceneError {
        var message = "the component '\(component)' has no parameter '\(name)'"
        let known = values.keys.sorted()
        if let suggestion = NameSuggestion.closest(to: name, among: known) {
            message += "; did you mean '$\(suggestion)'?"
        } else if known.isEmpty {
            message += " (it declares none under 'params'; write $$ for a dollar sign)"
        } else {
            message += " (it has \(known.map { "$" + $0 }.joined(separator: ", ")); write $$ for a dollar sign)"
        }
        return reader.source.error(at: node, offset: offset, message)
    }
}
