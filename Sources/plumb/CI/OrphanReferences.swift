import Foundation
import PlumbSnapshotCore

/// The reference files under a snapshot folder that no scene or test of a run produced:
/// every file not among the paths touched, hidden files (a write in progress) aside.
struct OrphanReferences {
    /// The folder, as given.
    let folder: String
    /// The references the run touched, each as ``TouchedReferences/standardized(_:)`` makes it.
    let touched: Set<String>

    /// The orphans' paths (the folder as given, joined with each file's path in it), sorted.
    func paths() -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if !touched.contains(TouchedReferences.standardized(path)) { found.append(path) }
        }
        return found.sorted()
    }
}

