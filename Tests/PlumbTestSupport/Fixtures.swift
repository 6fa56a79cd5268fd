import Testing

/// Scenes more than one test target lays out, kept as files in this target's `Fixtures` folder.
public enum Fixtures {
    /// Two boxes and a guide between them, every frame known: a at (20 10; 40 20), b at
    /// (90 30; 40 24) with a 4-point alignment inset at the bottom, the guide at (60 10; 30 1).
    public static let boxes = Fixture.scene("boxes", in: .module)
}
