import Plumb
import Testing
import UIKit

/// Writes every hierarchy notification it gets, with its own name, into a shared log.
private final class LoggingView: UIView {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.add("\(name).willMoveToSuperview(\(label(newSuperview)))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview(\(label(superview as? UIView)))") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview(\(label(subview)))") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? LoggingView)?.name ?? (view is UIWindow ? "window" : "view")
    }
}

private final class Log {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A field that accepts first responder without overriding `becomeFirstResponder`.
private final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A field that refuses to give up first responder.
private final class StubbornFieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
}

private final class FocusController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite struct UIViewHierarchyHookTests {
    @Test func addingOutsideAWindowCallsTheSuperviewHooksThenDidAddSubview() {
        let log = Log()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        parent.addSubview(child)
        #expect(log.lines == [
            "child.willMoveToSuperview(parent)", "child.didMoveToSuperview(parent)", "parent.didAddSubview(child)",
        ])
    }

    @Test func addingIntoAWindowTellsTheWholeSubtreeParentsFirst() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = LoggingView("card", log: log)
        let title = LoggingView("title", log: log)
        card.addSubview(title)
        log.lines = []
        window.addSubview(card)
        #expect(log.lines == [
            "card.willMoveToSuperview(window)", "card.didMoveToSuperview(window)",
            "card.willMoveToWindow(window)", "title.willMoveToWindow(window)",
            "card.didMoveToWindow(window)", "title.didMoveToWindow(window)",
        ])
        #expect(title.window === window)
    }

    @Test func removingFromAWindowCallsWillRemoveSubviewBetweenTheWindowHooks() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.lines = []
        child.removeFromSuperview()
        #expect(log.lines == [
            "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)", "parent.willRemoveSubview(child)",
            "child.didMoveToWindow(nil)", "child.didMoveToSuperview(nil)",
        ])
        #expect(child.window == nil)
    }

    @Test func movingToAnotherSuperviewIsOneMoveAndInsertSubviewCallsTheHooksToo() {
        let log = Log()
        let first = LoggingView("first", log: log)
        let second = LoggingView("second", log: log)
        let child = LoggingView("child", log: log)
        first.addSubview(child)
        log.lines = []
        second.insertSubview(child, at: 0)
        #expect(log.lines == [
            "child.willMoveToSuperview(second)", "first.willRemoveSubview(child)",
            "child.didMoveToSuperview(second)", "second.didAddSubview(child)",
        ])
        log.lines = []
        second.addSubview(child)
        #expect(log.lines.isEmpty)  // already there: reordered, no move
    }

    @Test func nextIsTheControllerThenTheSuperview() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
        // The walk apps write to find a view's controller.
        var responder: UIResponder? = button
        while let current = responder, !(current is UIViewController) { responder = current.next }
        #expect(responder === controller)
    }

    @Test func becomingFirstResponderFollowsUIKitsDefaults() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = FieldView()
        let second = FieldView()
        let plain = UIView()
        #expect(!first.becomeFirstResponder())  // outside a window
        for view in [first, second, plain] { window.addSubview(view) }
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        // Apple: the current one is asked to resign first, then canBecomeFirstResponder.
        #expect(!plain.becomeFirstResponder())
        #expect(!second.isFirstResponder)
        #expect(first.becomeFirstResponder())
        #expect(first.resignFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(first.becomeFirstResponder())
        // Leaving the window resigns: back in it, it is not first responder.
        first.removeFromSuperview()
        window.addSubview(first)
        #expect(!first.isFirstResponder)
        #expect(!second.isFirstResponder)
    }

    @Test func aFirstResponderThatWillNotResignKeepsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stubborn = StubbornFieldView()
        let other = FieldView()
        window.addSubview(stubborn)
        window.addSubview(other)
        #expect(stubborn.becomeFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
    }

    @Test func aControllerBecomesFirstResponderInItsViewsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FocusController()
        #expect(!controller.becomeFirstResponder())
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(!UIViewController().canBecomeFirstResponder)
    }
}

/// An app's own responder that is not a view, as a coordinator object might be.
private final class Coordinator: UIResponder {}

@Suite struct UIResponderAdoptionTests {
    @Test func anAppsOwnResponderHasUIKitsDefaults() {
        let coordinator = Coordinator()
        #expect(coordinator.next == nil)
        #expect(!coordinator.canBecomeFirstResponder && coordinator.canResignFirstResponder)
        #expect(!coordinator.becomeFirstResponder() && !coordinator.isFirstResponder)
        #expect(coordinator.resignFirstResponder())
    }
}
