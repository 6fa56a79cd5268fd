import Foundation
import Testing

/// Issue [Robustness]'s input: 53 views whose widths are each 10⁶ times the next's, the last 10
/// wide, with and without `v0.trailing == root.trailing`. It once trapped every command
/// (pinned) or laid out to `width: inf` (unpinned). Every command now refuses it at the
/// constraint where the multipliers compound past 10¹², exits 2, and writes nothing.
@Suite struct CompoundedChainCommandTests {
    static func chain(pinned: Bool) -> String {
        var lines = ["name: chain", "size: {width: 320, height: 200}", "views:"]
        lines += (0..<53).map { "  - {id: v\($0)}" }
        lines.append("constraints:")
        lines += (0..<52).map { "  - v\($0).width == 1000000 * v\($0 + 1).width" }
        lines.append("  - v52.width == 10")
        lines += (0..<53).map { "  - v\($0).leading == root.leading" }
        lines += (0..<53).map { "  - v\($0).top == root.top" }
        if pinned { lines.append("  - v0.trailing == root.trailing") }
        return lines.joined(separator: "\n") + "\n"
    }

    static let commands: [[String]] = [
        ["layout", "chain.yaml"], ["layout", "chain.yaml", "--json"], ["check", "chain.yaml"], ["trace", "chain.yaml"],
        ["render", "chain.yaml", "-o", "out/chain.png"], ["render", "chain.yaml", "-o", "out/chain.svg"],
        ["inspect", "chain.yaml", "-o", "out/chain.html"],
        ["animate", "chain.yaml", "--change", "window.width=320->200", "-o", "out/film.png"],
        ["render", "chain.yaml", "--matrix", "direction=ltr,rtl", "-o", "out/matrix"],
    ]

    @Test(arguments: [false, true])
    func everyCommandRefusesTheChainAtItsPlace(pinned: Bool) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("chain.yaml", Self.chain(pinned: pinned))
        for command in Self.commands {
            let run = try tool.run(command)
            #expect(run.status == 2, "\(command)")
            // The third link (line 60) is the first past 10¹²: three compound to 10¹⁸.
            #expect(run.stderr.hasPrefix("chain.yaml:60:5: error: with this constraint, multipliers compound to 10^"), "\(command): \(run.stderr)")
            #expect(!run.stdout.contains("inf"), "\(command)")
            #expect(!tool.exists("out"), "\(command) wrote output")
        }
    }
}
