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

    /// A sentence naming the file and what to do.
    public var description: String {
        switch self {
        case let .imageNotFound(path): return "image file not found: \(path)"
        case let .imageUnreadable(path, reason): return "image file \(path) is not a readable PNG: \(reason)"
        case let .notPNG(path): return "image file \(path) is not a PNG file"
        case let .writeFailed(path, reason): return "could not write \(path): \(reason)"
        case let .invalidCanvas(width, height, scale):
            return "cannot render a \(width)×\(height) canvas at scale \(scale): sizes must be finite and positive, at most 16384 pixels a side"
        }
    }
}
