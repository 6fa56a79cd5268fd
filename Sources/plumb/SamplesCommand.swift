import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbSamples

/// `plumb samples [--list] [NAME...] [-o DIR]`.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Renders the built-in samples: layouts from Apple's WWDC talks, a course and a book on Auto Layout, and Plumb's own, written in the Swift DSL.",
        discussion: """
        Writes one file per sample into the folder, and one per language of a sample that has \
        languages (<name>.<language>.<format>). Some samples are broken on purpose \
        (unsatisfiable or ambiguous); that is what they teach, so it doesn't change the exit \
        status. Exit status: 0 ok, 2 an unknown sample name or an unwritable folder.

        Examples:
          plumb samples --list
          plumb samples answer-row planets-ambiguous --overlay all -o out/samples
          plumb samples -o samples/gallery --gallery samples/README.md
        """
    )

    @Flag(help: "List the samples (name and title) instead of rendering them.")
    var list = false

    @Argument(help: "Samples to render (default: all).")
    var names: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder.", valueName: "DIR"))
    var output = "out"

    @Option(help: ArgumentHelp("png, svg or pdf.", valueName: "png|svg|pdf"))
    var format: RenderFormat = .png

    @Option(help: ArgumentHelp("Pixels per point (default: the sample's scale).", valueName: "N"))
    var scale: Double?

    @OptionGroup var overlay: OverlayFlag<SamplesFlagHelp>

    @OptionGroup var legend: LegendFlag

    @Flag(help: "Print what each sample's layout logged (conflicts, ambiguity).")
    var verbose = false

    @Option(help: ArgumentHelp("Also write a Markdown gallery (title, source, what it teaches, pictures). Each sample is then drawn twice: plain, and with the --overlay list (default all) as <name>.overlays.<format>; a sample with languages also plain in each, as <name>.<language>.<format>.", valueName: "FILE.md"))
    var gallery: String?

    func run() throws {
        let chosen = try selectedSamples()
        if list {
            for sample in chosen { Console.out("\(sample.name)  \(sample.title)") }
            return
        }
        let overlays = try overlay.overlays(fallback: gallery == nil ? [] : .all, prefix: "plumb samples: ")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let status = ParallelJobs.run(chosen.count, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                      label: { chosen[$0].name }) { index in
            render(chosen[index], overlays: overlays)
        }
        if let gallery {
            let page = SampleGallery(samples: chosen, imageFolder: output, format: format).markdown(for: gallery)
            try AtomicText.write(page, to: gallery)
        }
        if status != .ok { throw ExitCode(status.rawValue) }
    }

    private func selectedSamples() throws -> [Sample] {
        guard !names.isEmpty else { return Samples.all }
        var result: [Sample] = []
        for name in names {
            guard let sample = Samples.named(name) else {
                var message = "plumb samples: no sample named '\(name)'"
                if let suggestion = NameSuggestion.closest(to: name, among: Samples.all.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw BadInput(message + " (plumb samples --list shows them all)")
            }
            result.append(sample)
        }
        return result
    }

    /// Draws a sample, and each of its languages as `<name>.<language>`.
    private func render(_ sample: Sample, overlays: OverlayOptions) -> ExitStatus {
        var pictures = [(sample.name, overlays)]
        if gallery != nil { pictures = [(sample.name, []), ("\(sample.name).overlays", overlays)] }
        var status = render(sample, in: nil, pictures)
        for language in sample.languages {
            status = max(status, render(sample, in: language, [("\(sample.name).\(language)", gallery != nil ? [] : overlays)]))
        }
        if let animation = sample.animation { status = max(status, renderFilm(of: sample, animation)) }
        return status
    }

    /// Draws an animated sample's film, `<name>.film.<format>`.
    private func renderFilm(of sample: Sample, _ animation: SampleAnimation) -> ExitStatus {
        let scene = sample.make()
        scene.root.textMeasurer = PangoTextMeasurer.shared
        let path = (output as NSString).appendingPathComponent("\(sample.name).film.\(format.rawValue)")
        do {
            let animations = LayoutLog.$sink.withValue(CollectingSink()) { () -> [LayoutAnimation] in
                scene.layout()
                return animation.record(on: scene)
            }
            let film = Film(renderer: Renderer(scale: scale ?? scene.scale, background: scene.background),
                            title: "\(sample.name): " + animation.changes.joined(separator: ", "),
                            subtitle: SampleGallery.filmSubtitle(animation))
            try AtomicFile.write(try film.strip(of: animations, on: scene, format: format), to: path)
        } catch {
            Console.error("\(sample.name): error: cannot write \(path): \(error)")
            return .badInput
        }
        return .ok
    }

    private func render(_ sample: Sample, in language: String?, _ pictures: [(String, OverlayOptions)]) -> ExitStatus {
        let sink = CollectingSink()
        let scene = sample.scene(in: language)
        scene.root.textMeasurer = PangoTextMeasurer.shared
        LayoutLog.$sink.withValue(sink) { scene.layout() }
        if verbose {
            let name = language.map { "\(sample.name) (\($0))" } ?? sample.name
            for message in sink.messages { Console.error("\(name): \(message.severity.rawValue): \(message.text)") }
        }
        for (stem, layers) in pictures {
            let path = (output as NSString).appendingPathComponent("\(stem).\(format.rawValue)")
            do {
                let renderer = Renderer(scale: scale ?? scene.scale, overlays: layers, background: scene.background, legend: legend.legend)
                try renderer.write(scene.root, to: path, format: format)
            } catch {
                Console.error("\(sample.name): error: cannot write \(path): \(error)")
                return .badInput
            }
        }
        return .ok
    }
}
