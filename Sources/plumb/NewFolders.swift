import Foundation
import Plumb
import PlumbRender

/// The folders a command made for its output, so that a command that fails can remove them
/// again and leave nothing behind. Safe to use from several threads.
final class NewFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String] = []

    /// Makes `folder` and the parents it lacks, remembering those that did not exist.
    func make(_ folder: String) throws {
        guard !folder.isEmpty else { return }
        try lock.withLock {
            var missing: [String] = []
            var path = folder
            while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
                missing.append(path)
                path = FolderPath.of(path)
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            made += missing.reversed()
        }
    }

    /// Makes the folder a file goes into.
    func makeParent(of path: String) throws {
        try make(FolderPath.of(path))
    }

    /// Removes the folders made that are still empty, deepest first.
    func removeEmpty() {
        lock.withLock {
            for folder in made.reversed() { rmdir(folder) }
            made.removeAll()
        }
    }
}
