import ArgumentParser
import PlumbRender

/// `--fonts DIR` (font files to use besides the pinned DejaVu fonts) and `--system-font
/// FAMILY` (the family that stands in for the system font), for every command that lays out.
struct FontOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of font files (.ttf, .otf, .ttc, .otc; subfolders too) or one font file, whose families font: descriptions and --system-font can name. Repeat for more.", valueName: "DIR"))
    var fonts: [String] = []

    @Option(name: .customLong("system-font"), help: ArgumentHelp("The family that stands in for the system font in every text style and System font (default: the scene's systemFont, else DejaVu Sans).", valueName: "FAMILY"))
    var systemFont: String?

    /// Registers the fonts before any scene loads (a missing folder, or a file that is no
    /// font, is bad input), then warns when `--system-font` names a family that isn't available.
    func validate() throws {
        for path in fonts {
            do {
                try FontRegistry.register(folderOrFileAt: path)
            } catch {
                throw ValidationError("--fonts \(path): \(error.path == path ? error.message : error.description)")
            }
        }
        if let systemFont, let warning = FontConfiguration.reportUnavailableFamily(systemFont) {
            Console.error("plumb: warning: --system-font: \(warning)")
        }
    }
}
