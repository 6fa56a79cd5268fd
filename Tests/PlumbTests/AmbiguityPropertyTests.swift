import Foundation
import Plumb
import PlumbTestSupport
import Testing

/// On random under-constrained layouts, the ambiguity report is right both ways: every view
/// reported ambiguous really moves when exercised (with every required constraint still
/// holding), and no view reported unambiguous can be moved by a priority-1 nudge.
@Suite struct AmbiguityPropertyTests {
    static let count = ProcessInfo.processInfo.environment["PLUMB_AMBIGUITY_COUNT"].flatMap(Int.init) ?? 500

    @Test func reportedAmbiguityIsExactlyWhatCanMove() {
        var random = SplitMix64(seed: ProcessInfo.processInfo.environment["PLUMB_AMBIGUITY_SEED"].flatMap { UInt64($0) } ?? 0xA3B1_6017)
        var checked = 0, ambiguousSeen = 0, unambiguousSeen = 0
        while checked < Self.count {
            let (scene, views, constraints) = Self.randomScene(&random)
            let sink = CollectingSink()
            let ambiguous = LayoutLog.$sink.withValue(sink) { () -> Set<ObjectIdentifier> in
                scene.layout()
                return Set(scene.root.ambiguousItemsInSubtree().compactMap { $0.item as? View }.map(ObjectIdentifier.init))
            }
            guard sink.errors.isEmpty else { continue }   // a random conflict: not this test's subject
            checked += 1
            for view in views {
                let before = view.frameInRoot
                if ambiguous.contains(ObjectIdentifier(view)) {
                    ambiguousSeen += 1
                    let variables = view.ambiguousVariables
                    view.exerciseAmbiguityInLayout()
                    #expect(view.frameInRoot != before, "\(view.identifier!) is reported ambiguous (\(variables)) but didn't move; \(constraints)")
                    for constraint in constraints where constraint.priority.isRequired {
                        #expect(Self.holds(constraint), "\(constraint) broken after exercising \(view.identifier!)")
                    }
                    view.exerciseAmbiguityInLayout()
                    #expect(view.frameInRoot == before, "\(view.identifier!) (\(variables)) didn't come back; \(constraints)")
                } else {
                    unambiguousSeen += 1
                    #expect(Self.cannotBeNudged(view, in: scene), "\(view.identifier!) moves but isn't reported ambiguous")
                }
            }
        }
        #expect(ambiguousSeen > 100 && unambiguousSeen > 50, "\(ambiguousSeen) ambiguous, \(unambiguousSeen) not")
    }

    /// Priority-1 pulls 37 points each way on every variable leave the view where it is.
    static func cannotBeNudged(_ view: View, in scene: Scene) -> Bool {
        let before = view.frameInRoot
        for (anchorPull, amount) in [(0, 37.0), (0, -37), (1, 37), (1, -37), (2, 37), (2, -37), (3, 37), (3, -37)] {
            let f = view.frame
            let nudge: LayoutConstraint
            switch anchorPull {
            case 0: nudge = view.leftAnchor == scene.root.leftAnchor + (f.minX + amount)
            case 1: nudge = view.topAnchor == scene.root.topAnchor + (f.minY + amount)
            case 2: nudge = view.widthAnchor == max(0, f.width + amount)
            default: nudge = view.heightAnchor == max(0, f.height + amount)
            }
            nudge.priority = 1
            nudge.isActive = true
            scene.layout()
            let moved = view.frameInRoot != before
            nudge.isActive = false
            scene.layout()
            if moved { return false }
        }
        return true
    }

    /// Whether a constraint holds in the laid-out frames (within a point: frames are snapped).
    static func holds(_ constraint: LayoutConstraint) -> Bool {
        guard let first = value(constraint.firstAttribute, of: constraint.firstItem) else { return true }
        var rhs = constraint.constant
        if let second = constraint.secondItem, let value = value(constraint.secondAttribute, of: second) {
            rhs += constraint.multiplier * value
        }
        switch constraint.relation {
        case .equal: return abs(first - rhs) <= 1.01
        case .lessThanOrEqual: return first <= rhs + 1.01
        case .greaterThanOrEqual: return first >= rhs - 1.01
        }
    }

    static func value(_ attribute: LayoutAttribute, of item: LayoutItem) -> Double? {
        guard let view = item as? View else { return nil }
        let r = view.frameInRoot
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .width: return r.width
        case .height: return r.height
        case .centerX: return r.midX
        case .centerY: return r.midY
        default: return nil
        }
    }

    /// Three views in a 300 × 300 root, each with a few random constraints: pins to the root,
    /// to each other, sizes, inequalities and (sometimes) low-priority preferences, so that some
    /// positions or sizes stay free.
    static func randomScene(_ random: inout SplitMix64) -> (Scene, [View], [LayoutConstraint]) {
        let views = (0..<3).map { View("v\($0)") }
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        var constraints: [LayoutConstraint] = []
        let scene = Scene("random", width: 300, height: 300) { root in
            views
        }
        let root = scene.root
        func pick() -> View { views[random.int(0...2)] }
        for view in views {
            for _ in 0..<random.int(2...6) {
                let c = Double(random.int(0...12) * 5)
                let other = pick()
                let constraint: LayoutConstraint
                switch random.int(0...13) {
                case 0, 10: constraint = view.leadingAnchor == root.leadingAnchor + c
                case 1, 11: constraint = view.topAnchor == root.topAnchor + c
                case 2, 12: constraint = view.widthAnchor == c + 10
                case 3, 13: constraint = view.heightAnchor == c + 10
                case 4: constraint = other === view ? (view.widthAnchor >= 10) : (view.leadingAnchor == other.trailingAnchor + c)
                case 5: constraint = other === view ? (view.heightAnchor >= 10) : (view.topAnchor == other.bottomAnchor + c)
                case 6: constraint = view.trailingAnchor <= root.trailingAnchor - c
                case 7: constraint = view.bottomAnchor <= root.bottomAnchor - c
                case 8: constraint = ((view.widthAnchor == c + 20) ~ 250)
                default: constraint = view.centerXAnchor == root.centerXAnchor + c
                }
                constraints.append(constraint)
            }
        }
        LayoutLog.$sink.withValue(CollectingSink()) { LayoutConstraint.activate(constraints) }
        return (scene, views, constraints)
    }
}
