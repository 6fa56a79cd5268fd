// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "Plumb", dependencies: ["PlumbSolver"]),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core"])]
        ),
        .target(
            name: "PlumbRender",
            dependencies: ["Plumb", "CPangoCairo"],
            resources: [.copy("Resources/fonts.conf")]
        ),
        .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
        .executableTarget(
            name: "plumb-solver-bench",
            dependencies: ["PlumbSolver", "BenchSupport"],
            path: "Benchmarks/SolverBench"
        ),
        .executableTarget(
            name: "plumb-stack-bench",
            dependencies: ["Plumb", "BenchSupport"],
            path: "Benchmarks/StackBench"
        ),
        .executableTarget(
            name: "plumb-layout-bench",
            dependencies: ["Plumb", "PlumbSolver", "BenchSupport"],
            path: "Benchmarks/LayoutBench"
        ),
        .executableTarget(
            name: "plumb-render-bench",
            dependencies: ["Plumb", "PlumbRender", "CPangoCairo", "BenchSupport"],
            path: "Benchmarks/RenderBench"
        ),
        .executableTarget(
            name: "plumb-chart",
            dependencies: ["Plumb", "PlumbRender"],
            path: "Benchmarks/Chart"
        ),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"], exclude: ["Oracle"]),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb"]),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "Plumb"]),
    ],
    swiftLanguageModes: [.v6]
)
