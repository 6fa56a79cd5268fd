import Foundation

/// The script the preview adds to each page (Resources/preview.js): it listens for changes
/// and loads each new layout into the inspector.
enum PreviewScript {
    static let source: String = {
        guard let url = Bundle.module.url(forResource: "preview", withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "console.error('plumb preview: preview.js is missing from the bundle')" }
        return text
    }()
}
