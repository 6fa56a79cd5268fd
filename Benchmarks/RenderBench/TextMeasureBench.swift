// Text measurement: many labels, few distinct strings, through PangoTextMeasurer's cache.

import BenchSupport
import Plumb
import PlumbRender

/// The distinct texts and how each is set: deterministic, varied in length and font.
struct TextCorpus {
    struct Entry {
        let text: String
        let font: Font
        /// 0 for one line; else the width wrapping labels are given (preferredMaxLayoutWidth).
        let wrapWidth: Double
    }

    let entries: [Entry]

    init(distinct: Int) {
        let words = ["account", "settings", "network", "profile", "backup", "storage", "privacy", "display",
                     "sound", "battery", "keyboard", "language", "region", "updates", "security", "sharing",
                     "notifications", "calendar", "contacts", "photos", "music", "messages", "weather",
                     "maps", "wallet", "health", "reminders", "files", "camera", "clock", "mail", "notes",
                     "shortcuts", "translate", "podcasts", "books", "news", "stocks", "home", "fitness"]
        var seen = Set<String>()
        var out: [Entry] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        while out.count < distinct {
            let count = 1 + next() % 8
            var text = (0..<count).map { _ in words[next() % words.count] }.joined(separator: " ")
            text = text.prefix(1).uppercased() + text.dropFirst()
            if next() % 4 == 0 { text += " (\(next() % 100))" }
            guard seen.insert(text).inserted else { continue }
            let i = out.count
            let font = Font(size: [13.0, 15, 17][i % 3], bold: i % 7 == 0)
            out.append(Entry(text: text, font: font, wrapWidth: i % 5 == 0 ? 180 : 0))
        }
        entries = out
    }

    /// A label for entry `index`, set up as a screen would set it.
    func label(_ index: Int) -> Label {
        let entry = entries[index]
        let label = Label(text: entry.text, font: entry.font)
        // No measurer is installed process-wide any more (issue 32): a label measures with
        // Pango only when given it, as a scene's root gives it to every label in its tree.
        label.textMeasurer = PangoTextMeasurer.shared
        if entry.wrapWidth > 0 {
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = entry.wrapWidth
        }
        return label
    }

    /// The request a label for entry `index` measures with.
    func request(_ index: Int) -> TextMeasureRequest { label(index).measureRequest }
}

struct TextBenchResult {
    var coldMs: [Double] = []      // 10,000 labels after clearCache()
    var warmMs: [Double] = []      // the same 10,000 requests again, cache full
    var uncachedMs: [Double] = []  // the distinct requests after clearCache(): all misses
    var stats = MeasurementStatistics(hits: 0, misses: 0)
}

/// `labels` labels over `distinct` strings, in a deterministic shuffled order.
func runTextBenchmark(labels count: Int, distinct: Int, runs: Int, budget: Double) -> TextBenchResult {
    let corpus = TextCorpus(distinct: distinct)
    var order = (0..<count).map { $0 % distinct }
    var state: UInt64 = 42
    for i in stride(from: order.count - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
    }
    let measurer = PangoTextMeasurer.shared
    let requests = order.map { corpus.request($0) }
    let distinctRequests = (0..<distinct).map { corpus.request($0) }
    var result = TextBenchResult()
    let started = elapsedSeconds()
    for run in 0...runs {  // run 0 is a warm-up
        if run > 1 && elapsedSeconds() - started > budget { break }
        // Fresh labels (each label also caches its own measurement), made outside the timed region.
        let views = order.map { corpus.label($0) }
        measurer.clearCache()
        let t0 = nowNanos()
        for label in views { sink += label.intrinsicContentSize.width }
        let t1 = nowNanos()
        let stats = measurer.statistics
        let t2 = nowNanos()
        for request in requests { sink += measurer.measure(request).size.height }
        let t3 = nowNanos()
        measurer.clearCache()
        let t4 = nowNanos()
        for request in distinctRequests { sink += measurer.measure(request).size.width }
        let t5 = nowNanos()
        guard run > 0 else { continue }
        result.stats = stats
        result.coldMs.append(millis(t0, t1))
        result.warmMs.append(millis(t2, t3))
        result.uncachedMs.append(millis(t4, t5))
    }
    measurer.clearCache()
    return result
}
