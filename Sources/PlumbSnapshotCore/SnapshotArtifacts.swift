import Foundation
import PlumbRender

/// The files a failed comparison leaves for a person to look at: the reference, the actual
/// snapshot and the difference's own files (an image diff, a text diff).
public enum SnapshotArtifacts {
    /// Writes `<stem>.reference.<ext>`, `<stem>.actual.<ext>` (when there is one) and each of the
    /// difference's artifacts (`<stem>.diff.png`) into `folder` (`<ext>` is the last part of the
    /// reference's extension: `txt` for `layout.txt`), and returns each file written with its
    /// suffix. A file that can't be written is left out.
    public static func write(reference: [UInt8], actual: [UInt8]?, pathExtension: String,
                             difference: SnapshotDifference, to folder: String, stem: String) -> [(suffix: String, path: String)] {
        let folder = URL(fileURLWithPath: folder)
        let pathExtension = pathExtension.split(separator: ".").last.map(String.init) ?? pathExtension
        var files: [(String, String, [UInt8])] = [("reference", pathExtension, reference)]
        if let actual { files.append(("actual", pathExtension, actual)) }
        files += difference.artifacts.map { ($0.suffix, $0.pathExtension, $0.data) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return [] }
        return files.compactMap { suffix, ext, data in
            let url = folder.appendingPathComponent("\(stem).\(suffix).\(ext)")
            return (try? AtomicFile.write(data, to: url.path)) != nil ? (suffix, url.path) : nil
        }
    }

    /// The lines a failure message names the files with: `diff: /path/to/stem.diff.png`.
    public static func lines(_ written: [(suffix: String, path: String)]) -> [String] {
        written.map { "\($0.suffix): \($0.path)" }
    }
}
