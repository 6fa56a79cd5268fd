import Foundation
import Plumb
import PlumbRender
import PlumbSnapshotCore

/// The Markdown summary of a snapshot run, for `$GITHUB_STEP_SUMMARY` or a pull-request
/// comment: the counts, then each failed scene with its thumbnail, what failed, the views that
/// moved in words and links to the artifacts. Thumbnails are PNG files beside the summary, never
/// `data:` URLs, which GitHub doesn't show.
struct SnapshotSummary {
    /// One scene of the run (or one matrix variant of it).
    struct Scene {
        var label: String
        var results: [SnapshotResult]
        var thumbnail: [UInt8]? = nil
    }

    var scenes: [Scene]
    /// This run's page on GitHub, where its uploaded artifacts are listed, when known.
    var runURL: String?

    /// A thumbnail's width in pixels: small enough for a pull-request comment.
    static let thumbnailWidth = 200

    /// `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID`, the variables GitHub
    /// Actions sets in every job, or nil outside it.
    static func runURL(_ environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let run = environment["GITHUB_RUN_ID"] else { return nil }
        return "\(server)/\(repository)/actions/runs/\(run)"
    }

    /// The Markdown, its links relative to `folder` (the summary's own), or, with no folder
    /// (GitHub's step summary, whose file lives elsewhere), paths as text and no thumbnails.
    /// `thumbnails` names each failed scene's thumbnail file, relative to `folder`.
    func markdown(folder: String?, thumbnails: [Int: String]) -> String {
        let report = SnapshotReport(results: scenes.flatMap(\.results))
        var lines = ["## Plumb snapshots", "", report.summary, ""]
        if !report.hasFailures { lines += ["Every snapshot matches its reference.", ""] }
        for (index, scene) in scenes.enumerated() where scene.results.contains(where: \.isFailure) {
            lines += ["### \(scene.label)", ""]
            if let thumbnail = thumbnails[index] { lines += ["![\(scene.label), as drawn now](\(thumbnail))", ""] }
            for result in scene.results where result.isFailure {
                lines.append("- `\(result.name)` " + (result.status == .new ? "has no reference" : "doesn't match its reference"))
                lines += result.changes.map { "  - \($0)" }
                let artifacts = result.artifacts.map { path in
                    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.split(separator: ".").last.map(String.init) ?? path
                    return folder.map { "[\(name)](\(DiffCommand.relativePath(of: path, from: $0)))" } ?? "\(name): `\(path)`"
                }
                if !artifacts.isEmpty { lines.append("  - artifacts: " + artifacts.joined(separator: ", ")) }
            }
            lines.append("")
        }
        if let runURL { lines += ["The artifacts of this run: \(runURL)#artifacts", ""] }
        return lines.joined(separator: "\n")
    }

    /// Writes the summary to `path` with each failed scene's thumbnail in `<stem>-thumbnails/`
    /// beside it, all as one unit; `appending` (GitHub's step summary) adds the text to the file
    /// instead, without thumbnails, as GitHub asks of every step that writes it.
    func write(to path: String, appending: Bool) throws {
        guard !appending else {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown(folder: nil, thumbnails: [:]).utf8))
            return
        }
        let folder = FolderPath.of(path)
        let thumbnailFolder = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + "-thumbnails"
        var names: [Int: String] = [:]
        var files: [(String, [UInt8])] = []
        var taken = Set<String>()
        for (index, scene) in scenes.enumerated() {
            guard let thumbnail = scene.thumbnail else { continue }
            var name = Self.fileName(scene.label)
            while !taken.insert(name).inserted { name += "-\(index)" }
            names[index] = "\(thumbnailFolder)/\(name).png"
            files.append(((folder as NSString).appendingPathComponent(names[index]!), thumbnail))
        }
        files.append((path, Array(markdown(folder: folder, thumbnails: names).utf8)))
        var staged: [StagedFile] = []
        do {
            for (file, bytes) in files {
                if !FolderPath.of(file).isEmpty {
                    try FileManager.default.createDirectory(atPath: FolderPath.of(file), withIntermediateDirectories: true)
                }
                staged.append(try AtomicFile.stage(bytes, for: file))
            }
            try AtomicFile.commit(staged)
        } catch {
            for file in staged { file.discard() }
            throw error
        }
    }

    /// A label as a file name: `card.yaml device=se` → `card.yaml-device-se`.
    private static func fileName(_ label: String) -> String {
        String(label.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
    }
}
