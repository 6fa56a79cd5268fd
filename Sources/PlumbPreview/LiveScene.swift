import Foundation
import Plumb
import PlumbScene

/// One scene file under preview: the last layout that loaded, the error of the file as it is
/// now (if it has one), and a version that goes up on every change of either.
actor LiveScene {
    /// The scene file's path, as given.
    let path: String
    /// Measures text (Pango's measurer in the command; tests may pass another).
    private let measurer: (any TextMeasuring)?
    /// What the scene is loaded for (`--device`, …).
    private let environment: SceneEnvironment
    private(set) var loaded: LoadedScene?
    /// What the last layout of `loaded` found.
    private(set) var outcome: LayoutOutcome?
    /// The file's error, in compiler form with the caret line; nil while it loads.
    private(set) var error: String?
    private(set) var version = 0
    /// The file's bytes when last read.
    private var lastBytes: Data?
    /// The size the page asked for; nil for the file's own.
    private var requestedSize: Size?
    /// The file's own `size` (an axis left out fits the content).
    private var fileSize: (width: Double?, height: Double?) = (nil, nil)

    init(path: String, measurer: (any TextMeasuring)?, environment: SceneEnvironment = .init()) {
        self.path = path
        self.measurer = measurer
        self.environment = environment
    }

    /// Reads the file and, when its bytes changed since the last read, loads and lays it out
    /// again: a new layout, or an error with the last good layout kept. Returns what happened,
    /// for the terminal's status line; nil when nothing changed.
    func reloadIfChanged() -> String? {
        let bytes = FileManager.default.contents(atPath: path)
        guard bytes != lastBytes || version == 0 else { return nil }
        lastBytes = bytes
        version += 1
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let fresh = try SceneLoader.load(contentsOf: path, measurer: measurer, environment: environment)
            fileSize = (fresh.scene.width, fresh.scene.height)
            if let requestedSize { Self.resize(fresh, to: requestedSize) }
            let outcome = fresh.layout()
            loaded = fresh
            self.outcome = outcome
            error = nil
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let problems = outcome.hasProblems ? ", \(outcome.conflicts.count) conflicts, \(outcome.ambiguous.count) ambiguous" : ""
            return "\(path): laid out \(fresh.viewIDs.count) views in \(String(format: "%.1f", milliseconds)) ms\(problems)"
        } catch {
            self.error = error.description
            return error.description.split(separator: "\n").first.map(String.init)
        }
    }

    /// Lays the last good layout out at `size` (the file's own when nil), as the page's
    /// resize handle asks. Returns false when there is no layout yet.
    func resize(to size: Size?) -> Bool {
        guard let loaded else { return false }
        if size != requestedSize {
            requestedSize = size
            if let size {
                Self.resize(loaded, to: size)
            } else {
                (loaded.scene.width, loaded.scene.height) = fileSize
            }
            outcome = loaded.layout()
        }
        return true
    }

    /// Runs `body` with the last good layout and what it found (nil when there is none).
    func withLayout<T: Sendable>(_ body: (LoadedScene, LayoutOutcome) -> T) -> T? {
        guard let loaded, let outcome else { return nil }
        return body(loaded, outcome)
    }

    private static func resize(_ loaded: LoadedScene, to size: Size) {
        loaded.scene.width = size.width
        loaded.scene.height = size.height
    }
}
