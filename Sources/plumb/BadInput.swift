/// Bad input found while a command runs: the lines to print on standard error, worded as the
/// scene-format contract (`SCENE-FORMAT.md`) words them, and exit status 2.
///
/// Commands throw it instead of printing and then exiting; `PlumbCommand.main()` prints the
/// lines. (swift-argument-parser puts `Error: ` and the usage around what `validate()` throws,
/// which suits its own `ValidationError`s, such as `--fonts` and `--scale`, and not these.)
struct BadInput: Error {
    /// The lines, in order.
    let lines: [String]

    /// One line.
    init(_ line: String) { lines = [line] }

    /// Several lines (for example one per colliding output file).
    init(lines: [String]) { self.lines = lines }
}
