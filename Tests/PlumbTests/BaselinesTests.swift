import Plumb
import Testing

/// `View.baselines`: where constraints on baseline anchors put the baselines.
@Suite struct BaselinesTests {
    /// A profile view whose baselines are its label's (FEATURES.md §4).
    final class Profile: View {
        let name = Label("name", text: "Ada", font: .system(size: 16))
        override var forFirstBaselineLayout: View { name }
        override var forLastBaselineLayout: View { name }
    }

    @Test func labelsCentreTheirTextAndPlainViewsUseTheirTopAndBottom() {
        let label = Label("label", text: "Hi", font: .system(size: 16))
        let plain = View("plain")
        let profile = Profile("profile")   // a subclass in another module inherits View's initializers
        let scene = Scene("baselines", width: 300, height: 200) { root in
            label
            plain
            profile
            label.topAnchor == root.topAnchor + 10
            label.leadingAnchor == root.leadingAnchor
            label.heightAnchor == 40
            plain.topAnchor == root.topAnchor
            plain.leadingAnchor == root.leadingAnchor + 100
            plain.widthAnchor == 10
            plain.heightAnchor == 30
            profile.topAnchor == root.topAnchor + 50
            profile.leadingAnchor == root.leadingAnchor
            profile.widthAnchor == 100
            profile.heightAnchor == 60
        }
        profile.addSubview(profile.name)
        profile.name.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([profile.name.leadingAnchor == profile.leadingAnchor,
                                   profile.name.topAnchor == profile.topAnchor + 30])
        scene.layout()
        // Monospace measurer: 16-point text is 20 high with its baseline 16 below its top;
        // centred in 40 points, the text starts at 10, so both baselines are at 26.
        #expect(label.baselines == Baselines(first: 26, last: 26))
        // A view without text: first baseline at its top, last at its bottom (UIKit's
        // forFirstBaselineLayout / forLastBaselineLayout documentation).
        #expect(plain.baselines == Baselines(first: 0, last: 30))
        // The profile delegates to its label: 30 down, then 16.
        #expect(profile.baselines == Baselines(first: 46, last: 46))
        // The first-baseline constraint agrees with the property.
        let other = Label("other", text: "x", font: .system(size: 32))
        scene.root.addSubview(other)
        other.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([other.firstBaselineAnchor == label.firstBaselineAnchor,
                                   other.leadingAnchor == scene.root.leadingAnchor + 200])
        scene.root.layoutIfNeeded()
        #expect(other.frame.minY + other.baselines.first == label.frame.minY + label.baselines.first)
    }

    /// A constraint on a baseline follows its view's content: a new font moves the label's
    /// baseline, and the label aligned to it moves with it, directly and through a view
    /// that delegates its baseline (`forFirstBaselineLayout`).
    @Test func baselineConstraintsFollowContentChanges() {
        let label = Label("label", text: "Hi", font: .system(size: 16))
        let other = Label("other", text: "x", font: .system(size: 16))
        let profile = Profile("profile")
        let third = Label("third", text: "y", font: .system(size: 16))
        let scene = Scene("baseline-follow", width: 400, height: 200) { root in
            label
            other
            profile
            third
            label.topAnchor == root.topAnchor + 10
            label.leadingAnchor == root.leadingAnchor
            label.heightAnchor == 40
            other.leadingAnchor == root.leadingAnchor + 100
            other.firstBaselineAnchor == label.firstBaselineAnchor
            profile.topAnchor == root.topAnchor + 80
            profile.leadingAnchor == root.leadingAnchor
            profile.widthAnchor == 100
            profile.heightAnchor == 60
            third.leadingAnchor == root.leadingAnchor + 200
            third.firstBaselineAnchor == profile.firstBaselineAnchor
        }
        profile.addSubview(profile.name)
        profile.name.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([profile.name.leadingAnchor == profile.leadingAnchor,
                                   profile.name.topAnchor == profile.topAnchor])
        scene.layout()
        // 16-point text: 20 high, baseline 16 below its top. Centred in 40: baseline at 10 + 10 + 16.
        #expect(other.frame.minY + other.baselines.first == 36)
        #expect(third.frame.minY + third.baselines.first == 80 + 16)
        // 32-point text: 40 high, baseline 32 below its top, filling the 40 points.
        label.font = .system(size: 32)
        profile.name.font = .system(size: 32)
        scene.root.layoutIfNeeded()
        #expect(other.frame.minY + other.baselines.first == 10 + 32)
        #expect(third.frame.minY + third.baselines.first == 80 + 32)
    }
}
