import Foundation
import Testing

/// Scene files a test target keeps as data in its `Fixtures` folder, a resource folder
/// declared in Package.swift as `resources: [.copy("Fixtures")]`.
public enum Fixture {
    /// The text of `Fixtures/<name>.yaml` in `bundle`, the calling target's `.module`:
    /// `Fixture.scene("scene-loader/nested-stacks", in: .module)`. The file ends with a newline,
    /// as text files do, and that one newline is dropped, so the text is what a multi-line
    /// string literal holding the same lines would be. A missing file is a recorded issue and empty text, not a
    /// crash, so the other tests in the process still run.
    public static func scene(_ name: String, in bundle: Bundle,
                             sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let folder = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("Fixtures")
        let file = folder.appendingPathComponent(name + ".yaml")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("The scene fixture \(file.path) is missing.", sourceLocation: sourceLocation)
            return ""
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
