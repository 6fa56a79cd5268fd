import PlumbTestScenes

/// What plumb-shape-bench measures: a named shape, or a seeded random tree
/// (`--shape random --seed K`, `RandomShape`).
struct Workload {
    /// The shape's name, or `random`.
    let name: String
    /// The random tree's seed.
    let seed: UInt64?
    private let maker: (Int) -> ShapeScene

    init(_ shape: Shape) {
        name = shape.rawValue
        seed = nil
        maker = shape.make(n:)
    }

    init(randomSeed seed: UInt64) {
        name = "random"
        self.seed = seed
        maker = { RandomShape.make(seed: seed, views: $0) }
    }

    /// The tree of about `n` views, its constraints made but not active.
    func make(n: Int) -> ShapeScene { maker(n) }

    /// The JSON fields that name it: `"shape":"grid"`, or `"shape":"random","seed":7`.
    var json: String { #""shape":"\#(name)""# + (seed.map { #","seed":\#($0)"# } ?? "") }
}
