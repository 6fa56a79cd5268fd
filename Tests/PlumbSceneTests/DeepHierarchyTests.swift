import Plumb
@testable import PlumbRender
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// Scenes whose views nest 10,000 deep (each view's `parent` is the previous one): loading is
/// linear in the depth, and nothing walks the hierarchy by recursion (docs/PERFORMANCE.md,
/// "Robustness: depth and text").
@Suite(.tags(.slow)) struct DeepHierarchyTests {
    static let depth = 10_000

    /// A chain of `depth` views, each inset by `inset` on every side in its parent (no
    /// constraints when `inset` is nil); `scripts/deep-scene.py chain` writes the same scenes.
    static func chain(depth: Int, inset: Double?, side: Double) -> String {
        var lines = ["size: {width: \(formatPoints(side)), height: \(formatPoints(side))}", "views:"]
        for index in 0..<depth {
            lines.append("  - {id: v\(index), parent: \(index == 0 ? "root" : "v\(index - 1)")}")
        }
        if let inset {
            lines.append("constraints:")
            for index in 0..<depth {
                lines.append("  - \"H:|-\(formatPoints(inset))-[v\(index)]-\(formatPoints(inset))-|\"")
                lines.append("  - \"V:|-\(formatPoints(inset))-[v\(index)]-\(formatPoints(inset))-|\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aCycleAtTheBottomOfADeepChainIsReported() throws {
        var yaml = Self.chain(depth: 2_000, inset: nil, side: 100)
        yaml = yaml.replacingOccurrences(of: "{id: v0, parent: root}", with: "{id: v0, parent: v1999}")
        let error = try #require(loadError(yaml))
        #expect(error.message.hasPrefix("the parents form a cycle: v0 → v1999 → v1998 → "))
        #expect(error.line == 3)
    }

    @Test func aDeepInsetChainLaysOutWithTheRightFrames() throws {
        let loaded = try loadScene(Self.chain(depth: Self.depth, inset: 1, side: 2 * Double(Self.depth) + 100))
        let outcome = loaded.layout()
        #expect(!outcome.hasProblems)
        let deepest = try #require(loaded.view("v\(Self.depth - 1)"))
        #expect(deepest.frame == Rect(x: 1, y: 1, width: 100, height: 100))
        #expect(loaded.view("v0")?.frame == Rect(x: 1, y: 1, width: 2 * Double(Self.depth) + 98, height: 2 * Double(Self.depth) + 98))
        #expect(deepest.frameInRoot == Rect(x: Double(Self.depth), y: Double(Self.depth), width: 100, height: 100))
        let tree = LayoutReport(loaded: loaded, outcome: outcome).tree
        #expect(tree.split(separator: "\n").count == Self.depth + 2)
        #expect(tree.hasSuffix(String(repeating: "  ", count: TreeIndentation.maximumLevels)
            + "[depth \(Self.depth)] v\(Self.depth - 1) View (1 1; 100 100)"))
        #expect(loaded.scene.root.lintWarnings().isEmpty)
        #expect(loaded.scene.root.layoutTrace().split(separator: "\n", omittingEmptySubsequences: false).count == Self.depth + 1 + 7)
    }

    @Test func aDeepChainRendersWithEveryOverlay() throws {
        // 500 points square, each view 0.02 in from its parent: the deepest is 100 × 100 at 200, 200.
        let loaded = try loadScene(Self.chain(depth: Self.depth, inset: 0.02, side: 500))
        #expect(!loaded.layout().hasProblems)
        let deepest = try #require(loaded.view("v\(Self.depth - 1)"))
        #expect(deepest.frameInRoot == Rect(x: 200, y: 200, width: 100, height: 100))
        for overlays in [OverlayOptions(), .all] {
            let renderer = Renderer(overlays: overlays, legend: .none)
            let image = try renderer.image(of: loaded.scene.root)
            #expect(image.width == 500 && image.height == 500)
            let svg = try renderer.data(of: loaded.scene.root, format: .svg)
            #expect(svg.count > 0)
        }
    }

    @Test func aChainDeclaredBottomUpLaysOutAsDeclaredTopDown() throws {
        var lines = Self.chain(depth: Self.depth, inset: 1, side: 2 * Double(Self.depth) + 100).split(separator: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("  - {id:") })
        lines[first..<(first + Self.depth)].reverse()
        let loaded = try loadScene(lines.joined(separator: "\n"))
        #expect(!loaded.layout().hasProblems)
        #expect(loaded.view("v\(Self.depth - 1)")?.frameInRoot == Rect(x: Double(Self.depth), y: Double(Self.depth), width: 100, height: 100))
    }

    @Test func anUnconstrainedDeepChainLoadsAndReportsItsAmbiguity() throws {
        let loaded = try loadScene(Self.chain(depth: Self.depth, inset: nil, side: 100))
        #expect(loaded.viewIDs.count == Self.depth + 1)
        #expect(loaded.view("v\(Self.depth - 1)")?.superview === loaded.view("v\(Self.depth - 2)"))
        #expect(loaded.layout().ambiguous.count == Self.depth)
    }
}
