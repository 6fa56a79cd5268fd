/// When a snapshot assertion writes its reference, as in swift-snapshot-testing.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record when there is no reference, and fail so a recording is never taken for a pass.
    case missing
    /// Record every time (and fail).
    case all
    /// Record over references that don't match (and fail).
    case failed
    /// Never write; a missing reference fails. The default when `CI` is set.
    case never

    /// `PLUMB_RECORD` when it names a mode; else `never` when `CI` is set; else `missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode {
        if let name = environment["PLUMB_RECORD"], let mode = RecordMode(rawValue: name) { return mode }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// Why the mode is `never`, in words: `PLUMB_RECORD=never`, the default under CI (when `CI`
    /// is set and `PLUMB_RECORD` names no mode), or plainly the mode.
    static func whyNever(_ environment: [String: String]) -> String {
        if environment["PLUMB_RECORD"] == RecordMode.never.rawValue { return "PLUMB_RECORD=never" }
        if RecordMode(rawValue: environment["PLUMB_RECORD"] ?? "") == nil, fromEnvironment(environment) == .never {
            return "record mode never, the default under CI"
        }
        return "record mode never"
    }
}
