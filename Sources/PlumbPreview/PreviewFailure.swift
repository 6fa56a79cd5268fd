/// Why the preview could not show a scene's newest state, in compiler form (`file: error: …`):
/// shown over the last good layout and printed in the terminal.
struct PreviewFailure: Error, CustomStringConvertible {
    let description: String

    init(file: String, _ message: String) {
        description = "\(file): error: \(message)"
    }

    /// A failure whose text is already in compiler form (a scene file's error).
    init(text: String) {
        description = text
    }

    /// The page or model for `file` could not be made: `error` says why.
    static func rendering(_ file: String, _ error: any Error) -> PreviewFailure {
        PreviewFailure(file: file, "the preview page could not be made: \(error)")
    }
}
