import Plumb

/// An action a control runs (UIKit's `UIAction`): a title, an optional image and a closure.
/// There are no touches on Linux; a test runs the actions with `sendActions(for:)`.
open class UIAction: UIMenuElement {
    /// What the action does.
    public let handler: (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// The actions a control holds, with the events that send each.
struct ControlActions {
    private var entries: [(action: UIAction, events: UIControl.Event)] = []

    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        entries.append((action, events))
    }

    mutating func remove(_ action: UIAction, for events: UIControl.Event) {
        entries.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Runs, in the order they were added, the actions registered for any of `events`.
    func send(for events: UIControl.Event) {
        for entry in entries where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }
}
