// swift-tools-version:6.1
// libFuzzer targets for ax-lsp, kept out of the main package so its build and tests are unaffected.
// Build with `swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`
// (see README.md and run.sh).
import PackageDescription

let package = Package(
    name: "ax-lsp-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ax-lsp", path: "..")
    ],
    targets: [
        // Declares libFuzzer's driver entry point for the Swift `main`s below.
        .target(name: "FuzzerDriver"),
        // Arbitrary bytes as a .swift or .storyboard file, then workspace resolution.
        .executableTarget(
            name: "FuzzAnalysis",
            dependencies: ["FuzzerDriver", .product(name: "AXAnalysis", package: "ax-lsp")]
        ),
        // Arbitrary bytes through JSON-RPC framing (whole and chunked must agree) and decoding.
        .executableTarget(
            name: "FuzzJSONRPC",
            dependencies: ["FuzzerDriver", .product(name: "JSONRPC", package: "ax-lsp")]
        )
    ],
    swiftLanguageModes: [.v5]
)
