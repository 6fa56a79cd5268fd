import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// The adapter as a user meets it: `Tests/Consumer` depends on Plumb by path and uses
/// `assertPlumbSnapshot(of:as: .plumbImage())` with no `exclude:` line. Its build must be free
/// of SwiftPM's "unhandled files" warning and of warnings of its own; `CONSUMER_SHIFT=4` moves
/// its card's title 4 points down, and the failure must be Plumb's, with its diff on disk.
@Suite(.serialized, .tags(.consumer)) struct ConsumerPackageTests {
    @Test func theConsumerBuildsWithNoWarningOfItsOwn() async throws {
        let build = try await ConsumerPackage.shared.built()
        print("ConsumerPackageTests: the consumer package built in \(Int(build.seconds)) s")
        #expect(build.status == 0, "\(build.errors.joined(separator: "\n"))")
        #expect(build.output.contains("Build complete!"))
        #expect(!build.output.contains("unhandled"), "\(build.output)")
        let own = build.warnings(about: "Tests/Consumer/Tests/ConsumerTests")
        #expect(own.isEmpty, "\(own.joined(separator: "\n"))")
    }

    @Test func itsCardsMatchTheirReferences() async throws {
        let run = try await ConsumerPackage.shared.test(filter: "CardTests", environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Test aCard() passed"), "\(run.output)")
        #expect(run.output.contains("Test aShiftedCard() passed"), "\(run.output)")
    }

    @Test func aMovedTitleFailsWithPlumbsMessageAndWritesTheDiff() async throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-consumer-artifacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let run = try await ConsumerPackage.shared.test(filter: "CardTests", environment: [
            "SNAPSHOT_TESTING_RECORD": "never", "CONSUMER_SHIFT": "4", "PLUMB_ARTIFACTS": artifacts.path,
        ])
        #expect(run.status != 0)
        #expect(run.output.contains("Test aCard() passed"), "\(run.output)")
        #expect(run.output.contains("aShiftedCard() recorded an issue at CardTests.swift:34:"), "\(run.output)")
        // Plumb's difference message: the pixel count, then each moved view on its own line.
        let lines = run.output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let counts = try #require(lines.first { $0.contains(" of 96000 pixels differ") }, "\(run.output)")
        let differing = try #require(Int(counts.prefix { $0 != " " }))
        #expect(differing > 100)
        let countLine = try #require(lines.firstIndex(of: counts))
        #expect(Array(lines[(countLine + 1)...].prefix(2)) == [
            "answer moved from (101.5 52) to (101.5 56)",
            "title moved from (31.5 20) to (31.5 24)",
        ])
        // The artifacts, named in the message, where Plumb's own assertions put them.
        let folder = artifacts.appendingPathComponent("CardTests").path
        for suffix in ["reference", "actual", "diff"] {
            #expect(lines.contains("\(suffix): \(folder)/aShiftedCard.card.\(suffix).png"), "\(run.output)")
        }
        let diff = try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/aShiftedCard.card.diff.png"))))
        let actual = try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/aShiftedCard.card.actual.png"))))
        #expect((diff.width, diff.height) == (480, 200) && (actual.width, actual.height) == (480, 200))
        let red = stride(from: 0, to: diff.rgba.count, by: 4).filter { diff.rgba[$0..<$0 + 4].elementsEqual([255, 0, 0, 255]) }.count
        #expect(red == differing, "every differing pixel is red in the diff")
    }
}
