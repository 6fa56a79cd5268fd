import Plumb

/// Catches the easy mistake of laying text out with the monospace fake and drawing it with
/// Pango: the frames then don't fit the drawn text.
enum MeasurerCheck {
    private static let warned = Locked(false)

    /// The warning for a tree whose text views measure with ``MonospaceTextMeasurer``, or nil.
    static func problem(in root: View) -> String? {
        guard let text = firstTextMeasuredWithFake(in: root) else { return nil }
        return "\(text.debugName) was measured with MonospaceTextMeasurer (the fake for tests) but is drawn with Pango, "
            + "so its frame may not fit its text; set root.textMeasurer = PangoTextMeasurer.shared before laying out"
    }

    /// The first visible view, parents first, that measures text with ``MonospaceTextMeasurer``.
    /// Each view's measurer is passed down the walk (asking every view for its
    /// `effectiveTextMeasurer` would walk to the top from each one).
    private static func firstTextMeasuredWithFake(in root: View) -> View? {
        var stack: [(view: View, inherited: any TextMeasuring)] = [(root, root.effectiveTextMeasurer)]
        while let (view, inherited) = stack.popLast() {
            guard !view.isHidden else { continue }
            let measurer = view.textMeasurer ?? inherited
            if measurer is MonospaceTextMeasurer && view.hasTextBaselines { return view }
            for subview in view.subviews.reversed() { stack.append((subview, measurer)) }
        }
        return nil
    }

    /// Logs ``problem(in:)`` to ``LayoutLog/sink``, once per process.
    static func warnOnce(about root: View) {
        // Once warned, later renders skip the walk over the tree.
        guard !warned.withLock({ $0 }), let problem = problem(in: root),
              warned.withLock({ done in defer { done = true }; return !done }) else { return }
        LayoutLog.sink.receive(LayoutMessage(severity: .warning, text: problem))
    }
}
