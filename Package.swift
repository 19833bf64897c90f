// swift-tools-version:6.1
// The ax-lsp package: a language server and CI linter for iOS accessibility identifiers.
// Dependencies point one way: ax-lsp -> AXServer -> {JSONRPC, AXAnalysis, AXConfig};
// ax-lsp -> {AXAnalysis, AXConfig}; AXConfig -> AXAnalysis. JSONRPC and AXAnalysis import nothing of ours.
// Yams reads `.ax-lsp.yml` (AXConfig) and Maestro flows (AXAnalysis, text in, nodes out).
import PackageDescription

let package = Package(
    name: "ax-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ax-lsp", targets: ["ax-lsp"]),
        .library(name: "AXAnalysis", targets: ["AXAnalysis"]),
        .library(name: "AXServer", targets: ["AXServer"]),
        // A product so the separate Benchmarks package can measure the summary cache.
        .library(name: "AXConfig", targets: ["AXConfig"]),
        .library(name: "JSONRPC", targets: ["JSONRPC"]),
        // Test-only inputs, a product only so that the separate Benchmarks package can time them.
        .library(name: "AXTestSupport", targets: ["AXTestSupport"]),
        // `swift package ax-lsp check` and findings as build warnings, with no binary to install.
        .plugin(name: "AXLSPCommandPlugin", targets: ["AXLSPCommandPlugin"]),
        .plugin(name: "AXLSPBuildToolPlugin", targets: ["AXLSPBuildToolPlugin"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
        // The Model Context Protocol's Swift SDK serves `ax-lsp mcp` (the executable only).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1")
    ],
    targets: [
        // Framing, messages and the connection. Knows nothing of LSP methods or Swift.
        .target(name: "JSONRPC"),
        // Pure analysis: Swift source in, identifiers and findings out. No IO, no LSP types.
        .target(
            name: "AXAnalysis",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams")
            ]
        ),
        // The `.ax-lsp.yml` loader shared by the server and the CLI.
        .target(name: "AXConfig", dependencies: ["AXAnalysis", .product(name: "Yams", package: "Yams")]),
        // LSP types, position encodings, documents, one handler per method.
        .target(
            name: "AXServer",
            // No swift-syntax: the analysis owns open documents' trees (AnalysisWorkspace).
            dependencies: ["JSONRPC", "AXAnalysis", "AXConfig"]
        ),
        // The executable: LSP on stdio and the headless CLI.
        .executableTarget(
            name: "ax-lsp",
            dependencies: [
                "AXServer",
                "AXAnalysis",
                "AXConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk")
            ],
            // `ax-lsp --version` names the commit the executable was built from.
            plugins: ["AXLSPVersionPlugin"]
        ),
        .plugin(name: "AXLSPVersionPlugin", capability: .buildTool()),
        // Both plugins run this package's `ax-lsp` (built from source, nothing downloaded).
        .plugin(
            name: "AXLSPCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "ax-lsp", description: "Run ax-lsp check, ids, outline or generate on this package")),
            dependencies: ["ax-lsp"]
        ),
        .plugin(name: "AXLSPBuildToolPlugin", capability: .buildTool(), dependencies: ["ax-lsp"]),
        // Test-only inputs shared by the test targets and the benchmarks: the pathological-input
        // suite, generated apps and screens, seeded random edits, fixture markers and the fixture
        // catalogue. Nothing in Sources/ depends on it (ArchitectureTests).
        .target(name: "AXTestSupport", dependencies: ["AXAnalysis"], path: "Tests/AXTestSupport"),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC", "AXTestSupport"]),
        // Fixtures are read from the source tree (#filePath), so snapshots can update in place.
        .testTarget(
            name: "AXAnalysisTests",
            dependencies: [
                "AXAnalysis",
                "AXTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AXServerTests", dependencies: ["AXServer", "JSONRPC", "AXAnalysis", "AXConfig", "AXTestSupport"]),
        .testTarget(name: "AXConfigTests", dependencies: ["AXConfig", "AXTestSupport"]),
        // CLI tests run the built `ax-lsp` binary on fixtures read from the source tree (#filePath).
        .testTarget(
            name: "AxLspTests", dependencies: ["AXAnalysis", "AXConfig"],
            exclude: ["Fixtures", "Snapshots", "Resources"]),
        // The tool logic of `ax-lsp mcp`, tested inside the executable's module without a transport.
        .testTarget(name: "AxLspMCPTests", dependencies: ["ax-lsp", "AXAnalysis"])
    ],
    swiftLanguageModes: [.v5]
)
