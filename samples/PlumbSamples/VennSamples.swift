import Plumb

// The course's Venn diagram (seed 001): two overlapping square circles whose edge constants
// follow a weight, set in `updateConstraints()`, above three equal-width buttons.

/// The Venn diagram view: the weight schedules an update-constraints pass, which sets the
/// six edge constants (left circle, right circle): left 20/40, balanced 20/20, right 40/20.
/// The samples `venn-left`, `venn-balanced` and `venn-right` show it; find it there by its
/// identifier, `vennDiagram`.
public final class VennDiagram: View {
    /// Which circle is larger.
    public enum Weight: Sendable {
        /// The left circle larger: edge constants 20 (left circle) and 40 (right circle).
        case left
        /// Both circles the same size: 20 and 20.
        case balanced
        /// The right circle larger: 40 and 20.
        case right
    }

    /// The left circle (`leftCircle`), pinned to the top, leading and bottom edges.
    public let leftCircle = box("leftCircle", "#ff3b3080")
    /// The right circle (`rightCircle`), pinned to the top, trailing and bottom edges.
    public let rightCircle = box("rightCircle", "#007aff80")
    /// Setting it schedules `updateConstraints()`.
    public var weight: Weight { didSet { setNeedsUpdateConstraints() } }
    /// How many update-constraints passes have run (each sets the constants from `weight`).
    public private(set) var updateCount = 0
    private var leftEdges: [LayoutConstraint] = []
    private var rightEdges: [LayoutConstraint] = []

    /// Creates the diagram, its edge constants at 20 until the first update-constraints pass
    /// applies `weight`.
    public init(weight: Weight) {
        self.weight = weight
        super.init(frame: .zero)
        identifier = "vennDiagram"
        backgroundColor = hex("#f2f2f7")
        for circle in [leftCircle, rightCircle] {
            circle.translatesAutoresizingMaskIntoConstraints = false
            addSubview(circle)
        }
        // Interface Builder's "space to container" constraints, superview first for bottom
        // and trailing, so every constant is positive. They start at 20.
        leftEdges = [leftCircle.topAnchor == topAnchor + 20, leftCircle.leadingAnchor == leadingAnchor + 20,
                     bottomAnchor == leftCircle.bottomAnchor + 20]
        rightEdges = [rightCircle.topAnchor == topAnchor + 20, trailingAnchor == rightCircle.trailingAnchor + 20,
                      bottomAnchor == rightCircle.bottomAnchor + 20]
        LayoutConstraint.activate(leftEdges + rightEdges + [
            rightCircle.leadingAnchor == leftCircle.trailingAnchor - 40,
            leftCircle.widthAnchor == leftCircle.heightAnchor,
            rightCircle.widthAnchor == rightCircle.heightAnchor,
        ])
    }

    /// Sets the edge constants and the circles' corner radii from `weight`.
    public override func updateConstraints() {
        updateCount += 1
        let (left, right): (Double, Double) = switch weight {
        case .left: (20, 40)
        case .balanced: (20, 20)
        case .right: (40, 20)
        }
        for constraint in leftEdges { constraint.constant = left }
        for constraint in rightEdges { constraint.constant = right }
        // Round circles at the sample's 414-point width: diameters 197/157 or 187/187.
        let (leftRadius, rightRadius): (Double, Double) = switch weight {
        case .left: (98.5, 78.5)
        case .balanced: (93.5, 93.5)
        case .right: (78.5, 98.5)
        }
        leftCircle.cornerRadius = leftRadius
        rightCircle.cornerRadius = rightRadius
        super.updateConstraints()
    }
}

enum VennSamples {
    /// The diagram at least 240 wide, 20 from the sides (the leading 20 at 999), its height
    /// from the circles; three equal buttons 44 high along the bottom.
    static func venn(_ weight: VennDiagram.Weight) -> Scene {
        let diagram = VennDiagram(weight: weight)
        let left = button("left", "Left", "#e5e5ea", cornerRadius: 0)
        let balanced = button("balanced", "Balanced", "#d1d1d6", cornerRadius: 0)
        let right = button("right", "Right", "#e5e5ea", cornerRadius: 0)
        return Scene("venn-\(weight)", width: 414, height: 736) { root in
            diagram
            left
            balanced
            right
            diagram.widthAnchor >= 240
            diagram.topAnchor == root.topAnchor + 20
            diagram.leadingAnchor >= root.leadingAnchor + 20
            root.trailingAnchor >= diagram.trailingAnchor + 20
            diagram.leadingAnchor == root.leadingAnchor + 20 ~ 999
            diagram.centerXAnchor == root.centerXAnchor
            left.leadingAnchor == root.leadingAnchor
            left.bottomAnchor == root.bottomAnchor
            left.heightAnchor == 44
            left.topAnchor >= diagram.bottomAnchor + 8
            // Balanced and right follow on, level with left.
            for (before, next) in [(left, balanced), (balanced, right)] {
                next.leadingAnchor == before.trailingAnchor
                next.topAnchor == left.topAnchor
                next.bottomAnchor == left.bottomAnchor
            }
            right.trailingAnchor == root.trailingAnchor
            for next in [balanced, right] { next.widthAnchor == left.widthAnchor }
        }
    }
}
