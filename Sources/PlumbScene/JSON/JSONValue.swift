import Plumb

/// A tiny JSON value that keeps its keys in the order they were added, so output is stable.
///
/// Its ``text(indent:)`` is the layout `plumb layout --json` and `plumb animate --json` print
/// (insertion order, short objects of scalars on one line, numbers as `formatPoints`
/// prints them); no `JSONSerialization` or `JSONEncoder` option gives that layout, so it is
/// written here, with the string escaping the inspector's encoder uses.
public indirect enum JSONValue: Sendable, Equatable {
    /// A number, printed without a trailing `.0`.
    case number(Double)
    /// A string, escaped.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A list.
    case array([JSONValue])
    /// An object whose keys keep their order.
    case object([(String, JSONValue)])

    /// Compares values; objects compare their keys in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: return false
        }
    }

    /// The JSON text, indented by two spaces per level; short objects of numbers stay on one line.
    public func text(indent: Int = 0) -> String {
        switch self {
        case let .number(value): return formatPoints(value)
        case let .bool(value): return value ? "true" : "false"
        case let .string(value): return JSONScalar.quoted(value)
        case let .array(values):
            guard !values.isEmpty else { return "[]" }
            if values.allSatisfy(\.isScalar) { return "[" + values.map { $0.text() }.joined(separator: ", ") + "]" }
            let pad = String(repeating: "  ", count: indent + 1)
            return "[\n" + values.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + String(repeating: "  ", count: indent) + "]"
        case let .object(pairs):
            guard !pairs.isEmpty else { return "{}" }
            if pairs.allSatisfy({ $0.1.isScalar }) {
                return "{" + pairs.map { "\(JSONScalar.quoted($0.0)): \($0.1.text())" }.joined(separator: ", ") + "}"
            }
            let pad = String(repeating: "  ", count: indent + 1)
            return "{\n" + pairs.map { pad + "\(JSONScalar.quoted($0.0)): \($0.1.text(indent: indent + 1))" }.joined(separator: ",\n")
                + "\n" + String(repeating: "  ", count: indent) + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .number, .string, .bool: return true
        case .array, .object: return false
        }
    }
}
