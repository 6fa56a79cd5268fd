import Plumb

/// A view that sends actions (UIKit's `UIControl`), subclassable for custom controls.
open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`, with UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state: 0.
        public static let normal = State([])
        /// Being touched: 1 << 0.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled: 1 << 1.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected: 1 << 2.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused: 1 << 3.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happened to a control (UIKit's `UIControl.Event`, with UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event's bits.
        public let rawValue: UInt
        /// An event from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// 1 << 0.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// 1 << 6.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// 1 << 12.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// 1 << 13.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// 1 << 16.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// 1 << 17.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// 1 << 18.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    /// Whether the control responds (default true).
    open var isEnabled = true
    /// Whether the control is selected (default false).
    open var isSelected = false
    /// Whether the control is being touched (always false without touches, unless set).
    open var isHighlighted = false
    /// Whether a touch shows the control's menu instead of sending its primary action
    /// (default false). Stored: no menu opens on Linux.
    open var showsMenuAsPrimaryAction = false

    /// The control's state from its flags.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions = ControlActions()

    /// Runs `action` when one of `events` happens.
    public func addAction(_ action: UIAction, for events: Event) { actions.add(action, for: events) }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: UIAction, for events: Event) { actions.remove(action, for: events) }

    /// Runs the actions registered for `events`, as a touch would.
    open func sendActions(for events: Event) { actions.send(for: events) }
}
