/// A picture for an ``ImageView``: a PNG file, or a solid placeholder of a size.
///
/// Plumb only keeps the path and the size; PlumbRender reads PNG files (its
/// `Image(contentsOfFile:)` checks the file and reads the size) and draws them.
public struct Image: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Content: Hashable, Sendable {
        /// A PNG file at this path.
        case file(String)
        /// A solid colour with a crossed outline, standing in for a picture.
        case placeholder(Color)
    }

    /// The size in points.
    public var size: Size
    /// The pixels.
    public var content: Content

    /// A placeholder picture of a size.
    public init(placeholderOf size: Size, color: Color = .systemGray5) {
        self.size = size
        self.content = .placeholder(color)
    }

    /// A PNG file whose size is already known.
    public init(file path: String, size: Size) {
        self.size = size
        self.content = .file(path)
    }
}
