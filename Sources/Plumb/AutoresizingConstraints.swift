import PlumbSolver

/// Turns a view's frame and autoresizing mask into constraints relative to its superview,
/// as UIKit does when `translatesAutoresizingMaskIntoConstraints` is on.
struct AutoresizingConstraints {
    let view: View

    /// UIKit's notation for one axis: (leading margin, size, trailing margin); `-` fixed, `&` flexible.
    /// With nothing flexible, the far margin counts as flexible: `--&`.
    static func notation(flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool) -> String {
        let end = flexibleEnd || (!flexibleStart && !flexibleSize)
        return (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-") + (end ? "&" : "-")
    }

    /// `h=--& v=--&` for the view's mask.
    var maskText: String {
        let mask = view.autoresizingMask
        let h = Self.notation(flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                              flexibleEnd: mask.contains(.flexibleRightMargin))
        let v = Self.notation(flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                              flexibleEnd: mask.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }

    func constraints() -> [GeneratedConstraint] {
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else { return [] }
        let own = FrameExpressions(view: view)
        let outer = FrameExpressions(view: parent)
        let frame = view.storedFrame
        let mask = view.autoresizingMask
        let horizontal = axis(position: own.minX, size: own.width, parentPosition: outer.minX, parentSize: outer.width,
                              origin: frame.minX, length: frame.width, parentLength: parent.storedFrame.width,
                              flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                         mask.contains(.flexibleRightMargin)),
                              names: ("midX", "minX", "maxX", "width"))
        let vertical = axis(position: own.minY, size: own.height, parentPosition: outer.minY, parentSize: outer.height,
                            origin: frame.minY, length: frame.height, parentLength: parent.storedFrame.height,
                            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                       mask.contains(.flexibleBottomMargin)),
                            names: ("midY", "minY", "maxY", "height"))
        let prefix = maskText
        return (horizontal + vertical).map { constraint, text in
            GeneratedConstraint(kind: .autoresizing, item: view, constraint: constraint,
                                detail: .text("\(prefix) \(view.debugName).\(text)"))
        }
    }

    /// Two constraints for one axis. `position` and `size` are the view's frame in root
    /// coordinates; the parent's likewise; `origin`, `length` and `parentLength` are the
    /// frame values being translated.
    private func axis(position: Expression, size: Expression, parentPosition: Expression, parentSize: Expression,
                      origin: Double, length: Double, parentLength: Double,
                      flexible: (start: Bool, size: Bool, end: Bool),
                      names: (mid: String, min: String, max: String, size: String)) -> [(Constraint, String)] {
        let offset = position - parentPosition
        let endMargin = parentLength - origin - length
        let fixedSize = (size == length, "\(names.size) == \(formatPoints(length))")
        let fixedStart = (offset == origin, "\(names.min) == + \(formatPoints(origin))")
        let fixedEnd = (offset + size == parentSize - endMargin, "\(names.max) == superview.\(names.size) - \(formatPoints(endMargin))")
        switch (flexible.start, flexible.size, flexible.end) {
        case (false, false, _):
            let mid = origin + length / 2
            return [(offset + 0.5 * size == mid, "\(names.mid) == + \(formatPoints(mid))"), fixedSize]
        case (true, false, false):
            return [fixedEnd, fixedSize]
        case (false, true, false):
            return [fixedStart, fixedEnd]
        case (true, false, true):
            let share = origin + endMargin > 0 ? origin / (origin + endMargin) : 0.5
            return [(offset == share * (parentSize - length), "\(names.min) == \(formatPoints(share))*(superview.\(names.size) - \(formatPoints(length)))"), fixedSize]
        case (true, true, false):
            let share = origin + length > 0 ? origin / (origin + length) : 0
            return [fixedEnd, (offset == share * (parentSize - endMargin), "\(names.min) == \(formatPoints(share))*(superview.\(names.size) - \(formatPoints(endMargin)))")]
        case (false, true, true):
            let share = length + endMargin > 0 ? length / (length + endMargin) : 1
            return [fixedStart, (size == share * (parentSize - origin), "\(names.size) == \(formatPoints(share))*(superview.\(names.size) - \(formatPoints(origin)))")]
        case (true, true, true):
            guard parentLength > 0 else { return [fixedStart, fixedSize] }
            return [(offset == (origin / parentLength) * parentSize, "\(names.min) == \(formatPoints(origin / parentLength))*superview.\(names.size)"),
                    (size == (length / parentLength) * parentSize, "\(names.size) == \(formatPoints(length / parentLength))*superview.\(names.size)")]
        }
    }
}
