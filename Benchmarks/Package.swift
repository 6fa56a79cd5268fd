// swift-tools-version: 6.1
import PackageDescription

// The benchmarks: a package of their own, so that Plumb's manifest holds only the product
// and its tests. It depends on Plumb by path; `Benchmarks/run.sh` builds it in release,
// `swift build -c release --package-path Benchmarks --scratch-path .build-bench` (README.md).

/// A benchmark driver: an executable in `path` using Plumb's `products`, `BenchSupport` and
/// any `more` dependencies of this package.
func driver(_ name: String, path: String, products: [String], more: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: "Plumb") } + more + ["BenchSupport"],
        path: path
    )
}

let package = Package(
    name: "PlumbBenchmarks",
    dependencies: [.package(name: "Plumb", path: "..")],
    targets: [
        .target(name: "BenchSupport", path: "BenchSupport"),
        .systemLibrary(name: "CBenchPangoCairo", path: "CBenchPangoCairo", pkgConfig: "pangocairo"),
        driver("plumb-solver-bench", path: "SolverBench", products: ["PlumbSolver"]),
        driver("plumb-shape-bench", path: "ShapeBench", products: ["Plumb", "PlumbSolver", "PlumbTestScenes"]),
        driver("plumb-random-counts", path: "RandomCounts", products: ["PlumbTestScenes"]),
        driver("plumb-stack-bench", path: "StackBench", products: ["Plumb", "PlumbTestScenes"]),
        driver("plumb-diagnostics-bench", path: "DiagnosticsBench", products: ["Plumb", "PlumbTestScenes"]),
        driver("plumb-animation-bench", path: "AnimationBench", products: ["Plumb", "PlumbTestScenes"]),
        driver("plumb-snapshot-bench", path: "SnapshotBench", products: ["Plumb", "PlumbRender", "PlumbSnapshot", "PlumbTestScenes"]),
        driver("plumb-render-bench", path: "RenderBench", products: ["Plumb", "PlumbRender"], more: ["CBenchPangoCairo"]),
    ],
    swiftLanguageModes: [.v6]
)
