extension Scene {
    /// Animates a layout change, as `UIView.animate(withDuration:) { …; layoutIfNeeded() }`
    /// does, and records its frames. The block changes the scene: constraint constants,
    /// activations and deactivations, `isHidden`, checkbox states, ``width`` and ``height``.
    /// (Views it adds or removes are not animated: they are drawn where the end puts them; hide
    /// and show views instead.)
    ///
    /// - In ``AnimationMode/constraints`` mode the changed constants and the window size step
    ///   along `curve` and the engine re-solves every frame (each frame changes constants in
    ///   place; nothing is rebuilt). Activations, deactivations and hidden views change the
    ///   solution at once; the frames close that jump along the curve, as UIKit's animated
    ///   `layoutIfNeeded()` does.
    /// - In ``AnimationMode/interpolated`` mode every frame between interpolates each view's frame
    ///   from the start to the end, as Core Animation does.
    ///
    /// Frame 0 is the scene before the block; the last frame, `duration × fps` steps later (at
    /// most 10,000), is the scene after it, which the scene keeps. Each frame is measured against
    /// the layout the engine solves for its moment: ``AnimationFrame/violations`` lists the
    /// constraints it misses by more than that layout does, and ``AnimationFrame/requiredError``
    /// its largest miss of a required constraint. A moment whose required constraints can't all
    /// hold is laid out by breaking one, as UIKit does: its frame lists it in
    /// ``AnimationFrame/brokenConstraints`` (each frame tries broken constraints again, so only
    /// the moments that can't hold break), and only the end's layout logs the conflict. A
    /// duration or frame rate that is not a finite positive number is logged as an error and
    /// replaced by the default.
    @discardableResult
    public func animate(duration: Double = 0.25, curve: AnimationCurve = .easeInOut, fps: Double = 30,
                        mode: AnimationMode = .constraints, _ changes: () -> Void) -> LayoutAnimation {
        var duration = duration, fps = fps
        if !(duration.isFinite && duration >= 0 && duration <= 3600) {
            LayoutLog.error(.numberOutOfRange(what: "animation duration", value: duration, range: "0...3600 seconds"))
            duration = 0.25
        }
        if !(fps.isFinite && fps >= 1 && fps <= 240) {
            LayoutLog.error(.numberOutOfRange(what: "animation frame rate", value: fps, range: "1...240 frames per second"))
            fps = 30
        }
        return AnimationRecorder(scene: self, duration: duration, curve: curve, fps: fps, mode: mode).record(changes)
    }
}
