import Testing
import Plumb

// A user's View subclass overrides the members that logs, the layout report, the matrix checks
// and animations read, and each is honoured: the texts and states below come from the real
// description, report, diagnosis and recorded frames. (Plain `import Plumb`: public API only.)

/// Shows its count after its name in constraint logs, as UIKit's log shows a label's text.
private final class Badge: View {
    var count = 3
    override var constraintLogText: String? { "\(count) new" }
}

/// A picture of its own, placed by a content mode (as an image view's is).
private final class Thumbnail: View {
    override var intrinsicContentSize: Size { Size(width: 64, height: 48) }
    override var drawingContentMode: ContentMode? { .scaleAspectFit }
}

/// Fine print that must be read in full: cut off, it is an error, whatever its font.
private final class LegalNotice: Label {
    override var isTruncationAnError: Bool { true }
}

/// A teaser in the headline style whose ellipsis is on purpose: cut off, only a warning.
private final class Teaser: Label {
    override var isTruncationAnError: Bool { false }
}

/// A switch with an on/off state of its own, which animations record.
private final class Switch: View {
    var isOn = false
    override var toggleState: Bool? {
        get { isOn }
        set { if let newValue { isOn = newValue } }
    }
}

@Suite struct SubclassReadHookTests {
    @Test func anOverriddenConstraintLogTextFollowsTheViewsName() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let badge = Badge(), plain = View()
        root.addSubview(badge)
        root.addSubview(plain)
        let width = badge.widthAnchor == 40, height = plain.heightAnchor == 10
        LayoutConstraint.activate([width, height])
        // The description, up to where the constraint was written (`   (at file:line)>`).
        func written(_ constraint: LayoutConstraint) -> String? { constraint.description.components(separatedBy: "   (at ").first }
        #expect(written(width) == "<LayoutConstraint:c1 H:[Badge:v2'3 new'(40)]")
        badge.count = 12
        #expect(written(width) == "<LayoutConstraint:c1 H:[Badge:v2'12 new'(40)]")
        #expect(written(height) == "<LayoutConstraint:c2 V:[View:v3(10)]")
    }

    @Test func anOverriddenDrawingContentModeShowsInTheLayoutReport() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let thumbnail = Thumbnail("thumbnail"), plain = View("plain")
        plain.intrinsicContentSizeOverride = Size(width: 64, height: 48)
        root.addSubview(thumbnail)
        root.addSubview(plain)
        func contentLine(_ view: View) -> String? {
            view.layoutReport().split(separator: "\n").first { $0.hasPrefix("Content size") }.map(String.init)
        }
        #expect(contentLine(thumbnail) == "Content size...{64, 48} [Content Mode: scaleAspectFit]")
        #expect(contentLine(plain) == "Content size...{64, 48}")
    }

    @Test func anOverriddenTruncationSeverityIsTheMatrixSeverity() {
        let headline = Font.preferredFont(forTextStyle: .headline)
        let notice = LegalNotice("notice", text: "Hello world"), teaser = Teaser("teaser", text: "Hello world", font: headline)
        let plain = Label("plain", text: "Hello world"), heading = Label("heading", text: "Hello world", font: headline)
        let labels = [notice, teaser, plain, heading]
        let scene = Scene("cut", width: 300, height: 200) { root in
            labels
            for (index, label) in labels.enumerated() {
                label.leadingAnchor == root.leadingAnchor + 10
                label.topAnchor == root.topAnchor + 10 + 40 * Double(index)
                label.widthAnchor == 40
            }
        }
        let cut = scene.diagnose().problems.filter { $0.kind == .truncated }
        #expect(cut.map(\.subject) == ["notice", "teaser", "plain", "heading"])
        #expect(cut.map(\.severity) == [.error, .warning, .warning, .error])
    }

    @Test func anOverriddenToggleStateIsRecordedAndShownByFrame() {
        let toggle = Switch("toggle")
        let scene = Scene("toggle", width: 200, height: 100) { root in
            toggle
            toggle.leadingAnchor == root.leadingAnchor + 10
            toggle.topAnchor == root.topAnchor + 10
            toggle.widthAnchor == 51
            toggle.heightAnchor == 31
        }
        scene.layout()
        let animation = scene.animate(duration: 0.2, curve: .linear, fps: 10) { toggle.isOn = true }
        #expect(animation.frames.count == 3 && toggle.isOn)
        scene.withAnimationStage { stage in
            #expect(stage.show(animation.frames[0], of: animation))
            #expect(!toggle.isOn)
            #expect(stage.show(animation.frames[1], of: animation))
            #expect(toggle.isOn)
            #expect(stage.show(animation.frames[0], of: animation))
        }
        // The stage puts the animation's end back.
        #expect(toggle.isOn)
        // A view without an on/off state ignores one.
        let plain = View()
        plain.toggleState = true
        #expect(plain.toggleState == nil)
    }
}
