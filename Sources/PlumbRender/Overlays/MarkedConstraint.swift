import Plumb

/// A constraint to draw in red whatever the overlays, with a note after its label: what an
/// animation film uses to show the constraints an interpolated frame misses
/// (`100 @250 (off by 32)`).
///
/// It holds the constraint itself, which belongs to the tree being drawn; draw it on the thread
/// that owns that tree.
public struct MarkedConstraint: @unchecked Sendable {
    /// The constraint, active in the tree being drawn.
    public let constraint: LayoutConstraint
    /// The note, put in brackets after the constraint's label.
    public let note: String

    /// Marks a constraint.
    public init(_ constraint: LayoutConstraint, note: String) {
        self.constraint = constraint
        self.note = note
    }
}

extension ConstraintOverlay {
    /// Draws marked constraints in red, each label followed by its note.
    static func drawMarked(_ marked: [MarkedConstraint], scene: OverlayScene,
                           in context: any GraphicsContext, labels: OverlayLabelLayer) -> Summary {
        draw(marked.map { ($0.constraint, $0.note) }, status: .conflicting, scene: scene, in: context, labels: labels)
    }
}
