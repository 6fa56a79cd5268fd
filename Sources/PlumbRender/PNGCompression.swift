/// How hard PNG files are compressed: small files (the default) or fast writing.
public enum PNGCompression: Sendable, Hashable {
    /// zlib's default level: the smallest files for the time (references, the gallery, renders).
    case compact
    /// zlib's fastest level: about twice as fast, files about half as large again (the variants
    /// of a matrix, where many large pictures are written at once).
    case fast

    /// The zlib level.
    var zlibLevel: Int32 { self == .compact ? -1 : 1 }
}
