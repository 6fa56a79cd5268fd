import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// A controller written as iOS code is: a label pinned to the root view's margins and safe area.
final class GreetingViewController: UIViewController {
    let label = UILabel()
    var events: [String] = []

    override func loadView() {
        events.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
        title = "Greeting"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("traitCollectionDidChange")
    }
}

/// Puts `controller` in an iPhone 15 window with Pango's text measurement, and lays it out.
@discardableResult
func showOnIPhone15(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(device: .iPhone15)
    window.textMeasurer = PangoTextMeasurer.shared
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

@Suite struct UIViewControllerTests {
    @Test func theViewLoadsLazilyThenViewDidLoadRuns() {
        let controller = GreetingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.events.isEmpty)
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame.plumb ≈ Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func theWindowTakesTheDeviceAndLaysOutAroundTheHooks() {
        let controller = GreetingViewController()
        let window = showOnIPhone15(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(window.frame.plumb ≈ Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.view.frame.plumb ≈ Rect(x: 0, y: 0, width: 393, height: 852))
        let layoutEvents = controller.events.drop(while: { $0 != "viewWillLayoutSubviews" })
        #expect(layoutEvents.first == "viewWillLayoutSubviews")
        #expect(layoutEvents.contains("viewDidLayoutSubviews"))
        // The root view's margins are raised to the system minimum, 16 on a compact width.
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.label.frame.minX ≐ 16)
        #expect(controller.label.frame.width ≐ (393 - 32))
        #expect(controller.label.frame.minY ≐ 59)
    }

    @Test func theMinimumIs20OnARegularWidthAndACustomMarginAboveItWins() {
        let controller = GreetingViewController()
        let window = UIWindow(device: .iPad)
        window.rootViewController = controller
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40)
        window.layoutIfNeeded()
        defer { withExtendedLifetime(window) {} }
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        // 10 is raised to 20; 40 is more than the minimum, so it stays.
        #expect(controller.label.frame.minX ≐ 20)
        #expect(controller.label.frame.maxX ≐ (820 - 40))
    }

    @Test func turningTheMinimumOffKeepsTheRequestedMargins() {
        let controller = GreetingViewController()
        controller.viewRespectsSystemMinimumLayoutMargins = false
        _ = controller.view
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let window = showOnIPhone15(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.label.frame.minX ≐ 4)
    }

    @Test func additionalSafeAreaInsetsMoveTheSafeAreaGuide() {
        let controller = GreetingViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let window = showOnIPhone15(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 79, left: 0, bottom: 44, right: 0))
        #expect(controller.label.frame.minY ≐ 79)
    }

    @Test func aControllersViewOutlivesItsWindow() {
        func shownThenDropped() -> GreetingViewController {
            let controller = GreetingViewController()
            showOnIPhone15(controller)
            return controller
        }
        let controller = shownThenDropped()
        // The window is gone: the view is the root of its own tree, and still lays out (the
        // cached roots of its subviews named the window).
        #expect(controller.view.superview == nil)
        #expect(controller.label.rootView === controller.view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        controller.view.layoutIfNeeded()
        #expect(controller.label.frame.minX ≐ 16)
        #expect(controller.label.frame.width ≐ (200 - 32))
    }

    @Test func childControllersAreAddedAndRemovedInUIKitsOrder() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will:\(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did:\(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.moves == ["will:parent", "did:parent", "will:nil", "did:nil"])
    }

    @Test func newTraitsCallTraitCollectionDidChangeOnControllersAndViews() {
        final class Watcher: UIView {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection)
            }
        }
        let controller = GreetingViewController()
        let window = showOnIPhone15(controller)
        defer { withExtendedLifetime(window) {} }
        let watcher = Watcher()
        controller.view.addSubview(watcher)
        controller.events = []
        var dark = window.traitCollection
        dark.userInterfaceStyle = .dark
        window.setTraitCollection(dark)
        #expect(controller.events.first == "traitCollectionDidChange")
        #expect(watcher.previous.count == 1)
        #expect(watcher.previous.first??.userInterfaceStyle == .light)
        window.setTraitCollection(dark)
        #expect(watcher.previous.count == 1)
    }
}
