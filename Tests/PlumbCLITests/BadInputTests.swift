import Foundation
import Testing

/// Bad input found while a command runs (thrown as `BadInput`, printed once by the main
/// function): the contract's lines on standard error, nothing on standard output, exit 2; and
/// the shared `--overlay`, `--legend` and `--matrix` declarations keep each command's help line.
@Suite struct BadInputTests {
    @Test func runTimeBadInputPrintsItsLinesAndExitsTwo() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        let cases: [(arguments: [String], stderr: String)] = [
            (["samples", "zzzzqqq", "-o", "s"],
             "plumb samples: no sample named 'zzzzqqq' (plumb samples --list shows them all)\n"),
            (["snapshot", "merge-reports", "gone.json", "--report", "r.html"],
             "plumb snapshot: error: cannot read gone.json\n"),
            (["render", "boxes.yaml", "--overlay", "frames,nope", "-o", "x.png"],
             """
             plumb render: unknown overlay 'nope' at offset 7 in the overlay list
               frames,nope
                      ^
             valid overlays: frames, alignment, margins, safearea, guides, baselines, constraints, ambiguity, scroll, all

             """),
            (["animate", "boxes.yaml"],
             "plumb animate: error: boxes.yaml: nothing to animate: give --change \"ID.constant=A->B\" (or window.width=A->B, ID.active=false, ID.hidden=true), or an animation: key in the scene file\n"),
            (["preview", "gone.yaml"], "gone.yaml:1:1: error: no such scene file\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try tool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(!tool.exists("x.png") && !tool.exists("s"))
    }

    @Test func twoOutputsOfOneNameArePrintedOneLineEach() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        try tool.write("sub/boxes.yaml", CLITests.clean)
        let result = try tool.run(["render", "boxes.yaml", "sub/boxes.yaml", "-o", "out/"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("plumb render: error: "))
        #expect(!tool.exists("out"))
    }

    @Test func eachCommandKeepsItsOwnHelpLine() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        func help(_ command: String) throws -> String {
            // The words, one space apart: the help wraps and pads its columns.
            try tool.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let names = "frames, alignment, margins, safearea, guides, baselines, constraints, ambiguity, scroll, all."
        #expect(try help("render").contains("--overlay <LIST> Overlays to draw: a comma list of \(names)"))
        #expect(try help("samples").contains("--overlay <LIST> Overlays to draw, as for render."))
        #expect(try help("snapshot").contains("--overlay <LIST> Overlays to draw on the PNG: a comma list of \(names)"))
        #expect(try help("animate").contains("--overlay <LIST> Overlays on every frame: a comma list of \(names)"))
        for command in ["render", "samples"] {
            #expect(try help(command).contains("--legend <side|bottom|none> Where the overlay legend goes: beside the layout (default), below it, or nowhere."))
        }
        #expect(try help("check").contains("--matrix <SPEC> Check every combination: \"device=se,15; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark\" (any of the keys)."))
    }
}
