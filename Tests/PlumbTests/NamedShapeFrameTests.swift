import Testing
import Plumb
import PlumbTestScenes
import PlumbTestSupport

/// The frames issue 29's named shapes and Apple's workloads lay out at N = 100, as
/// Benchmarks/README.md defines them. Frames snap to a 1/64-point grid here, so halves and
/// quarters read back exactly.
@Suite struct NamedShapeFrameTests {
    static func built(_ shape: Shape) -> ShapeScene {
        let scene = shape.make(n: 100)
        scene.root.contentScaleFactor = 64
        scene.activateAndLayOut()
        return scene
    }

    static func view(_ scene: ShapeScene, _ identifier: String) -> View {
        scene.root.subtreeViews.first { $0.identifier == identifier }!
    }

    /// A container of hugging rows is as tall as its last row's bottom + `inset`, and its rows
    /// are stacked `gap` apart from `inset` below its top.
    static func expectStacked(_ container: View, inset: Double, gap: Double) {
        var y = inset
        for row in container.subviews {
            #expect(isClose(row.frame.minY, y, within: 1e-6), "\(row.identifier ?? "?") at \(row.frame.minY), not \(y)")
            y = row.frame.maxY + gap
        }
        #expect(isClose(container.frame.height, y - gap + inset, within: 1e-6), "\(container.identifier ?? "?") does not hug its rows")
    }

    @Test func huggingRowsHugTheirRows() {
        let scene = Self.built(.huggingRows)
        for view in scene.views {
            if view.subviews.isEmpty {
                #expect(view.frame.height == view.intrinsicContentSizeOverride?.height)
            } else {
                Self.expectStacked(view, inset: 4, gap: 4)
                #expect(view.frame.width == view.superview!.frame.width - 8)
            }
        }
        let first = scene.root.subviews[0].frame
        #expect(first.width == 367, "\(first)")
    }

    @Test func alignedFormLabelsShareOneWidth() {
        let scene = Self.built(.alignedForm)
        let labels = scene.views.filter { $0.identifier?.hasPrefix("label") == true }
        #expect(labels.count == 30)
        #expect(labels.allSatisfy { $0.frame.width == 125 })
        scene.editConstant(sign: 1)
        #expect(labels.allSatisfy { $0.frame.width == 135 })
        let field = Self.view(scene, "field2.7"), label = Self.view(scene, "label2.7")
        #expect(field.frame.minX == label.frame.maxX + 8)
        scene.editConstant(sign: -1)
        scene.editIntrinsic(sign: 1)  // the widest text, 121 → 131, widens the column past 125
        #expect(labels.allSatisfy { $0.frame.width == 131 })
    }

    @Test func cardRowsAreAsTallAsTheirTallestCard() {
        let scene = Self.built(.cardGrid)
        func card(_ i: Int) -> Rect { Self.view(scene, "card\(i)").frame }
        // Row 0's bodies are 16, 28 and 40 high, so its content 72 + 40 is below the 130
        // minimum; row 1's are 52, 64 and 16: 72 + 64.
        #expect((0..<3).map { card($0).height } == [130, 130, 130])
        #expect((3..<6).map { card($0).height } == [136, 136, 136])
        #expect(card(3).minY == 8 + 130 + 8)
        #expect(isClose(card(1).width, (600 - 32) / 3, within: 1.0 / 64) && card(1).minX == card(0).maxX + 8)
    }

    @Test func flexRowClampsToTheBounds() {
        let scene = Self.built(.flexRow)
        let widths = (0..<12).map { Self.view(scene, "v\($0)").frame.width }
        #expect(widths == [60, 30, 90, 40, 45, 80, 60, 30, 90, 40, 45, 80])
        #expect(Self.view(scene, "v1").frame.minX == Self.view(scene, "v0").frame.maxX + 8)
        scene.editConstant(sign: 1)
        #expect(scene.editedConstraint.map { ($0.firstItem as? View)?.frame.width } == 70)
    }

    @Test func multipliersHalveTheParent() {
        let scene = Self.built(.multipliers)
        // 100 views: depth 4, a window 24·16 + 200 = 584 wide.
        let first = Self.view(scene, "root.0").frame, second = Self.view(scene, "root.1").frame
        let below = Self.view(scene, "root.2").frame
        #expect(first.width == 0.5 * 584 - 6 && first.height == 0.75 * first.width)
        #expect(second.minX == first.maxX + 4 && below.minY == first.maxY + 4)
        let grandchild = Self.view(scene, "root.0.3").frame
        #expect(grandchild.width == 0.5 * first.width - 6 && grandchild.height == 0.75 * grandchild.width)
    }

    @Test func rowsAndColumnsAreTheSameTreeForTheSameCount() {
        let frames = { (scene: ShapeScene) in scene.views.map(\.frame) }
        let a = Self.built(.rowsAndColumns), b = Self.built(.rowsAndColumns)
        #expect(frames(a) == frames(b))
        // Every child lies 4 or more inside its parent, and has room.
        for view in a.views {
            let f = view.frame, parent = view.superview!.frame
            #expect(f.width > 0 && f.height > 0)
            #expect(f.minX >= 4 - 1e-9 && f.minY >= 4 - 1e-9, "\(view.identifier ?? "?") \(f)")
            #expect(f.maxX <= parent.width - 4 + 1e-9 && f.maxY <= parent.height - 4 + 1e-9, "\(view.identifier ?? "?") \(f)")
        }
    }

    @Test func stackFeedGivesTheTextTheRest() {
        let scene = Self.built(.stackFeed)
        let cell = Self.view(scene, "cell0").frame, text = Self.view(scene, "text0").frame
        #expect(cell.width == 375 - 16 && cell.height == 40)
        #expect(text.width == cell.width - 40 - 60 - 16)
        #expect(Self.view(scene, "title0").frame.width == text.width)
        #expect(Self.view(scene, "cell1").frame.minY == cell.maxY + 8)
    }

    /// Moving Tree: after its 20 re-parents, every column still holds 8 sections, stacked 8
    /// apart and hugged, and no view is lost.
    @Test func movingTreeKeepsEveryColumnStacked() {
        let scene = Self.built(.movingTree)
        for _ in 0..<scene.moveSteps { scene.moveAndLayOut() }
        #expect(scene.moveSteps == 20)
        #expect(scene.root.subtreeViews.count == scene.viewCount)
        for column in scene.root.subviews {
            #expect(column.subviews.count == 8)
            Self.expectStacked(column, inset: 8, gap: 8)
        }
    }

    /// Hierarchy Removal: 20 removals take 5 sections from each column, with their subtrees.
    @Test func hierarchyRemovalTakesWholeSections() {
        let scene = Self.built(.hierarchyRemoval)
        for _ in 0..<scene.removeSteps { scene.removeHalfAndLayOut() }
        #expect(scene.root.subviews.map(\.subviews.count) == [3, 3, 3, 3])
        #expect(scene.root.subtreeViews.count == scene.viewCount - scene.removedCount)
        for column in scene.root.subviews { Self.expectStacked(column, inset: 8, gap: 8) }
    }
}
