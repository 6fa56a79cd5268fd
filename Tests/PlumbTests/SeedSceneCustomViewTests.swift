import Testing
@testable import Plumb

// Seed 001's custom ProfileView (intrinsic size, alignment rect, baseline), beside the
// profile-views sample's plain stand-ins, and the hugging and compression-resistance demos of
// FEATURES §3 (seeds 000 and 001), rebuilt with the scene builder.

/// The course's ProfileView: a 55×55 photo with a social-network icon overhanging its top-right
/// corner. Only the photo counts for layout: the intrinsic size is the photo's, the alignment
/// rect is the photo, and the frame grows by insets to take in the icon.
///
/// Reading of the seed: the icon's leading sits about 65 % across the photo (0.65 × 55 = 35.75,
/// here a whole 36) and its bottom about 35 % down (0.35 × 55 = 19.25, here 20); the constants
/// are set in `updateConstraints()` as in the seed. The seed also pushes the photo down by a
/// quarter of the icon's height and uses that as a *bottom* inset, which leaves the alignment
/// rect offset from the photo; here the photo is pinned to the top of the alignment rect
/// instead and the overhang becomes a *top* inset, so the alignment rect is exactly the photo
/// (FEATURES §4: the insets exclude the icon). The right inset is the seed's `maxX`: how far the
/// icon passes the photo's trailing edge, or 0.
final class SeedProfileView: View {
    let photo: ImageView
    let icon: ImageView
    private var iconLeading: LayoutConstraint!
    private var iconBottom: LayoutConstraint!

    init(_ identifier: String, iconSize: Size) {
        photo = ImageView("\(identifier).photo", imageSize: Size(width: 55, height: 55))
        icon = ImageView("\(identifier).icon", imageSize: iconSize)
        super.init(frame: .zero)
        self.identifier = identifier
        for view in [photo, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        // Like the seed's initializeViews(): constants start at 0 and updateConstraints() sets them.
        iconLeading = icon.leadingAnchor == leadingAnchor
        iconBottom = icon.bottomAnchor == topAnchor
        LayoutConstraint.activate([photo.topAnchor == topAnchor, photo.leadingAnchor == leadingAnchor,
                                   iconLeading, iconBottom])
    }

    override var intrinsicContentSize: Size { photo.imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    override func updateConstraints() {
        iconLeading.constant = 36
        iconBottom.constant = 20
        super.updateConstraints()
    }

    override var alignmentRectInsets: EdgeInsets {
        let iconSize = icon.imageSize ?? .zero
        let leading = iconLeading?.constant ?? 0, bottom = iconBottom?.constant ?? 0
        return EdgeInsets(top: max(0, iconSize.height - bottom), left: 0, bottom: 0,
                          right: max(0, leading + iconSize.width - 55))
    }

    override var forFirstBaselineLayout: View { icon }
    override var forLastBaselineLayout: View { icon }
}

/// A stand-in for a text field: a plain view with an intrinsic size.
final class SeedPlaceholderField: View {
    let natural: Size
    init(_ identifier: String, natural: Size) {
        self.natural = natural
        super.init(frame: .zero)
        self.identifier = identifier
    }
    override var intrinsicContentSize: Size { natural }
}

@Suite struct SeedSceneCustomViewTests {
    // MARK: ProfileView

    /// Three profile views with GitHub (30×30), Medium (24×24) and Facebook (16×16) icons, as
    /// the sample `profile-views` builds them: plain views with the photo's intrinsic size and
    /// alignment insets that leave the icon out. Icon at x 36…36+w, y 20−h…20 in the alignment
    /// rect, so the insets are top max(0, h − 20) and right max(0, 36 + w − 55):
    ///   github   top 10, right 11;   medium  top 4, right 5;   facebook  0, 0.
    /// Layout (seed: one beside the first, one below it with trailing edges aligned):
    ///   github   alignment (20 100; 55 55)           → frame (20 90; 66 65)
    ///   medium   leading = 75 + 20 = 95, top = 100   → alignment (95 100; 55 55) → frame (95 96; 60 59)
    ///   facebook trailing = 75, top = 155 + 20 = 175 → alignment (20 175; 55 55) = frame
    /// Baselines go to the icon's bottom: github's at 100 + 20 = 120, facebook's at 175 + 20 = 195.
    /// A 16-point label's baseline is 16 below its top (monospace measurer), its line 20 high,
    /// each character 8 wide: "GitHub" 48×20 with top 120 − 16 = 104 at x = 150 + 20 = 170;
    /// "Facebook" 64×20 with top 195 − 16 = 179 at x = 75 + 20 = 95.
    @Test func profileViewsAlignByTheirPhotos() throws {
        let scene = sampleScene("profile-views", sixteenPoint: "githubName", "facebookName")
        func view(_ id: String) throws -> View { try #require(scene.view(id)) }
        let github = try view("github"), medium = try view("medium"), facebook = try view("facebook")
        let githubName = try view("githubName"), facebookName = try view("facebookName")
        let githubIcon = try view("githubIcon"), facebookIcon = try view("facebookIcon")
        scene.layout()

        #expect(github.alignmentRectInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 11))
        #expect(medium.alignmentRectInsets == EdgeInsets(top: 4, left: 0, bottom: 0, right: 5))
        #expect(facebook.alignmentRectInsets == .zero)

        #expect(github.frame == rect(20, 90, 66, 65))
        #expect(github.alignmentRect(forFrame: github.frame) == rect(20, 100, 55, 55))
        #expect(medium.frame == rect(95, 96, 60, 59))
        #expect(medium.alignmentRect(forFrame: medium.frame) == rect(95, 100, 55, 55))
        #expect(facebook.frame == rect(20, 175, 55, 55))
        #expect(facebook.alignmentRect(forFrame: facebook.frame) == facebook.frame)
        for profile in [github, medium, facebook] {
            #expect(profile.frame(forAlignmentRect: profile.alignmentRect(forFrame: profile.frame)) == profile.frame)
        }

        // Inside each view (frame coordinates): the photo starts at the top inset, the icon at x 36.
        #expect(try view("githubPhoto").frame == rect(0, 10, 55, 55))
        #expect(githubIcon.frame == rect(36, 0, 30, 30))
        #expect(try view("mediumPhoto").frame == rect(0, 4, 55, 55))
        #expect(try view("mediumIcon").frame == rect(36, 0, 24, 24))
        #expect(try view("facebookPhoto").frame == rect(0, 0, 55, 55))
        #expect(facebookIcon.frame == rect(36, 4, 16, 16))

        // Baseline alignment lines the labels' baselines up with the icons' bottoms.
        #expect(githubName.frame == rect(170, 104, 48, 20))
        #expect(githubName.frame.minY + 16 == github.frame.minY + githubIcon.frame.maxY)
        #expect(facebookName.frame == rect(95, 179, 64, 20))
        #expect(facebookName.frame.minY + 16 == facebook.frame.minY + facebookIcon.frame.maxY)
    }

    /// The seed's ProfileView as a custom class (constants set in `updateConstraints()`, insets
    /// worked out from them, baselines handed to the icon) agrees with the sample's plain
    /// stand-ins: placed alone with its alignment rect at (20 100), each has the same insets,
    /// frame size, photo and icon, and a label on its last baseline sits on the icon's bottom.
    @Test func seedProfileViewMatchesTheSamplesStandIns() throws {
        let sample = sampleScene("profile-views")
        sample.layout()
        for (id, side) in [("github", 30.0), ("medium", 24), ("facebook", 16)] {
            let profile = SeedProfileView(id, iconSize: Size(width: side, height: side))
            let name = Label("name", text: id, font: .system(size: 16))
            let scene = Scene(id, width: 320, height: 300) { root in
                [profile, name]
                profile.leadingAnchor == root.leadingAnchor + 20
                profile.topAnchor == root.topAnchor + 100
                name.lastBaselineAnchor == profile.lastBaselineAnchor
            }
            scene.layout()
            let standIn = try #require(sample.view(id))
            #expect(profile.intrinsicContentSize == Size(width: 55, height: 55), "\(id)")
            #expect(profile.alignmentRectInsets == standIn.alignmentRectInsets, "\(id)")
            #expect(profile.alignmentRect(forFrame: profile.frame) == rect(20, 100, 55, 55), "\(id)")
            #expect(profile.frame.size == standIn.frame.size, "\(id)")
            #expect(profile.photo.frame == sample.view(id + "Photo")?.frame, "\(id)")
            #expect(profile.icon.frame == sample.view(id + "Icon")?.frame, "\(id)")
            #expect(name.frame.minY + 16 == profile.frame.minY + profile.icon.frame.maxY, "\(id)")
        }
    }

    // MARK: Hugging and compression resistance

    /// Answer row (000): `|-20-[field]-8-[send]-20-|` in 375 points. The field stands in for a
    /// text field with a 100×32 intrinsic size; "Send answer" in 16 points is 11 × 8 = 88 wide
    /// and 20 + 6 + 6 = 32 high. 375 − 48 = 327 points for both, 139 more than they want.
    @Test func answerRowHuggingTieAndItsFix() {
        let field = SeedPlaceholderField("answer", natural: Size(width: 100, height: 32))
        let send = Button(title: "Send answer", font: .system(size: 16))
        send.identifier = "send"
        let scene = Scene("answer-row", width: 375, height: 72) { root in
            field
            send
            field.leadingAnchor == root.leadingAnchor + 20
            send.leadingAnchor == field.trailingAnchor + 8
            root.trailingAnchor == send.trailingAnchor + 20
            field.topAnchor == root.topAnchor + 20
            send.topAnchor == root.topAnchor + 20
        }
        scene.layout()
        // Both hug at 250: ambiguous, but the row is filled either way.
        #expect(field.frame.width + send.frame.width == 327)

        // The button hugs at 251: it keeps 88, the field takes 327 − 88 = 239.
        send.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        scene.root.layoutIfNeeded()
        #expect(send.frame == rect(267, 20, 88, 32))
        #expect(field.frame == rect(20, 20, 239, 32))
    }

    /// Launch row (001): `|-8-[button]-8-[image]-8-|` in 375 points; "Launch!" in 16 points is
    /// 7 × 8 = 56 × 32, the spaceship 64×64. The button's hugging at 249 < the image's 250, so
    /// the button takes the spare 375 − 24 − 56 − 64 = 231: width 56 + 231 = 287.
    @Test func launchButtonWithLowerHuggingExpands() {
        let launch = Button(title: "Launch!", font: .system(size: 16))
        launch.identifier = "launch"
        let ship = ImageView("spaceship", imageSize: Size(width: 64, height: 64))
        launch.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let scene = Scene("launch-row", width: 375, height: 104) { root in
            launch
            ship
            launch.leadingAnchor == root.leadingAnchor + 8
            ship.leadingAnchor == launch.trailingAnchor + 8
            root.trailingAnchor == ship.trailingAnchor + 8
            launch.topAnchor == root.topAnchor + 20
            ship.topAnchor == root.topAnchor + 20
        }
        scene.layout()
        #expect(launch.frame == rect(8, 20, 287, 32))
        #expect(ship.frame == rect(303, 20, 64, 64))
    }

    /// Long label (001): `|-8-[label]-8-[image]-8-|` in 320 points. "We're going to launch in
    /// 3, 2, 1!" is 33 characters × 8 = 264 wide in 16 points; the image 64×64; room for both
    /// 320 − 24 = 296, 32 short. The seed's first state: label resistance 751 > image 750, so the
    /// image is crushed to 296 − 264 = 32. Lowering the label's to 749 lets the label shrink:
    /// 296 − 64 = 232 < 264 (drawn truncated with "…").
    @Test func lowerCompressionResistanceShrinksTheLongLabel() {
        let label = Label("message", text: "We're going to launch in 3, 2, 1!", font: .system(size: 16))
        let ship = ImageView("spaceship", imageSize: Size(width: 64, height: 64))
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        let scene = Scene("long-label", width: 320, height: 104) { root in
            label
            ship
            label.leadingAnchor == root.leadingAnchor + 8
            ship.leadingAnchor == label.trailingAnchor + 8
            root.trailingAnchor == ship.trailingAnchor + 8
            label.topAnchor == root.topAnchor + 20
            ship.topAnchor == root.topAnchor + 20
        }
        scene.layout()
        #expect(label.intrinsicContentSize == Size(width: 264, height: 20))
        #expect(label.frame == rect(8, 20, 264, 20))
        #expect(ship.frame == rect(280, 20, 32, 64))

        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        scene.root.layoutIfNeeded()
        #expect(ship.frame == rect(248, 20, 64, 64))
        #expect(label.frame == rect(8, 20, 232, 20))
        #expect(label.frame.width < label.intrinsicContentSize.width)
    }
}
