import Plumb

// Scenes from seed 001, the course "iOS Auto Layout: Fundamentals": the blue/green linear
// equation, the splash logo and the profile views with alignment rects.

enum CourseSamples {
    /// How `blue.top` relates to `green.bottom` in the three blue/green variants; the raw
    /// value is the sample's name.
    enum BlueTop: String {
        case gap266 = "blue-green", gap100 = "blue-green-100", multiplier = "blue-green-multiplier"
    }

    /// Green on top (300 high), blue below it to the bottom; `blue.top == 1 × green.bottom +
    /// 266`, then constant 100, then multiplier 2 with constant 50.
    static func blueGreen(_ variant: BlueTop) -> Scene {
        let green = box("green", "#34c759"), blue = box("blue", "#007aff")
        return Scene(variant.rawValue, width: 375, height: 667) { root in
            green
            blue
            green.topAnchor == root.topAnchor
            green.leadingAnchor == root.leadingAnchor
            green.trailingAnchor == root.trailingAnchor
            green.heightAnchor == 300
            blue.leadingAnchor == root.leadingAnchor
            blue.trailingAnchor == root.trailingAnchor
            blue.bottomAnchor == root.bottomAnchor
            switch variant {
            case .gap266: (blue.topAnchor == green.bottomAnchor + 266).withIdentifier("blueTop")
            case .gap100: (blue.topAnchor == green.bottomAnchor + 100).withIdentifier("blueTop")
            // Anchors refuse a multiplier on a position; the item/attribute form takes one.
            case .multiplier: relate(blue, .top, .equal, green, .bottom, multiplier: 2, constant: 50).withIdentifier("blueTop")
            }
        }
    }

    /// A 600×150 logo centred with its aspect ratio and at least 20 from every edge; when the
    /// screen is too small, compression resistance gives way to the edges.
    static func splash() -> Scene {
        let logo = ImageView("logo", imageSize: Size(width: 600, height: 150))
        return Scene("splash", width: 320, height: 568) { root in
            logo
            logo.centerXAnchor == root.centerXAnchor
            logo.centerYAnchor == root.centerYAnchor
            logo.widthAnchor == 4 * logo.heightAnchor
            logo.topAnchor >= root.topAnchor + 20
            logo.leadingAnchor >= root.leadingAnchor + 20
            root.trailingAnchor >= logo.trailingAnchor + 20
            root.bottomAnchor >= logo.bottomAnchor + 20
        }
    }

    /// The course's ProfileView, as plain views: a 55×55 intrinsic size (the photo), and an
    /// icon overhanging the photo's top-right corner that the alignment rect leaves out.
    /// Returns the profile view, its photo and its icon.
    static func profile(_ name: String, iconSize: Double, iconColor: String) -> (View, ImageView, View) {
        let profile = View(name)
        profile.intrinsicContentSizeOverride = Size(width: 55, height: 55)
        // Insets: the icon spans x 36…36+w and y 20−h…20 of the alignment rect.
        profile.customAlignmentRectInsets = EdgeInsets(top: max(0, iconSize - 20), left: 0, bottom: 0,
                                                       right: max(0, 36 + iconSize - 55))
        let photo = ImageView("\(name)Photo", imageSize: Size(width: 55, height: 55))
        let icon = sized("\(name)Icon", iconSize, iconSize, iconColor, cornerRadius: iconSize / 4)
        return (profile, photo, icon)
    }

    /// Three profile views aligned by their alignment rects (the photos), and two labels on
    /// the icons' baselines: the icons overhang, the photos line up.
    static func profileViews() -> Scene {
        let (github, githubPhoto, githubIcon) = profile("github", iconSize: 30, iconColor: "#24292e")
        let (medium, mediumPhoto, mediumIcon) = profile("medium", iconSize: 24, iconColor: "#00ab6c")
        let (facebook, facebookPhoto, facebookIcon) = profile("facebook", iconSize: 16, iconColor: "#1877f2")
        let githubName = Label("githubName", text: "GitHub")
        let facebookName = Label("facebookName", text: "Facebook")
        return Scene("profile-views", width: 320, height: 300) { root in
            for (profile, photo, icon) in [(github, githubPhoto, githubIcon), (medium, mediumPhoto, mediumIcon),
                                           (facebook, facebookPhoto, facebookIcon)] {
                profile.containing {
                    photo
                    icon
                }
                photo.topAnchor == profile.topAnchor
                photo.leadingAnchor == profile.leadingAnchor
                icon.leadingAnchor == profile.leadingAnchor + 36
                icon.bottomAnchor == profile.topAnchor + 20
            }
            githubName
            facebookName
            github.leadingAnchor == root.leadingAnchor + 20
            github.topAnchor == root.topAnchor + 100
            medium.leadingAnchor == github.trailingAnchor + 20
            medium.topAnchor == github.topAnchor
            facebook.trailingAnchor == github.trailingAnchor
            facebook.topAnchor == github.bottomAnchor + 20
            githubName.leadingAnchor == medium.trailingAnchor + 20
            // The seed's ProfileView hands its baseline to the icon; here the labels name it.
            githubName.lastBaselineAnchor == githubIcon.lastBaselineAnchor
            facebookName.leadingAnchor == facebook.trailingAnchor + 20
            // The seed's "baseline" is the last one: an icon without text has its first
            // baseline at its top and its last at its bottom (UIKit), and the label sits on the bottom.
            facebookName.lastBaselineAnchor == facebookIcon.lastBaselineAnchor
        }
    }
}
