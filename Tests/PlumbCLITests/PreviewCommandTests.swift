import Foundation
import PlumbTestSupport
import Testing

/// `plumb preview` as a process: it prints its address and a status line, stops cleanly on
/// Ctrl-C and on SIGTERM, and refuses bad input with status 2.
@Suite(.tags(.cli, .server)) struct PreviewCommandTests {
    /// Starts `plumb preview` on a free port; the process and its standard output, read up
    /// to the address line.
    static func start(_ tool: PlumbTool, _ arguments: [String]) throws -> (Process, Pipe, [String]) {
        let process = Process()
        process.executableURL = PlumbTool.executable
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = tool.folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("Ctrl-C stops)\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return (process, out, text.split(separator: "\n").map(String.init))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func printsItsAddressAndStopsOnASignal(signal: Int32) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", "size: {width: 100, height: 50}\nviews: [{id: box}]\nconstraints: [box.edges == root.edges]\n")
        let (process, out, lines) = try Self.start(tool, ["box.yaml"])
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("box.yaml: laid out 2 views in ") == true)
        let address = try #require(lines.last)
        #expect(address.range(of: #"^plumb preview: http://127\.0\.0\.1:\d+/ \(1 scene; Ctrl-C stops\)$"#,
                               options: .regularExpression) != nil)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(rest == "plumb preview: stopped\n")
    }

    /// `--affecting` chooses whether the model lists constraintsAffectingLayout, as for `inspect`.
    @Test(arguments: [([String](), true), (["--affecting", "none"], false), (["--affecting", "all"], true)])
    func affectingChoosesTheLists(arguments: [String], listed: Bool) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", "size: {width: 100, height: 50}\nviews: [{id: box}]\nconstraints: [box.edges == root.edges]\n")
        let (process, _, lines) = try Self.start(tool, ["box.yaml"] + arguments)
        defer { process.terminate(); process.waitUntilExit() }
        let address = try #require(lines.last?.firstMatch(of: #/http://127\.0\.0\.1:\d+//#)?.output)
        let model = try runCommand(["curl", "-s", "\(address)scene/0/model"]).output
        #expect(model.contains(#""hasAffecting":\#(listed)"#))
    }

    @Test func aMissingSceneOrABusyPortIsBadInput() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let missing = try tool.run(["preview", "nothere.yaml", "--port", "0"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "nothere.yaml:1:1: error: no such scene file\n")

        try tool.write("box.yaml", "size: {width: 100, height: 50}\nviews: [{id: box}]\n")
        let (first, _, lines) = try Self.start(tool, ["box.yaml"])
        defer { first.terminate(); first.waitUntilExit() }
        let port = try #require(lines.last?.split(separator: ":").dropFirst(3).first?.prefix { $0.isNumber })
        let busy = try tool.run(["preview", "box.yaml", "--port", String(port)])
        #expect(busy.status == 2)
        #expect(busy.stderr == "plumb preview: error: cannot listen on 127.0.0.1:\(port): address in use\n")
        // Refused before any scene was loaded ("laid out …" would come first).
        #expect(busy.stdout == "")
    }

    /// The variant flags the other commands take: the page opens in that variant, and its
    /// model names it with every choice the switches offer (the devices as `plumb devices`
    /// lists them, with safe areas and size classes). A switch then lays it out again.
    @Test func takesTheVariantFlagsAndSwitches() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", Fixture.scene("preview-command/box-and-greeting", in: .module))
        let (process, _, lines) = try Self.start(tool, ["box.yaml", "--device", "iphone-se:landscape", "--content-size", "AX3",
                                                        "--appearance", "dark", "--language", "de", "--direction", "rtl"])
        defer { process.terminate(); process.waitUntilExit() }
        let address = try #require(lines.last?.firstMatch(of: #/http://127\.0\.0\.1:\d+//#)?.output)
        let model = try runCommand(["curl", "-s", "\(address)scene/0/model"]).output
        #expect(model.contains(#""size":{"height":375,"width":667}"#))
        #expect(model.contains(#""direction":"rtl""#))
        #expect(model.contains(#""language":"de","languages":["en","de","double","accented","rtl"],"orientation":"landscape","#
            + #""safeArea":[0,0,0,0],"sizeClasses":{"horizontal":"compact","vertical":"compact"},"textSize":"AX3","#))
        #expect(model.contains(#""appearance":"dark","device":"iphone-se","devices":[{"displayName":"iPhone SE (3rd generation)","#
            + #""landscape":{"safeArea":[0,0,0,0],"sizeClasses":{"horizontal":"compact","vertical":"compact"}},"name":"iphone-se","#
            + #""portrait":{"safeArea":[20,0,0,0],"sizeClasses":{"horizontal":"compact","vertical":"regular"}},"scale":2,"#
            + #""size":{"height":667,"width":375}},"#))
        #expect(model.contains(#""textSizes":["XS","S","M","L","XL","XXL","XXXL","AX1","AX2","AX3","AX4","AX5"]"#))

        let switched = try runCommand(["curl", "-s", "\(address)scene/0/variant?device=iphone-15&orientation=portrait"]).output
        #expect(switched.contains(#""size":{"height":852,"width":393}"#))
        #expect(switched.contains(#""device":"iphone-15""#) && switched.contains(#""orientation":"portrait""#))
        #expect(switched.contains(#""safeArea":[59,0,34,0],"sizeClasses":{"horizontal":"compact","vertical":"regular"}"#))
    }

    /// `--size` and `--scale`, as for the other commands.
    @Test func takesSizeAndScale() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", "size: {width: 100, height: 50}\nviews: [{id: box}]\nconstraints: [box.edges == root.edges]\n")
        let (process, _, lines) = try Self.start(tool, ["box.yaml", "--size", "300x200", "--scale", "3"])
        defer { process.terminate(); process.waitUntilExit() }
        let address = try #require(lines.last?.firstMatch(of: #/http://127\.0\.0\.1:\d+//#)?.output)
        let model = try runCommand(["curl", "-s", "\(address)scene/0/model"]).output
        #expect(model.contains(#""scale":3,"#) && model.contains(#""size":{"height":200,"width":300}"#))
    }
}
