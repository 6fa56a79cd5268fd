extension Device {
    /// The preset with this name or alias (`iphone-15`, `15`; any letter case), or nil.
    public static func named(_ name: String) -> Device? {
        let lowered = name.lowercased()
        return presets.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }

    /// Every name and alias a preset answers to.
    public static var allNames: [String] { presets.flatMap { [$0.name] + $0.aliases } }

    /// The message for a name that is no preset: "unknown device 'iphone-51'; did you mean
    /// 'iphone-15'?", or, without a near miss, the list of names (`plumb devices` shows them all).
    public static func unknownNameMessage(_ name: String) -> String {
        if let suggestion = NameSuggestion.closest(to: name, among: allNames) {
            return "unknown device '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown device '\(name)' (expected one of: \(presets.map(\.name).joined(separator: ", ")); plumb devices lists them)"
    }
}
