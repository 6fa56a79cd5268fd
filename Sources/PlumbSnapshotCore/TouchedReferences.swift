import Foundation
import PlumbRender

/// The references a run of tests touched (compared with, recorded or accepted), kept as
/// manifests in one folder: each test process appends to its own file, `<pid>-<random>.touched`,
/// one reference path a line, so the shards of a suite, run as separate processes, merge by
/// taking every file's lines. `plumb snapshot verify --orphans` and `plumb snapshot prune` read
/// the folder with `--touched DIR` to tell which references no test produced. Tests record
/// only when `PLUMB_TOUCHED` names the folder.
public enum TouchedReferences {
    /// A manifest's file extension.
    public static let pathExtension = "touched"

    /// Every reference path in the folder's manifests, each made absolute and standardized.
    /// Throws when the folder can't be read or holds no manifest: a run that touched nothing
    /// would make every reference an orphan.
    public static func read(folder: String) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".\(pathExtension)") }.sorted()
        guard !names.isEmpty else { throw NoManifest(folder: folder) }
        var paths = Set<String>()
        for name in names {
            let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.isEmpty {
                paths.insert(standardized(String(line)))
            }
        }
        return paths
    }

    /// Appends a reference's path to this process's manifest in `PLUMB_TOUCHED`, when that is set
    /// (a path written twice is listed twice: readers take the union). A manifest that can't be
    /// written leaves the assertion as it was; prune then sees fewer references touched and
    /// lists more, never deleting without `--delete`.
    public static func note(_ referencePath: String) {
        guard let folder = SnapshotConfiguration.environment["PLUMB_TOUCHED"], !folder.isEmpty else { return }
        note(referencePath, inFolder: folder)
    }

    /// Appends a reference's path to this process's manifest in `folder`.
    public static func note(_ referencePath: String, inFolder folder: String) {
        manifests.withLock { open in
            if open[folder] == nil {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let name = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).\(pathExtension)"
                let path = (folder as NSString).appendingPathComponent(name)
                _ = FileManager.default.createFile(atPath: path, contents: nil)
                open[folder] = FileHandle(forWritingAtPath: path)
            }
            try? open[folder]?.write(contentsOf: Data((standardized(referencePath) + "\n").utf8))
        }
    }

    /// This process's manifest in each folder, opened on the first reference noted there.
    private static let manifests = Locked<[String: FileHandle]>([:])

    /// A path made absolute (from the working directory) and standardized, as manifests compare them.
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The folder has no `.touched` file.
    public struct NoManifest: Error, CustomStringConvertible {
        public let folder: String
        public var description: String { "\(folder) holds no .\(TouchedReferences.pathExtension) manifest of a test run" }
    }
}
