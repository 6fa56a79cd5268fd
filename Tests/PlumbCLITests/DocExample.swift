import Foundation

/// One `plumb` command a page or a help text shows, with where it is and what it should do.
struct DocExample: CustomStringConvertible {
    /// `docs/CLI.md:171` or `plumb render --help`.
    var place: String
    /// The command as shown, without the `$ ` prompt (continuation lines joined).
    var command: String
    /// The error line shown under it (`Error: --device: unknown device …`): then the example
    /// is meant to fail, with exit status 2 and that line on standard error.
    var shownError: String?

    var description: String { "\(place): \(command)" }

    /// The subcommand (`render`, `snapshot`, …).
    var subcommand: String { command.split(separator: " ").dropFirst().first.map(String.init) ?? "" }

    /// The examples of a Markdown page: in its shell blocks (```` ```sh ````, `console`, `bash`,
    /// `shell` or unmarked), each line that starts with `plumb SUBCOMMAND ` (after an optional
    /// `$ `). Synopsis lines (`plumb inspect SCENE [-o PAGE.html] …`) are no examples. Under a
    /// `$ plumb …` line, the output shown up to the next prompt may hold the error it prints.
    static func inMarkdown(_ text: String, file: String, subcommands: Set<String>) -> [DocExample] {
        var examples: [DocExample] = []
        var inShellBlock = false, inOtherBlock = false
        var prompted = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inShellBlock || inOtherBlock {
                    inShellBlock = false
                    inOtherBlock = false
                } else {
                    let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    inShellBlock = ["", "sh", "console", "bash", "shell"].contains(language)
                    inOtherBlock = !inShellBlock
                }
                prompted = false
                continue
            }
            guard inShellBlock else { continue }
            let isPrompt = trimmed.hasPrefix("$ ")
            let command = isPrompt ? String(trimmed.dropFirst(2)) : trimmed
            if isCommand(command, subcommands: subcommands) {
                examples.append(DocExample(place: "\(file):\(index + 1)", command: command))
                prompted = isPrompt
            } else if isPrompt {
                prompted = false
            } else if prompted, examples.last?.shownError == nil, trimmed.hasPrefix("Error: ") || trimmed.contains(": error: ") {
                examples[examples.count - 1].shownError = trimmed
            }
        }
        return examples
    }

    /// The examples of a command's `--help`: the lines under `Example:` or `Examples:` up to
    /// the next blank line, each `plumb …`, a line ending in ` \` continued on the next.
    /// A line that is neither (a command wrapped by the help's 80 columns) is returned in
    /// `broken`.
    static func inHelp(_ text: String, command name: String) -> (examples: [DocExample], broken: [String]) {
        var examples: [DocExample] = [], broken: [String] = []
        var inExamples = false, continued = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "Example:" || trimmed == "Examples:" {
                inExamples = true
                continue
            }
            guard inExamples else { continue }
            if trimmed.isEmpty {
                inExamples = false
                continue
            }
            let part = trimmed.hasSuffix(" \\") ? String(trimmed.dropLast(2)) : trimmed
            if continued {
                examples[examples.count - 1].command += " " + part
            } else if line.hasPrefix("  plumb ") {
                examples.append(DocExample(place: "plumb \(name) --help".replacingOccurrences(of: "  ", with: " "), command: part))
            } else {
                broken.append(line)
            }
            continued = trimmed.hasSuffix(" \\")
        }
        return (examples, broken)
    }

    /// `plumb SUBCOMMAND …`, not a synopsis (`SCENE`, `[--flag …]`) nor output (`plumb render: error: …`).
    private static func isCommand(_ line: String, subcommands: Set<String>) -> Bool {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "plumb", subcommands.contains(String(words[1])) else { return false }
        return !words.contains("SCENE") && !line.contains("[-")
    }
}
