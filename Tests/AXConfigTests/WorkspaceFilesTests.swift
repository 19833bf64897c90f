import AXAnalysis
// Workspace discovery: extensions, skipped folders, globs, symlinks, loops, unreadable folders.
import XCTest

@testable import AXConfig

final class WorkspaceFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-discovery-\(UUID().uuidString)")
        for path in [
            "App/A.swift", "App/Main.storyboard", "App/Cell.xib", "App/readme.md", "App/Generated/Ids.generated.swift",
            "Pods/Lib/L.swift", ".build/debug/B.swift", ".build-release/C.swift", "DerivedData/D.swift",
            "Carthage/E.swift",
            "node_modules/x/F.swift", ".git/G.swift", "UITests/LoginUITests.swift",
            "Vendor/Kit.xcframework/ios-arm64/Kit.framework/en.lproj/Kit.strings",
            "Vendor/Old.framework/Headers/H.swift",
            "App/en.lproj/Localizable.strings", "App/Plurals.stringsdict", "App/Catalog.xcstrings", "App/Info.plist"
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func discover(_ configuration: AXConfiguration = AXConfiguration()) -> WorkspaceFileList {
        WorkspaceFiles.discover(roots: [root.path], config: configuration, base: root.path)
    }

    func testFindsSwiftInterfaceBuilderAndLocalizationFilesAndSkipsToolFolders() {
        XCTAssertEqual(
            discover().files.map(\.relativePath),
            [
                "App/A.swift", "App/Catalog.xcstrings", "App/Cell.xib", "App/Generated/Ids.generated.swift",
                "App/Main.storyboard",
                "App/Plurals.stringsdict", "App/en.lproj/Localizable.strings", "UITests/LoginUITests.swift"
            ])
    }

    /// The skipped folders are a setting: its defaults leave vendored frameworks out, and a
    /// list without them (here only `Pods`) enters them.
    func testSkippedFoldersAreConfigurable() {
        var configuration = AXConfiguration()
        configuration.skippedFolders = ["Pods"]
        let found = discover(configuration).files.map(\.relativePath)
        XCTAssertTrue(found.contains("Vendor/Kit.xcframework/ios-arm64/Kit.framework/en.lproj/Kit.strings"), "\(found)")
        XCTAssertTrue(found.contains("Vendor/Old.framework/Headers/H.swift"), "\(found)")
        XCTAssertTrue(found.contains("DerivedData/D.swift"), "\(found)")
        XCTAssertFalse(found.contains("Pods/Lib/L.swift"), "\(found)")
        XCTAssertTrue(WorkspaceFiles.isSkippedFolder(named: "Kit.xcframework"))
        XCTAssertTrue(WorkspaceFiles.isSkippedFolder(named: ".build-release"))
        XCTAssertFalse(WorkspaceFiles.isSkippedFolder(named: "Framework"))
    }

    func testExcludedAndIncludedGlobs() {
        var configuration = AXConfiguration()
        configuration.excluded = ["*.generated.swift"]
        configuration.included = ["App/**"]
        XCTAssertEqual(
            discover(configuration).files.map(\.relativePath),
            [
                "App/A.swift", "App/Catalog.xcstrings", "App/Cell.xib", "App/Main.storyboard",
                "App/Plurals.stringsdict", "App/en.lproj/Localizable.strings"
            ])
        configuration = AXConfiguration()
        configuration.excluded = ["App"]
        XCTAssertEqual(discover(configuration).files.map(\.relativePath), ["UITests/LoginUITests.swift"])
    }

    func testSymlinksInsideTheRootAreFollowedOnceAndLinksOutsideAreNot() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("// secret\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Outside"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("App/Loop"), withDestinationURL: root.appendingPathComponent("App"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Alias.swift"),
            withDestinationURL: root.appendingPathComponent("App/A.swift"))
        let files = discover().files.map(\.relativePath)
        XCTAssertFalse(files.contains { $0.contains("Secret") }, "\(files)")
        XCTAssertEqual(
            files.filter { $0.hasSuffix("A.swift") }.count, 1, "a file reached twice is analysed once: \(files)")
        XCTAssertFalse(files.contains { $0.contains("Loop") }, "\(files)")
    }

    func testUnreadableFolderIsReportedNotFatal() throws {
        guard getuid() != 0 else { throw XCTSkip("root can read any folder, so an unreadable one cannot be made") }
        let locked = root.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let list = discover()
        XCTAssertEqual(list.problems, ["Locked: cannot read folder; it is skipped"])
        XCTAssertEqual(list.files.count, 5)
    }

    func testFirstFolderRootIsTheDefaultBase() {
        XCTAssertEqual(
            WorkspaceFiles.discover(roots: [root.path], config: AXConfiguration()).files.map(\.relativePath),
            discover().files.map(\.relativePath))
    }

    func testExplicitFileRootsAndMissingRoots() {
        let list = WorkspaceFiles.discover(
            roots: [root.appendingPathComponent("App/A.swift").path, root.appendingPathComponent("Nope").path],
            config: AXConfiguration(), base: root.path
        )
        XCTAssertEqual(list.files.map(\.relativePath), ["App/A.swift"])
        XCTAssertEqual(list.problems, ["\(root.appendingPathComponent("Nope").path): no such file or folder"])
    }
}

extension WorkspaceFilesTests {
    /// swift-snapshot-testing's reference files are read only inside a `__Snapshots__` folder,
    /// and only up to `SnapshotReferenceFile.maximumUTF8Count` bytes.
    func testSnapshotReferenceFilesAreFoundOnlyUnderSnapshotsFoldersAndWhenSmall() throws {
        for (path, size) in [
            ("AppTests/__Snapshots__/ChipViewTests/testMatches.1.txt", 10),
            ("AppTests/__Snapshots__/ChipViewTests/testHuge.1.txt", SnapshotReferenceFile.maximumUTF8Count + 1),
            ("AppTests/notes.txt", 10)
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: UInt8(ascii: "-"), count: size).write(to: url)
        }
        let files = discover().files.map(\.relativePath)
        XCTAssertTrue(files.contains("AppTests/__Snapshots__/ChipViewTests/testMatches.1.txt"), "\(files)")
        XCTAssertFalse(files.contains { $0.hasSuffix("testHuge.1.txt") || $0.hasSuffix("notes.txt") }, "\(files)")
    }

    func testMaestroFlowsAreFoundInMaestroFoldersAndWhereAConfigNamesThem() throws {
        for (path, text) in [
            (".maestro/login.yaml", "appId: a\n---\n- tapOn: x\n"),
            (".maestro/shared/setup.yml", "appId: a\n"),
            (".maestro/config.yaml", "flows:\n  - \"**\"\n"),
            ("e2e/config.yaml", "flows:\n  - \"*\"\n  - \"checkout/*\"\n"),
            ("e2e/smoke.yaml", "appId: a\n"),
            ("e2e/checkout/pay.yaml", "appId: a\n"),
            ("e2e/helpers/not-named.yaml", "appId: a\n"),
            ("other/config.yaml", "appStartup:\n  enabled: false\n"),
            ("other/flow.yaml", "appId: a\n"),
            (".github/workflows/ci.yaml", "on: push\n")
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let flows = discover().files.map(\.relativePath).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        XCTAssertEqual(
            flows, [".maestro/login.yaml", ".maestro/shared/setup.yml", "e2e/checkout/pay.yaml", "e2e/smoke.yaml"])
    }

    func testAppiumSuitesAreFoundInTestSuiteFoldersOrWhereTheConfigurationNamesThem() throws {
        for path in [
            "e2e/screens/login.screen.js", "AppiumTests/test_login.py", "src/test/java/LoginPage.java",
            "scripts/release.py", "tools/lint.js", "e2e/node_modules/webdriverio/index.js",
            "tests/.venv/lib/site-packages/x.py",
            "automation/flows/login.rb"
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("const A = '~a';\n".utf8).write(to: url)
        }
        let suffixes = [".js", ".py", ".java", ".rb"]
        let suites = discover().files.map(\.relativePath).filter { path in suffixes.contains { path.hasSuffix($0) } }
        XCTAssertEqual(
            suites, ["AppiumTests/test_login.py", "e2e/screens/login.screen.js", "src/test/java/LoginPage.java"])
        var config = AXConfiguration()
        config.appiumSuitePaths = ["automation/**"]
        let configured = WorkspaceFiles.discover(roots: [root.path], config: config, base: root.path).files.map(
            \.relativePath)
        XCTAssertEqual(
            configured.filter { path in suffixes.contains { path.hasSuffix($0) } }, ["automation/flows/login.rb"])
    }

    /// Discovery's own extension reading agrees with Foundation's on every shape of path.
    func testPathExtensionAgreesWithFoundation() {
        let paths = [
            ".swift", "a/.swift", "a.swift", "a.b.swift", "a/b.", "a.swift/", "a.swift//", "a/b", "..swift",
            "a/..swift",
            ".", "", "/", "a.Swift", "a/ .swift", "Sources/Views/Main.swift", "Base.lproj/Main.storyboard",
            "é/ü.strings", "🧪.xcstrings", "dir.d/file", "a/b.c/", "Résumé.stringsdict", "x/y.tar.gz"
        ]
        for path in paths {
            XCTAssertEqual(
                String(WorkspaceFiles.pathExtension(path)), (path as NSString).pathExtension, path.debugDescription)
        }
        XCTAssertTrue(WorkspaceFiles.isAnalysed(path: "App/Views/Main.swift"))
        XCTAssertTrue(WorkspaceFiles.isAnalysed(path: "App/Base.lproj/Localizable.stringsdict"))
        XCTAssertFalse(WorkspaceFiles.isAnalysed(path: "App/.swift"))
        XCTAssertFalse(WorkspaceFiles.isAnalysed(path: "App/Main.swift.orig"))
    }
}
