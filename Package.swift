// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "Plumb", targets: ["Plumb"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "Plumb", dependencies: ["PlumbSolver"]),
        .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
        .executableTarget(
            name: "plumb-solver-bench",
            dependencies: ["PlumbSolver", "BenchSupport"],
            path: "Benchmarks/SolverBench"
        ),
        .executableTarget(
            name: "plumb-layout-bench",
            dependencies: ["Plumb", "PlumbSolver", "BenchSupport"],
            path: "Benchmarks/LayoutBench"
        ),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"], exclude: ["Oracle"]),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb"]),
    ],
    swiftLanguageModes: [.v6]
)
