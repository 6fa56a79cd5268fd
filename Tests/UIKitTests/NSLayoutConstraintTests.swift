import Plumb
import Testing
import UIKit

/// UIKit's constraint API: the item/attribute initializer, the visual format with UIKit's
/// standard spacings (8 between views, 20 to the superview's edge), activation and priorities.
@Suite struct NSLayoutConstraintTests {
    /// A 392 × 200 root and two subviews that use constraints.
    private func rootWithTwoViews() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 392, height: 200))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, a, b)
    }

    @Test func itemInitializerMakesAnActiveWidthAndAHalfHeight() {
        let (root, a, _) = rootWithTwoViews()
        let width = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 100)
        let height = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: root,
                                       attribute: .height, multiplier: 0.5, constant: 0)
        width.identifier = "badge-width"
        NSLayoutConstraint.activate([width, height])
        root.addConstraint(NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root,
                                              attribute: .top, multiplier: 1, constant: 10))
        root.addConstraint(NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root,
                                              attribute: .leadingMargin, multiplier: 1, constant: 0))
        root.layoutIfNeeded()
        #expect(width.isActive)
        #expect(width.multiplier == 1)
        #expect(height.multiplier == 0.5)
        #expect(a.frame == CGRect(x: 8, y: 10, width: 100, height: 100))
        width.constant = 120
        root.layoutIfNeeded()
        #expect(a.frame.width == 120)
        NSLayoutConstraint.deactivate([width])
        #expect(!width.isActive)
    }

    @Test func anInvalidItemConstraintIsLoggedAndLeftOut() {
        let (_, a, _) = rootWithTwoViews()
        let sink = CollectingSink()
        let leadingToTop = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: a,
                                              attribute: .top, multiplier: 1, constant: 0)
        LayoutLog.$sink.withValue(sink) { leadingToTop.isActive = true }
        #expect(!leadingToTop.isActive)
        #expect(sink.errors.count == 1)
    }

    @Test func visualFormatUsesUIKitsStandardSpacings() {
        let (root, a, b) = rootWithTwoViews()
        let views: [String: Any] = ["a": a, "b": b]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [],
                                                         metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[a(height)]", options: [],
                                                      metrics: ["top": CGFloat(30), "height": 44], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views)
        constraints.append(b.topAnchor.constraint(equalTo: a.topAnchor))
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 20 from each edge and 8 between: (392 − 48) / 2 = 172 each.
        #expect(a.frame == CGRect(x: 20, y: 30, width: 172, height: 44))
        #expect(b.frame == CGRect(x: 200, y: 30, width: 172, height: 44))
    }

    @Test func aBadVisualFormatLogsTheCaretAndGivesNoConstraints() {
        let (_, a, _) = rootWithTwoViews()
        let sink = CollectingSink()
        let made = LayoutLog.$sink.withValue(sink) {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", options: [], metrics: nil, views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(sink.messages.map(\.text) == ["Unable to parse constraint format:\nExpected a ']' here.\nH:|-[a\n      ^"])
        // The error names the caller's file, not the UIKit module's.
        #expect(sink.messages.first?.location?.file == "UIKitTests/NSLayoutConstraintTests.swift")
    }

    @Test func aMetricThatIsNotANumberIsNamed() {
        let (_, a, _) = rootWithTwoViews()
        let sink = CollectingSink()
        let made = LayoutLog.$sink.withValue(sink) {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-gap-[a]", options: [], metrics: ["gap": "wide"], views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(sink.messages.first?.text.contains("Metric 'gap' is not a number.") == true)
    }

    @Test func prioritiesHaveUIKitsLevelsAndArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority(rawValue: 600) > .defaultLow)
    }

    @Test func aLowerPriorityWidthGivesWayToARequiredOne() {
        let (root, a, _) = rootWithTwoViews()
        let wish = a.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish,
            a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -16),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 376, height: 10))
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let (root, a, b) = rootWithTwoViews()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 3),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.constraints.allSatisfy { $0.source?.file == "UIKitTests/NSLayoutConstraintTests.swift" })
        #expect(a.frame == CGRect(x: 8, y: 24, width: 10, height: 10))
        #expect(b.frame == CGRect(x: 34, y: 24, width: 10, height: 10))
    }
}
