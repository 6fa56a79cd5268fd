import Plumb
import PlumbScene
import PlumbSnapshotCore

extension GitHubAnnotation {
    /// A failed snapshot of a scene as an annotation at the line that declares the first view
    /// it names as moved (or changed in the layout text), else at the scene file's first line.
    static func snapshotFailure(_ result: SnapshotResult, in loaded: LoadedScene) -> GitHubAnnotation {
        let location = focus(of: result).flatMap(loaded.declaration(of:))
        return GitHubAnnotation(severity: "error", file: loaded.file, line: location?.line ?? 1, column: location?.column ?? 1,
                                title: result.status == .new ? "\(result.name) has no reference" : "\(result.name) doesn't match its reference",
                                message: result.failureMessage ?? "")
    }

    /// The first view a failure names: a moved view's sentence starts with its key, and a layout
    /// text's changed line (`-  box View (10 10; 40 30)`) with its identifier.
    private static func focus(of result: SnapshotResult) -> String? {
        if let change = result.changes.first { return firstWord(change) }
        let changed = result.textDiff?.split(separator: "\n").first { line in
            (line.hasPrefix("-") || line.hasPrefix("+")) && !line.hasPrefix("---") && !line.hasPrefix("+++")
        }
        return changed.flatMap { firstWord(String($0.dropFirst())) }
    }

    private static func firstWord(_ text: String) -> String? {
        text.split(separator: " ").first.map(String.init)
    }
}
