// The CLI's caches end to end: a warm run prints exactly what a cold run printed, the caches
// are really read, any changed input is analysed afresh, damage and unwritable folders never
// change a result, and the caches stay out of the workspace unless configured there.
import AXAnalysis
import AXConfig
import Foundation
import XCTest

final class SummaryCacheCommandTests: XCTestCase {
    private var scratch: URL!
    private var workspace: URL!
    /// `XDG_CACHE_HOME` of these runs; the cache goes to `cacheHome/ax-lsp`.
    private var cacheHome: URL!

    override func setUpWithError() throws {
        workspace = try CLIFixtures.copy("Conventions")
        scratch = workspace.deletingLastPathComponent()
        cacheHome = scratch.appendingPathComponent("xdg-cache")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> AxLspResult {
        try AxLspRunner.run(
            arguments, in: workspace, environment: ["XDG_CACHE_HOME": cacheHome.path, "HOME": scratch.path], file: file,
            line: line)
    }

    /// Every file and folder below `folder`, relative and sorted.
    private func tree(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).sorted()
    }

    /// The one cache file in the default location, after a run wrote it.
    private func defaultCacheFile(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let directory = cacheHome.appendingPathComponent("ax-lsp")
        let files = tree(directory).filter { $0.hasSuffix("/summaries.bin") }
        XCTAssertEqual(files.count, 1, "cache files: \(files)", file: file, line: line)
        return directory.appendingPathComponent(try XCTUnwrap(files.first, file: file, line: line))
    }

    func testWarmRunPrintsByteIdenticalOutput() throws {
        let cold = try run(["check", "--reporter", "json"])
        XCTAssertEqual(cold.exitCode, 0)
        XCTAssertTrue(cold.stdout.contains("\"rule\": \"identifier-overwritten\""), cold.stdout)
        let cacheFile = try defaultCacheFile()
        let warm = try run(["check", "--reporter", "json"])
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.stderr, cold.stderr)
        XCTAssertEqual(warm.exitCode, cold.exitCode)
        let coldIds = try run(["ids"])
        XCTAssertEqual(try run(["ids"]).stdout, coldIds.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile.path))
    }

    /// `ids --no-cache` stores nothing and prints no finding, so it reads neither localization
    /// tables nor the facts only findings use (`ExtractionScope.identifiers`), and prints what a
    /// cached run prints. The progress line counts the files it read.
    /// Without a cache, `ids` reads only the development language's tables (identifiers set from
    /// localized texts take their texts); the others feed only findings.
    func testIdsWithoutACacheSkipsOtherLanguagesTablesAndPrintsTheSame() throws {
        for (language, text) in [("en", "Sign in"), ("de", "Anmelden")] {
            let table = workspace.appendingPathComponent("App/\(language).lproj/Localizable.strings")
            try FileManager.default.createDirectory(
                at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"login.title\" = \"\(text)\";\n".utf8).write(to: table)
        }
        let swiftAndInterfaceBuilder = tree(workspace).filter {
            $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
        }.count

        let cold = try run(["ids", "--no-cache", "--progress"])
        XCTAssertEqual(cold.exitCode, 0)
        XCTAssertTrue(
            cold.stderr.contains("Analysing files: \(swiftAndInterfaceBuilder + 1)/\(swiftAndInterfaceBuilder + 1)"),
            cold.stderr)
        let check = try run(["check", "--no-cache", "--progress"])
        XCTAssertTrue(
            check.stderr.contains("Analysing files: \(swiftAndInterfaceBuilder + 2)/\(swiftAndInterfaceBuilder + 2)"),
            check.stderr)
        let cached = try run(["ids"])
        XCTAssertTrue(cached.stdout.contains("LoginViewController.signInButton (aaii, certain)"))
        XCTAssertEqual(cold.stdout, cached.stdout)
    }

    /// The fingerprint the `ax-lsp` binary these tests run stamps its caches with.
    private var binaryFingerprint: String {
        get throws {
            try XCTUnwrap(
                SummaryCache.fingerprint(ofExecutableAt: AxLspRunner.binaryURL.resolvingSymlinksInPath().path))
        }
    }

    /// The value with every `old` replaced by `new` in its strings (through its JSON form).
    private func replacing<T: Codable>(_ old: String, with new: String, in value: T) throws -> T {
        let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        return try JSONDecoder().decode(T.self, from: Data(text.replacingOccurrences(of: old, with: new).utf8))
    }

    /// Rewrites the summary cache with `old` replaced by `new` in every summary.
    private func editSummaryCache(_ cacheFile: URL, replacing old: String, with new: String) throws {
        let fingerprint = try binaryFingerprint
        let loaded = SummaryCache.load(
            location: cacheFile, workspaceRoot: workspace.path, analysisFingerprint: fingerprint)
        XCTAssertNil(loaded.discarded)
        XCTAssertFalse(loaded.entries.isEmpty)
        var edited = SummaryCache(location: cacheFile, workspaceRoot: workspace.path, analysisFingerprint: fingerprint)
        for entry in loaded.entries.values {
            edited.store(try replacing(old, with: new, in: entry.summary), contentHash: entry.contentHash)
        }
        try edited.save()
    }

    private func resultsFile(besides cacheFile: URL) -> URL {
        AnalysisResultsCache.location(besideSummaryCache: cacheFile)
    }

    /// Rewrites the stored results (keeping their key) with `old` replaced by `new`.
    private func editResultsCache(
        _ cacheFile: URL, replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let location = resultsFile(besides: cacheFile)
        let fingerprint = try binaryFingerprint
        let stored = try XCTUnwrap(
            AnalysisResultsCache.loadStored(
                location: location, workspaceRoot: workspace.path, analysisFingerprint: fingerprint),
            file: file, line: line)
        let results = AnalysisResultsCache.Results(
            findings: try replacing(old, with: new, in: stored.results.findings),
            identifiers: try replacing(old, with: new, in: stored.results.identifiers))
        try AnalysisResultsCache.save(
            results, key: stored.key, location: location, workspaceRoot: workspace.path,
            analysisFingerprint: fingerprint)
    }

    /// A warm run takes summaries from the cache, not from the files: a summary edited in the
    /// cache shows in the output until the file's bytes change.
    func testWarmRunReadsSummariesFromTheCacheUntilTheFileChanges() throws {
        XCTAssertTrue(try run(["ids"]).stdout.contains("LoginViewController.signInButton (aaii, certain)"))
        let cacheFile = try defaultCacheFile()
        try editSummaryCache(cacheFile, replacing: "signInButton", with: "cachedButton")
        // Without stored results the run resolves the cached summaries.
        try FileManager.default.removeItem(at: resultsFile(besides: cacheFile))
        XCTAssertTrue(try run(["ids"]).stdout.contains("LoginViewController.cachedButton (aaii, certain)"))
        XCTAssertTrue(
            try run(["ids", "--no-cache"]).stdout.contains("LoginViewController.signInButton (aaii, certain)"))

        let source = workspace.appendingPathComponent("App/LoginViewController.swift")
        try Data((try String(contentsOf: source, encoding: .utf8) + "\n").utf8).write(to: source)
        let afterEdit = try run(["ids"]).stdout
        XCTAssertTrue(afterEdit.contains("LoginViewController.signInButton (aaii, certain)"), afterEdit)
        XCTAssertFalse(afterEdit.contains("cachedButton"))
        let rewritten = try Data(contentsOf: cacheFile)
        XCTAssertFalse(String(decoding: rewritten, as: UTF8.self).contains("cachedButton"))
    }

    /// A rerun on unchanged files and options prints the stored results without analysing; a
    /// changed, added or removed file, a changed option or configuration analyses again.
    func testWarmRunTakesResultsFromTheResultsCacheUntilAnInputChanges() throws {
        let cold = try run(["ids"]).stdout
        XCTAssertTrue(cold.contains("LoginViewController.signInButton (aaii, certain)"))
        let cacheFile = try defaultCacheFile()
        func tamper(_ arguments: [String] = ["ids"], file: StaticString = #filePath, line: UInt = #line) throws {
            try editResultsCache(cacheFile, replacing: "signInButton", with: "storedButton", file: file, line: line)
            XCTAssertTrue(
                try run(arguments).stdout.contains("LoginViewController.storedButton (aaii, certain)"),
                "the stored results are printed", file: file, line: line)
        }
        func assertFresh(
            _ arguments: [String] = ["ids"], _ message: String, file: StaticString = #filePath, line: UInt = #line
        ) throws {
            let output = try run(arguments).stdout
            XCTAssertTrue(
                output.contains("LoginViewController.signInButton (aaii, certain)"), message, file: file, line: line)
            XCTAssertFalse(output.contains("storedButton"), message, file: file, line: line)
        }

        try tamper()
        let source = workspace.appendingPathComponent("App/LoginViewController.swift")
        let original = try String(contentsOf: source, encoding: .utf8)
        try Data((original + "// edited\n").utf8).write(to: source)
        try assertFresh(["ids"], "a changed file")
        try Data(original.utf8).write(to: source)
        XCTAssertEqual(try run(["ids"]).stdout, cold, "the file changed back")

        try tamper()
        let added = workspace.appendingPathComponent("App/Added.swift")
        try Data("import UIKit\n".utf8).write(to: added)
        try assertFresh(["ids"], "an added file")

        try tamper()
        try FileManager.default.removeItem(at: added)
        try assertFresh(["ids"], "a removed file")

        try tamper()
        try Data("disabled_rules: [identifier-overwritten]\n".utf8).write(
            to: workspace.appendingPathComponent(".ax-lsp.yml"))
        try assertFresh(["ids"], "a changed configuration")

        try tamper()
        try Data("aaii: true\n".utf8).write(to: workspace.appendingPathComponent("other.yml"))
        try assertFresh(["ids", "--config", "other.yml"], "another configuration file with other options")

        let otherConfiguration = ["ids", "--config", "other.yml"]
        try tamper(otherConfiguration)
        try assertFresh(["ids", "--config", "other.yml", "--no-cache"], "--no-cache reads no cache")
        try assertFresh(
            ["ids", "--config", "other.yml", "--cache-dir", scratch.appendingPathComponent("elsewhere").path],
            "another cache directory")
        XCTAssertTrue(
            try run(otherConfiguration + ["--jobs", "1"]).stdout.contains("storedButton"),
            "unchanged inputs keep the stored results")
        try assertFresh(["ids", "--config", "other.yml", "App"], "another analysed directory")
    }

    func testCorruptCacheIsDiscardedAndTheRunIsStillCorrect() throws {
        let cold = try run(["check"])
        let cacheFile = try defaultCacheFile()
        var bytes = try Data(contentsOf: cacheFile)
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: cacheFile)
        // Damaged stored results are discarded silently (they are rebuilt from the summaries);
        // removed, they make the run read the damaged summary cache.
        let results = resultsFile(besides: cacheFile)
        var resultBytes = try Data(contentsOf: results)
        resultBytes[resultBytes.count / 2] ^= 0x10
        try resultBytes.write(to: results)
        XCTAssertEqual(try run(["check", "--no-cache"]).stdout, cold.stdout)
        let damagedResults = try run(["check"])
        XCTAssertEqual(damagedResults.stdout, cold.stdout)
        try FileManager.default.removeItem(at: results)
        bytes = try Data(contentsOf: cacheFile)
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: cacheFile)
        let damaged = try run(["check"])
        XCTAssertEqual(damaged.stdout, cold.stdout)
        XCTAssertEqual(damaged.exitCode, cold.exitCode)
        XCTAssertEqual(
            damaged.stderr,
            "warning: the summary cache \(cacheFile.path) is corrupt; it was discarded and will be rebuilt\n"
                + cold.stderr)
        // The run rewrote it, so the next one is warm and quiet again.
        XCTAssertEqual(try run(["check"]).stderr, cold.stderr)
        XCTAssertEqual(try run(["check", "--quiet"]).stderr, "")
    }

    func testNoCacheWritesNothing() throws {
        try FileManager.default.createDirectory(at: cacheHome, withIntermediateDirectories: true)
        let before = tree(workspace)
        let result = try run(["check", "--no-cache"])
        XCTAssertEqual(result.stderr, "found 0 errors, 0 warnings and 1 note in 6 files\n")
        XCTAssertEqual(tree(cacheHome), [])
        XCTAssertEqual(tree(workspace), before)
    }

    func testDisabledInConfigurationWritesNothing() throws {
        try Data("cache:\n  enabled: false\n".utf8).write(to: workspace.appendingPathComponent(".ax-lsp.yml"))
        try FileManager.default.createDirectory(at: cacheHome, withIntermediateDirectories: true)
        _ = try run(["check"])
        _ = try run(["generate", "--output", scratch.appendingPathComponent("Identifiers.swift").path])
        XCTAssertEqual(tree(cacheHome), [])
    }

    func testDefaultCacheIsInTheUsersCacheDirectoryNeverInTheWorkspace() throws {
        let before = tree(workspace)
        _ = try run(["check"])
        XCTAssertEqual(tree(workspace), before)
        let cacheFile = try defaultCacheFile()
        XCTAssertEqual(
            cacheFile.deletingLastPathComponent().deletingLastPathComponent().path,
            cacheHome.appendingPathComponent("ax-lsp").path)
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: cacheFile.deletingLastPathComponent().path)[
                .posixPermissions] as? NSNumber
        let fileMode = try FileManager.default.attributesOfItem(atPath: cacheFile.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(folderMode?.intValue, 0o700)
        XCTAssertEqual(fileMode?.intValue, 0o600)
    }

    func testConfiguredDirectoryIsRelativeToTheConfigurationFile() throws {
        try Data("cache: { directory: .ax-cache }\n".utf8).write(to: workspace.appendingPathComponent(".ax-lsp.yml"))
        let cold = try run(["check"])
        XCTAssertEqual(tree(cacheHome), [])
        let inWorkspace = tree(workspace.appendingPathComponent(".ax-cache"))
        XCTAssertEqual(inWorkspace.count, 3, "\(inWorkspace)")
        XCTAssertEqual(
            inWorkspace.map { ($0 as NSString).lastPathComponent }.suffix(2), ["results.bin", "summaries.bin"])
        // The cache's own folder is never analysed.
        XCTAssertEqual(try run(["check"]).stderr, cold.stderr)
        // --cache-dir wins over the configuration.
        let commandLine = scratch.appendingPathComponent("cli-cache")
        _ = try run(["check", "--cache-dir", commandLine.path])
        XCTAssertEqual(tree(commandLine).filter { $0.hasSuffix("summaries.bin") }.count, 1)
    }

    func testUnwritableCacheDirectoryDoesNotFailTheCheck() throws {
        let cold = try run(["check", "--reporter", "json", "--no-cache"])
        // A folder below a regular file cannot be created, even by root.
        let blocker = scratch.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let result = try run([
            "check", "--reporter", "json", "--cache-dir", blocker.appendingPathComponent("cache").path
        ])
        XCTAssertEqual(result.stdout, cold.stdout)
        XCTAssertEqual(result.exitCode, cold.exitCode)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertTrue(
            lines.first?.hasPrefix("note: cannot write the summary cache in \(blocker.path)/cache/workspace-") == true,
            result.stderr)
        XCTAssertTrue(
            lines.first?.hasSuffix(
                "; the next run will parse every file again. Pass --cache-dir DIR or --no-cache, or set 'cache:' in .ax-lsp.yml"
            ) == true, result.stderr)
        XCTAssertEqual(lines.last, "found 0 errors, 0 warnings and 1 note in 6 files")
        XCTAssertEqual(
            try run(["check", "--quiet", "--cache-dir", blocker.appendingPathComponent("cache").path]).stderr, "")
    }

    func testDeletedFilesLeaveTheCache() throws {
        _ = try run(["check"])
        let cacheFile = try defaultCacheFile()
        let fingerprint = try binaryFingerprint
        func cachedPaths() -> [String] {
            SummaryCache.load(location: cacheFile, workspaceRoot: workspace.path, analysisFingerprint: fingerprint)
                .entries.keys.sorted()
        }
        XCTAssertTrue(cachedPaths().contains("App/DebugMenu.swift"))
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("App/DebugMenu.swift"))
        _ = try run(["check"])
        XCTAssertFalse(cachedPaths().contains("App/DebugMenu.swift"))
        XCTAssertTrue(cachedPaths().contains("App/BadgeView.swift"))
    }

    func testCacheDirAndNoCacheCannotBeCombined() throws {
        let result = try run(["check", "--no-cache", "--cache-dir", "x"])
        // argument-parser's validation errors exit 1 in this tool, like every other usage error.
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.contains("--cache-dir and --no-cache cannot be combined"), result.stderr)
    }
}
