/// When a snapshot assertion writes its reference, as in swift-snapshot-testing.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record when there is no reference, and fail so a recording is never taken for a pass.
    case missing
    /// Record every time (and fail).
    case all
    /// Record over references that don't match (and fail): after reviewing a report, the
    /// accepting run.
    case failed
    /// Never write; a missing reference fails. Always the mode when `CI` is set.
    case never

    /// `never` when `CI` is set (CI never records, whatever `PLUMB_RECORD` says); else the mode
    /// `PLUMB_RECORD` names; else `missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode {
        if isCI(environment) { return .never }
        return environment["PLUMB_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }

    /// True when `CI` is set to something other than empty, `0` or `false`.
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    }

    /// Why the mode is `never`, in words: under CI (naming a `PLUMB_RECORD` that was ignored),
    /// `PLUMB_RECORD=never`, or plainly the mode.
    static func whyNever(_ environment: [String: String]) -> String {
        if isCI(environment) {
            let ignored = environment["PLUMB_RECORD"].flatMap { $0.isEmpty || $0 == "never" ? nil : $0 }
            return "CI is set, and CI never records" + (ignored.map { "; PLUMB_RECORD=\($0) is ignored" } ?? "")
        }
        if environment["PLUMB_RECORD"] == RecordMode.never.rawValue { return "PLUMB_RECORD=never" }
        return "record mode never"
    }
}
