import Foundation
import Plumb
import PlumbRender
import Testing
import UIKit

/// `UIFont(name:size:)` over the pinned fonts and registered font files, measured by Pango.
@Suite struct UIFontNameTests {
    @Test func pinnedFacesByPostScriptFullAndFamilyName() throws {
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(bold.familyName == "DejaVu Sans")
        #expect(bold.isBold)
        #expect(bold.pointSize == 20)
        #expect(bold.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "DejaVu Serif Bold", size: 12) == Font(family: "DejaVu Serif", size: 12, bold: true))
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12) == Font(family: "DejaVu Sans Mono", size: 12))
    }

    @Test func unknownNamesGiveNilAsOnIOS() {
        #expect(UIFont(name: "Avenir-Heavy", size: 17) == nil)
        #expect(UIFont(name: ".SFUI-Regular", size: 17) == nil)
        // Names match exactly, letter case included.
        #expect(UIFont(name: "dejavusans-bold", size: 17) == nil)
    }

    @Test func theFamiliesAndTheirFaceNames() {
        #expect(Set(["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]).isSubset(of: UIFont.familyNames))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans", "DejaVuSans-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
    }

    @Test func aRegisteredFileIsFoundByItsFaceNameAndMeasuresInIt() throws {
        let families = try FontRegistry.register(fileAt: "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf")
        #expect(families == ["Liberation Serif"])
        let font = try #require(UIFont(name: "LiberationSerif-Bold", size: 17))
        #expect(font == Font(family: "Liberation Serif", size: 17, bold: true))
        #expect(UIFont(name: "Liberation Serif Bold", size: 17) == font)
        // A label in it is measured in Liberation Serif Bold, narrower than DejaVu Sans Bold.
        let label = UILabel()
        label.text = "Settings"
        label.textMeasurer = PangoTextMeasurer.shared
        label.font = font
        let serifWidth = label.intrinsicContentSize.width
        label.font = .systemFont(ofSize: 17, weight: .bold)
        let systemWidth = label.intrinsicContentSize.width
        #expect(serifWidth == measuredWidth("Settings", font))
        #expect(serifWidth < systemWidth - 5)
    }

    private func measuredWidth(_ text: String, _ font: UIFont) -> CGFloat {
        CGFloat(PangoTextMeasurer.shared.measure(TextMeasureRequest(text: text, font: font)).size.width)
    }
}
