import Plumb
import PlumbScene
import PlumbSnapshotCore

extension GitHubAnnotation {
    /// A failed snapshot of a scene as an annotation at the line that declares the first view
    /// it names as moved (or changed in the layout text), else at the scene file's first line.
    static func snapshotFailure(_ result: SnapshotResult, in loaded: LoadedScene) -> GitHubAnnotation {
        let location = focus(of: result).flatMap(loaded.declaration(of:))
        return failure(result, file: loaded.file, line: location?.line ?? 1, column: location?.column ?? 1)
    }

    /// A failed result of a JSON report (a scene's, or a Swift test's) at the place it names: the
    /// assertion's `#filePath:#line`, made relative to `folder` (the working directory, which
    /// on GitHub is the checkout) when it lies inside, as GitHub wants a file of the repository.
    static func reportedFailure(_ result: SnapshotResult, relativeTo folder: String) -> GitHubAnnotation {
        let location = result.location ?? SnapshotResult.Location(file: result.group, line: 1, column: 1)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
        return failure(result, file: file, line: location.line, column: location.column)
    }

    private static func failure(_ result: SnapshotResult, file: String, line: Int, column: Int) -> GitHubAnnotation {
        GitHubAnnotation(severity: "error", file: file, line: line, column: column,
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
