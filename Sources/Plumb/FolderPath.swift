/// The folder part of a path, without Foundation: `NSString.deletingLastPathComponent` traps on
/// a one-character name (`"m"`) in the Foundation of Swift 6.3 on Linux.
package enum FolderPath {
    /// `a/b` for `a/b/c.png`, `/` for `/c.png`, and `""` for a bare name.
    package static func of(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
