import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// `plumb diff OLD NEW` and `plumb diff --git REV FILE`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two versions of a scene: the views that moved, were resized, added or removed, and the constraints that changed.",
        discussion: """
        Lays out both scenes and matches their views by key (id) and their constraints by \
        identifier, else by their items, attributes and relation. Prints a headline with the \
        counts, each view that changed with its old and new frame in the root's coordinates and \
        the deltas (a view that only moved with its superview is counted, not listed), and each \
        constraint added, removed or changed in words (a.top == b.top + 8 → + 16). --git REV \
        FILE compares the file as git revision REV has it with the working copy. -o writes the \
        two layouts side by side (PNG, SVG or PDF), outlined: moved in blue, resized in orange, \
        added in green, removed in red; at 2 pixels a point unless --scale or the file says \
        otherwise. --markdown writes a summary for a pull-request comment, with the picture as \
        a file beside it (the -o file, else the Markdown's name with .png). --json prints JSON \
        instead of the text. The flags that change a scene (--device, --size, --language, ...) \
        apply to both sides. Exit status: 0 no layout change, 1 changes found, 2 bad input.

        Examples:
          plumb diff samples/blue-green.yaml samples/blue-green-100.yaml
          plumb diff samples/venn-left.yaml samples/venn-right.yaml -o out/venn.png \\
            --markdown out/venn.md
        """
    )

    @Argument(help: "The old and the new scene file; with --git, the one file.")
    var files: [String]

    @Option(name: .customLong("git"), help: ArgumentHelp("Compare FILE as this git revision has it (a commit, branch or tag) with the working copy.", valueName: "REV"))
    var revision: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Also write the two layouts side by side, marked (.png, .svg or .pdf).", valueName: "PICTURE"))
    var output: String?

    @Option(help: ArgumentHelp("Also write a Markdown summary for a pull-request comment, and the picture beside it (-o's, else FILE with .png).", valueName: "FILE.md"))
    var markdown: String?

    @Flag(help: "Print JSON instead of the text.")
    var json = false

    @OptionGroup var overrides: SceneOverrides

    func validate() throws {
        if let revision {
            guard files.count == 1 else { throw ValidationError("--git REV takes one scene file (its working copy is the new side), not \(files.count).") }
            guard !revision.isEmpty, !revision.hasPrefix("-") else { throw ValidationError("--git needs a revision (a commit, branch or tag), not '\(revision)'.") }
        } else if files.count != 2 {
            throw ValidationError("Give two scene files, OLD and NEW (or --git REV FILE), not \(files.count).")
        }
        if let output, RenderFormat(pathExtension: output) == nil {
            throw ValidationError("Cannot tell the picture's format from '\(output)': name a .png, .svg or .pdf file.")
        }
    }

    func run() throws {
        let newFile = files[files.count - 1]
        var scratch: String?
        defer { scratch.map(TemporaryFiles.discardScratch) }
        let oldJob: SceneJob
        if let revision {
            let bytes = try GitRevision.contents(of: newFile, at: revision)
            let copy = try TemporaryFiles.scratchCopy(of: bytes, beside: newFile)
            scratch = copy
            oldJob = SceneJob(file: copy, overrides: overrides, defaultScale: Self.scale, shownAs: "\(revision):\(newFile)")
        } else {
            oldJob = SceneJob(file: files[0], overrides: overrides, defaultScale: Self.scale)
        }
        let old = oldJob.load(), new = SceneJob(file: newFile, overrides: overrides, defaultScale: Self.scale).load()
        guard let (oldScene, _) = old, let (newScene, _) = new else { throw ExitCode(ExitStatus.badInput.rawValue) }
        let report = DiffReport(comparison: SceneComparison(old: oldScene, new: newScene),
                                oldName: oldJob.shownAs ?? oldJob.file, newName: newFile)
        let written = try write(report, old: oldScene, new: newScene)
        Console.out(json ? report.json(picture: written.picture, markdown: written.markdown).text() : report.text)
        if !report.comparison.isEmpty { throw ExitCode(ExitStatus.problems.rawValue) }
    }

    /// Marks drawn on a picture are overlays, so it is drawn at 2 pixels a point unless
    /// `--scale` or the file says otherwise (as `plumb render --overlay` is).
    static let scale = 2.0

    /// Writes the picture and the Markdown asked for, together (both or neither); returns their paths.
    private func write(_ report: DiffReport, old: LoadedScene, new: LoadedScene) throws -> (picture: String?, markdown: String?) {
        let picture = output ?? markdown.map { (($0 as NSString).deletingPathExtension as String) + ".png" }
        guard let picture else { return (nil, nil) }
        var staged: [StagedFile] = []
        do {
            let marks = report.comparison.marks()
            let drawing = BeforeAfter(renderer: Renderer(scale: new.scene.scale), title: report.comparison.viewCounts)
            let bytes = try drawing.data(before: BeforeAfter.Side(root: old.scene.root, caption: "before: \(report.oldName)", marks: marks.before),
                                         after: BeforeAfter.Side(root: new.scene.root, caption: "after: \(report.newName)", marks: marks.after),
                                         format: RenderFormat(pathExtension: picture) ?? .png)
            try OutputPlan.createParent(of: picture)
            staged.append(try AtomicFile.stage(bytes, for: picture))
            if let markdown {
                try OutputPlan.createParent(of: markdown)
                let relative = Self.relativePath(of: picture, from: (markdown as NSString).deletingLastPathComponent)
                let link = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
                staged.append(try AtomicFile.stage(Array(report.markdown(picture: link).utf8), for: markdown))
            }
            try AtomicFile.commit(staged)
        } catch {
            for file in staged { file.discard() }
            throw BadInput(RenderFailure.text(for: error, in: new, writing: picture))
        }
        return (picture, markdown)
    }

    /// `picture`'s path from `folder` (both as given, relative to the working directory or absolute).
    static func relativePath(of path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
