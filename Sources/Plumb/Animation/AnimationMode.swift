/// How an animation finds its in-between frames.
public enum AnimationMode: String, Sendable, Hashable, CaseIterable {
    /// Animates the constraints: the changed constants (and the window size) step along the
    /// curve and the engine re-solves every frame, so every frame is a correct layout, as if
    /// the window were resized point by point (seed 003).
    case constraints
    /// Core Animation's way: every frame interpolates each view's frame between the solved start
    /// and end, which can miss constraints on the way. (The engine still solves each moment, to
    /// measure what the frames miss.)
    case interpolated
}
