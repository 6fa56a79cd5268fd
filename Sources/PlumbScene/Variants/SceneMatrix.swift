import Foundation
import Plumb

/// The variants of a `--matrix` spec, `"device=se,15; direction=ltr,rtl; language=en,double;
/// content-size=L,AX3; appearance=light,dark"`: every combination of the axes' values, in
/// order (the first axis varies slowest).
public struct SceneMatrix: Sendable, Equatable {
    /// One axis: its key and its values as written.
    public struct Axis: Sendable, Equatable {
        /// `device`, `direction`, `language`, `content-size` or `appearance`.
        public var key: String
        /// The values, in order.
        public var values: [String]
    }

    /// One combination: the environment it loads the scene for, and each axis's value.
    public struct Variant: Sendable, Equatable {
        /// What the scene is loaded for (on top of the command's own flags).
        public var environment: SceneEnvironment
        /// The value of each axis, in the matrix's order.
        public var values: [(key: String, value: String)]

        /// Creates a variant.
        public init(environment: SceneEnvironment, values: [(key: String, value: String)] = []) {
            self.environment = environment
            self.values = values
        }

        public static func == (lhs: Variant, rhs: Variant) -> Bool {
            lhs.environment == rhs.environment && lhs.values.map(\.value) == rhs.values.map(\.value)
        }

        /// How problems name the variant: `on se at AX3 in double`, then the rest in brackets:
        /// `(rtl, dark)`. The defaults, left to right and light, go without saying, as a
        /// screen described with no direction or appearance is read in them.
        public var phrase: String {
            let value = { (key: String) in self.values.first { $0.key == key }?.value }
            let lead = [("on", "device"), ("at", "content-size"), ("in", "language")].compactMap { word, key in
                value(key).map { "\(word) \($0)" }
            }
            let rest = values.filter { !["device", "content-size", "language"].contains($0.key) && !["ltr", "light"].contains($0.value) }
                .map(\.value)
            return (lead + (rest.isEmpty ? [] : ["(" + rest.joined(separator: ", ") + ")"])).joined(separator: " ")
        }
    }

    /// The keys a matrix takes, in the order files name them.
    public static let keys = ["device", "direction", "language", "content-size", "appearance"]

    /// The axes, in the order given.
    public var axes: [Axis]
    /// What the spec said twice and was merged: `--matrix: note: 'SE' is the same device as 'iphone-se': one variant for both`.
    public var notes: [String] = []

    /// Parses a spec: `KEY=V,V; KEY=V,…`. An unknown key, a key given twice, an empty value, a
    /// value the key doesn't take (an unknown device included) or a missing `;` (`device=se,15
    /// content-size=L`) throws, naming the place with a caret. A value given twice, in any
    /// spelling (`iphone-se,SE`), makes one variant, with a note in ``notes``.
    public init(_ spec: String) throws(MatrixSpecError) {
        axes = []
        var offset = 0
        for part in spec.split(separator: ";", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let text = part.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            let start = offset + (part.count - part.drop { $0 == " " }.count)
            guard let equals = text.firstIndex(of: "=") else {
                throw MatrixSpecError(spec: spec, offset: start, message: "expected KEY=VALUE,VALUE (for example direction=ltr,rtl)")
            }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            guard Self.keys.contains(key) else {
                let hint = NameSuggestion.closest(to: key, among: Self.keys).map { "; did you mean '\($0)'?" } ?? ""
                throw MatrixSpecError(spec: spec, offset: start,
                                      message: "unknown matrix key '\(key)': one of \(Self.keys.joined(separator: ", "))\(hint)")
            }
            guard !axes.contains(where: { $0.key == key }) else {
                throw MatrixSpecError(spec: spec, offset: start, message: "the key '\(key)' is given twice")
            }
            let valuesStart = start + text.distance(from: text.startIndex, to: equals) + 1
            var values: [String] = []
            var valueOffset = valuesStart
            for raw in text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false) {
                defer { valueOffset += raw.count + 1 }
                let value = raw.trimmingCharacters(in: .whitespaces)
                let at = valueOffset + (raw.count - raw.drop { $0 == " " }.count)
                guard !value.isEmpty else { throw MatrixSpecError(spec: spec, offset: at, message: "an empty value for '\(key)'") }
                if let missing = Self.missingSeparator(in: value) {
                    throw MatrixSpecError(spec: spec, offset: at + missing.offset, message: missing.message)
                }
                if let problem = Self.problem(with: value, for: key) { throw MatrixSpecError(spec: spec, offset: at, message: problem) }
                // Two spellings of one value (an alias of a device, a size in other letters)
                // are one variant: the first spelling names it.
                if let earlier = values.first(where: { Self.canonical($0, for: key) == Self.canonical(value, for: key) }) {
                    let same = earlier == value ? "'\(value)' is given twice" : "'\(value)' is the same \(Self.noun(for: key)) as '\(earlier)'"
                    notes.append("--matrix: note: \(same): one variant for both")
                    continue
                }
                values.append(value)
            }
            axes.append(Axis(key: key, values: values))
        }
        if axes.isEmpty { throw MatrixSpecError(spec: spec, offset: 0, message: "the matrix names no axis") }
    }

    /// A `;` left out between two parts (`se,15 content-size=L`): where the next key starts in
    /// the value, and what to say; nil when the value has no `=`.
    private static func missingSeparator(in value: String) -> (offset: Int, message: String)? {
        guard let equals = value.firstIndex(of: "=") else { return nil }
        let before = value[..<equals]
        let keyStart = before.lastIndex(of: " ").map { before.index(after: $0) } ?? before.startIndex
        let key = String(before[keyStart...])
        let offset = value.distance(from: value.startIndex, to: keyStart)
        let named = keys.contains(key) ? "the key '\(key)'" : "'\(key)='"
        return (offset, "a ';' is missing before \(named): parts are separated by ';', as in device=se,15; content-size=L,AX3")
    }

    /// What a key's values are called in notes.
    private static func noun(for key: String) -> String {
        key == "content-size" ? "content size" : key
    }

    /// Why a value doesn't fit its key, or nil.
    private static func problem(with value: String, for key: String) -> String? {
        switch key {
        case "direction":
            return ["ltr", "rtl"].contains(value) ? nil : "a direction is ltr or rtl, not '\(value)'"
        case "content-size":
            return ContentSizeCategory(rawValue: value.uppercased()) != nil ? nil
                : "'\(value)' is no content size: one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))"
        case "appearance":
            return UserInterfaceStyle(rawValue: value) != nil ? nil : "an appearance is light or dark, not '\(value)'"
        case "device":
            guard let selection = DeviceSelection(argument: value) else { return "a device is NAME or NAME:landscape, not '\(value)'" }
            return Device.named(selection.name) == nil ? Device.unknownNameMessage(selection.name) : nil
        default:
            return nil
        }
    }

    /// What a value means, whatever its spelling: a device's preset name and orientation, a
    /// content size in capitals; other values as written.
    private static func canonical(_ value: String, for key: String) -> String {
        switch key {
        case "content-size": return value.uppercased()
        case "device":
            guard let selection = DeviceSelection(argument: value), let device = Device.named(selection.name) else { return value }
            return DeviceSelection(name: device.name, landscape: selection.landscape).description
        default: return value
        }
    }

    /// Every combination, the first axis varying slowest, each on top of `base`.
    public func variants(over base: SceneEnvironment = .init()) -> [Variant] {
        var result = [Variant(environment: base, values: [])]
        for axis in axes {
            result = result.flatMap { variant in
                axis.values.map { value in
                    var next = variant
                    next.values.append((axis.key, value))
                    Self.apply(value, for: axis.key, to: &next.environment)
                    return next
                }
            }
        }
        return result
    }

    private static func apply(_ value: String, for key: String, to environment: inout SceneEnvironment) {
        switch key {
        case "device": environment.device = DeviceSelection(argument: value)
        case "direction": environment.direction = value == "rtl" ? .rightToLeft : .leftToRight
        case "language": environment.language = value
        case "content-size": environment.contentSize = ContentSizeCategory(rawValue: value.uppercased())
        case "appearance": environment.appearance = UserInterfaceStyle(rawValue: value)
        default: break
        }
    }
}

/// A `--matrix` spec that can't be read, with a caret under the place.
public struct MatrixSpecError: Error, CustomStringConvertible, Sendable {
    /// The spec as given.
    public var spec: String
    /// The character offset of the problem.
    public var offset: Int
    /// What is wrong.
    public var message: String

    /// `--matrix: MESSAGE`, the spec, and a caret under the offending character.
    public var description: String {
        "--matrix: \(message)\n  \(spec)\n  \(String(repeating: " ", count: max(0, offset)))^"
    }
}
