import Foundation
import Plumb
import PlumbRender

/// Where `render` writes each scene: one scene → the `-o` file; several → files in the `-o` folder.
struct OutputPlan {
    let scenes: [String]
    let output: String?
    let format: RenderFormat?

    /// The format for a scene: `--format`, else the single output file's extension, else PNG.
    func format(for index: Int) -> RenderFormat {
        if let format { return format }
        if scenes.count == 1, let output, let fromName = RenderFormat(pathExtension: output) { return fromName }
        return .png
    }

    /// The output path for a scene.
    func path(for index: Int) -> String {
        let stem = ((scenes[index] as NSString).lastPathComponent as NSString).deletingPathExtension
        let fileName = "\(stem).\(format(for: index).rawValue)"
        if scenes.count == 1, let output, !output.hasSuffix("/"), !isDirectory(output) { return output }
        return ((output ?? "out") as NSString).appendingPathComponent(fileName)
    }

    /// Makes the folder a file goes into.
    static func createParent(of path: String) throws {
        let folder = FolderPath.of(path)
        guard !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
