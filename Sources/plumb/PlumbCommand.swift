import ArgumentParser
import Foundation
@_spi(Testing) import PlumbRender

/// The `plumb` command: renders, lays out and checks scene files.
@main
struct PlumbCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Auto Layout scenes on the command line: render, lay out and check YAML scene files.",
        discussion: """
        Exit status: 0 when everything is fine, 1 when a scene rendered but its layout has problems \
        (ambiguous or unsatisfiable; the log goes to standard error), 2 for bad input.

        Example:
          plumb render samples/answer-row.yaml --overlay frames,baselines \\
            -o answer-row.png
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, CheckCommand.self, TraceCommand.self, InspectCommand.self, AnimateCommand.self,
                      SnapshotCommand.self, DiffCommand.self, SamplesCommand.self, PreviewCommand.self, DevicesCommand.self]
    )

    /// Runs the command, mapping argument errors to exit status 2 (bad input) instead of
    /// swift-argument-parser's 64.
    static func main() {
        TemporaryFiles.removeOnSignals()
        if let seconds = ProcessInfo.processInfo.environment["PLUMB_TEST_HOLD_TEMPORARY_FILES"].flatMap(Double.init) {
            TemporaryFiles.holdBeforeRename(seconds: seconds)
        }
        if let hook = ProcessInfo.processInfo.environment["PLUMB_TEST_SIGNAL_AT"]?.split(separator: ":"), hook.count == 2,
           let step = PublishStep(rawValue: String(hook[0])), let number = Int32(hook[1]) {
            TemporaryFiles.send(number, at: step)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            if exit.rawValue != 0 { TemporaryFiles.waitIfInterrupted() }
            Foundation.exit(exit.rawValue)
        } catch let bad as BadInput {
            for line in bad.lines { Console.error(line) }
            TemporaryFiles.waitIfInterrupted()
            Foundation.exit(ExitStatus.badInput.rawValue)
        } catch {
            TemporaryFiles.waitIfInterrupted()
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.badInput.rawValue)
        }
    }
}

/// The exit statuses of `SCENE-FORMAT.md`.
enum ExitStatus: Int32, Comparable {
    /// Everything worked and every layout is sound.
    case ok = 0
    /// Rendered, but a layout is ambiguous or unsatisfiable (or `check` found problems).
    case problems = 1
    /// Bad input: a scene file, a flag or a name is wrong.
    case badInput = 2

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Ends the command with this status.
    func exit() throws -> Never { throw ExitCode(rawValue) }
}
