import Plumb

/// What can go wrong while loading pictures or writing rendered files.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An image file does not exist or cannot be read.
    case imageNotFound(path: String)
    /// An image file exists but is not a PNG Cairo can read.
    case imageUnreadable(path: String, reason: String)
    /// An image file (or PNG data) exists but is not a PNG at all: it lacks the PNG signature.
    case notPNG(path: String)
    /// Cairo could not create or write the output.
    case writeFailed(path: String, reason: String)
    /// The canvas would be empty or absurdly large.
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// A frame of an animation differs in size or pixel format from frame 0: `found` and
    /// `expected` describe both (`30×20 8-bit RGBA`).
    case mismatchedFrame(index: Int, found: String, expected: String)
    /// An animation cannot be made as asked (no frames, a frame rate APNG can't store).
    case invalidAnimation(reason: String)
    /// A film (`what`: "the filmstrip", "each frame") would be this many points at scale 1, too
    /// large to draw in raster at any scale Plumb draws at.
    case filmTooLarge(what: String, points: Size)

    /// A sentence naming the file and what to do.
    public var description: String {
        switch self {
        case let .imageNotFound(path): return "image file not found: \(path)"
        case let .imageUnreadable(path, reason): return "image file \(path) is not a readable PNG: \(reason)"
        case let .notPNG(path): return "image file \(path) is not a PNG file"
        case let .writeFailed(path, reason): return "could not write \(path): \(reason)"
        case let .invalidCanvas(width, height, scale):
            return "cannot render a \(width)×\(height) canvas at scale \(scale): sizes must be finite and positive, at most 16384 pixels a side"
        case let .mismatchedFrame(index, found, expected):
            return "animation frame \(index) is \(found) but frame 0 is \(expected): every frame must have the same size and pixel format"
        case let .invalidAnimation(reason): return "cannot make the animation: \(reason)"
        case let .filmTooLarge(what, points):
            return "cannot make the animation: \(what) would be \(Int(points.width.rounded()))×\(Int(points.height.rounded())) points "
                + "at scale 1: too large to draw in raster (an .svg film has no pixel budget)"
        }
    }
}
