import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// The iOS-style profile header laid out on an iPhone 15, with UIKit's numbers: default
/// margins of 8 measured from the safe area (59 on top), a 64-point avatar, system spacing 8,
/// labels and button sized by their text.
@Suite struct ProfileHeaderLayoutTests {
    @Test func rootFillsTheScreenWithTheSafeAreaAndDefaultMargins() {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(header.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(header.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        // The margins guide is 8 points inside the safe area: 59 + 8 on top, 34 + 8 below.
        #expect(header.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 852 - 67 - 42))
        #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func avatarSitsOnTheLeadingMarginBelowTheSafeArea() {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        #expect(header.avatarView.frame == CGRect(x: 8, y: 75, width: 64, height: 64))
        #expect(header.avatarView.center == CGPoint(x: 40, y: 107))
        #expect(header.avatarView.layer.cornerRadius == 32)
        #expect(header.avatarView.clipsToBounds)
    }

    @Test func labelsTakeTheirPangoSizesAndAnEmptyLabelCollapses() {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        // body is 17 points at the Large size: "Hello, World!" is 110 × 20 in DejaVu Sans 17.
        #expect(header.nameLabel.intrinsicContentSize == CGSize(width: 110, height: 20))
        #expect(header.nameLabel.frame == CGRect(x: 0, y: 0, width: 110, height: 20))
        #expect(header.bioLabel.text == nil)
        #expect(header.bioLabel.intrinsicContentSize == .zero)
        #expect(header.bioLabel.frame == CGRect(x: 0, y: 24, width: 0, height: 0))
        // The stack: 8 system spacing × 2 after the avatar, as tall as 20 + 4 + 0, centred on the avatar.
        #expect(header.textStack.frame == CGRect(x: 88, y: 95, width: 110, height: 24))
    }

    @Test func systemButtonIsItsTitlePlusSixAboveAndBelowOnTheTrailingMargin() {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        let title = measured("Follow", .systemFont(ofSize: 15), in: header)
        let button = header.followButton
        #expect(button.currentTitle == "Follow")
        #expect(button.intrinsicContentSize ≈ Size(width: Double(title.width), height: Double(title.height) + 12))
        #expect(button.frame.maxX == 385)
        #expect(button.frame.midY ≈ 107)
        #expect(button.frame.size.plumb ≈ Size(width: Double(title.width), height: Double(title.height) + 12))
    }

    @Test func resizingTheRootMovesTheTrailingButton() {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        header.layoutIfNeeded()
        #expect(header.followButton.frame.maxX == 312)
        #expect(header.avatarView.frame == CGRect(x: 8, y: 75, width: 64, height: 64))
    }
}
