import Plumb

extension SceneServices {
    /// What PlumbRender draws with: text measured with Pango (``PangoTextMeasurer/shared``),
    /// PNG pictures read with Cairo, and font files added through fontconfig (``FontRegistry``).
    /// Programs that draw scenes (the `plumb` command, the preview) load them with these, so
    /// frames fit the drawn text.
    public static let rendering = SceneServices(textMeasurer: PangoTextMeasurer.shared, images: PNGImageLoader(),
                                                fonts: RegisteredFonts())
}

/// Reads PNG files with Cairo (`Image(contentsOfFile:)`).
public struct PNGImageLoader: ImageLoading {
    /// Creates the loader.
    public init() {}

    /// The picture in the PNG file at `path`; a missing, non-PNG or corrupt file throws.
    public func image(contentsOfFile path: String) throws(ResourceLoadingError) -> Image {
        do {
            return try Image(contentsOfFile: path)
        } catch {
            throw ResourceLoadingError(message: error.description)
        }
    }
}

/// Font files added to the pinned fontconfig configuration (``FontRegistry``), and the warning
/// for a family that isn't there (``FontConfiguration/reportUnavailableFamily(_:)``).
public struct RegisteredFonts: FontLoading {
    /// Creates the service.
    public init() {}

    /// Registers the font file at `path`; a missing file or one that is no font throws.
    public func registerFont(fileAt path: String) throws(ResourceLoadingError) {
        do {
            _ = try FontRegistry.register(fileAt: path)
        } catch {
            throw ResourceLoadingError(message: error.message)
        }
    }

    /// The warning for a family that can't be drawn (reported once per family).
    public func unavailableFamilyWarning(_ family: String) -> String? {
        FontConfiguration.reportUnavailableFamily(family)
    }
}
