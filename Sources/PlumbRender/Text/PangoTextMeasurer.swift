import Plumb

/// Measures text with Pango in the pinned DejaVu fonts and the registered ones (``FontRegistry``),
/// caching each request's result.
///
/// Sizes are rounded up to whole points, so a label sized to its text never truncates after
/// frames snap to pixels; baselines are those of the text centred vertically in that box.
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    /// The measurer the whole process shares.
    public static let shared = PangoTextMeasurer()

    private struct Cache {
        var results: [TextMeasureRequest: TextMeasurement] = [:]
        var hits = 0
        var misses = 0
    }

    private let cache = Locked(Cache())

    /// Creates a measurer with an empty cache of its own.
    public init() {}

    /// The size and baselines of the request's text (from the cache when measured before).
    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let cached = cache.withLock { cache -> TextMeasurement? in
            guard let result = cache.results[request] else { return nil }
            cache.hits += 1
            return result
        }
        if let cached { return cached }
        let result = Self.measureUncached(request)
        cache.withLock { cache in
            cache.misses += 1
            cache.results[request] = result
        }
        return result
    }

    /// Forgets every cached measurement and resets ``statistics``.
    public func clearCache() {
        cache.withLock { $0 = Cache() }
    }

    /// Cache hits and misses since the measurer was made or its cache cleared.
    public var statistics: MeasurementStatistics {
        cache.withLock { MeasurementStatistics(hits: $0.hits, misses: $0.misses) }
    }

    /// Measures with Pango: no wrapping without a width, word wrapping (breaking long words)
    /// with one, and at most `lines` lines (the last one ellipsized when text is cut).
    static func measureUncached(_ request: TextMeasureRequest) -> TextMeasurement {
        var spec = TextLayoutSpec(text: request.text, font: request.font)
        spec.runs = request.runs
        spec.maxLines = max(request.lines, 0)
        let maxWidth = request.maxWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
        if let maxWidth { spec.width = .wrap(maxWidth) }
        let facts = PangoRuntime.withRuntime { runtime in runtime.withLayout(spec) { $0.facts } }
        return measurement(from: facts, maxWidth: maxWidth)
    }

    /// Whole-point size; baselines of the text centred in that box, moved by
    /// ``TextLayoutFacts/baselineShift`` so the first sits on a whole point (drawing does the same).
    static func measurement(from facts: TextLayoutFacts, maxWidth: Double?) -> TextMeasurement {
        var width = (facts.size.width - 1e-9).rounded(.up)
        if let maxWidth { width = min(width, maxWidth) }
        let height = facts.roundedHeight
        let offset = (height - facts.size.height) / 2 + facts.baselineShift
        return TextMeasurement(size: Size(width: max(width, 0), height: max(height, 0)),
                               firstBaseline: facts.firstBaseline + offset,
                               lastBaseline: facts.lastBaseline + offset)
    }
}

/// How well a measurer's cache is doing.
public struct MeasurementStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Requests answered from the cache.
    public var hits: Int
    /// Requests measured with Pango.
    public var misses: Int

    /// Creates statistics.
    public init(hits: Int, misses: Int) { self.hits = hits; self.misses = misses }

    /// The share of requests answered from the cache, 0...1 (0 before any request).
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }

    /// `hits 9000, misses 1000, hit rate 90.0%`.
    public var description: String {
        "hits \(hits), misses \(misses), hit rate \((hitRate * 1000).rounded() / 10)%"
    }
}
