// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cassowary",
    products: [
        .library(name: "Simplex", targets: ["Simplex"]),
        .library(name: "AutoLayoutModel", targets: ["AutoLayoutModel"]),
        .executable(name: "layout", targets: ["layout"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(
            name: "Simplex"
        ),
        .target(name: "AutoLayoutModel", dependencies: ["Simplex"]),
        .target(name: "ToolSupport"),
        .executableTarget(name: "layout", dependencies: ["Simplex", "AutoLayoutModel", "ToolSupport"]),
        .executableTarget(name: "Benchmarks", dependencies: ["Simplex", "AutoLayoutModel", "ToolSupport"]),
        .testTarget(name: "SimplexTests", dependencies: ["Simplex"]),
        .testTarget(name: "AutoLayoutModelTests", dependencies: ["AutoLayoutModel"]),
        .testTarget(name: "LayoutToolTests", dependencies: ["layout", "AutoLayoutModel"]),
    ],
    swiftLanguageModes: [.v6]
)
