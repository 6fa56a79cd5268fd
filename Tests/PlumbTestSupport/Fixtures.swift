/// Scenes more than one test target lays out.
public enum Fixtures {
    /// Two boxes and a guide between them, every frame known: a at (20 10; 40 20), b at
    /// (90 30; 40 24) with a 4-point alignment inset at the bottom, the guide at (60 10; 30 1).
    public static let boxes = """
        name: boxes
        size: {width: 200, height: 100}
        views:
          - {id: a, intrinsicSize: [40, 20]}
          - {id: b, intrinsicSize: [40, 20], alignmentInsets: [0, 0, 4, 0]}
        guides:
          - {id: gap}
        constraints:
          - "H:|-[a]"
          - "V:|-(10)-[a]"
          - gap.leading == a.trailing
          - gap.trailing == b.leading
          - gap.top == a.top
          - gap.height == 1
          - gap.width == 30
          - b.top == a.bottom
        """
}
