import Plumb

/// The `guides` overlay: layout guides hatched with diagonal lines inside a dashed outline,
/// each labelled with its identifier.
///
/// Guides the user added are always drawn (with a focus, only those its constraints use); the
/// system's guides (layout margins, safe area, a scroll view's content and frame guides) only
/// when an active constraint uses them, so that every container doesn't get a margins guide
/// drawn over it. System guides, and guides that cover more than half of the canvas, are only
/// outlined: they usually span a whole view or screen, and hatching would bury it.
enum GuideOverlay {
    /// The share of the canvas's area above which a guide is outlined rather than hatched.
    static let outlineOnlyShare = 0.5

    /// The guides worth drawing: the user's, and system guides that constraints use, with their
    /// rectangles, in the order of their owners (parents first). With a focus, only guides the
    /// (focused) constraints use, and guides in focus.
    static func visibleGuides(_ scene: OverlayScene, used: Set<ObjectIdentifier>) -> [(guide: LayoutGuide, rect: Rect)] {
        var result: [(LayoutGuide, Rect)] = []
        for entry in scene.entries {
            for guide in entry.view.layoutGuides {
                let wanted = used.contains(ObjectIdentifier(guide))
                    || (scene.hasFocus ? !guide.isSystemGuide && scene.isFocused(guide) : !guide.isSystemGuide)
                guard wanted, let rect = scene.rect(of: guide) else { continue }
                result.append((guide, rect))
            }
        }
        return result
    }

    /// True when a guide is drawn as an outline only: a system guide, or one covering more than
    /// ``outlineOnlyShare`` of the canvas.
    static func isOutlineOnly(_ guide: LayoutGuide, _ rect: Rect, scene: OverlayScene) -> Bool {
        guard !guide.isSystemGuide else { return true }
        let canvas = scene.bounds.width * scene.bounds.height
        let width = min(rect.maxX, scene.bounds.maxX) - max(rect.minX, scene.bounds.minX)
        let height = min(rect.maxY, scene.bounds.maxY) - max(rect.minY, scene.bounds.minY)
        return canvas > 0 && width > 0 && height > 0 && width * height > outlineOnlyShare * canvas
    }

    /// Hatches the small user guides, outlines every guide (dashed), and labels each with its
    /// name just inside its top-left corner (or, when that is taken, just above it, or inside
    /// another corner). Returns true when a guide was hatched.
    @discardableResult
    static func draw(_ guides: [(guide: LayoutGuide, rect: Rect)], scene: OverlayScene,
                     in context: any GraphicsContext, labels: OverlayLabelLayer) -> Bool {
        guard !guides.isEmpty else { return false }
        let spacing = OverlayStyle.hatchSpacing
        var outlines = Path()
        var hatched = false
        for (guide, rect) in guides {
            outlines.addRect(FrameOverlay.insideStroke(rect, lineWidth: scene.hairline))
            if rect.width > 1, rect.height > 1, !isOutlineOnly(guide, rect, scene: scene) {
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
                hatched = true
            }
            let name = guide.debugName
            let size = labels.size(of: name)
            let (w, h) = (size.width / 2, size.height / 2)
            let corner = Point(x: rect.minX + 2 + w, y: rect.minY + 2 + h)
            labels.add(name, at: Point(x: rect.minX, y: rect.minY),
                       preferred: [corner, Point(x: rect.minX + 2 + w, y: rect.minY - 1 - h), Point(x: rect.maxX - 2 - w, y: corner.y),
                                   Point(x: corner.x, y: rect.maxY - 2 - h), Point(x: rect.maxX - 2 - w, y: rect.maxY - 2 - h)],
                       color: OverlayStyle.guide, rank: OverlayLabelRank.guide)
        }
        context.stroke(outlines, with: OverlayStyle.guide, lineWidth: scene.hairline, dash: [4, 2])
        return hatched
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
