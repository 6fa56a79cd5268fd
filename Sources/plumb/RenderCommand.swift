import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// `plumb render SCENE... [-o PATH] [--format] [--scale] [--size] [--direction] [--overlay] [--legend] [--focus]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders scene files to PNG, SVG or PDF.",
        discussion: """
        One scene: -o names the file (default out/<scene>.<format>). Several scenes: -o names a \
        folder (default out/), one file per scene named after the scene file; two scene files \
        of one name (a/x.yaml, b/x.yaml) are refused before anything is written. Several scenes \
        render in parallel on every core.

        With --overlay, the picture is drawn at scale 2 unless --scale or the scene file's scale \
        says otherwise, and the legend goes in a strip beside the layout (--legend bottom puts \
        it below, --legend none leaves it out); the layout itself looks the same either way. \
        --focus draws only the constraints that touch the views or guides it names, the guides \
        those use, and those views' frames, margins and baselines (with no --overlay, it draws \
        all of those layers); an id the scene lacks is bad input.

        --matrix renders every combination of its axes (device, direction, language, \
        content-size, appearance) in parallel from one parse of each scene, into the -o folder \
        (default out/): <scene>.<variant>.png for each (the variant spelled as snapshot \
        references spell it, e.g. device-se.rtl.language-double.content-size-AX3.dark), and \
        <scene>.matrix.png, <scene>.matrix.html (a labelled contact sheet) and \
        <scene>.matrix.txt (the problem table, also printed: conflicts, ambiguity, text \
        truncated or clipped, text past the safe area, sibling overlaps the first variant \
        doesn't have, errors first, e.g. "error: title clipped on se at AX3 in double"; the \
        captions list each variant's worst first).

        Exit status: 0 ok, 1 rendered but a layout is ambiguous or unsatisfiable (the log goes to \
        standard error), or a matrix variant has a problem, 2 bad input (nothing is written for a \
        scene with errors; with --matrix, nothing at all when any scene or variant fails).

        Examples:
          plumb render samples/answer-row.yaml -o answer-row.png
          plumb render samples/*.yaml --overlay all --scale 2 -o out/
          plumb render samples/splash.yaml --size 568x320 --direction rtl --format svg
          plumb render samples/planets-ambiguous.yaml --exercise --overlay ambiguity \\
            -o exercised.png
          plumb render samples/chat-screen.yaml --overlay constraints \\
            --focus m2,field --legend bottom -o chat.png
          plumb render samples/chat-screen.yaml \\
            --matrix "device=se,15; direction=ltr,rtl; content-size=L,AX3" -o out/chat
        """
    )

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (one scene) or folder (several).", valueName: "PATH"))
    var output: String?

    @Option(help: ArgumentHelp("png, svg or pdf (default: the -o extension, else png).", valueName: "png|svg|pdf"))
    var format: RenderFormat?

    @OptionGroup var overlay: OverlayFlag<RenderFlagHelp>

    @OptionGroup var legend: LegendFlag

    @Option(help: ArgumentHelp("Draw overlays only for these views or guides (a comma list of ids): their constraints, the guides those use, their frames, margins and baselines. Implies --overlay all when no --overlay is given.", valueName: "ID[,ID...]"))
    var focus: String?

    @OptionGroup var jobs: JobsFlag<RenderFlagHelp>

    @Flag(help: "Draw the layout beside its exerciseAmbiguityInLayout() alternative (every ambiguous view exercised).")
    var exercise = false

    @OptionGroup var matrix: MatrixFlag<RenderFlagHelp>

    @OptionGroup var overrides: SceneOverrides

    func validate() throws {
        try jobs.check()
        try matrix.check()
        if matrix.isGiven, format.map({ $0 != .png }) == true || exercise {
            throw ValidationError("--matrix draws PNGs: it takes no --format other than png, and no --exercise.")
        }
        if scenes.count == 1, !matrix.isGiven, let output, format == nil, !output.hasSuffix("/"), RenderFormat(pathExtension: output) == nil {
            throw ValidationError("Cannot tell the format from '\(output)': name a .png, .svg or .pdf file, or pass --format.")
        }
    }

    func run() throws {
        if let matrix = try matrix.parsed() { return try renderMatrix(matrix) }
        let overlays = try overlay.overlays(fallback: focus == nil ? [] : .all, prefix: "plumb render: ")
        let plan = OutputPlan(scenes: scenes, output: output, format: format)
        let collisions = OutputCollisions.messages(inputs: scenes, outputs: scenes.indices.map(plan.path(for:)), what: "")
        if !collisions.isEmpty {
            throw BadInput(lines: collisions.map { "plumb render: error: \($0)" })
        }
        let folders = NewFolders()
        let status = ParallelJobs.run(scenes.count, jobs: jobs.count,
                                      label: { scenes[$0] }) { index in
            render(scenes[index], to: plan.path(for: index), format: plan.format(for: index), overlays: overlays, folders: folders)
        }
        // A folder made for files that were never written (a refused canvas) goes again.
        if status == .badInput { folders.removeEmpty() }
        if status != .ok { throw ExitCode(status.rawValue) }
    }

    /// The scale of pictures with overlays when neither `--scale` nor the scene file gives one.
    static let overlayScale = 2.0

    private func render(_ file: String, to path: String, format: RenderFormat, overlays: OverlayOptions, folders: NewFolders) -> ExitStatus {
        let job = SceneJob(file: file, overrides: overrides, defaultScale: overlays.isEmpty ? nil : Self.overlayScale)
        guard let (loaded, outcome) = job.load() else { return .badInput }
        let scene = loaded.scene
        var focus: OverlayFocus?
        if let list = self.focus {
            do {
                focus = try OverlayFocus(list: list, validIdentifiers: loaded.viewIDs + loaded.guideIDs)
            } catch {
                Console.error("plumb render: \(file): \(error.description)")
                return .badInput
            }
        }
        do {
            try folders.makeParent(of: path)
            let renderer = Renderer(scale: scene.scale, overlays: overlays, background: scene.background, legend: legend.legend, focus: focus)
            if exercise {
                try AtomicFile.write(try renderer.exercisedAmbiguity(of: scene.root, format: format), to: path)
            } else {
                try renderer.write(scene.root, to: path, format: format)
            }
        } catch {
            Console.error(RenderFailure.text(for: error, in: loaded, writing: path, flags: overrides.canvasFlags))
            return .badInput
        }
        return outcome.hasProblems ? .problems : .ok
    }
}

extension RenderFormat: ExpressibleByArgument {}
extension OverlayLegendPlacement: ExpressibleByArgument {}
