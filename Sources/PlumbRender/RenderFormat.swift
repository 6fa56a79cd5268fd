/// An output file format.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// A raster image at the renderer's scale.
    case png
    /// Scalable vector graphics, in points.
    case svg
    /// A one-page PDF, in points.
    case pdf

    /// The format a file name's extension names (`.png`, `.svg`, `.pdf`, any case), or nil.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
