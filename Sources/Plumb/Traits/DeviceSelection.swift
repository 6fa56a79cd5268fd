/// A device preset by name, in portrait or landscape (`iphone-15`, `iphone-15:landscape`).
public struct DeviceSelection: Sendable, Hashable, CustomStringConvertible {
    /// The preset's name as `plumb devices` lists it.
    public var name: String
    /// True for landscape.
    public var landscape: Bool

    /// Creates a selection.
    public init(name: String, landscape: Bool = false) {
        self.name = name
        self.landscape = landscape
    }

    /// Parses `NAME` or `NAME:landscape` (`NAME:portrait` too); nil for another suffix.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, !name.isEmpty else { return nil }
        switch parts.count == 2 ? parts[1] : "portrait" {
        case "portrait": self.init(name: name)
        case "landscape": self.init(name: name, landscape: true)
        default: return nil
        }
    }

    /// A device as typed, whose ``description`` spells it back the same way: parsed when it
    /// reads `NAME` or `NAME:landscape`, else the whole text is the name (`se:portrait`).
    init(spelling: String) {
        let parsed = DeviceSelection(argument: spelling)
        self = parsed?.description == spelling ? parsed! : DeviceSelection(name: spelling)
    }

    /// `iphone-15` or `iphone-15:landscape`.
    public var description: String { landscape ? "\(name):landscape" : name }
}
