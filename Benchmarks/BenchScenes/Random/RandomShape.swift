// PLACEHOLDER (branch bench-shapes), to be replaced by the real generator of issue 29, item 1.
// The lead's file at this same path replaces this one whole; only the API below is relied on
// (plumb-shape-bench --shape random --seed K, and the runner's `random` family). Until then,
// a "random" shape is the named `rowsAndColumns` tree seeded with `seed` instead of the view
// count: rows and columns of fixed, intrinsic and multiplier lengths, nothing more.

/// Seeded random view trees (issue 29): the same seed and size give the same tree.
public enum RandomShape {
    /// A tree of about `views` views, made through the public API, its constraints made but
    /// not active, with the changes each benchmark phase makes.
    public static func make(seed: UInt64, views: Int) -> ShapeScene {
        ShapeBuilders.rowsAndColumns(max(views, 8), seed: seed)
    }
}
