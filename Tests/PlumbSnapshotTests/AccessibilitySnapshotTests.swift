import Foundation
import Plumb
@testable import PlumbSnapshotCore
import Testing

/// The `.accessibility` strategy (issue 35, item 5): the elements in reading order with their
/// labels and roles, then the accessibility problems, kept as a text reference.
@Suite struct AccessibilitySnapshotTests {
    /// A title and an untitled compose button on one row (the title first: it is leading), a
    /// Send button below.
    func inbox() -> Scene {
        let title = Label("title", text: "Inbox", font: Font(size: 17))
        title.textColor = .black
        let compose = Button(title: ""), send = Button(title: "Send")
        compose.identifier = "compose"
        send.identifier = "send"
        send.titleColor = .black
        let scene = Scene("inbox", width: 320, height: 200) { root in
            compose; title; send
            title.leadingAnchor == root.leadingAnchor + 16; title.topAnchor == root.topAnchor + 20
            title.widthAnchor == 100; title.heightAnchor == 24
            compose.trailingAnchor == root.trailingAnchor - 16; compose.topAnchor == root.topAnchor + 20
            compose.widthAnchor == 44; compose.heightAnchor == 44
            send.leadingAnchor == root.leadingAnchor + 16; send.topAnchor == root.topAnchor + 80
            send.widthAnchor == 80; send.heightAnchor == 44
        }
        scene.root.backgroundColor = .white
        return scene
    }

    @Test func elementsAreListedInReadingOrderWithTheirProblems() {
        #expect(AccessibilityText.of(inbox()) == """
            1. "Inbox", text title (16 20; 100 24)
            2. (no label), button compose (260 20; 44 44)
            3. "Send", button send (16 80; 80 44)
            problems:
              error: compose has no accessibility label (a button)

            """)
    }

    @Test func theStrategyRecordsAndVerifiesATextReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path,
                                        artifacts: folder.appendingPathComponent("artifacts").path)
        let first = verifySnapshot(of: inbox(), as: .accessibility, named: "inbox", record: .missing, location: location)
        #expect(first?.hasPrefix("recorded a new reference at ") == true)
        #expect(first?.contains(".accessibility.txt") == true, "\(first ?? "")")
        #expect(verifySnapshot(of: inbox(), as: .accessibility, named: "inbox", record: .missing, location: location) == nil)
        let titled = inbox()
        (titled.view("compose") as? Button)?.title = "Compose"
        let changed = verifySnapshot(of: titled, as: .accessibility, named: "inbox", record: .missing, location: location)
        #expect(changed?.contains("+2. \"Compose\", button compose (260 20; 44 44)") == true, "\(changed ?? "")")
    }
}
