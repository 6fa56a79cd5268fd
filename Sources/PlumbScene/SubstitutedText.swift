import Yams

/// Where the parameters went in a string of a component, so that an error at a character of
/// the result points at the character written in the file: before, after or between the
/// references, the same character; inside a value, the `$` of its reference.
struct SubstitutedText {
    /// One reference: where its value is in the result, and where `$name` is in the original.
    struct Span {
        let result: Range<Int>
        let original: Range<Int>
    }

    var spans: [Span] = []

    /// The character offset in the original string for one in the result.
    func originalOffset(_ offset: Int) -> Int {
        var shift = 0
        for span in spans {
            if offset < span.result.lowerBound { break }
            if offset < span.result.upperBound { return span.original.lowerBound }
            shift = span.original.upperBound - span.result.upperBound
        }
        return offset + shift
    }

    /// The key of a scalar: where it starts in the file.
    struct Place: Hashable {
        let line: Int
        let column: Int

        init?(_ node: Node) {
            guard let mark = node.mark else { return nil }
            line = mark.line
            column = mark.column
        }
    }
}
