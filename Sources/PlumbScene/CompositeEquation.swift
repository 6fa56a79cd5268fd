import Foundation
import Plumb

/// An equation over composite anchors, as scene files write them:
///
/// ```
/// card.edges == root.margins.edges + [8, 16, 8, 16]    # top, leading, bottom, trailing insets
/// badge.center == avatar.center
/// logo.size == 64x64
/// thumb.size <= photo.size @750
/// ```
///
/// Each stands for the plain equations of its parts (four edges, two centres, two sizes),
/// which the scene compiles one by one. Edges and centres relate with `==` only; sizes with any
/// relation. Insets push every edge inwards, as UIKit's `NSDirectionalEdgeInsets` do.
struct CompositeEquation {
    /// The plain equations, in order.
    let parts: [String]
    /// Where the right-hand side starts in the original text (errors inside it point there).
    let rightSideOffset: Int
    /// How many characters the first item takes at the start of the text, and of every part:
    /// an error inside it points at the same place.
    var firstItemEnd = 0

    /// Where an error at `offset` in a part belongs in the original text.
    func originalOffset(_ offset: Int) -> Int { offset < firstItemEnd ? offset : rightSideOffset }

    private static let pattern = try! NSRegularExpression(pattern:
        #"^(\s*)([A-Za-z_][\w.-]*?)\.(edges|center|size)(\s*)(==|<=|>=)(\s*)(.*?)\s*(@\s*\S+)?\s*$"#)

    /// The expansion of `text`, nil when it names no composite anchor on its left; throws a
    /// message and an offset when it does but is malformed.
    static func expand(_ text: String) throws(CompositeError) -> CompositeEquation? {
        // Most equations name no composite: skip the pattern for them (scene files can hold tens
        // of thousands of equations).
        guard namesComposite(text) else { return nil }
        let ns = text as NSString
        guard let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        func group(_ i: Int) -> String { match.range(at: i).location == NSNotFound ? "" : ns.substring(with: match.range(at: i)) }
        let first = group(2), kind = group(3), relation = group(5), right = group(7)
        let priority = group(8).isEmpty ? "" : " " + group(8)
        let rightOffset = characterOffset(in: text, utf16: match.range(at: 7).location)
        let relationOffset = characterOffset(in: text, utf16: match.range(at: 5).location)
        let firstEnd = group(1).count + first.count
        func parts(_ pairs: [(String, String)]) -> [String] {
            pairs.map { "\(group(1))\(first).\($0.0) \(relation) \($0.1)\(priority)" }
        }
        switch kind {
        case "size":
            if let (width, height) = sizeLiteral(right) {
                return CompositeEquation(parts: parts([("width", width), ("height", height)]), rightSideOffset: rightOffset, firstItemEnd: firstEnd)
            }
            let second = try item(right, kind: "size", at: rightOffset)
            return CompositeEquation(parts: parts([("width", "\(second).width"), ("height", "\(second).height")]),
                                     rightSideOffset: rightOffset, firstItemEnd: firstEnd)
        case "center":
            guard relation == "==" else { throw CompositeError(message: "a centre relates with == only", offset: relationOffset) }
            let second = try item(right, kind: "center", at: rightOffset)
            return CompositeEquation(parts: parts([("centerX", "\(second).centerX"), ("centerY", "\(second).centerY")]),
                                     rightSideOffset: rightOffset, firstItemEnd: firstEnd)
        default:
            guard relation == "==" else { throw CompositeError(message: "edges relate with == only", offset: relationOffset) }
            var insets = [0.0, 0, 0, 0]
            var anchor = right
            if let plus = right.range(of: "+") {
                anchor = right[..<plus.lowerBound].trimmingCharacters(in: .whitespaces)
                let list = right[plus.upperBound...].trimmingCharacters(in: .whitespaces)
                let listOffset = rightOffset + right.distance(from: right.startIndex, to: plus.upperBound)
                insets = try numbers(list, count: 4, at: listOffset)
            }
            let second = try item(anchor, kind: "edges", at: rightOffset)
            func signed(_ attribute: String, _ value: Double, inwards: Bool) -> (String, String) {
                let amount = inwards ? value : -value
                let constant = amount == 0 ? "" : (amount < 0 ? " - \(formatPoints(-amount))" : " + \(formatPoints(amount))")
                return (attribute, "\(second).\(attribute)\(constant)")
            }
            return CompositeEquation(parts: parts([signed("top", insets[0], inwards: true),
                                                   signed("leading", insets[1], inwards: true),
                                                   signed("bottom", insets[2], inwards: false),
                                                   signed("trailing", insets[3], inwards: false)]),
                                     rightSideOffset: rightOffset, firstItemEnd: firstEnd)
        }
    }

    /// True when the left side (up to the relation) ends in `.edges`, `.center` or `.size`:
    /// a byte scan, far cheaper than the pattern.
    private static func namesComposite(_ text: String) -> Bool {
        var left = Array(text.utf8.prefix { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") })
        while left.last == UInt8(ascii: " ") || left.last == UInt8(ascii: "\t") { left.removeLast() }
        return [".edges", ".center", ".size"].contains { left.count >= $0.utf8.count && left.suffix($0.utf8.count).elementsEqual($0.utf8) }
    }

    /// `other.kind` → `other`.
    private static func item(_ text: String, kind: String, at offset: Int) throws(CompositeError) -> String {
        let suffix = "." + kind
        guard text.hasSuffix(suffix), text.count > suffix.count else {
            throw CompositeError(message: "expected another item's \(kind) here, like 'root.\(kind)'", offset: offset)
        }
        return String(text.dropLast(suffix.count))
    }

    /// `64x64` → ("64", "64").
    private static func sizeLiteral(_ text: String) -> (String, String)? {
        let pieces = text.split(separator: "x", omittingEmptySubsequences: false)
        guard pieces.count == 2, let w = Double(pieces[0]), let h = Double(pieces[1]), w.isFinite, h.isFinite else { return nil }
        return (formatPoints(w), formatPoints(h))
    }

    /// `[a, b, c, d]`.
    private static func numbers(_ text: String, count: Int, at offset: Int) throws(CompositeError) -> [Double] {
        guard text.hasPrefix("["), text.hasSuffix("]") else {
            throw CompositeError(message: "expected insets as [top, leading, bottom, trailing]", offset: offset)
        }
        let values = text.dropFirst().dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == count, values.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            throw CompositeError(message: "expected \(count) numbers: [top, leading, bottom, trailing]", offset: offset)
        }
        return values.map { $0! }
    }

    private static func characterOffset(in text: String, utf16 location: Int) -> Int {
        let index = String.Index(utf16Offset: min(location, text.utf16.count), in: text)
        return text.distance(from: text.startIndex, to: index)
    }
}

/// A malformed composite equation: what is wrong and where (a character offset).
struct CompositeError: Error {
    let message: String
    let offset: Int
}
