// The analysis-path convention and the per-folder indexing rules (globs, skipped folders, ui_test_paths).
import AXAnalysis
import AXConfig
import XCTest

@testable import AXServer

final class WorkspacePathTests: XCTestCase {
    func testAnalysisPathsAreAbsoluteLexicallyStandardisedAndKeepSymlinks() {
        XCTAssertEqual(
            WorkspacePath.analysisPath(ofURI: "file:///work/App/./Views/../Home%20Screen.swift"),
            "/work/App/Home Screen.swift")
        XCTAssertEqual(WorkspacePath.analysisPath(ofURI: "file:///work/App//Home.swift"), "/work/App/Home.swift")
        XCTAssertEqual(WorkspacePath.analysisPath(ofFilePath: "/work/App/"), "/work/App")
        // `/tmp` stays `/tmp` even where it is a symlink: no resolution, one name per file.
        XCTAssertEqual(WorkspacePath.analysisPath(ofFilePath: "/tmp/../tmp/a.swift"), "/tmp/a.swift")
        XCTAssertEqual(WorkspacePath.analysisPath(ofURI: "untitled:Untitled-1"), "untitled:Untitled-1")
    }

    /// The shortcut for paths that are already standard gives what the component walk gives,
    /// on every spelling of empty, `.`, `..` and dotted names.
    func testStandardPathsAreKeptAndOthersStandardised() {
        func walked(_ path: String) -> String { WorkspacePath.standardisedComponentByComponent(path) }
        let parts = ["a", ".", "..", "...", ".x", "x.", "", "é"]
        var paths = ["/"]
        for first in parts {
            for second in parts {
                for third in parts { paths.append("/" + [first, second, third].joined(separator: "/")) }
                paths.append("/" + first + "/" + second)
            }
            paths.append("/" + first)
        }
        var kept = 0
        for path in paths {
            XCTAssertEqual(WorkspacePath.analysisPath(ofFilePath: path), walked(path), path)
            if WorkspacePath.isStandardised(path) {
                kept += 1
                XCTAssertEqual(walked(path), path, "\(path) is not standard")
            }
        }
        XCTAssertTrue(WorkspacePath.isStandardised("/work/App/Views/Home.swift"))
        XCTAssertTrue(WorkspacePath.isStandardised("/work/.../x"))
        XCTAssertFalse(WorkspacePath.isStandardised("/work/App/"))
        XCTAssertFalse(WorkspacePath.isStandardised("/work/./App"))
        XCTAssertFalse(WorkspacePath.isStandardised("/work//App"))
        XCTAssertFalse(WorkspacePath.isStandardised("/work/App/.."))
        XCTAssertGreaterThan(kept, 50, "the shortcut answers most of them")
    }

    func testARootIndexesWhatDiscoveryWouldFind() {
        var configuration = AXConfiguration()
        configuration.excluded = ["Legacy", "*.generated.swift"]
        configuration.included = ["App", "UITests"]
        let root = WorkspaceRoot(path: "/work/MyApp", configuration: configuration, configurationFile: nil)
        XCTAssertEqual(root.relativePath(of: "/work/MyApp/App/Home.swift"), "App/Home.swift")
        XCTAssertNil(root.relativePath(of: "/work/MyAppOther/Home.swift"))
        XCTAssertTrue(root.indexes(relativePath: "App/Home.swift"))
        XCTAssertTrue(root.indexes(relativePath: "App/Main.storyboard"))
        XCTAssertFalse(root.indexes(relativePath: "App/README.md"))
        XCTAssertFalse(root.indexes(relativePath: "App/.build/debug/X.swift"))
        XCTAssertFalse(root.indexes(relativePath: "App/Pods/Lib/X.swift"))
        XCTAssertFalse(root.indexes(relativePath: "Legacy/Old.swift"))
        XCTAssertFalse(root.indexes(relativePath: "App/Strings.generated.swift"))
        XCTAssertFalse(root.indexes(relativePath: "Scripts/Tool.swift"), "not under an included folder")
    }

    func testUITestGlobsAreAnchoredAtTheirFolder() {
        var first = AXConfiguration()
        first.uiTestPaths = ["UITests/**", "./Smoke/", "*UITests.swift"]
        var second = AXConfiguration()
        second.uiTestPaths = nil
        let configuration = WorkspaceConfiguration(roots: [
            WorkspaceRoot(path: "/work/A", configuration: first, configurationFile: "/work/A/.ax-lsp.yml"),
            WorkspaceRoot(path: "/work/B", configuration: second, configurationFile: nil)
        ])
        let globs = configuration.analysisOptions.uiTestPathGlobs ?? []
        XCTAssertEqual(globs, ["/work/A/UITests/**", "/work/A/Smoke/", "/work/A/**/*UITests.swift"])
        XCTAssertTrue(globs.contains { Glob.matches(path: "/work/A/UITests/LoginTests.swift", pattern: $0) })
        XCTAssertTrue(globs.contains { Glob.matches(path: "/work/A/Smoke/Run.swift", pattern: $0) })
        XCTAssertTrue(globs.contains { Glob.matches(path: "/work/A/Deep/In/CartUITests.swift", pattern: $0) })
        XCTAssertFalse(globs.contains { Glob.matches(path: "/work/B/UITests/LoginTests.swift", pattern: $0) })
        XCTAssertEqual(configuration.root(containing: "/work/B/X.swift")?.path, "/work/B")
    }
}
