/// Why a visual format string could not be turned into constraints.
///
/// ``CaretError/offset`` is the index, in `Character`s, of the offending character in
/// ``CaretError/text`` (also spelled `format`). ``CaretError/description`` prints it the way
/// UIKit does:
///
/// ```
/// Unable to parse constraint format:
/// Expected a ']' here.
/// H:|-[button
///            ^
/// ```
public typealias VisualFormatError = CaretError<VisualFormatText>

/// The text of a visual format string, as the kind of a ``VisualFormatError``.
public enum VisualFormatText: HeadedCaretErrorKind {
    /// UIKit's heading.
    public static let heading = "Unable to parse constraint format:"
}

extension CaretError where Kind == VisualFormatText {
    /// Creates an error for the character at `offset` in `format`.
    public init(message: String, format: String, offset: Int) {
        self.init(message: message, text: format, offset: offset)
    }

    /// The whole format string.
    public var format: String {
        get { text }
        set { text = newValue }
    }
}

/// The messages the parser and builder report, in one place so the wording stays consistent.
enum VisualFormatMessage {
    static let emptyFormat = "The format is empty."
    static let expectedOrientation = "Expected 'H:' or 'V:' here."
    static let expectedView = "Expected a view here."
    static let expectedViewName = "Expected a view name here."
    static let expectedNameAfterDot = "Expected a name after '.' here (a guide, as in scroll.contentLayoutGuide)."
    static let expectedCloseBracket = "Expected a ']' here."
    static let expectedCommaOrParen = "Expected a ',' or a ')' here."
    static let expectedObject = "Expected a number, a metric name or a view name here."
    static let expectedRelation = "Expected a relation (==, <= or >=) here."
    static let expectedPriority = "Expected a number or a metric name after '@'."
    static let expectedDash = "Expected a '-' here."
    static let expectedViewOrBar = "Expected a view or '|' here."
    static let expectedSpacing = "Expected a spacing, a view or '|' after '-'."
    static let expectedContinuation = "Expected '-', '[', '|' or the end of the format here."
    static let expectedEnd = "Expected the end of the format here."
    static let barInMiddle = "A '|' must be at the start or the end of the format."
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview."

    static func notFinite(_ text: String) -> String { "The number \(text) is not finite." }
    static func unknownView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    static func unknownMetric(_ name: String) -> String { "\(name) is not a key in the metrics dictionary." }
    static func unknownMetricOrView(_ name: String) -> String {
        "\(name) is not a key in the metrics or views dictionary."
    }
    static func viewAsSpacing(_ name: String) -> String {
        "\(name) is a view; a spacing must be a number or a metric."
    }
    static func nonFiniteMetric(_ name: String, _ value: Double) -> String {
        "The metric \(name) is not a finite number (\(value))."
    }
    static func priorityOutOfRange(_ value: Double) -> String {
        "The priority \(formatPoints(value)) is out of range; priorities run from 1 to 1000."
    }
    static func differentSuperviews(_ name: String, _ other: String) -> String {
        "Unable to interpret '|' character, because \(name) and \(other) have different superviews."
    }
    static func alignmentOnLayoutAxis(_ axis: LayoutAxis) -> String {
        let edge = axis == .horizontal ? "horizontal" : "vertical"
        return "Options mask required views to be aligned on a \(edge) edge, "
            + "which is not allowed for layout that is also \(edge)."
    }
    static let conflictingDirections = "The options can hold only one of directionLeftToRight and directionRightToLeft."
    static let baselineSpacingInHorizontalLayout =
        "The spacingBaselineToBaseline option applies only to vertical layout."
}
