import ArgumentParser
import PlumbRender

/// `--overlay LIST`, for every command that draws: one declaration, each command's own help
/// line (`Help`).
struct OverlayFlag<Help: OverlayFlagHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.overlay, valueName: "LIST"))
    var overlay: String?

    /// The list parsed, or `fallback` without `--overlay`; a bad name is bad input, its line
    /// starting with `prefix` (`plumb render: `).
    func overlays(fallback: OverlayOptions, prefix: String) throws -> OverlayOptions {
        guard let overlay else { return fallback }
        do {
            return try OverlayOptions(list: overlay)
        } catch {
            throw BadInput(prefix + error.description)
        }
    }
}

/// `--legend side|bottom|none`, beside `--overlay` in the commands that draw one picture per scene.
struct LegendFlag: ParsableArguments {
    @Option(help: ArgumentHelp("Where the overlay legend goes: beside the layout (default), below it, or nowhere.", valueName: "side|bottom|none"))
    var legend: OverlayLegendPlacement = .side
}
