import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene

extension RenderCommand {
    /// `--matrix`: each scene in every variant, then its contact sheet and problem table. Every
    /// file is staged first and all are put in place at the end, so a run with any error (a
    /// scene that doesn't load, a variant that fails) writes nothing at all.
    func renderMatrix(_ matrix: SceneMatrix) throws {
        let folder = output ?? "out"
        let overlays = try overlay.overlays(fallback: [], prefix: "plumb render: ")
        let collisions = OutputCollisions.messages(inputs: scenes, outputs: scenes.map { Self.stem(of: $0) }, what: "the files of ")
        if !collisions.isEmpty {
            throw BadInput(lines: collisions.map { "plumb render: error: \($0)" })
        }
        // Thumbnails for the contact sheets, made from each variant's pixels as it is drawn.
        let thumbnails = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-matrix-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: thumbnails, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: thumbnails) }
        let output = MatrixOutput(folder: folder, thumbnails: thumbnails)
        var worst = ExitStatus.ok
        var sheets: [ContactSheet] = []
        for file in scenes {
            guard let cells = renderMatrix(matrix, of: file, into: output, overlays: overlays) else {
                worst = .badInput
                continue
            }
            sheets.append(ContactSheet(name: Self.stem(of: file), cells: cells, axisSizes: matrix.axes.map(\.values.count)))
            worst = max(worst, cells.contains { !$0.problems.isEmpty } ? .problems : .ok)
        }
        guard worst != .badInput else {
            output.discard()
            throw BadInput("plumb render: nothing was written, as a scene or a variant had errors")
        }
        do {
            for sheet in sheets {
                let base = (folder as NSString).appendingPathComponent("\(sheet.name).matrix")
                try output.stage(try sheet.pngData(), to: base + ".png")
                try output.stage(Array(sheet.html().utf8), to: base + ".html")
                try output.stage(Array(sheet.problemTable.utf8), to: base + ".txt")
            }
            try output.commit()
        } catch {
            output.discard()
            throw BadInput("plumb render: error: \(error); nothing was written")
        }
        for sheet in sheets {
            let base = (folder as NSString).appendingPathComponent("\(sheet.name).matrix")
            Console.out(sheet.problemTable + "contact sheet: \(base).png, \(base).html")
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }

    private static func stem(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// One scene's variants, each drawn and staged; nil (after printing the errors) when the
    /// scene or any variant has one.
    private func renderMatrix(_ matrix: SceneMatrix, of file: String, into output: MatrixOutput,
                              overlays: OverlayOptions) -> [MatrixRun.Cell]? {
        let stem = Self.stem(of: file)
        let legend = self.legend.legend
        let thumbnailPixels = Int(ContactSheet.thumbnailWidth * ContactSheet.scale)
        let draw: @Sendable (LoadedScene, String) throws -> (path: String, points: Size, thumbnail: String) = { loaded, tag in
            let name = tag.isEmpty ? "\(stem).png" : "\(stem).\(tag).png"
            let path = (output.folder as NSString).appendingPathComponent(name)
            let scene = loaded.scene
            let renderer = Renderer(scale: scene.scale, overlays: overlays, background: scene.background, legend: legend)
            let (png, thumbnail) = try renderer.pngData(of: scene.root, thumbnailWidth: thumbnailPixels, compression: .fast)
            try output.stage(png, to: path)
            let small = (output.thumbnails as NSString).appendingPathComponent(name)
            try AtomicFile.write(thumbnail, to: small)
            return (path, scene.root.bounds.size, small)
        }
        let run = MatrixRun(file: file, matrix: matrix, overrides: overrides)
        guard let cells = run.run(jobs: jobs.count, draw: draw) else { return nil }
        let errors = MatrixRun.errors(of: cells)
        for error in errors { Console.error(error) }
        return errors.isEmpty ? cells : nil
    }
}

/// What a matrix run has staged in its output folder, put in place together at the end or
/// discarded with the folders made for it. Safe to use from several threads.
final class MatrixOutput: @unchecked Sendable {
    /// The `-o` folder.
    let folder: String
    /// Where the contact sheets' thumbnails go (a temporary folder).
    let thumbnails: String
    private let lock = NSLock()
    private var staged: [StagedFile] = []
    private let folders = NewFolders()

    init(folder: String, thumbnails: String) {
        self.folder = folder
        self.thumbnails = thumbnails
    }

    /// Writes `bytes` to a temporary file that ``commit()`` puts at `path`.
    func stage(_ bytes: [UInt8], to path: String) throws {
        try folders.makeParent(of: path)
        let file = try AtomicFile.stage(bytes, for: path)
        lock.withLock { staged.append(file) }
    }

    /// Puts every staged file in place.
    func commit() throws {
        try AtomicFile.commit(lock.withLock { staged })
        lock.withLock { staged.removeAll() }
    }

    /// Removes every staged file, and the folders made for them.
    func discard() {
        for file in lock.withLock({ staged }) { file.discard() }
        lock.withLock { staged.removeAll() }
        folders.removeEmpty()
    }
}
