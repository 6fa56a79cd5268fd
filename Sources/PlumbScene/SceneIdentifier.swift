/// The ids of views, guides and components in scene files.
enum SceneIdentifier {
    /// Letters, digits, `_` and `-` (ASCII), starting with a letter or `_`.
    static func isValid(_ id: String) -> Bool {
        guard let first = id.first, first.isLetter || first == "_" else { return false }
        return id.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") && $0.isASCII }
    }
}
