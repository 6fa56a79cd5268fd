import Plumb

/// A picture: Plumb's `Image` (a PNG file, or a placeholder of a size) under UIKit's name.
public typealias UIImage = Image

extension Image {
    /// The side of an SF Symbol's placeholder: 17 points, the body text size at which UIKit
    /// draws a symbol by default. Real symbols vary in width; Linux has none of them.
    static let symbolPlaceholderSide: Double = 17

    /// A square placeholder standing in for the SF Symbol `systemName` (UIKit's
    /// `init(systemName:)`), drawn as a grey box with a cross. Nil for an empty name.
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(placeholderOf: Size(width: Image.symbolPlaceholderSide, height: Image.symbolPlaceholderSide))
    }
}
