import Plumb

/// What an accessibility element is and what state it is in (UIKit's `UIAccessibilityTraits`).
///
/// The raw values are UIKit's own bits (`UIAccessibilityTraitButton` is bit 0, `…Header` bit 16,
/// `…ToggleButton` bit 53), as the public record of `UIAccessibility.h`'s constants shows (e.g.
/// WebDriverAgent's `AXTraits`, which lists them bit by bit), so a value logged on a device
/// reads the same here.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits (0).
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button (bit 0).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link (bit 1).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image (bit 2).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (bit 3).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated (bit 4).
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key (bit 5).
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that doesn't change (bit 6).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the app's state when it starts (bit 7).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled and doesn't respond (bit 8).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often (bit 9).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Behaves like a search field (bit 10).
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated (bit 11).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusts continuously through a range of values (bit 12).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Lets VoiceOver users touch it directly (bit 13).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver reaches its end (bit 14).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Behaves like a tab bar (bit 15).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header dividing content into sections (bit 16).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Behaves like a toggle button (bit 53, public since iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// Holds UIKit's accessibility properties for ``UIView`` (on iOS they come from `NSObject`'s
/// informal `UIAccessibility` protocol). They are stored and read back, and overridable as on
/// iOS, so views that describe themselves to VoiceOver compile and keep what they set; nothing
/// on Linux reads them aloud. Its own class so that `UIView.swift` stays about layout. Not for apps.
open class _UIViewAccessibilityBridge: _UIViewLayoutBridge {
    /// Whether assistive apps see this view as one element (false by default for a plain view;
    /// true for a label and a button, as in UIKit).
    open var isAccessibilityElement = false
    /// What VoiceOver says for the element; a label's default is its text, a button's its title.
    open var accessibilityLabel: String?
    /// What activating the element does, said after the label.
    open var accessibilityHint: String?
    /// The element's value (a slider's percentage, a field's text).
    open var accessibilityValue: String?
    /// The name UI tests find the view by; never shown or spoken.
    open var accessibilityIdentifier: String?
    /// What the element is (`.button`, `.header`, …); a label's default is `.staticText`,
    /// a button's `.button`, as in UIKit.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether the view's subviews are hidden from assistive apps (default false).
    open var accessibilityElementsHidden = false
    /// Whether assistive apps ignore the view's siblings while it shows (default false).
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver reads the subviews as a group before moving on (default false).
    open var shouldGroupAccessibilityChildren = false
    /// The elements in the order assistive apps visit them; nil (the default) visits the subviews.
    open var accessibilityElements: [Any]?

    /// The control this view is to the accessibility checks, in the user's words: `button`
    /// when its traits include `.button` (a view made to act as one), else nil. UIKit's
    /// switch, slider, segmented control and text field name themselves. Not for apps.
    open var _accessibilityControlName: String? { accessibilityTraits.contains(.button) ? "button" : nil }

    /// A control (``_accessibilityControlName``) spoken as its ``accessibilityLabel``.
    open override var accessibilityAuditFacts: AccessibilityFacts? {
        _accessibilityControlName.map { AccessibilityFacts(control: $0, label: accessibilityLabel) }
    }

    /// The element's frame in screen coordinates. UIKit's default for a view is its frame on
    /// screen: here the frame in the root view's coordinates (the window's, which is the
    /// screen's), not counting scrolling. Setting it keeps the value set.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? frameInRootView }
        set { storedAccessibilityFrame = newValue }
    }
    private var storedAccessibilityFrame: CGRect?

    private var frameInRootView: CGRect {
        var rect = rectFrame
        var ancestor = superview
        while let next = ancestor {
            rect.origin.x += next.rectFrame.minX
            rect.origin.y += next.rectFrame.minY
            ancestor = next.superview
        }
        return CGRect(rect)
    }

    /// Called when an assistive app activates the element (a VoiceOver double tap); return true
    /// when handled. The default returns false (UIKit's default lets the system tap the view).
    open func accessibilityActivate() -> Bool { false }
}
