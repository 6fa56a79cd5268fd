import Foundation
import PlumbRender
import Testing

/// The UIKit sample package as CI builds it: iOS-style screens and swift-snapshot-testing tests
/// (`assertSnapshot(of: view, as: .image)`, `.recursiveDescription`, XCTest and Swift Testing)
/// build on Linux with no warning of their own and match their committed references.
@Suite(.serialized, .tags(.consumer)) struct UIKitSamplePackageTests {
    @Test func theSampleBuildsWithNoWarningOfItsOwn() async throws {
        let build = try await UIKitSamplePackage.shared.built()
        print("UIKitSamplePackageTests: the UIKit sample package built in \(Int(build.seconds)) s after the consumer")
        #expect(build.status == 0, "\(build.errors.joined(separator: "\n"))")
        #expect(!build.output.contains("unhandled"), "\(build.output)")
        let own = build.warnings(about: "samples/UIKitScreens/")
        #expect(own.isEmpty, "\(own.joined(separator: "\n"))")
    }

    @Test func itsScreensMatchTheirReferences() async throws {
        let run = try await UIKitSamplePackage.shared.test(filter: "UIKitScreensTests", environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(run.status == 0, "\(run.output)")
        for test in ["feedCell()", "feedCellInDark()", "feedCellHierarchy()", "profileHeader()", "profileHeaderAtAccessibilitySizes()"] {
            #expect(run.output.contains("Test \(test) passed"), "\(test)\n\(run.output)")
        }
        for test in ["testSignInForm", "testSignInFormOnAWideScreen"] {
            #expect(run.output.contains("Test Case 'SignInFormTests.\(test)' passed"), "\(test)\n\(run.output)")
        }
    }

    @Test func theReferencesAreTheScreensAtThreePixelsAPoint() throws {
        let folder = UIKitSamplePackage.root.appendingPathComponent("Tests/UIKitScreensTests/__Snapshots__")
        let header = try RenderedImage(pngData: Array(try Data(contentsOf: folder.appendingPathComponent("ProfileHeaderTests/profileHeader.1.png"))))
        #expect((header.width, header.height) == (1170, 990))
        let wide = try RenderedImage(pngData: Array(try Data(contentsOf: folder.appendingPathComponent("SignInFormTests/testSignInFormOnAWideScreen.1.png"))))
        #expect((wide.width, wide.height) == (2280, 1080))
        let description = try String(contentsOf: folder.appendingPathComponent("FeedCellTests/feedCellHierarchy.1.txt"), encoding: .utf8)
        #expect(description.hasPrefix("<UIKitScreens.FeedCellView; frame = (0 0; 390 150);"), "\(description)")
        #expect(!description.contains("0x"))
    }
}
