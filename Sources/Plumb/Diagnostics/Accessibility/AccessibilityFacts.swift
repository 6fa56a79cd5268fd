/// What the accessibility checks read of a view: whether it is a control people tap, what
/// VoiceOver says for it, and the text it draws. A view gives it through
/// ``View/accessibilityAuditFacts``; Plumb's controls and UIKit's do.
public struct AccessibilityFacts: Sendable, Hashable {
    /// The text a view draws: its font (resolved for the view's text size) and its colour.
    public struct DrawnText: Sendable, Hashable {
        /// The font as drawn.
        public var font: Font
        /// The text's colour (resolved for the view's appearance by the checks).
        public var color: Color
        /// What the view itself fills behind the text (a rounded button's bezel), drawn over
        /// its background; nil for nothing.
        public var fill: Color?
        /// Creates a drawn text.
        public init(font: Font, color: Color, fill: Color? = nil) {
            self.font = font
            self.color = color
            self.fill = fill
        }
    }

    /// What control the view is, in the user's words (`button`, `switch`, `text field`,
    /// `slider`, `segmented control`, `check box`); nil for a view people don't act on.
    public var control: String?
    /// What VoiceOver says for the view; nil or empty when it says nothing useful.
    public var label: String?
    /// The text the view draws, when it draws one that is not empty.
    public var text: DrawnText?

    /// Creates the facts.
    public init(control: String? = nil, label: String? = nil, text: DrawnText? = nil) {
        self.control = control
        self.label = label
        self.text = text
    }
}
