import Foundation
import Plumb

/// One change an animation makes, as `plumb animate --change` and a scene file's `animation:`
/// spell it:
///
/// - `ID.constant=A->B` (or `ID.constant=B`, from the constant the scene has): a constraint's
///   constant, animated;
/// - `window.width=A->B`, `window.height=A->B` (`root.` works too): the window's size, animated;
/// - `ID.active=true|false`: a constraint activated or deactivated (a jump the frames close);
/// - `ID.hidden=true|false`: a view hidden or shown;
/// - `ID.checked=true|false`: a checkbox's state.
public struct AnimationChange: Hashable, Sendable, CustomStringConvertible {
    /// What a change acts on.
    public enum Target: Hashable, Sendable {
        /// The constant of the constraint with this id.
        case constant(String)
        /// Whether the constraint with this id is active.
        case active(String)
        /// Whether the view with this id is hidden.
        case hidden(String)
        /// Whether the checkbox with this id is checked.
        case checked(String)
        /// The window's (the root's) width or height.
        case windowWidth, windowHeight

        /// The id the change names, nil for the window.
        public var identifier: String? {
            switch self {
            case let .constant(id), let .active(id), let .hidden(id), let .checked(id): return id
            case .windowWidth, .windowHeight: return nil
            }
        }
    }

    /// What the change acts on.
    public let target: Target
    /// The start value of a number, when the change gives one (`A` in `A->B`).
    public let from: Double?
    /// The end value: a number, or 1 for true and 0 for false.
    public let to: Double
    /// The change as written.
    public let text: String

    /// The change as written.
    public var description: String { text }

    /// The end value as a flag.
    public var flag: Bool { to != 0 }

    /// The properties a change may name.
    static let properties = ["constant", "active", "hidden", "checked", "width", "height"]
    /// The names that stand for the window.
    static let windowNames = ["window", "root"]

    /// Parses `NAME.PROPERTY=VALUE`; the error gives the offending character's offset.
    public init(parsing text: String) throws(AnimationChangeError) {
        self.text = text
        let characters = Array(text)
        guard let equals = characters.firstIndex(of: "=") else {
            throw AnimationChangeError(text: text, offset: characters.count,
                                       message: "expected '=' and a value, as in c5.constant=0->100")
        }
        guard let dot = characters[..<equals].lastIndex(of: ".") else {
            throw AnimationChangeError(text: text, offset: 0, message: "expected ID.PROPERTY before '=', as in c5.constant or window.width")
        }
        let name = String(characters[..<dot]), property = String(characters[(dot + 1)..<equals])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw AnimationChangeError(text: text, offset: 0, message: "expected an id (letters, digits, _ and -) before '.'")
        }
        let valueOffset = equals + 1
        let value = String(characters[valueOffset...])
        switch property {
        case "constant":
            target = .constant(name)
        case "width", "height":
            guard Self.windowNames.contains(name) else {
                throw AnimationChangeError(text: text, offset: 0,
                                           message: "only the window's size animates: window.\(property); a view's \(property) comes from its constraints (animate their constants)")
            }
            target = property == "width" ? .windowWidth : .windowHeight
        case "active": target = .active(name)
        case "hidden": target = .hidden(name)
        case "checked": target = .checked(name)
        default:
            let suggestion = NameSuggestion.closest(to: property, among: Self.properties).map { "; did you mean '\($0)'?" } ?? ""
            throw AnimationChangeError(text: text, offset: dot + 1,
                                       message: "unknown property '\(property)' (one of \(Self.properties.joined(separator: ", ")))\(suggestion)")
        }
        switch target {
        case .constant, .windowWidth, .windowHeight:
            (from, to) = try Self.numbers(value, at: valueOffset, in: text, positive: target != .constant(name))
        case .active, .hidden, .checked:
            from = nil
            switch value {
            case "true", "yes": to = 1
            case "false", "no": to = 0
            default:
                throw AnimationChangeError(text: text, offset: valueOffset, message: "expected true or false after '=', found '\(value)'")
            }
        }
    }

    /// `B` or `A->B`: finite numbers within Plumb's range (positive for a window size).
    private static func numbers(_ value: String, at offset: Int, in text: String, positive: Bool) throws(AnimationChangeError) -> (Double?, Double) {
        let parts = value.components(separatedBy: "->")
        guard parts.count <= 2 else {
            throw AnimationChangeError(text: text, offset: offset, message: "expected a number, or two joined by '->' (0->100)")
        }
        var numbers: [Double] = []
        var position = offset
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            // Decimal numbers only (Swift would also read "0x10" and "nan").
            let decimal = trimmed.allSatisfy { "0123456789+-.eE".contains($0) } || ["inf", "-inf", "nan"].contains(trimmed.lowercased())
            guard decimal, let number = Double(trimmed), !trimmed.isEmpty else {
                throw AnimationChangeError(text: text, offset: position, message: "expected a number, found '\(part)'")
            }
            guard LayoutNumbers.isValidValue(number), !positive || number > 0 else {
                let range = positive ? "more than 0 and at most \(Int(LayoutNumbers.largestValue))" : "finite, within ±\(Int(LayoutNumbers.largestValue))"
                throw AnimationChangeError(text: text, offset: position, message: "'\(trimmed)' is out of range: a value must be \(range)")
            }
            numbers.append(number)
            position += part.count + 2
        }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : (nil, numbers[0])
    }
}
