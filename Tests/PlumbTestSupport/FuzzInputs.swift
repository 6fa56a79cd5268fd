import Foundation

/// The fuzz targets' committed inputs (`Fuzz/`), which the tests replay.
public enum FuzzInputs {
    /// The repository's `Fuzz` folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The full paths of the files in `Fuzz/SUBFOLDER` (for example `corpus/scene`), sorted by
    /// name; none when it doesn't exist.
    public static func paths(in subfolder: String) -> [String] {
        let url = folder.appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { url.appendingPathComponent($0).path }
    }
}
