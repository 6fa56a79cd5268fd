import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb snapshot record` for one scene: both references (the PNG and the layout text) are
/// taken and written to temporary files first, then put in place together, so a scene that
/// cannot be rendered or written records nothing and says why (exit status 2).
struct SnapshotRecording {
    let loaded: LoadedScene
    /// Where the PNG reference goes.
    let image: String
    /// Where the layout-text reference goes.
    let text: String

    /// Records both references; on any failure, neither is written.
    func record() -> SceneCheck {
        var staged: [StagedFile] = []
        do {
            let png = Snapshotting<Scene, ImageSnapshot>.png(), layout = Snapshotting<Scene, String>.layout
            let files = [(image, try png.diffing.toData(try png.snapshot(loaded.scene))),
                         (text, try layout.diffing.toData(try layout.snapshot(loaded.scene)))]
            try OutputPlan.createParent(of: image)
            for (path, bytes) in files { staged.append(try AtomicFile.stage(bytes, for: path)) }
            for file in staged { try file.commit() }
        } catch {
            for file in staged { file.discard() }
            return SceneCheck(status: .badInput, errors: [RenderFailure.text(for: error, in: loaded, writing: image)])
        }
        let name = (image as NSString).lastPathComponent
        return SceneCheck(out: ["\(loaded.file): recorded"], entry: SnapshotReport.Entry(name: name, failure: nil))
    }
}
