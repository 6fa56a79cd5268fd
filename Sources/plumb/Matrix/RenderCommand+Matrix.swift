import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene

extension RenderCommand {
    /// `--matrix`: each scene in every variant, then its contact sheet and problem table.
    func renderMatrix(_ matrix: SceneMatrix) throws {
        let folder = output ?? "out"
        let overlays = try OverlayOption.parse(overlay, fallback: [], prefix: "plumb render: ")
        let collisions = OutputCollisions.messages(inputs: scenes, outputs: scenes.map { Self.stem(of: $0) }, what: "the files of ")
        if !collisions.isEmpty {
            for message in collisions { Console.error("plumb render: error: \(message)") }
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        var worst = ExitStatus.ok
        for file in scenes {
            worst = max(worst, try renderMatrix(matrix, of: file, into: folder, overlays: overlays))
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }

    private static func stem(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private func renderMatrix(_ matrix: SceneMatrix, of file: String, into folder: String, overlays: OverlayOptions) throws -> ExitStatus {
        let stem = Self.stem(of: file)
        let legend = self.legend
        // Thumbnails for the contact sheet, made from each variant's pixels as it is drawn.
        let thumbnails = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-matrix-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: thumbnails, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: thumbnails) }
        let thumbnailPixels = Int(ContactSheet.thumbnailWidth * ContactSheet.scale)
        let draw: @Sendable (LoadedScene, String) throws -> (path: String, points: Size, thumbnail: String) = { loaded, tag in
            let name = tag.isEmpty ? "\(stem).png" : "\(stem).\(tag).png"
            let path = (folder as NSString).appendingPathComponent(name)
            try OutputPlan.createParent(of: path)
            let scene = loaded.scene
            let renderer = Renderer(scale: scene.scale, overlays: overlays, background: scene.background, legend: legend)
            let (png, thumbnail) = try renderer.pngData(of: scene.root, thumbnailWidth: thumbnailPixels, compression: .fast)
            try AtomicFile.write(png, to: path)
            let small = (thumbnails as NSString).appendingPathComponent(name)
            try AtomicFile.write(thumbnail, to: small)
            return (path, scene.root.bounds.size, small)
        }
        let run = MatrixRun(file: file, matrix: matrix, overrides: overrides)
        guard let cells = run.run(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, draw: draw) else { return .badInput }
        let errors = cells.compactMap(\.error)
        for error in errors { Console.error(error) }
        let sheet = ContactSheet(name: stem, cells: cells, axisSizes: matrix.axes.map(\.values.count))
        do {
            let base = (folder as NSString).appendingPathComponent("\(stem).matrix")
            try AtomicFile.write(try sheet.pngData(), to: base + ".png")
            try AtomicFile.write(Array(sheet.html().utf8), to: base + ".html")
            try AtomicFile.write(Array(sheet.problemTable.utf8), to: base + ".txt")
            Console.out(sheet.problemTable + "contact sheet: \(base).png, \(base).html")
        } catch {
            Console.error("plumb render: cannot write the contact sheet of \(file): \(error)")
            return .badInput
        }
        if !errors.isEmpty { return .badInput }
        return cells.contains { !$0.problems.isEmpty } ? .problems : .ok
    }
}
