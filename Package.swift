// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .executableTarget(
            name: "plumb-solver-bench",
            dependencies: ["PlumbSolver"],
            path: "Benchmarks/SolverBench"
        ),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"], exclude: ["Oracle"]),
    ],
    swiftLanguageModes: [.v6]
)
