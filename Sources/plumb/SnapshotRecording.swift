import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshotCore

/// `plumb snapshot record` for one scene: both references (the PNG and the layout text) are
/// taken and staged in temporary files, for the run to put in place together with the other
/// scenes'; a scene that cannot be rendered or staged stages nothing and says why (exit status 2).
struct SnapshotRecording {
    let loaded: LoadedScene
    /// How the PNG is taken.
    let image: Snapshotting<Scene, ImageSnapshot>
    /// Where the PNG reference goes.
    let imagePath: String
    /// Where the layout-text reference goes.
    let textPath: String
    /// The canvas flags given, for error messages.
    let flags: String?
    /// How the output line names the job.
    let label: String

    /// Stages both references; on any failure, neither.
    func record() -> SceneCheck {
        var staged: [StagedFile] = []
        do {
            let layout = Snapshotting<Scene, String>.layout
            let files = [(imagePath, try image.diffing.toData(try image.snapshot(loaded.scene))),
                         (textPath, try layout.diffing.toData(try layout.snapshot(loaded.scene)))]
            for (path, bytes) in files {
                try OutputPlan.createParent(of: path)
                staged.append(try AtomicFile.stage(bytes, for: path))
            }
        } catch {
            for file in staged { file.discard() }
            return SceneCheck(status: .badInput, errors: [RenderFailure.text(for: error, in: loaded, writing: imagePath, flags: flags)])
        }
        let location = SnapshotResult.Location(file: loaded.file, line: 1, column: 1)
        return SceneCheck(pending: PendingWrite(files: staged, lines: ["\(label): recorded"], results: [
            SnapshotResult(name: (imagePath as NSString).lastPathComponent, group: loaded.file, status: .passed, message: "recorded",
                           kind: .image, referencePath: imagePath, location: location),
            SnapshotResult(name: (textPath as NSString).lastPathComponent, group: loaded.file, status: .passed, message: "recorded",
                           kind: .text, referencePath: textPath, location: location),
        ]))
    }
}
