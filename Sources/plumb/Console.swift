import Foundation

/// Standard output and standard error, with a progress line that only appears on a terminal.
enum Console {
    private static let lock = NSLock()

    /// Writes text and a newline to standard output.
    static func out(_ text: String) {
        lock.withLock { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    }

    /// Writes text and a newline to standard error; with ``annotating`` on, each diagnostic in it
    /// also as a GitHub Actions annotation on standard output.
    static func error(_ text: String) {
        lock.withLock {
            FileHandle.standardError.write(Data((clearProgress + text + "\n").utf8))
            guard annotations else { return }
            for annotation in GitHubAnnotation.annotations(inDiagnostics: text) {
                FileHandle.standardOutput.write(Data((annotation.command + "\n").utf8))
            }
        }
    }

    /// Turns on the annotations of ``error(_:)`` (`--github`), once, before any output.
    static func annotateDiagnostics() { lock.withLock { annotations = true } }

    /// Set once by ``annotateDiagnostics()``; read under the lock.
    nonisolated(unsafe) private static var annotations = false

    /// True when standard error is a terminal.
    static let isTerminal = isatty(STDERR_FILENO) == 1

    /// Replaces the progress line (terminals only): `[3/12] answer-row.yaml`.
    static func progress(_ text: String) {
        guard isTerminal else { return }
        lock.withLock { FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8)) }
    }

    /// Clears the progress line (terminals only).
    static func endProgress() {
        guard isTerminal else { return }
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }

    private static var clearProgress: String { isTerminal ? "\r\u{1B}[2K" : "" }
}
