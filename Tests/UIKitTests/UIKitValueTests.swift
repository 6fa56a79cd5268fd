import Plumb
import Testing
import UIKit

/// UIKit's value types with UIKit's numbers: fonts and text styles, font metrics, colours,
/// insets, the screen.
@Suite struct UIKitValueTests {
    @Test func textStylesHaveAppleSizesAtTheLargeContentSize() {
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
    }

    @Test func systemFontsTakeTheirSizeAndDrawSemiboldAndHeavierBold() {
        #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
        #expect(!UIFont.systemFont(ofSize: 15, weight: .medium).isBold)
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.labelFontSize == 17)
    }

    @Test func fontMetricsScaleWithTheTextStyle() {
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        // body grows from 17 to 40 points between Large and AX3.
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax3) == 40)
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(title.scaledFont(for: .systemFont(ofSize: 28), compatibleWith: ax3).pointSize == 48)
    }

    @Test func coloursHaveUIKitsComponents() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.red.withAlphaComponent(0.25).alpha == 0.25)
        #expect(UIColor.systemBlue.resolved(for: .light) == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label.resolved(for: .dark) == .white)
        #expect(UIColor.black.cgColor == .black)
    }

    @Test func insetsAndRectanglesUseUIKitsInitializers() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.resolved(for: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test func theMainScreenIsAnIPhone15() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
    }
}
