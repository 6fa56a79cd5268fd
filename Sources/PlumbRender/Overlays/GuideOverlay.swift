import Plumb

/// The `guides` overlay: layout guides hatched with diagonal lines inside a dashed outline,
/// each labelled with its identifier.
///
/// Guides the user added are always drawn; the system's guides (layout margins, safe area, a
/// scroll view's content and frame guides) only when an active constraint uses them, so that
/// every container doesn't get a margins guide drawn over it.
enum GuideOverlay {
    /// The guides worth drawing: the user's, and system guides that constraints use, with their
    /// rectangles, in the order of their owners (parents first).
    static func visibleGuides(_ scene: OverlayScene, used: Set<ObjectIdentifier>) -> [(guide: LayoutGuide, rect: Rect)] {
        var result: [(LayoutGuide, Rect)] = []
        for entry in scene.entries {
            for guide in entry.view.layoutGuides {
                guard used.contains(ObjectIdentifier(guide)) || !guide.isSystemGuide,
                      let rect = scene.rect(of: guide) else { continue }
                result.append((guide, rect))
            }
        }
        return result
    }

    /// Hatches the user's guides, outlines every guide (dashed), and labels each with its name
    /// just inside its top-left corner. System guides (margins, safe area) are only outlined:
    /// they usually span a whole view, and hatching would bury it.
    static func draw(_ guides: [(guide: LayoutGuide, rect: Rect)], scene: OverlayScene,
                     in context: any GraphicsContext, labels: OverlayLabelLayer) {
        guard !guides.isEmpty else { return }
        let spacing = OverlayStyle.hatchSpacing
        var outlines = Path()
        for (guide, rect) in guides {
            outlines.addRect(FrameOverlay.insideStroke(rect, lineWidth: scene.hairline))
            if rect.width > 1, rect.height > 1, !guide.isSystemGuide {
                var hatch = Path()
                // Lines x + y = k, every `spacing` points on a grid shared by all guides.
                var k = ((rect.minX + rect.minY) / spacing).rounded(.down) * spacing
                while k <= rect.maxX + rect.maxY {
                    hatch.move(to: Point(x: k - rect.minY, y: rect.minY))
                    hatch.addLine(to: Point(x: k - rect.maxY, y: rect.maxY))
                    k += spacing
                }
                context.saveState()
                context.clip(to: Path(rect: rect))
                context.stroke(hatch, with: OverlayStyle.guideHatch, lineWidth: scene.hairline)
                context.restoreState()
            }
            let name = guide.debugName
            let size = labels.size(of: name)
            labels.add(name, at: Point(x: rect.minX + 2 + size.width / 2, y: rect.minY + 2 + size.height / 2),
                       color: OverlayStyle.guide, rank: OverlayLabelRank.guide)
        }
        context.stroke(outlines, with: OverlayStyle.guide, lineWidth: scene.hairline, dash: [4, 2])
    }
}

/// Label ranks: which labels win contested space.
enum OverlayLabelRank {
    /// Names of ambiguous variables.
    static let ambiguity = 0
    /// Constants of constraints drawn red.
    static let conflictingConstraint = 1
    /// Constants of constraints drawn orange.
    static let ambiguousConstraint = 2
    /// Constants of satisfied constraints.
    static let constraint = 3
    /// Guide names.
    static let guide = 4
    /// Scroll content sizes.
    static let scrollContent = 5
}
