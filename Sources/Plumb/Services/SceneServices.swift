/// What building a scene from a file needs from outside the layout model: a text measurer,
/// a way to read pictures, and a way to add fonts.
///
/// The layout model and the scene-file loader never pick these themselves: the program that
/// draws the scene passes them in, so text is measured the way it will be drawn. PlumbRender's
/// `SceneServices.rendering` is Pango, PNG files and fontconfig; a test can swap in
/// ``MonospaceTextMeasurer`` with ``measuring(with:)``.
public struct SceneServices: Sendable {
    /// Measures the text of every view in the scene (set as the root's ``View/textMeasurer``).
    public var textMeasurer: any TextMeasuring
    /// Reads the picture files an image view names.
    public var images: any ImageLoading
    /// Adds the font files a scene names, and says when a family can't be drawn.
    public var fonts: any FontLoading

    /// Creates the services.
    public init(textMeasurer: any TextMeasuring, images: any ImageLoading, fonts: any FontLoading) {
        self.textMeasurer = textMeasurer
        self.images = images
        self.fonts = fonts
    }

    /// The same services with text measured by `measurer`.
    public func measuring(with measurer: any TextMeasuring) -> SceneServices {
        var copy = self
        copy.textMeasurer = measurer
        return copy
    }
}

/// Why a picture or font file could not be used, in the words an error at its entry shows.
public struct ResourceLoadingError: Error, Sendable, Equatable {
    /// The reason, e.g. `no such file 'cat.png'`.
    public var message: String

    /// Creates an error.
    public init(message: String) { self.message = message }
}

/// Reads picture files for ``ImageView``s.
public protocol ImageLoading: Sendable {
    /// The picture in the file at `path` (its size read; drawing reads the pixels later).
    func image(contentsOfFile path: String) throws(ResourceLoadingError) -> Image
}

/// Adds font files and knows which families can be drawn.
public protocol FontLoading: Sendable {
    /// Makes the families of the font file at `path` available to measure and draw text in.
    func registerFont(fileAt path: String) throws(ResourceLoadingError)
    /// A warning when text can't be drawn in `family` (saying what it is drawn in instead), or
    /// nil when it can.
    func unavailableFamilyWarning(_ family: String) -> String?
}
