// swift-tools-version:6.1
// A package that uses ax-lsp's SwiftPM plugins the way an app's package would: the build tool
// plugin on its target, and the command plugin through `swift package ax-lsp …`.
// `.ci/plugins` builds it; it is not part of the ax-lsp package's own build or tests.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [
        // By path, so the plugins run the ax-lsp of this checkout; named because a path
        // dependency is otherwise known by its folder's name, which differs between clones.
        .package(name: "ax-lsp", path: "../.."),
    ],
    targets: [
        .target(
            name: "SampleApp",
            plugins: [.plugin(name: "AXLSPBuildToolPlugin", package: "ax-lsp")]
        ),
    ]
)
