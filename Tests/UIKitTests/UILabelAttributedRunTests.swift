import Foundation
import Plumb
import PlumbRender
import Testing
import UIKit

/// `UILabel.attributedText` with several fonts and colours: each stretch measured and drawn in
/// its own, through Pango's attributes.
@Suite struct UILabelAttributedRunTests {
    /// "Sale " in 24-point bold red, then "ends today" in 12-point blue.
    private func saleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.textMeasurer = PangoTextMeasurer.shared
        let text = NSMutableAttributedString(string: "Sale ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.red,
        ])
        text.append(NSAttributedString(string: "ends today", attributes: [
            .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue,
        ]))
        label.attributedText = text
        return label
    }

    /// The width Pango gives `text` alone in `font`, resolved as `label` resolves it.
    private func width(_ text: String, _ font: UIFont, in label: UILabel) -> Double {
        Double(measured(text, font, in: label).width)
    }

    @Test func eachRunIsMeasuredInItsOwnFont() {
        let label = saleLabel()
        let size = label.intrinsicContentSize
        // The two stretches side by side: within a point of the sum of their own widths
        // (the space's kerning and rounding to whole points aside).
        let expected = width("Sale ", .boldSystemFont(ofSize: 24), in: label) + width("ends today", .systemFont(ofSize: 12), in: label)
        #expect(abs(Double(size.width) - expected) <= 1)
        // As tall as the 24-point line, not the 12-point one.
        #expect(size.height == measured("Sale", .boldSystemFont(ofSize: 24), in: label).height)
        // All in the first run's font, the text would be much wider.
        #expect(Double(size.width) < width("Sale ends today", .boldSystemFont(ofSize: 24), in: label) - 40)
    }

    @Test func eachRunIsDrawnInItsOwnColour() throws {
        let label = saleLabel()
        label.backgroundColor = .white
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let image = try Renderer(scale: 2).image(of: label)
        let split = Int(width("Sale ", .boldSystemFont(ofSize: 24), in: label) * 2)
        func colours(in columns: Range<Int>) -> Set<[UInt8]> {
            var found = Set<[UInt8]>()
            for y in 0..<image.height {
                for x in columns {
                    let pixel = image.pixel(x: x, y: y)
                    if [pixel.red, pixel.green, pixel.blue] == [255, 0, 0] || [pixel.red, pixel.green, pixel.blue] == [0, 0, 255] {
                        found.insert([pixel.red, pixel.green, pixel.blue])
                    }
                }
            }
            return found
        }
        #expect(colours(in: 0..<split) == [[255, 0, 0]])
        #expect(colours(in: split..<image.width) == [[0, 0, 255]])
    }

    @Test func readingItBackGivesTheRunsAndANewTextDropsThem() throws {
        let label = saleLabel()
        #expect(label.font == UIFont.boldSystemFont(ofSize: 24))
        #expect(label.textColor == .red)
        let text = try #require(label.attributedText)
        #expect(text.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        #expect(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .blue)
        #expect(label.labelText.runs.count == 2)
        label.text = "Plain"
        #expect(label.labelText.runs.isEmpty)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func aStretchWithoutAttributesKeepsTheLabelsFontAndColour() {
        let label = UILabel(frame: .zero)
        label.textMeasurer = PangoTextMeasurer.shared
        label.font = .systemFont(ofSize: 17)
        label.textColor = .darkGray
        let text = NSMutableAttributedString(string: "New", attributes: [.foregroundColor: UIColor.systemGreen])
        text.append(NSAttributedString(string: " messages"))
        label.attributedText = text
        #expect(label.labelText.runs == [
            TextRun(range: 0..<3, font: .systemFont(ofSize: 17), color: .systemGreen),
            TextRun(range: 3..<12, font: .systemFont(ofSize: 17), color: .darkGray),
        ])
        // One font throughout: the same size as the plain text.
        let plain = UILabel(frame: .zero)
        plain.textMeasurer = PangoTextMeasurer.shared
        plain.text = "New messages"
        #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
    }
}
