/// How long each frame of an animated PNG stays on screen: `numerator / denominator` seconds,
/// as the `fcTL` chunk stores it (a denominator of 0 counts as 100, by the APNG specification).
public struct FrameDelay: Sendable, Hashable {
    /// The delay's numerator, in seconds over `denominator`.
    public var numerator: UInt16
    /// The delay's denominator.
    public var denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay of one frame at `fps` frames a second: exactly `1/fps` for a whole rate
    /// (`30` is 1/30 s), the nearest fraction with both terms at most 65535 otherwise (`29.97` is
    /// 100/2997 s). A rate that is not finite, or outside 1/65535 … 65535, is
    /// `RenderError.invalidAnimation`.
    public init(fps: Double) throws(RenderError) {
        let limit = Double(UInt16.max)
        guard fps.isFinite, fps > 0 else {
            throw .invalidAnimation(reason: "the frame rate \(fps) is not a finite, positive number of frames a second")
        }
        // Continued-fraction convergents p/q of fps, kept while both fit in 16 bits; the delay is q/p.
        var (p0, p1) = (0.0, 1.0), (q0, q1) = (1.0, 0.0)
        var rest = fps
        for _ in 0..<64 {
            let whole = rest.rounded(.down)
            let (p2, q2) = (whole * p1 + p0, whole * q1 + q0)
            guard p2 <= limit, q2 <= limit else { break }
            (p0, p1, q0, q1) = (p1, p2, q1, q2)
            let fraction = rest - whole
            guard fraction > 1e-9 else { break }
            rest = 1 / fraction
        }
        guard p1 >= 1, q1 >= 1 else {
            throw .invalidAnimation(reason: "the frame rate \(fps) is outside what APNG can store (1/65535 to 65535 frames a second)")
        }
        self.init(numerator: UInt16(q1), denominator: UInt16(p1))
    }

    /// The delay in seconds.
    public var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }
}
