import ArgumentParser
import PlumbRender

/// The `--overlay` list of a command, parsed; a bad name prints the error and exits 2.
enum OverlayOption {
    /// `list` parsed, or `fallback` when it is nil; `prefix` starts the error line (`plumb render: `).
    static func parse(_ list: String?, fallback: OverlayOptions, prefix: String) throws -> OverlayOptions {
        guard let list else { return fallback }
        do {
            return try OverlayOptions(list: list)
        } catch {
            Console.error(prefix + error.description)
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }
}
