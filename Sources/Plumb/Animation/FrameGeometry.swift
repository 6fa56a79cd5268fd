/// Where every item of a scene is in one animation frame, in the order the animation records
/// items (views parents first, each followed by its layout guides).
public struct FrameGeometry: Sendable, Hashable {
    /// What is drawn: a view's frame in its superview's coordinates, a guide's layout frame in
    /// its owning view's coordinates.
    public var frames: [Rect]
    /// Each item's alignment rectangle in root coordinates, not snapped to pixels: what the
    /// constraints are measured on.
    public var alignmentRects: [Rect]

    /// The geometry part way (`fraction`, 0…1) from `start` to `end`, each rectangle's origin and
    /// size interpolated on its own, as Core Animation interpolates a layer's frame.
    static func interpolated(from start: FrameGeometry, to end: FrameGeometry, fraction: Double) -> FrameGeometry {
        FrameGeometry(frames: zip(start.frames, end.frames).map { $0.interpolated(to: $1, fraction: fraction) },
                      alignmentRects: zip(start.alignmentRects, end.alignmentRects).map { $0.interpolated(to: $1, fraction: fraction) })
    }

    /// This geometry moved by `weight` times the difference `from − to` of two others.
    func shifted(by weight: Double, from: FrameGeometry, to: FrameGeometry) -> FrameGeometry {
        func shift(_ rects: [Rect], _ a: [Rect], _ b: [Rect]) -> [Rect] {
            rects.indices.map { i in
                let r = rects[i], d = (a[i], b[i])
                return Rect(x: r.minX + weight * (d.0.minX - d.1.minX), y: r.minY + weight * (d.0.minY - d.1.minY),
                            width: r.width + weight * (d.0.width - d.1.width), height: r.height + weight * (d.0.height - d.1.height))
            }
        }
        return FrameGeometry(frames: shift(frames, from.frames, to.frames),
                             alignmentRects: shift(alignmentRects, from.alignmentRects, to.alignmentRects))
    }
}

extension Rect {
    /// The rectangle part way (`fraction`) to `other`, origin and size interpolated separately.
    func interpolated(to other: Rect, fraction f: Double) -> Rect {
        Rect(x: minX + (other.minX - minX) * f, y: minY + (other.minY - minY) * f,
             width: width + (other.width - width) * f, height: height + (other.height - height) * f)
    }
}
