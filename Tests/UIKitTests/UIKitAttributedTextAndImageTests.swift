import Foundation
import Plumb
import PlumbRender
import Testing
@testable import UIKit

/// `UILabel.attributedText` (its first font and colour) and `UIButton.setImage(_:for:)`.
@Suite struct UIKitAttributedTextAndImageTests {
    @Test func anAttributedTextSetsTheStringAndItsFirstFontAndColour() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Bold", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed,
        ])
        text.append(NSAttributedString(string: " plain"))
        label.attributedText = text
        #expect(label.text == "Bold plain")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == .systemRed)
        #expect(label.attributedText?.string == "Bold plain")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func aButtonsImageSitsBeforeItsTitle() throws {
        let button = UIButton(type: .system)
        button.textMeasurer = PangoTextMeasurer.shared
        button.setTitle("Star", for: .normal)
        let title = measured("Star", .systemFont(ofSize: 15), in: button)
        let star = UIImage(systemName: "star")
        button.setImage(star, for: .normal)
        #expect(button.currentImage == star)
        #expect(button.image(for: .selected) == star)
        #expect(button.intrinsicContentSize == CGSize(width: 17 + title.width, height: max(17, title.height) + 12))
        button.setImage(nil, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    }
}

/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: Apple's default factor 0 shrinks nothing.
@Suite struct UILabelFontShrinkingTests {
    /// A 17-point label whose text is about twice as wide as its 60-point frame, laid out.
    private func narrowLabel(factor: CGFloat) -> (root: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.textMeasurer = PangoTextMeasurer.shared
        let label = UILabel()
        label.text = "Hello, World!"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = factor
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.widthAnchor.constraint(equalToConstant: 60)])
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func aLabelShrinksToItsWidthDownToTheFactor() throws {
        let (root, label) = narrowLabel(factor: 0.3)
        #expect(root.subviews.count == 1)
        let full = measured("Hello, World!", .systemFont(ofSize: 17), in: label).width
        // The intrinsic size stays the full-size text's; the drawing shrinks to 60 points.
        #expect(label.intrinsicContentSize.width == full)
        #expect(abs(label.fontScaleToFit - 60 / full) < 0.0001)
        #expect(label.isTextCut == false)
    }

    @Test func aFactorOfZeroOrTooHighLeavesTheTextCut() {
        #expect(narrowLabel(factor: 0).label.fontScaleToFit == 1)
        #expect(narrowLabel(factor: 0).label.isTextCut == true)
        let (_, floored) = narrowLabel(factor: 0.9)
        #expect(floored.fontScaleToFit == 0.9)
        #expect(floored.isTextCut == true)
    }
}

/// `UIButton.Configuration`: the four styles' colours, the title, image and insets.
@Suite struct UIButtonConfigurationTests {
    @Test func aFilledConfigurationSizesAndColoursTheButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 6
        var tapped = false
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in tapped = true })
        button.textMeasurer = PangoTextMeasurer.shared
        let title = measured("Follow", .systemFont(ofSize: 17), in: button)
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == .white)
        #expect(button.backgroundColor == .systemBlue)
        #expect(button.layer.cornerRadius == 6)
        // 12 + image 17 + padding 6 + title + 12 wide; the taller of image and title plus 7 and 7.
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 17 + 6 + title.width + 12, height: max(17, title.height) + 14))
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped)
    }

    @Test func theOtherStylesKeepATintedTitle() {
        #expect(UIButton(configuration: .plain()).backgroundColor == nil)
        #expect(UIButton(configuration: .gray()).backgroundColor == .tertiarySystemFill)
        #expect(UIButton(configuration: .tinted()).backgroundColor == UIColor.systemBlue.withAlpha(0.15))
        for configuration in [UIButton.Configuration.plain(), .gray(), .tinted()] {
            #expect(UIButton(configuration: configuration).currentTitleColor == .systemBlue)
        }
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        #expect(capsule.cornerRadius(height: 34) == 17)
    }
}
