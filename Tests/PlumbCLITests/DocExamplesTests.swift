import Foundation
import PlumbTestSupport
import Testing

/// Every example `plumb help` and docs/*.md show runs as written, so none can rot: each runs
/// with the built tool in a folder holding copies of `samples/` and `Snapshots/scenes`, from
/// the top of its page (or help text) to the bottom, and must exit 0 or 1 (1 is a layout
/// problem, which samples such as `planets-unsatisfiable` show on purpose); an example shown
/// with the error it prints must print that line and exit 2 (1 for a conflict shown on
/// purpose). `plumb preview` must serve, then stop on Ctrl-C.
@Suite(.serialized) struct DocExamplesTests {
    static let subcommands: Set = ["render", "layout", "check", "trace", "inspect", "animate", "snapshot", "diff", "samples", "preview", "devices"]

    /// The placeholder scene the docs call `card.yaml` ("your scene"): a card with a strings
    /// table, a text style and a semantic colour, so every variant of the docs' matrices applies.
    static let card = Fixture.scene("doc-examples/card", in: .module)

    @Test func helpExamplesFitTheirLinesAndRun() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        var examples: [DocExample] = []
        for command in [[]] + Self.subcommands.sorted().map({ [$0] }) {
            // At the width a help is read at when nothing says otherwise: 80 columns.
            let help = try Self.run(command + ["--help"], in: tool.folder, environment: ["COLUMNS": "80"]).stdout
            let (found, broken) = DocExample.inHelp(help, command: command.joined())
            #expect(broken.isEmpty, "plumb \(command.joined()) --help: an example wrapped at 80 columns: \(broken)")
            examples += found
        }
        #expect(examples.count == 39)
        #expect(Set(examples.map(\.subcommand)) == Self.subcommands)
        try Self.runAll(examples)
    }

    @Test(arguments: ["ANIMATION.md", "CI.md", "CLI.md", "DEVICES.md", "INTERFACE-BUILDER.md", "LAYOUT.md", "RENDERING.md", "SNAPSHOTS.md", "TRAITS.md", "VARIANTS.md"])
    func examplesOfAPageRun(page: String) throws {
        let text = try String(contentsOf: PlumbTool.packageRoot.appendingPathComponent("docs/\(page)"), encoding: .utf8)
        let examples = DocExample.inMarkdown(text, file: "docs/\(page)", subcommands: Self.subcommands)
        let counts = ["ANIMATION.md": 1, "CI.md": 2, "CLI.md": 12, "INTERFACE-BUILDER.md": 5, "RENDERING.md": 4, "SNAPSHOTS.md": 9, "VARIANTS.md": 3]
        #expect(examples.count == counts[page, default: 0], "\(examples)")
        try Self.runAll(examples)
    }

    @Test func everyPageWithExamplesIsChecked() throws {
        let folder = PlumbTool.packageRoot.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let withExamples = try pages.filter { page in
            let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            return !DocExample.inMarkdown(text, file: page, subcommands: Self.subcommands).isEmpty
        }
        #expect(withExamples == ["ANIMATION.md", "CI.md", "CLI.md", "INTERFACE-BUILDER.md", "RENDERING.md", "SNAPSHOTS.md", "VARIANTS.md"])
    }

    @Test func anExampleShownWithItsErrorMustFailWithIt() {
        let page = """
            ```console
            $ plumb layout card.yaml --device iphone-15-pro-mx
            Error: --device: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?
            ```

            ```sh
            plumb inspect SCENE [-o PAGE.html]
            plumb render: error: a/x.yaml and b/x.yaml would both write out/x.png
            plumb render a.yaml \\
            ```
            """
        let examples = DocExample.inMarkdown(page, file: "page.md", subcommands: Self.subcommands)
        #expect(examples.map(\.description) == ["page.md:2: plumb layout card.yaml --device iphone-15-pro-mx",
                                                "page.md:9: plumb render a.yaml \\"])
        #expect(examples.first?.shownError == "Error: --device: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?")
        let help = "Examples:\n  plumb render a.yaml \\\n    --matrix \"device=se\" -o out\n  plumb render samples/answer-row.yaml --overlay frames -o\nanswer-row.png\n\nUSAGE: plumb"
        let (found, broken) = DocExample.inHelp(help, command: "render")
        #expect(found.map(\.command) == ["plumb render a.yaml --matrix \"device=se\" -o out", "plumb render samples/answer-row.yaml --overlay frames -o"])
        #expect(broken == ["answer-row.png"])
    }

    @Test func shellWordsSplitAsShDoes() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        for name in ["b.yaml", "a.yaml", "c.txt", "out/r-1.json", "out/r-2.json"] { try tool.write(name, "") }
        #expect(ShellWords.split(#"plumb check *.yaml --matrix "device=se,15; direction=ltr,rtl"   # comment"#, globbingIn: tool.folder)
            == ["plumb", "check", "a.yaml", "b.yaml", "--matrix", "device=se,15; direction=ltr,rtl"])
        #expect(ShellWords.split("plumb merge out/r-*.json 'a b' x#y", globbingIn: tool.folder)
            == ["plumb", "merge", "out/r-1.json", "out/r-2.json", "a b", "x#y"])
        #expect(ShellWords.split("plumb x *.none", globbingIn: tool.folder) == ["plumb", "x", "*.none"])
        #expect(ShellWords.split("plumb \"open", globbingIn: tool.folder) == nil)
    }

    // MARK: Running

    /// Runs the examples in order in one folder, as a reader going down the page would.
    static func runAll(_ examples: [DocExample]) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try prepare(tool)
        for example in examples {
            let words = try #require(ShellWords.split(example.command, globbingIn: tool.folder), "\(example)")
            let arguments = Array(words.dropFirst())
            if example.subcommand == "preview" {
                try serve(arguments, in: tool.folder, example: example)
                continue
            }
            let result = try run(arguments, in: tool.folder)
            if let error = example.shownError {
                // A conflict the page shows on purpose is a layout problem (exit 1); any other
                // error shown is bad input (exit 2).
                let status: Int32 = error.contains("Unable to simultaneously satisfy constraints") ? 1 : 2
                #expect(result.status == status, "\(example)")
                #expect(result.stderr.contains(error), "\(example) printed \(result.stderr)")
            } else {
                #expect(result.status == 0 || result.status == 1, "\(example) exited \(result.status): \(result.stderr.prefix(600))")
            }
        }
    }

    /// The folder a reader of the docs has: the samples, their references, the `card.yaml`
    /// the docs take as "your scene" (and `screen.yaml` with a `fonts` folder), `anim.yaml`, and a review page's report from a run in which
    /// `answer-row`'s picture was new (which `plumb snapshot accept out/report.json` accepts).
    static func prepare(_ tool: PlumbTool) throws {
        let files = FileManager.default, root = PlumbTool.packageRoot
        try files.copyItem(at: root.appendingPathComponent("samples"), to: tool.folder.appendingPathComponent("samples"))
        try? files.removeItem(at: tool.folder.appendingPathComponent("samples/gallery"))
        try files.createDirectory(at: tool.folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try files.copyItem(at: root.appendingPathComponent("Snapshots/scenes"), to: tool.folder.appendingPathComponent("Snapshots/scenes"))
        try tool.write("card.yaml", card)
        // CLI.md's fonts example: "your screen" and a folder of your fonts (Liberation Sans,
        // Debian's fonts-liberation, which scripts/setup.sh installs).
        try tool.write("screen.yaml", card)
        try files.createDirectory(at: tool.folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try files.copyItem(atPath: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                           toPath: tool.folder.appendingPathComponent("fonts/LiberationSans-Regular.ttf").path)
        // ANIMATION.md's bar whose `grow` passes its limit.
        try tool.write("anim.yaml", ProblemsRankedTests.growing)
        try files.removeItem(at: tool.folder.appendingPathComponent("Snapshots/scenes/answer-row.png"))
        let verify = try run(["snapshot", "verify", "samples/answer-row.yaml", "--report", "out/report.html"], in: tool.folder)
        #expect(verify.status == 1 && tool.exists("out/report.json"), "\(verify.stderr)")
    }

    /// Runs `plumb` in a folder, its output in files (no pipe to fill), for at most five minutes.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> PlumbTool.Result {
        let out = folder.appendingPathComponent(".example-out"), err = folder.appendingPathComponent(".example-err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = PlumbTool.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Without GitHub Actions' variables, so no example writes to the job's own step summary.
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return PlumbTool.Result(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                                stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// `plumb preview` runs until stopped: it must print its address, then stop with status 0
    /// on Ctrl-C. It listens on a free port (`--port 0` in place of the example's).
    static func serve(_ arguments: [String], in folder: URL, example: DocExample) throws {
        var arguments = arguments
        if let port = arguments.firstIndex(of: "--port"), port + 1 < arguments.count {
            arguments[port + 1] = "0"
        } else {
            arguments += ["--port", "0"]
        }
        let out = folder.appendingPathComponent(".preview-out")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = PlumbTool.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        var printed = ""
        while process.isRunning, Date() < deadline, !printed.contains("Ctrl-C stops)") {
            Thread.sleep(forTimeInterval: 0.1)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        let served = printed.contains("plumb preview: http://127.0.0.1:")
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
        #expect(served && process.terminationStatus == 0, "\(example) printed \(printed) and exited \(process.terminationStatus)")
    }
}
