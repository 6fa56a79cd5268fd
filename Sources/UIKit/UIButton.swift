import Plumb

/// A push button (UIKit's `UIButton`), on Plumb's `Button`: the system type's 15-point title in
/// the tint colour, padded by 6 points above and below, with titles and title colours per state.
///
/// It is built on Plumb's `Button`, not on ``UIControl``, so a `UIButton` is not a `UIControl`;
/// it has the same `addAction(_:for:)` and `sendActions(for:)`.
open class UIButton: Button {
    /// A button's look (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Sendable, Hashable {
        /// No style: white title (UIKit's `.custom`, the type of `UIButton(frame:)`).
        case custom
        /// The system button: tinted title.
        case system
        /// Other system types, drawn as `.system`.
        case detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's type, fixed at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var actions = ControlActions()

    /// Whether the button responds (default true); a disabled button shows its `.disabled` title and colour.
    public var isEnabled = true { didSet { showCurrentState() } }
    /// Whether the button is selected; a selected button shows its `.selected` title and colour.
    public var isSelected = false { didSet { showCurrentState() } }

    /// The button's state from its flags.
    public var state: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Creates a button of a type (UIKit's `init(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(title: "")
        if buttonType == .custom { titleColor = .white }
    }

    /// Creates a custom button with a frame.
    public convenience init(frame: CGRect) {
        self.init(type: .custom)
        rectFrame = frame.plumbRect
    }

    /// Buttons are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a custom button with a zero frame.
    public convenience init() {
        self.init(type: .custom)
    }

    /// Sets the title shown in `state`; nil removes it (the `.normal` title is the fallback).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        showCurrentState()
    }

    /// The title for `state`, or the `.normal` one.
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour in `state`; nil removes it.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        showCurrentState()
    }

    /// The title colour for `state`, or the `.normal` one, or the type's default.
    public func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Runs `action` when one of `events` happens.
    public func addAction(_ action: UIAction, for events: UIControl.Event) { actions.add(action, for: events) }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: UIAction, for events: UIControl.Event) { actions.remove(action, for: events) }

    /// Runs the actions registered for `events`, as a tap would.
    public func sendActions(for events: UIControl.Event) { actions.send(for: events) }

    private func showCurrentState() {
        title = currentTitle ?? ""
        titleColor = titleColor(for: state) ?? (buttonType == .custom ? .white : .systemBlue)
    }
}
