import ArgumentParser
import Foundation

/// `--github` and `--summary FILE.md`: output for a pull request. Under GitHub Actions
/// (`GITHUB_ACTIONS=true`, which the runner sets) `--github` is on without being given, and the
/// summary goes to `$GITHUB_STEP_SUMMARY` unless `--summary` names a file.
struct CIOutput: ParsableArguments {
    @OptionGroup var github: GitHubFlag

    @Option(help: ArgumentHelp("Also write a Markdown summary of the run, with thumbnails beside it (default under --github: $GITHUB_STEP_SUMMARY).", valueName: "FILE.md"))
    var summary: String?

    /// True when annotations are printed.
    func annotates(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool { github.annotates(environment) }

    /// Where the Markdown summary goes, or nil for none.
    func summaryPath(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let summary { return summary }
        guard annotates(environment), let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        return path
    }
}

/// `--github` alone, for `plumb check`: annotations without a summary.
struct GitHubFlag: ParsableArguments {
    @Flag(help: "Also print GitHub Actions annotations (::error file=…,line=…::) for every failure and layout problem; on when GITHUB_ACTIONS=true.")
    var github = false

    /// True when annotations are printed: `--github`, or GitHub Actions' own `GITHUB_ACTIONS=true`.
    func annotates(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        github || environment["GITHUB_ACTIONS"] == "true"
    }
}
