import Foundation
@testable import PlumbRender
import Testing

/// Whole files or nothing, through hidden temporary files named after their writer.
@Suite struct AtomicFileTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func temporaryNamesCarryTheWritersPID() {
        let path = TemporaryFiles.temporaryPath(for: "/tmp/out/x.png")
        let name = (path as NSString).lastPathComponent
        #expect(path.hasPrefix("/tmp/out/.x.png.plumb-\(getpid())-") && path.hasSuffix(".tmp"))
        #expect(TemporaryFiles.writerPID(ofTemporaryName: name) == getpid())
        for other in ["x.png.plumb-12-ab.tmp", ".x.png.plumb-12.tmp", ".x.png.plumb-12-zz.tmp", ".x.png.plumb--ab.tmp", ".x.png.tmp"] {
            #expect(TemporaryFiles.writerPID(ofTemporaryName: other) == nil)
        }
    }

    @Test func stagedFilesAppearOnlyWhenCommitted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("a.txt").path
        try AtomicFile.write(Array("old".utf8), to: target)
        let staged = try AtomicFile.stage(Array("new".utf8), for: target)
        #expect(Self.names(folder).count == 2)
        staged.discard()
        #expect(Self.names(folder) == ["a.txt"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        try AtomicFile.stage(Array("new".utf8), for: target).commit()
        #expect(Self.names(folder) == ["a.txt"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test func aWriteIntoAMissingFolderFailsAndNamesThePath() {
        let target = "/nonexistent/plumb/\(UUID().uuidString)/a.png"
        #expect {
            try AtomicFile.write([1, 2, 3], to: target)
        } throws: { error in
            guard case let .writeFailed(path, reason) = error as? RenderError else { return false }
            return path == target && reason == "No such file or directory"
        }
    }
}
