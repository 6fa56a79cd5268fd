import Foundation
import Plumb
import PlumbRender
import PlumbSamples
import PlumbScene

/// The Markdown page of `samples/README.md`: each sample's title, source, lesson and picture.
struct SampleGallery {
    let samples: [Sample]
    /// Where the pictures were written.
    let imageFolder: String
    let format: RenderFormat

    /// The page, with picture links relative to the page's own folder.
    func markdown(for pagePath: String) -> String {
        let pageFolder = URL(fileURLWithPath: pagePath).deletingLastPathComponent().standardizedFileURL.path
        let images = URL(fileURLWithPath: imageFolder).standardizedFileURL.path
        let relative = images.hasPrefix(pageFolder + "/") ? String(images.dropFirst(pageFolder.count + 1)) : images
        var lines = [
            "# Samples",
            "",
            "The example layouts of Apple's WWDC talks, a course and a book on Auto Layout (each names",
            "its source), and a few of Plumb's own. Each is a Swift DSL scene in",
            "`PlumbSamples/` and a scene file here (`<name>.yaml`); a test checks that the two give the",
            "same frames and the same pixels. Each sample is shown plain, then with every overlay: frames,",
            "alignment rects, margins, safe area, guides, baselines, constraints (red when they conflict),",
            "ambiguity (orange) and scroll content (dashed brown).",
            "",
            "Render one yourself: `plumb render samples/answer-row.yaml --overlay all -o answer-row.png`,",
            "or all of the Swift versions: `plumb samples -o out/samples`. This page and its pictures",
            "come from `plumb samples -o samples/gallery --gallery samples/README.md`.",
            "",
        ]
        for sample in samples {
            lines += [
                "## \(sample.title)",
                "",
                "`\(sample.name)` · \(sample.source) · [`\(sample.name).yaml`](\(sample.name).yaml)",
                "",
                sample.teaches,
                "",
                "![\(sample.title)](\(relative)/\(sample.name).\(format.rawValue)) "
                    + "![\(sample.title), with overlays](\(relative)/\(sample.name).overlays.\(format.rawValue))",
                "",
            ]
            if let animation = sample.animation {
                lines += [
                    "Animated (`plumb animate samples/\(sample.name).yaml`, the file's `animation:` key): "
                        + animation.changes.map { "`\($0)`" }.joined(separator: ", ") + ".",
                    "",
                    "![\(sample.title), animated](\(relative)/\(sample.name).film.\(format.rawValue))",
                    "",
                ]
            }
            guard !sample.languages.isEmpty else { continue }
            let codes = sample.languages.map { "`\($0)`" }
            lines += [
                "In other languages, in this order: \(codes.dropLast().joined(separator: ", ")) and \(codes.last!) "
                    + "(`plumb render samples/\(sample.name).yaml --language \(sample.languages[0])`):",
                "",
                sample.languages.map { "![\(sample.title), --language \($0)](\(relative)/\(sample.name).\($0).\(format.rawValue))" }
                    .joined(separator: " "),
                "",
            ]
        }
        // The inspector's picture is a screenshot of the page in Chromium (the browser tests keep
        // theirs with PLUMB_SCREENSHOTS=DIR), not something this command draws.
        lines += [
            "## Inspector",
            "",
            "`plumb inspect samples/chat-screen.yaml` writes `chat-screen.inspect.html`, one self-contained",
            "page to open from disk: the outline with a search box, the canvas with zoom and pan, and for the",
            "selected bubble (`m3`) its frame, margins and constraints drawn as I-beams, listed in UIKit's",
            "format with `file:line` links, with `constraintsAffectingLayout` per axis. Layer toggles, an",
            "exploded 3D view and a summary of the problems are one click away. [docs/CLI.md](../docs/CLI.md)",
            "describes the page.",
            "",
            "![The inspector page on the chat screen, m3 selected](\(relative)/inspector.png)",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}

extension SampleGallery {
    /// A sample film's second line, as `plumb animate` writes it for the scene file.
    static func filmSubtitle(_ animation: SampleAnimation) -> String {
        var spec = SceneAnimation()
        spec.duration = animation.duration
        spec.fps = animation.fps
        spec.curve = animation.curve
        spec.mode = animation.showsBoth ? .both : .constraints
        return AnimationPlan(spec: spec).subtitle
    }
}

/// Writes text through a temporary file and a rename, so no reader sees half a file.
enum AtomicText {
    static func write(_ text: String, to path: String) throws {
        let folder = FolderPath.of(path)
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
