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
        .executableTarget(
            name: "plumb-solver-bench",
            dependencies: ["PlumbSolver"],
            path: "Benchmarks/SolverBench"
        ),
        .executableTarget(
            name: "plumb-layout-bench",
            dependencies: ["Plumb", "PlumbSolver"],
            path: "Benchmarks/LayoutBench"
        ),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"], exclude: ["Oracle"]),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb"]),
    ],
    swiftLanguageModes: [.v6]
)
