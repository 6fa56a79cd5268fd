import Plumb
import PlumbTestSupport

/// Random UI-like view trees from a small grammar, seeded: the engine's acceptance shapes
/// (issue 29), shared by the complexity tests and the benchmarks.
///
/// Containers are rows, columns, overlays, grids and stack views, nested to random depths.
/// Leaves have intrinsic sizes with random hugging and compression (ties included), fixed
/// sizes, min/max/preferred sizes, aspect ratios or multipliers of their parent. Gaps are
/// required or `>=` with a preference at 500; content-sized containers hug their children at
/// priority 1; labels are aligned across subtrees by equal widths; the top level sits in the
/// root's safe area and pads are sometimes the layout margins. Every view's frame is decided
/// (`RandomTreeBuilder` says how), so the optimum is unique and a fresh solve must agree.
public enum RandomShape {
    /// Builds the tree of about `views` views for `seed`, constraints made but not active.
    public static func make(seed: UInt64, views: Int) -> ShapeScene {
        var builder = RandomTreeBuilder(seed: seed, views: max(views, 8))
        return builder.build()
    }

    /// The tree as a scene description: the seed's recipe, for a failure message.
    public static func describe(seed: UInt64, views: Int) -> String {
        "RandomShape.make(seed: \(seed), views: \(views))"
    }
}
