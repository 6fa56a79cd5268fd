import Plumb
import Testing
import UIKit

/// A view that handles VoiceOver's activation, as apps' dismiss handles do.
private final class ActivatableView: UIView {
    var activations = 0
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// UIKit's accessibility properties on `UIView`: stored, with UIKit's defaults and raw values.
@Suite struct UIViewAccessibilityTests {
    @Test func traitsHaveUIKitsRawValues() {
        #expect(UIAccessibilityTraits.none.rawValue == 0)
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.link.rawValue == 2)
        #expect(UIAccessibilityTraits.image.rawValue == 4)
        #expect(UIAccessibilityTraits.selected.rawValue == 8)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        #expect(UIAccessibilityTraits.toggleButton.rawValue == 9_007_199_254_740_992)
        #expect(([.button, .selected] as UIAccessibilityTraits).rawValue == 9)
    }

    @Test func aPlainViewStartsAsUIKitsAndKeepsWhatIsSet() {
        let view = UIView()
        #expect(view.isAccessibilityElement == false)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(view.accessibilityElementsHidden == false)
        #expect(view.accessibilityViewIsModal == false)
        #expect(view.shouldGroupAccessibilityChildren == false)

        view.isAccessibilityElement = true
        view.accessibilityTraits = [.button, .header]
        view.accessibilityLabel = "Dismiss"
        view.accessibilityHint = "Closes the list"
        view.accessibilityValue = "3 of 5"
        view.accessibilityIdentifier = "dismiss-handle"
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        let child = UIView()
        view.accessibilityElements = [child]
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits.rawValue == 65537)
        #expect(view.accessibilityLabel == "Dismiss")
        #expect(view.accessibilityHint == "Closes the list")
        #expect(view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityIdentifier == "dismiss-handle")
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect((view.accessibilityElements?.first as? UIView) === child)
    }

    @Test func activateIsOverridableAndFalseByDefault() {
        #expect(UIView().accessibilityActivate() == false)
        let handle = ActivatableView()
        let asView: UIView = handle
        #expect(asView.accessibilityActivate() == true)
        #expect(handle.activations == 1)
    }

    @Test func controlsHaveUIKitsDefaults() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityLabel = "Your inbox"
        #expect(label.accessibilityLabel == "Your inbox")

        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Send")

        let imageView = UIImageView(image: nil)
        #expect(imageView.isAccessibilityElement == false)
    }

    @Test func theFrameIsOnScreenUnlessSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 24, height: 24))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.accessibilityFrame == CGRect(x: 26, y: 105, width: 24, height: 24))
        badge.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
        #expect(badge.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }
}
