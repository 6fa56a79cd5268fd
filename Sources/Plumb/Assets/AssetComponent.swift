import Foundation

/// One colour component as a catalog's `Contents.json` writes it. Xcode writes a string in the
/// input method the designer picked: a float (`"0.200"`), an 8-bit integer (`"51"`) or 8-bit
/// hex (`"0x33"`); Apple's format reference also allows a JSON number from 0 to 1.
enum AssetComponent: Decodable, Equatable {
    case number(Double)
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// The component in 0...1 (not clamped: extended colour spaces go beyond), or nil when the
    /// text is none of the three forms. An 8-bit value is read over 255, except for alpha,
    /// which Xcode always writes as a float (so `"1"` is opaque, not 1/255).
    func value(isAlpha: Bool) -> Double? {
        switch self {
        case let .number(number):
            return number.isFinite ? number : nil
        case let .text(raw):
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.lowercased().hasPrefix("0x") {
                guard let byte = Int(text.dropFirst(2), radix: 16) else { return nil }
                return Double(byte) / 255
            }
            guard let number = Double(text), number.isFinite else { return nil }
            return text.contains(".") || isAlpha ? number : number / 255
        }
    }

    /// The text as written, for error messages.
    var written: String {
        switch self {
        case let .number(number): "\(number)"
        case let .text(text): "'\(text)'"
        }
    }
}
