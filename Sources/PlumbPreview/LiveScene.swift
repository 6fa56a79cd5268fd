import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// One scene file under preview: its last good layout and rendering, and the error of the file
/// as it is now. Its work (load, layout, rendering) runs on the scene's own thread, one step at
/// a time; requests read the published snapshot without waiting for it.
///
/// Each edit is rendered once, before its version is announced, and every page and request is
/// served that rendering. Work for an edit that a newer one has replaced stops at its next step.
actor LiveScene {
    /// The scene file's path, as given.
    let path: String
    private let content: PreviewContent
    /// Measure text and read pictures and fonts (the renderer's in the command; tests may
    /// measure with another).
    private let services: SceneServices
    /// What the scene is loaded for: the command's flags (`--device`, …), then the page's
    /// variant switches.
    nonisolated let environment: Locked<SceneEnvironment>
    /// `--scale`: pixels per point instead of the file's or the device's.
    private let scale: Double?
    private let status: @Sendable (String) -> Void
    private let queue: SceneWorkQueue

    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }

    /// The edits seen and finished.
    nonisolated let edits = Locked(EditCount())
    /// What the pages are shown now.
    nonisolated let published = Locked(SceneSnapshot())
    /// The size the page asked for last; nil for the file's own (or `startSize`).
    nonisolated let requestedSize = Locked<Size?>(nil)
    /// `--size`: the size used while the page asks for none, until a device switch.
    private nonisolated let startSize: Locked<Size?>
    /// How many renderings were made (tests count them).
    nonisolated let renderCount = Locked(0)
    /// The file as the watcher last read it: a variant switch loads it again.
    private nonisolated let lastContents = Locked(SceneFile.Contents(bytes: nil))
    /// What the last good layout was laid out on: its device (the file's own `device:` when
    /// the variant names none) and the file's languages, which the switches check against.
    private nonisolated let shown = Locked<(device: DeviceSelection?, languages: [String])>((nil, []))

    /// The last good layout, the one `published` shows.
    private var loaded: LoadedScene?
    /// The file's own `size` (an axis left out fits the content).
    private var fileSize: (width: Double?, height: Double?) = (nil, nil)

    init(path: String, content: PreviewContent, services: SceneServices, environment: SceneEnvironment,
         size: Size? = nil, scale: Double? = nil, status: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.content = content
        self.services = services
        self.environment = Locked(environment)
        self.scale = scale
        self.status = status
        queue = SceneWorkQueue(label: "plumb.preview.scene")
        startSize = Locked(size)
    }

    /// True while an edit's work runs.
    nonisolated var isBusy: Bool { edits.withLock { $0.isBusy } }

    /// The message a page's WebSocket gets: the published version, and whether work runs.
    nonisolated var socketMessage: String {
        let version = published.withLock { $0.version }
        return isBusy ? #"{"version":\#(version),"busy":true}"# : #"{"version":\#(version)}"#
    }

    /// Counts a new edit of the file; its work is `rebuild(_:)`.
    nonisolated func begin(_ contents: SceneFile.Contents) -> SceneEdit {
        lastContents.withLock { $0 = contents }
        return SceneEdit(number: edits.withLock { $0.begin() }, contents: contents)
    }

    /// Switches the variant as the page's query asks (see `VariantSwitch`) and counts the
    /// file's last bytes as a new edit, to be laid out by `rebuild(_:)` like any other.
    nonisolated func switchVariant(_ query: [(key: String, value: String)]) throws(VariantSwitchError) -> SceneEdit {
        let (device, languages) = shown.withLock { $0 }
        let change = try VariantSwitch(query, current: environment.withLock { $0 }, shownDevice: device, languages: languages)
        environment.withLock { $0 = change.environment }
        if change.changesScreen {
            requestedSize.withLock { $0 = nil }
            startSize.withLock { $0 = nil }
        }
        status("\(path): showing \(VariantSwitch.summary(change.environment))")
        return begin(lastContents.withLock { $0 })
    }

    // MARK: - Edits

    /// Loads, lays out and renders `edit`, then publishes it as a new version: a new layout, or
    /// an error over the last good one. Returns false when a newer edit replaced it first (it
    /// then publishes nothing; the newer one will).
    func rebuild(_ edit: SceneEdit) -> Bool {
        guard isCurrent(edit) else { return false }
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let fresh = try load(edit.contents)
            if let scale { fresh.scene.scale = scale }
            guard isCurrent(edit) else { return false }
            let ownSize = (fresh.scene.width, fresh.scene.height)
            let size = requestedSize.withLock { $0 }
            if let layoutSize = size ?? startSize.withLock({ $0 }) { Self.resize(fresh, to: layoutSize) }
            let outcome = fresh.layout()
            try FiniteLayout.check(fresh.scene.root, file: path)
            guard isCurrent(edit) else { return false }
            let rendered = try render(fresh, outcome, size: size, quick: false)
            guard isCurrent(edit) else { return false }
            (loaded, fileSize) = (fresh, ownSize)
            shown.withLock { $0 = (fresh.device.map { DeviceSelection(name: $0.name, landscape: fresh.orientation == .landscape) }, fresh.languages) }
            publish(edit) { $0.rendered = rendered; $0.error = nil }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let problems = outcome.hasProblems ? ", \(outcome.conflicts.count) conflicts, \(outcome.ambiguous.count) ambiguous" : ""
            status("\(path): laid out \(fresh.viewIDs.count) views in \(String(format: "%.1f", milliseconds)) ms\(problems)")
        } catch {
            guard isCurrent(edit) else { return false }
            let text = "\(error)"
            publish(edit) { $0.error = text }
            status(text.split(separator: "\n").first.map(String.init) ?? text)
        }
        return true
    }

    private func isCurrent(_ edit: SceneEdit) -> Bool {
        edits.withLock { $0.isCurrent(edit.number) }
    }

    private func publish(_ edit: SceneEdit, _ change: (inout SceneSnapshot) -> Void) {
        published.withLock {
            $0.version += 1
            change(&$0)
        }
        edits.withLock { $0.settle(edit.number) }
    }

    /// The scene from the bytes the watcher read; a file that can't be read or isn't UTF-8 is
    /// loaded from its path, for the loader's own error.
    private func load(_ contents: SceneFile.Contents) throws -> LoadedScene {
        let environment = environment.withLock { $0 }
        if let bytes = contents.bytes, let text = String(bytes: bytes, encoding: .utf8) {
            return try SceneLoader.load(yaml: text, file: path, services: services, environment: environment)
        }
        return try SceneLoader.load(contentsOf: path, services: services, environment: environment)
    }

    private func render(_ loaded: LoadedScene, _ outcome: LayoutOutcome, size: Size?, quick: Bool) throws -> RenderedScene {
        renderCount.withLock { $0 += 1 }
        do {
            return RenderedScene(try content.render(loaded, outcome, quick), size: size, isQuick: quick)
        } catch {
            throw PreviewFailure.rendering(path, error)
        }
    }

    // MARK: - Requests

    /// The model request's answer (see `SceneSnapshot.json`) for the root at `size` (nil: the
    /// file's own). The published rendering answers when it fits; while an edit's work runs,
    /// the size is kept for that work and the current rendering answers, marked busy.
    nonisolated func model(size: Size?, quick: Bool) async -> String {
        let snapshot = published.withLock { $0 }
        if snapshot.answers(size: size, quick: quick) { return snapshot.json(busy: isBusy) }
        if isBusy {
            requestedSize.withLock { $0 = size }
            return snapshot.json(busy: true)
        }
        return await relayout(size: size, quick: quick)
    }

    /// Scene N's page: the published rendering's (made in full first if it was a drag step's),
    /// or the error when there is none or the page can't be made.
    nonisolated func page(script: String) async -> Result<String, PreviewFailure> {
        var snapshot = published.withLock { $0 }
        if let rendered = snapshot.rendered, rendered.isQuick, !isBusy {
            _ = await relayout(size: rendered.size, quick: false)
            snapshot = published.withLock { $0 }
        }
        guard let rendered = snapshot.rendered else {
            return .failure(snapshot.error.map(PreviewFailure.init(text:)) ?? PreviewFailure(file: path, "the scene has not loaded yet"))
        }
        do {
            return .success(try rendered.rendering.page(script))
        } catch {
            let failure = PreviewFailure.rendering(path, error)
            status(failure.description)
            return .failure(failure)
        }
    }

    /// Lays the last good layout out at `size` and renders it, for a request the published
    /// rendering doesn't answer.
    private func relayout(size: Size?, quick: Bool) -> String {
        let snapshot = published.withLock { $0 }
        guard !snapshot.answers(size: size, quick: quick), let loaded else { return snapshot.json(busy: isBusy) }
        requestedSize.withLock { $0 = size }
        if let layoutSize = size ?? startSize.withLock({ $0 }) {
            Self.resize(loaded, to: layoutSize)
        } else {
            (loaded.scene.width, loaded.scene.height) = fileSize
        }
        let outcome = loaded.layout()
        do {
            try FiniteLayout.check(loaded.scene.root, file: path)
            let rendered = try render(loaded, outcome, size: size, quick: quick)
            let busy = isBusy
            return published.withLock {
                $0.rendered = rendered
                return $0.json(busy: busy)
            }
        } catch {
            status("\(error)")
            return snapshot.json(busy: isBusy, failure: "\(error)")
        }
    }

    private static func resize(_ loaded: LoadedScene, to size: Size) {
        loaded.scene.width = size.width
        loaded.scene.height = size.height
    }
}

/// An edit of a scene file: its number among the scene's edits and the bytes read.
struct SceneEdit: Sendable {
    let number: Int
    let contents: SceneFile.Contents
}
