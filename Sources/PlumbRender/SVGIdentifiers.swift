/// Makes Cairo's SVG output deterministic within a process.
///
/// Cairo names some SVG elements after process-wide counters (`surface7`, `image3`), so the
/// second render of a scene in one process would differ from the first. This renumbers those
/// ids in order of first appearance, so equal drawings give equal bytes.
enum SVGIdentifiers {
    /// The SVG text with `surfaceN` and `imageN` ids (and references to them) renumbered from 1.
    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        let pattern = /(id="|#)(surface|image)([0-9]+)/
        var numbers: [String: Int] = [:]
        var counters: [Substring: Int] = [:]
        let result = text.replacing(pattern) { match in
            let (_, lead, kind, number) = match.output
            let key = "\(kind)\(number)"
            let renumbered = numbers[key] ?? {
                counters[kind, default: 0] += 1
                numbers[key] = counters[kind]!
                return counters[kind]!
            }()
            return "\(lead)\(kind)\(renumbered)"
        }
        return Array(result.utf8)
    }
}
