import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
@testable import UIKit

@Suite struct UIKitBarTests {
    @Test func aNavigationBarPushesTheTopControllersSafeAreaBelowIt() throws {
        let greeting = GreetingViewController()
        let navigation = UINavigationController(rootViewController: greeting)
        greeting.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        greeting.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
        let window = showOnIPhone15(navigation)
        defer { withExtendedLifetime(window) {} }
        // UIKit's bar: 44 points under the 59-point status bar area.
        #expect(navigation.navigationBar.frame.plumb ≈ Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(greeting.view.frame.plumb ≈ Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(greeting.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(greeting.label.frame.minY ≐ 103)
        #expect(greeting.navigationController === navigation)
        #expect(navigation.navigationBar.titleLabel.text == "Greeting")
        try savePictureForLooking(window, "navigation")
    }

    @Test func aLargeTitleMakesTheBar96PointsTall() throws {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showOnIPhone15(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.plumb ≈ Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(settings.view.safeAreaInsets.top == 155)
        #expect(settings.tableView.contentOffset.y ≐ -155)
        #expect(navigation.navigationBar.largeTitleLabel.text == "Settings")
        #expect(navigation.navigationBar.titleLabel.text == nil)
        // A pushed controller that never shows a large title gets the standard bar.
        let detail = GreetingViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.frame.height ≐ 44)
        #expect(detail.label.frame.minY ≐ 103)
        try savePictureForLooking(window, "navigation-pushed")
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height ≐ 96)
        #expect(detail.parent == nil)
    }

    @Test func aTabBarAppInsetsTheSelectedControllersSafeArea() throws {
        let home = TabPageViewController(title: "Home", symbol: "house")
        let settings = TabPageViewController(title: "Settings", symbol: "gear")
        let tabs = UITabBarController()
        let homeNavigation = UINavigationController(rootViewController: home)
        // As in UIKit, the tab shows the navigation controller's item, not its root's.
        homeNavigation.tabBarItem = home.tabBarItem
        tabs.viewControllers = [homeNavigation, settings]
        let window = showOnIPhone15(tabs)
        defer { withExtendedLifetime(window) {} }
        // 49 points plus the 34-point bottom inset, at the bottom.
        #expect(tabs.tabBar.frame.plumb ≈ Rect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(home.footer.frame.maxY ≐ (852 - 83))
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Settings"])
        try savePictureForLooking(window, "tabs")
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === settings)
        #expect(settings.view.superview === tabs.view)
        #expect(settings.footer.frame.maxY ≐ (852 - 83))
        // The tab bar is drawn: its hairline and the system background.
        let image = try Renderer(scale: 1).image(of: window)
        #expect(image.pixel(x: 5, y: 852 - 40) == (255, 255, 255, 255))
    }

    @Test func theKeyboardGuideFollowsTheKeyboard() throws {
        let chat = ChatViewController()
        let window = showOnIPhone15(chat)
        defer { withExtendedLifetime(window) {} }
        // No keyboard: the guide's top is the safe area's bottom.
        #expect(chat.view.keyboardLayoutGuide.layoutFrame.plumb ≈ Rect(x: 0, y: 818, width: 393, height: 34))
        #expect(chat.composer.frame.plumb ≈ Rect(x: 0, y: 818 - 52, width: 393, height: 52))
        window.showKeyboard(height: 336)
        #expect(chat.view.keyboardLayoutGuide.layoutFrame.plumb ≈ Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(chat.composer.frame.maxY ≐ 516)
        // The keyboard is drawn as a grey panel under the bar.
        let image = try Renderer(scale: 1).image(of: window)
        #expect(image.pixel(x: 200, y: 700) == (209, 211, 217, 255))
        try savePictureForLooking(window, "keyboard")
        window.hideKeyboard()
        #expect(chat.composer.frame.maxY ≐ 818)
    }
}
