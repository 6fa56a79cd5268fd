import Plumb

/// A change that can't be parsed or doesn't fit the scene, with the offending character.
public typealias AnimationChangeError = CaretError<AnimationChangeText>

/// The text of an animation change (`c5.constant=0->100`), as the kind of an ``AnimationChangeError``.
public enum AnimationChangeText: CaretErrorKind {
    /// `"TEXT": MESSAGE`, then the text with a caret under the offending character, indented.
    public static func description(of error: AnimationChangeError) -> String {
        "\"\(error.text)\": \(error.message)\n" + error.excerpt.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
}

extension CaretError where Kind == AnimationChangeText {
    /// Creates an error for the character at `offset` in the change `text`.
    public init(text: String, offset: Int, message: String) {
        self.init(message: message, text: text, offset: offset)
    }
}
