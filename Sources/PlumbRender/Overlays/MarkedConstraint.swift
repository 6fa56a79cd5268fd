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
        var painter = ConstraintOverlayPainter(scene: scene, labels: labels)
        var summary = Summary()
        for mark in marked {
            let constraint = mark.constraint
            guard let first = scene.geometry(of: constraint.firstItem) else { continue }
            let second = constraint.secondItem.flatMap { scene.geometry(of: $0) }
            painter.begin(status: .conflicting, optional: !constraint.priority.isRequired, note: mark.note)
            guard painter.draw(constraint, first: first, second: second) else { continue }
            summary.count += 1
        }
        painter.finish(in: context)
        summary.lines = painter.lines
        return summary
    }
}
