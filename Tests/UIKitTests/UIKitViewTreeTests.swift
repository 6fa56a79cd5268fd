import Plumb
import PlumbRender
import Testing
import UIKit

/// UIKit's controls are `UIView`s, as in UIKit's class tree, and keep Plumb's behaviour.
@Suite struct UIKitViewTreeTests {
    /// Styles any view, as app code does; it takes labels, buttons and switches alike.
    private func style(_ view: UIView) { view.backgroundColor = .systemYellow }

    @Test func controlsAreUIViewsInAnArrayAndAStack() {
        let label = UILabel(), button = UIButton(type: .system), toggle = UISwitch()
        label.text = "Wi-Fi"
        button.setTitle("Edit", for: .normal)
        let views: [UIView] = [label, button, toggle]
        views.forEach(style)
        let control: UIControl = button
        #expect(control.isEnabled)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        root.textMeasurer = PangoTextMeasurer.shared
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        #expect(label.superview as? UIView === stack)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-spacing" })
        let labelSize = measured("Wi-Fi", .systemFont(ofSize: 17), in: label)
        let titleSize = measured("Edit", .systemFont(ofSize: 15), in: button)
        #expect(label.frame == CGRect(x: 0, y: 0, width: labelSize.width, height: labelSize.height))
        // The system button's title padded by 6 above and below.
        #expect(button.frame == CGRect(x: 0, y: labelSize.height + 8, width: titleSize.width, height: titleSize.height + 12))
        #expect(toggle.frame == CGRect(x: 0, y: labelSize.height + titleSize.height + 28, width: 51, height: 31))
        // As wide as the widest arranged view, the switch.
        #expect(stack.frame == CGRect(x: 16, y: 20, width: max(labelSize.width, titleSize.width, 51), height: toggle.frame.maxY))
        #expect(views.allSatisfy { $0.backgroundColor == .systemYellow })
    }

    @Test func aLabelKeepsPlumbsBaselinesLogTextAndTruncationCheck() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.textMeasurer = PangoTextMeasurer.shared
        let label = UILabel()
        label.text = "Hello, World! Hello, World!"
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor), width])
        let outcome = root.layoutOutcome { root.layoutIfNeeded() }.outcome
        #expect(label.hasTextBaselines)
        #expect(label.baselines.first == label.measurement.firstBaseline)
        #expect(label.debugName == "UILabel'Hello, World! Hello, World!'")
        #expect(width.description.contains("UILabel:"))
        #expect(width.description.contains("'Hello, World! Hello, World!'"))
        // A cut-off headline is an error in a matrix, as a Plumb `Label`'s is.
        #expect(label.isTextCut == true)
        #expect(label.isTruncationAnError)
        let problems = VariantProblems.find(in: root, outcome: outcome, baseOverlaps: nil)
        #expect(problems.contains { $0.kind == .truncated && $0.severity == .error })
    }

    @Test func pseudoLanguagesRewriteUIKitControlsTexts() {
        let root = UIView()
        let label = UILabel(), button = UIButton(type: .system), field = UITextField()
        let segments = UISegmentedControl(items: ["Day", "Week"])
        label.text = "Save"
        button.setTitle("Done", for: .normal)
        button.setTitle("Done!", for: .highlighted)
        field.placeholder = "Name"
        for view in [label, button, field, segments] as [UIView] { root.addSubview(view) }
        root.apply(pseudoLanguage: .double)
        #expect(label.text == "Save Save")
        #expect(button.currentTitle == "Done Done")
        #expect(button.title(for: .highlighted) == "Done! Done!")
        #expect(field.placeholder == "Name Name")
        #expect(field.text == "")
        #expect(segments.titleForSegment(at: 1) == "Week Week")
    }

    @Test func aWrappingLabelInAStackReflowsAtItsWidth() {
        let label = UILabel()
        label.text = "Hello, World! Hello, World! Hello, World!"
        label.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [label])
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        root.textMeasurer = PangoTextMeasurer.shared
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 120),
        ])
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(label.frame.width == 120)
        #expect(label.frame.height == wrapped.height)
        #expect(label.frame.height > measured("Hello", .systemFont(ofSize: 17), in: label).height * 2)
    }
}
