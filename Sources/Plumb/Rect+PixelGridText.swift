/// Frames as layout text prints them (the `.layout` snapshot, `plumb layout`): rounded to what
/// a screen can show, so that float noise never reaches a reference.
///
/// Why a thousandth of a point: frames are already snapped to the pixel grid of the scene's
/// scale, whose finest step on an iPhone is 1/3 point (3×). Three decimals keep every grid
/// line apart (0.333, 0.5, 0.667), and those lines lie far from the rounding's half-way
/// points (x.xxx5), so noise such as `7.666666666666657` against `7.666666666666686`
/// (1e-14 point) can't tip them: both print `7.667`.
/// A thousandth of a point is also below anything a picture can show: at 3× it moves an
/// anti-aliased edge's coverage by 0.3 %, less than one step of 8-bit colour (1/255, 0.39 %).
/// Two decimals would not be: 0.01 point is 3 % of a 3× pixel, about 8 colour steps.
///
/// Edges are rounded, and the size is the distance between the rounded edges, the way frames
/// are snapped to pixels: so `x + width` is exactly the printed `maxX`, and a row of views
/// never drifts, however long (a view's printed width may differ by 0.001 from its own width
/// rounded alone: `(0.333 0; 0.334 10)` for a third of a point at x = 1/3).
extension Rect {
    /// `(x y; w h)` in thousandths of a point at most, trailing zeros dropped: `(7.667 0; 360 44)`.
    public var pixelGridDescription: String {
        guard let left = Self.thousandths(minX), let top = Self.thousandths(minY),
              let right = Self.thousandths(maxX), let bottom = Self.thousandths(maxY) else { return description }
        return "(\(Self.text(left)) \(Self.text(top)); \(Self.text(right - left)) \(Self.text(bottom - top)))"
    }

    /// A value in whole thousandths of a point, nil when it isn't finite or is too large to count.
    static func thousandths(_ value: Double) -> Int? {
        let scaled = (value * 1000).rounded()
        return scaled.isFinite && abs(scaled) < 1e15 ? Int(scaled) : nil
    }

    /// Thousandths of a point as a decimal: `7667` → `7.667`, `7500` → `7.5`, `-500` → `-0.5`.
    static func text(_ thousandths: Int) -> String {
        let whole = String(thousandths.magnitude / 1000)
        var fraction = String(thousandths.magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = thousandths < 0 ? "-" : ""
        return fraction.isEmpty ? sign + whole : "\(sign)\(whole).\(fraction)"
    }
}
