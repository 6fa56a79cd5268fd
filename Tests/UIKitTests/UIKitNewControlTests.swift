import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// The controls added for issue 33, with UIKit's intrinsic sizes and defaults.
@Suite struct UIKitNewControlTests {
    @Test func aSwitchIs51By31AndHugsAt750() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(toggle.toggleState == true)
        #expect(toggle.contentHuggingPriority(for: .horizontal).rawValue == 750)
        #expect(toggle.contentHuggingPriority(for: .vertical).rawValue == 750)
    }

    @Test func activityIndicatorSizesAndHidingWhenStopped() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(medium.isHidden)
        medium.startAnimating()
        #expect(medium.isAnimating && !medium.isHidden)
        medium.stopAnimating()
        #expect(medium.isHidden)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
        #expect(medium.contentHuggingPriority(for: .horizontal).rawValue == 750)
    }

    @Test func progressViewAndSliderHaveOnlyAHeight() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize == CGSize(width: -1, height: 4))
        #expect(progress.contentHuggingPriority(for: .horizontal).rawValue == 250)
        #expect(progress.contentHuggingPriority(for: .vertical).rawValue == 750)
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: -1, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 3
        #expect(slider.value == 1)
    }

    @Test func segmentedControlIs32HighWithEqualSegments() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.textMeasurer = PangoTextMeasurer.shared
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let widest = measured("Month", .systemFont(ofSize: 13), in: control).width
        #expect(control.intrinsicContentSize == CGSize(width: 3 * (widest + 24), height: 32))
        control.insertSegment(withTitle: "Year", at: 3, animated: false)
        #expect(control.titleForSegment(at: 3) == "Year")
        #expect(control.titleForSegment(at: 4) == nil)
    }

    @Test func aTextFieldHasNoBorderByDefault() {
        let field = UITextField()
        field.textMeasurer = PangoTextMeasurer.shared
        #expect(field.borderStyle == .none)
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        field.placeholder = "Email"
        let hint = measured("Email", .systemFont(ofSize: 17), in: field)
        #expect(field.intrinsicContentSize == hint)
        #expect(field.layer.borderWidth == 0)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: hint.width + 14, height: hint.height + 14))
        #expect(field.intrinsicContentSize.height == 34)
        #expect(field.layer.cornerRadius == 5)
        field.text = nil
        #expect(field.text == "")
    }

    @Test func aTextViewSizesToItsTextOnlyWithoutScrolling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        root.textMeasurer = PangoTextMeasurer.shared
        let textView = UITextView()
        textView.text = "Plumb lays out UIKit views on Linux."
        root.addSubview(textView)
        #expect(textView.intrinsicContentSize == CGSize(width: -1, height: -1))
        textView.isScrollEnabled = false
        let text = measured("Plumb lays out UIKit views on Linux.", .systemFont(ofSize: 12), in: textView)
        #expect(textView.intrinsicContentSize == CGSize(width: text.width + 10, height: text.height + 16))
        textView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.widthAnchor.constraint(equalToConstant: 110),
        ])
        root.layoutIfNeeded()
        // Wrapped at 100 points (110 less the 5-point line fragment padding at each side).
        let wrapped = PangoTextMeasurer.shared.measure(TextMeasureRequest(
            text: "Plumb lays out UIKit views on Linux.", font: textView.resolvedFont(.systemFont(ofSize: 12)),
            maxWidth: 100, lines: 0)).size
        #expect(isClose(Double(textView.frame.height), wrapped.height + 16, within: 0.001))
    }

    @Test func theControlsDrawWhereUIKitDoes() throws {
        let toggle = UISwitch()
        toggle.isOn = true
        let image = try Renderer(scale: 1).image(of: toggle)
        // The track's left end is system green (52, 199, 89) when on; the thumb is white at the right.
        #expect(image.pixel(x: 8, y: 15) == (52, 199, 89, 255))
        #expect(image.pixel(x: 36, y: 15) == (255, 255, 255, 255))
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        progress.progress = 0.5
        let bar = try Renderer(scale: 1).image(of: progress)
        #expect(bar.pixel(x: 25, y: 2) == (0, 122, 255, 255))
        #expect(bar.pixel(x: 75, y: 2) != (0, 122, 255, 255))
    }
}
