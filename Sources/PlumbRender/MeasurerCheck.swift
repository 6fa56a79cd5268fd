import Plumb

/// Catches the easy mistake of laying text out with the monospace fake and drawing it with
/// Pango: the frames then don't fit the drawn text.
enum MeasurerCheck {
    private static let warned = Locked(false)

    /// The warning for a tree whose text views measure with ``MonospaceTextMeasurer``, or nil.
    static func problem(in root: View) -> String? {
        let measuredWithFake = root.visibleSubtreeViews.first {
            $0.effectiveTextMeasurer is MonospaceTextMeasurer && $0.hasTextBaselines
        }
        guard let text = measuredWithFake else { return nil }
        return "\(text.debugName) was measured with MonospaceTextMeasurer (the fake for tests) but is drawn with Pango, "
            + "so its frame may not fit its text; call PangoTextMeasurer.installAsDefault(), or set "
            + "root.textMeasurer = PangoTextMeasurer.shared, before laying out"
    }

    /// Logs ``problem(in:)`` to ``LayoutLog/sink``, once per process.
    static func warnOnce(about root: View) {
        // Once warned, later renders skip the walk over the tree.
        guard !warned.withLock({ $0 }), let problem = problem(in: root),
              warned.withLock({ done in defer { done = true }; return !done }) else { return }
        LayoutLog.sink.receive(LayoutMessage(severity: .warning, text: problem))
    }
}
