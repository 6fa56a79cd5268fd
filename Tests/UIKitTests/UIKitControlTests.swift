import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// The basic controls: labels, image views, buttons and stack views under UIKit's names.
@Suite struct UIKitControlTests {
    @Test func labelTextIsOptionalAndLabelsHugAt251() {
        let label = UILabel()
        #expect(label.text == nil)
        label.text = "Hello, World!"
        #expect(label.text == "Hello, World!")
        label.text = nil
        #expect(label.text == nil)
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
    }

    @Test func aWrappingLabelFitsItsWidth() {
        let label = UILabel()
        label.textMeasurer = PangoTextMeasurer.shared
        label.text = "Hello, World! Hello, World!"
        label.numberOfLines = 0
        let oneLine = label.sizeThatFits(CGSize(width: 1000, height: 0))
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height == 2 * oneLine.height)
    }

    @Test func aPaddedLabelSubclassAddsToItsIntrinsicSize() {
        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 16, height: size.height + 8)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        root.textMeasurer = PangoTextMeasurer.shared
        let label = PaddedLabel()
        label.text = "Hello, World!"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 126, height: 28))
    }

    @Test func imageViewTakesItsImagesSizeAndSymbolsArePlaceholders() {
        let symbol = UIImage(systemName: "star.fill")
        #expect(symbol?.size == Size(width: 17, height: 17))
        #expect(UIImage(systemName: "") == nil)
        let imageView = UIImageView(image: symbol)
        #expect(imageView.intrinsicContentSize == CGSize(width: 17, height: 17))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
        imageView.contentMode = .scaleAspectFit
        #expect(imageView.contentMode == .scaleAspectFit)
    }

    @Test func buttonTitlesAndColoursFollowTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemGray, for: .disabled)
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == .systemBlue)
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.currentTitle == "Following")
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == .systemGray)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton().currentTitleColor == .white)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
    }

    @Test func actionsRunForTheirEvents() {
        let button = UIButton(type: .system)
        var taps = 0
        let tap = UIAction(title: "Tap") { _ in taps += 1 }
        button.addAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
        button.removeAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        let control = UIControl()
        control.addAction(UIAction { _ in taps += 10 }, for: [.valueChanged, .primaryActionTriggered])
        control.sendActions(for: .primaryActionTriggered)
        #expect(taps == 11)
    }

    @Test func stackViewSpacingCustomSpacingAndMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let first = UIView(), second = UIView(), third = UIView()
        for view in [first, second, third] {
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(24, after: first)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: first) == 24)
        #expect(first.frame == CGRect(x: 16, y: 10, width: 361, height: 20))
        #expect(second.frame == CGRect(x: 16, y: 54, width: 361, height: 20))
        #expect(third.frame == CGRect(x: 16, y: 82, width: 361, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 393, height: 112))
    }
}

/// `adjustsFontForContentSizeCategory`: off by default, so a text style's font keeps the size
/// it was made at; on, it follows the traits (body: 17 points at Large, 40 at AX3).
@Suite struct UILabelDynamicTypeTests {
    /// A body label in a root at AX3 (the root is returned too: it holds the traits and the measurer).
    private func bodyLabel(adjusting: Bool) -> (root: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        root.textMeasurer = PangoTextMeasurer.shared
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let label = UILabel()
        label.text = "Hello, World!"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = adjusting
        root.addSubview(label)
        return (root, label)
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsFontsSize() {
        let (root, label) = bodyLabel(adjusting: false)
        #expect(root.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(label.font.textStyle == .body)
        #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
    }

    @Test func aLabelThatAdjustsFollowsTheContentSize() {
        let (root, label) = bodyLabel(adjusting: true)
        #expect(label.superview === root)
        #expect(label.intrinsicContentSize == CGSize(width: 258, height: 47))
    }
}
