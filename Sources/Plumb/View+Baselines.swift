/// A view's first and last baselines, in the view's own coordinates (points from the top of its bounds).
public struct Baselines: Hashable, Sendable {
    /// The first line's baseline.
    public var first: Double
    /// The last line's baseline.
    public var last: Double

    /// Creates baselines.
    public init(first: Double, last: Double) { self.first = first; self.last = last }
}

extension View {
    /// True when the view's baselines come from text (labels, buttons, text fields, check
    /// boxes), not from its top and bottom edges.
    public var hasTextBaselines: Bool { _baselineOffsets() != nil }

    /// Where the baselines are after the last layout pass, as constraints on
    /// `firstBaselineAnchor` and `lastBaselineAnchor` see them: the text's baselines (text is
    /// centred vertically in the alignment rectangle), the delegated views' baselines
    /// (``forFirstBaselineLayout``, ``forLastBaselineLayout``), or for a view without text the
    /// alignment rectangle's top (first) and bottom (last), as UIKit places them.
    public var baselines: Baselines {
        Baselines(first: baseline(first: true), last: baseline(first: false))
    }

    private func baseline(first: Bool) -> Double {
        var view = self
        for _ in 0..<16 {
            let next = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if next === view { break }
            view = next
        }
        let rect = view.alignmentRect(forFrame: view.bounds)
        var y = first ? rect.minY : rect.maxY
        if let offsets = view._baselineOffsets() {
            y = rect.midY - offsets.textHeight / 2 + (first ? offsets.first : offsets.last)
        }
        guard view !== self else { return y }
        return y + view.frameInRoot.minY - frameInRoot.minY
    }
}
