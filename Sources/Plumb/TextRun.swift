/// A stretch of text in its own font or colour, as an attributed string's runs give them.
/// Offsets count UTF-16 code units, as `NSAttributedString` ranges do; where runs overlap, the
/// later one wins.
public struct TextRun: Hashable, Sendable {
    /// The stretch, in UTF-16 offsets from the start of the text.
    public var range: Range<Int>
    /// The stretch's font, or nil to keep the text's.
    public var font: Font?
    /// The stretch's colour, or nil to keep the text's.
    public var color: Color?

    /// Creates a run.
    public init(range: Range<Int>, font: Font? = nil, color: Color? = nil) {
        self.range = range
        self.font = font
        self.color = color
    }
}
