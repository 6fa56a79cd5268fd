import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// Drawing and overlays over very deep or very large trees: no recursion, no walk to the top
/// per view, and no single path holding every view's rectangle (docs/PERFORMANCE.md,
/// "Robustness: depth and text").
@Suite(.tags(.slow)) struct DeepTreeDrawingTests {
    /// `depth` nested views placed by frame, each 0.02 in from its parent, with a background.
    static func chain(depth: Int) -> (root: View, deepest: View) {
        let root = OverlayFixture.root(500, 500)
        var parent = root
        for index in 0..<depth {
            let side = 500 - 0.04 * Double(index + 1)
            let view = View("v\(index)", frame: Rect(x: 0.02, y: 0.02, width: side, height: side))
            view.backgroundColor = .white
            parent.addSubview(view)
            parent = view
        }
        return (root, parent)
    }

    @Test func aTenThousandDeepTreeDrawsEveryViewInTreeOrder() {
        let (root, deepest) = Self.chain(depth: 10_000)
        let context = OverlayRecordingContext()
        root.drawHierarchy(in: context)
        let fills = context.calls.compactMap { call -> Path? in if case let .fill(path, _) = call { return path } else { return nil } }
        #expect(fills.count == 10_000)
        #expect(context.depth == 0)
        #expect(deepest.frameInRoot.width == 500 - 0.04 * 10_000)
        #expect(root.visibleSubtreeViews.count == 10_001)
        #expect(root.visibleSubtreeViews.last === deepest)
    }

    @Test func theFakeMeasurerCheckFindsALabelAtTheBottom() {
        let (root, deepest) = Self.chain(depth: 10_000)
        #expect(MeasurerCheck.problem(in: root) == nil)
        deepest.addSubview(Label("deepLabel", text: "text"))
        #expect(MeasurerCheck.problem(in: root)?.hasPrefix("deepLabel was measured with MonospaceTextMeasurer") == true)
        root.textMeasurer = PangoTextMeasurer()
        #expect(MeasurerCheck.problem(in: root) == nil)
    }

    @Test func overlaysTellAncestorsFromTheEntriesOrder() {
        let (root, deepest) = Self.chain(depth: 10_000)
        let scene = OverlayScene(root: root)
        let middle = deepest.superview!.superview!
        #expect(scene.isAncestor(root, of: deepest))
        #expect(scene.isAncestor(middle, of: deepest))
        #expect(!scene.isAncestor(deepest, of: middle))
        #expect(scene.isAncestor(deepest, of: deepest))
        // Siblings and cousins in a small tree agree with the walk up the tree.
        let small = OverlayFixture.root(100, 100)
        let a = OverlayFixture.add("a", to: small), b = OverlayFixture.add("b", to: small)
        let a1 = OverlayFixture.add("a1", to: a), b1 = OverlayFixture.add("b1", to: b)
        let smallScene = OverlayScene(root: small)
        for outer in [small, a, b, a1, b1] {
            for inner in [small, a, b, a1, b1] {
                #expect(smallScene.isAncestor(outer, of: inner) == outer.isAncestor(of: inner))
            }
        }
    }

    @Test func frameAndAlignmentOverlaysStrokeAtMost512RectanglesAtOnce() {
        let root = OverlayFixture.root(500, 500)
        for index in 0..<1_200 {
            root.addSubview(View("v\(index)", frame: Rect(x: Double(index % 40) * 12, y: Double(index / 40) * 12, width: 10, height: 10)))
        }
        let context = OverlayFixture.record([.frames, .alignment], root)
        for color in [OverlayStyle.frame, OverlayStyle.alignment] {
            let counts = context.strokes(color).map { OverlayFixture.rects(in: $0.path).count }
            #expect(counts == [512, 512, 177], "\(color)")
        }
    }
}
