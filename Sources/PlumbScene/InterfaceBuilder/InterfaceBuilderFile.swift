/// Which files are Interface Builder documents.
public enum InterfaceBuilderFile {
    /// True for a `.xib` or `.storyboard` path.
    public static func isDocument(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard")
    }
}
