import Foundation
import Plumb
import PlumbRender
import Testing
import UIKit

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
