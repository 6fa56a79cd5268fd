import Plumb
import Testing
import UIKit

/// The accessibility checks read UIKit's controls: a switch is a control with no label of its
/// own, a view whose traits say `.button` is a button, and a label set on either satisfies them.
@Suite struct UIKitAccessibilityCheckTests {
    @Test func uikitControlsAreCheckedForLabelsAndTouchTargets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .white
        let wifi = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        wifi.identifier = "wifi"
        let labelled = UISwitch(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
        labelled.identifier = "bluetooth"
        labelled.accessibilityLabel = "Bluetooth"
        let handle = UIView(frame: CGRect(x: 10, y: 110, width: 44, height: 44))
        handle.identifier = "handle"
        handle.accessibilityTraits = .button
        let close = UIView(frame: CGRect(x: 10, y: 170, width: 44, height: 44))
        close.identifier = "close"
        close.accessibilityTraits = .button
        close.accessibilityLabel = "Close"
        for view in [wifi, labelled, handle, close] { root.addSubview(view) }
        root.layoutIfNeeded()
        let problems = AccessibilityProblems.find(in: root)
        #expect(problems.map(\.description) == [
            "wifi touch target too small (51 × 31 pt, under 44 × 44 pt)",
            "wifi has no accessibility label (a switch)",
            "bluetooth touch target too small (51 × 31 pt, under 44 × 44 pt)",
            "handle has no accessibility label (a button)",
        ])
    }
}
