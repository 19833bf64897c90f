// swift-tools-version:6.1
// ax-lsp's benchmark suite, a separate package so that `swift build` and `swift test` of the
// main package never resolve or build anything benchmark-only (see BENCHMARKS.md).
import PackageDescription

let package = Package(
    name: "ax-lsp-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ax-lsp", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1")
    ],
    targets: [
        // Seeded generator of realistic UIKit/SwiftUI workspaces (code committed, output not).
        .target(name: "SyntheticWorkspace"),
        // The measurements, each paired with its baseline from the same run.
        .target(
            name: "BenchmarkKit",
            dependencies: [
                "SyntheticWorkspace",
                .product(name: "AXAnalysis", package: "ax-lsp"),
                .product(name: "AXConfig", package: "ax-lsp"),
                // The pathological-input suite and the synthetic screen the benchmarks time.
                .product(name: "AXTestSupport", package: "ax-lsp"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        .executableTarget(name: "ax-lsp-bench", dependencies: ["BenchmarkKit", "SyntheticWorkspace"])
    ],
    swiftLanguageModes: [.v5]
)
