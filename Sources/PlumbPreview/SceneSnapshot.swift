import Plumb

/// What a scene's pages are shown now: the version, the last good rendering and the file's
/// error. Requests read it without waiting for work in progress.
struct SceneSnapshot: Sendable {
    /// Goes up with each edit whose work finished (a new layout or a new error).
    var version = 0
    /// The last good rendering; nil until the scene first loads.
    var rendered: RenderedScene?
    /// The file's error in compiler form (or why its layout or page can't be made); nil while
    /// the newest edit loads.
    var error: String?

    /// The model request's answer: `{"version": N, "model": …, "svg": "…"}`, with `"error"`
    /// while there is one (the model is then the last good one's) and `"busy": true` while an
    /// edit's work runs. `failure` is this request's own error, which replaces the file's.
    func json(busy: Bool, failure: String? = nil) -> String {
        var fields = ["\"version\":\(version)"]
        if let rendered { fields += ["\"model\":\(rendered.rendering.model)", "\"svg\":\(rendered.svgLiteral)"] }
        if let error = failure ?? error { fields.append("\"error\":\(JSONText.string(error))") }
        if busy { fields.append("\"busy\":true") }
        return "{\(fields.joined(separator: ","))}"
    }

    /// True when this snapshot answers a request for `size` (nil: the file's own): its
    /// rendering was laid out at that size, quick or in full as asked. A scene with no
    /// rendering answers everything (there is nothing to lay out).
    func answers(size: Size?, quick: Bool) -> Bool {
        guard let rendered else { return true }
        return rendered.size == size && rendered.isQuick == quick
    }
}

/// A rendering with how it was made, and its picture already written as a JSON string (done
/// once, not per request: the picture is the largest part of the answer).
struct RenderedScene: Sendable {
    let rendering: PreviewRendering
    /// The root size it was laid out at; nil for the file's own.
    let size: Size?
    /// Made for a step of a resize drag.
    let isQuick: Bool
    let svgLiteral: String

    init(_ rendering: PreviewRendering, size: Size?, isQuick: Bool) {
        self.rendering = rendering
        self.size = size
        self.isQuick = isQuick
        svgLiteral = JSONText.string(rendering.svg)
    }
}
