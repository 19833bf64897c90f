// The summary cache: hits only for unchanged bytes, and a corrupt, foreign or outdated cache is
// discarded whole rather than trusted.
import AXAnalysis
import AXConfig
import AXTestSupport
import Foundation
import XCTest

final class SummaryCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("summary-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private let viewController =
        "import UIKit\nclass LoginViewController: UIViewController {\n    @IBOutlet var submit: UIButton!\n}\n"

    private func savedCache(fingerprint: String = "build-1") throws -> (URL, ContentHash) {
        let location = directory.appendingPathComponent("summaries.bin")
        var cache = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: fingerprint)
        let hash = ContentHash(viewController)
        cache.store(FileExtractor.summarize(path: "/app/Login.swift", text: viewController), contentHash: hash)
        try cache.save()
        return (location, hash)
    }

    func testUnchangedBytesHitAndChangedBytesMiss() throws {
        let (location, hash) = try savedCache()
        let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(cache.loadProblem)
        XCTAssertEqual(
            cache.summary(for: "/app/Login.swift", contentHash: hash)?.types.map(\.name), ["LoginViewController"])
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: ContentHash(viewController + " ")))
        XCTAssertNil(cache.summary(for: "/app/Other.swift", contentHash: hash))
    }

    /// A loaded cache writes its unchanged entries back from the blocks of the file it read and
    /// encodes only what changed; the next load has both, and drops what `retain` dropped.
    func testSavingALoadedCacheKeepsUnchangedEntriesAndReplacesChangedOnes() throws {
        let location = directory.appendingPathComponent("summaries.bin")
        let (edited, other) = try threeEntriesThenOneEdited(at: location, replacingTheFileMeanwhile: false)
        let third = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(third.loadProblem)
        XCTAssertEqual(Set(third.entries.keys), ["/app/Login.swift", "/app/Settings.swift"])
        XCTAssertEqual(
            third.summary(for: "/app/Settings.swift", contentHash: ContentHash(other)),
            FileExtractor.summarize(path: "/app/Settings.swift", text: other))
        XCTAssertEqual(
            third.summary(for: "/app/Login.swift", contentHash: ContentHash(edited))?.types.first?.properties.map(
                \.name), ["signIn"])
        XCTAssertNil(third.summary(for: "/app/Login.swift", contentHash: ContentHash(viewController)))
    }

    /// The file replaced between load and save (another ax-lsp wrote it): blocks that are not
    /// there any more, byte for byte, are encoded from the entries instead of copied.
    func testSavingAfterTheFileWasReplacedEncodesTheEntries() throws {
        let location = directory.appendingPathComponent("summaries.bin")
        let (edited, other) = try threeEntriesThenOneEdited(at: location, replacingTheFileMeanwhile: true)
        let third = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(third.loadProblem)
        XCTAssertEqual(
            third.summary(for: "/app/Settings.swift", contentHash: ContentHash(other)),
            FileExtractor.summarize(path: "/app/Settings.swift", text: other))
        XCTAssertNotNil(third.summary(for: "/app/Login.swift", contentHash: ContentHash(edited)))
        XCTAssertEqual(third.entries.count, 2)
    }

    /// Saves Login, Settings and Gone; loads them; edits Login, retains Login and Settings (the
    /// file on disk replaced meanwhile when asked); saves. Returns the edited and Settings' texts.
    private func threeEntriesThenOneEdited(at location: URL, replacingTheFileMeanwhile: Bool) throws -> (String, String)
    {
        let other =
            "import UIKit\nclass SettingsViewController: UIViewController {\n    @IBOutlet var done: UIButton!\n}\n"
        let gone = "struct Gone {}\n"
        var first = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        first.store(FileExtractor.summarize(path: "/app/Gone.swift", text: gone), contentHash: ContentHash(gone))
        first.store(
            FileExtractor.summarize(path: "/app/Login.swift", text: viewController),
            contentHash: ContentHash(viewController))
        first.store(FileExtractor.summarize(path: "/app/Settings.swift", text: other), contentHash: ContentHash(other))
        try first.save()

        var second = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(second.loadProblem)
        XCTAssertEqual(second.entries.count, 3)
        if replacingTheFileMeanwhile {
            // The same layout, Settings' block in the same place but with other bytes.
            let otherSettings = other.replacingOccurrences(of: "done", with: "dune")
            var replacement = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
            replacement.store(
                FileExtractor.summarize(path: "/app/Gone.swift", text: gone), contentHash: ContentHash(gone))
            replacement.store(
                FileExtractor.summarize(path: "/app/Login.swift", text: viewController),
                contentHash: ContentHash(viewController))
            replacement.store(
                FileExtractor.summarize(path: "/app/Settings.swift", text: otherSettings),
                contentHash: ContentHash(other))
            try replacement.save()
        }
        let edited = viewController.replacingOccurrences(of: "submit", with: "signIn")
        second.store(FileExtractor.summarize(path: "/app/Login.swift", text: edited), contentHash: ContentHash(edited))
        second.retain(paths: ["/app/Login.swift", "/app/Settings.swift"])
        try second.save()
        return (edited, other)
    }

    /// A summary extracted for identifiers only lacks facts a later `check` needs: never stored.
    func testASummaryForIdentifiersOnlyIsNotStored() {
        var cache = SummaryCache(
            location: directory.appendingPathComponent("summaries.bin"), workspaceRoot: "/app",
            analysisFingerprint: "build-1")
        let hash = ContentHash(viewController)
        cache.store(
            FileExtractor.summarize(path: "/app/Login.swift", text: viewController, scope: .identifiers),
            contentHash: hash)
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: hash))
        cache.store(FileExtractor.summarize(path: "/app/Login.swift", text: viewController), contentHash: hash)
        XCTAssertEqual(cache.summary(for: "/app/Login.swift", contentHash: hash)?.scope, .everything)
    }

    func testCorruptCacheIsDiscarded() throws {
        let (location, hash) = try savedCache()
        var bytes = try Data(contentsOf: location)
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: location)
        let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: hash))
        XCTAssertTrue(cache.entries.isEmpty)
        XCTAssertEqual(
            cache.loadProblem, "the summary cache \(location.path) is corrupt; it was discarded and will be rebuilt")
        XCTAssertEqual(cache.discarded, .corrupt)
        XCTAssertTrue(cache.hasChanges, "a damaged file is rewritten even when no entry changes")
    }

    func testCacheFromAnotherBuildIsDiscarded() throws {
        let (location, hash) = try savedCache(fingerprint: "build-1")
        let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-2")
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: hash))
        XCTAssertEqual(
            cache.loadProblem,
            "the summary cache \(location.path) was written by another version of ax-lsp; it was discarded and will be rebuilt"
        )
        XCTAssertEqual(cache.discarded, .anotherVersion)
    }

    func testCacheWithAnotherFormatVersionIsDiscarded() throws {
        let (location, hash) = try savedCache()
        var bytes = [UInt8](try Data(contentsOf: location))
        XCTAssertEqual(Array(bytes[0..<8]), Array("AXLSPSUM".utf8), "the file starts with its kind")
        XCTAssertEqual(Int(bytes[8]), SummaryCache.formatVersion, "and names its format version")
        bytes[8] = 1
        try Data(bytes).write(to: location)
        let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: hash))
        XCTAssertEqual(cache.discarded, .anotherVersion)
    }

    /// A cache of several entries, for the damage tests.
    private func savedCacheOfSeveralFiles() throws -> (URL, [(String, ContentHash)]) {
        let location = directory.appendingPathComponent("summaries.bin")
        var cache = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        var random = SplitMix64(seed: 3)
        var keys: [(String, ContentHash)] = []
        for (path, text) in GeneratedWorkspace.files(count: 6, using: &random) {
            cache.store(FileExtractor.summarize(path: path, text: text), contentHash: ContentHash(text))
            keys.append((path, ContentHash(text)))
        }
        try cache.save()
        return (location, keys)
    }

    func testEveryTruncationIsDiscardedWhole() throws {
        let (location, keys) = try savedCacheOfSeveralFiles()
        let valid = try Data(contentsOf: location)
        XCTAssertEqual(
            SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1").entries.count,
            keys.count)
        for length in stride(from: 1, to: valid.count, by: max(1, valid.count / 500)) + [valid.count - 1] {
            try valid.prefix(length).write(to: location)
            let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
            XCTAssertTrue(cache.entries.isEmpty, "truncated to \(length) bytes")
            XCTAssertNotNil(cache.discarded, "truncated to \(length) bytes")
        }
        var longer = valid
        longer.append(0)
        try longer.write(to: location)
        XCTAssertEqual(
            SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1").discarded,
            .corrupt)
    }

    func testEveryBitFlipIsDiscardedWhole() throws {
        let (location, _) = try savedCacheOfSeveralFiles()
        let valid = [UInt8](try Data(contentsOf: location))
        var random = SplitMix64(seed: 11)
        // Every byte of the preamble and the header block, then a sample of the entries.
        let positions = Array(0..<min(valid.count, 200)) + (0..<800).map { _ in random.next(below: valid.count) }
        for position in positions {
            var damaged = valid
            damaged[position] ^= UInt8(1) << UInt8(random.next(below: 8))
            try Data(damaged).write(to: location)
            let cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
            XCTAssertTrue(cache.entries.isEmpty, "bit flipped at \(position)")
            XCTAssertNotNil(cache.discarded, "bit flipped at \(position)")
        }
    }

    func testAFormerJSONCacheIsNotReadAndIsRemovedOnSave() throws {
        let location = directory.appendingPathComponent("workspace-1/summaries.bin")
        let legacy = directory.appendingPathComponent("workspace-1/summaries.json")
        try FileManager.default.createDirectory(
            at: legacy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"formatVersion\":1,\"entries\":{}}".utf8).write(to: legacy)
        try Data("{\"formatVersion\":1,\"entries\":{}}".utf8).write(to: location)
        var cache = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertEqual(cache.discarded, .corrupt)
        cache.store(
            FileExtractor.summarize(path: "/app/Login.swift", text: viewController),
            contentHash: ContentHash(viewController))
        try cache.save()
        XCTAssertFalse(FileManager.default.fileExists(atPath: legacy.path))
        XCTAssertEqual(
            SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1").entries.count,
            1)
    }

    func testSavedFileHoldsNoTemporaryLeftovers() throws {
        let (location, _) = try savedCacheOfSeveralFiles()
        let names = try FileManager.default.contentsOfDirectory(atPath: location.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["summaries.bin"])
    }

    func testCacheOfAnotherWorkspaceIsDiscarded() throws {
        let (location, hash) = try savedCache()
        let cache = SummaryCache.load(location: location, workspaceRoot: "/other", analysisFingerprint: "build-1")
        XCTAssertNil(cache.summary(for: "/app/Login.swift", contentHash: hash))
        XCTAssertEqual(cache.discarded, .anotherWorkspace("/app"))
    }

    func testMissingCacheIsEmptyWithoutAProblem() {
        let cache = SummaryCache.load(location: directory.appendingPathComponent("absent.bin"), workspaceRoot: "/app")
        XCTAssertTrue(cache.entries.isEmpty)
        XCTAssertNil(cache.loadProblem)
    }

    func testScanReusesUnchangedFilesAndStoresNewOnes() throws {
        let location = directory.appendingPathComponent("summaries.bin")
        var cache = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        func scan(_ files: [(String, String)], cache: inout SummaryCache) -> (summaries: [FileSummary], hits: Int) {
            let texts = files.map {
                ScannedText(
                    input: ScanInput(diskPath: $0.0, analysisPath: $0.0), text: $0.1, contentHash: ContentHash($0.1))
            }
            let scanned = WorkspaceScan.summarize(texts, caches: [cache], threads: 2)
            CachedExtractor.record(scanned.map(\.cached), in: &cache)
            return (scanned.map(\.summary), scanned.filter(\.cached.isFromCache).count)
        }
        let first = scan(
            [("/app/Login.swift", viewController), ("/app/Empty.swift", "import Foundation\n")], cache: &cache)
        XCTAssertEqual(first.hits, 0)
        try cache.save()
        var reloaded = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        let second = scan(
            [("/app/Login.swift", viewController), ("/app/Empty.swift", "import UIKit\n")], cache: &reloaded)
        XCTAssertEqual(second.hits, 1)
        XCTAssertEqual(second.summaries.map(\.path), ["/app/Login.swift", "/app/Empty.swift"])
        XCTAssertEqual(second.summaries[1].imports, ["UIKit"])
        XCTAssertEqual(second.summaries[0], first.summaries[0])
    }

    func testDefaultDirectoryFollowsXDGThenHome() {
        XCTAssertEqual(
            SummaryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], macOS: false)?
                .path, "/x/cache/ax-lsp")
        XCTAssertEqual(
            SummaryCache.defaultDirectory(environment: ["HOME": "/home/u"], macOS: false)?.path, "/home/u/.cache/ax-lsp"
        )
        XCTAssertEqual(
            SummaryCache.defaultDirectory(environment: ["HOME": "/Users/u"], macOS: true)?.path,
            "/Users/u/Library/Caches/ax-lsp")
        XCTAssertEqual(
            SummaryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/Users/u"], macOS: true)?
                .path, "/x/cache/ax-lsp")
        XCTAssertNil(SummaryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative"]))
    }

    func testDirectoryPrecedenceCommandLineThenConfigurationThenDefault() {
        let environment = ["HOME": "/home/u"]
        let configured = SummaryCacheConfiguration(enabled: true, directory: "build/ax-cache")
        func directory(_ configuration: SummaryCacheConfiguration, commandLine: String? = nil, disabled: Bool = false)
            -> String?
        {
            SummaryCache.directory(
                configuration: configuration, configurationFolder: "/repo/app", commandLineDirectory: commandLine,
                disabledOnCommandLine: disabled, environment: environment)?.path
        }
        XCTAssertEqual(
            directory(SummaryCacheConfiguration()),
            SummaryCache.runsOnMacOS ? "/home/u/Library/Caches/ax-lsp" : "/home/u/.cache/ax-lsp")
        XCTAssertEqual(directory(configured), "/repo/app/build/ax-cache")
        XCTAssertEqual(directory(SummaryCacheConfiguration(enabled: true, directory: "/abs/../cache")), "/cache")
        XCTAssertNil(directory(SummaryCacheConfiguration(enabled: false, directory: "x")))
        XCTAssertEqual(directory(SummaryCacheConfiguration(enabled: false), commandLine: "/tmp/c"), "/tmp/c")
        XCTAssertNil(directory(configured, disabled: true))
    }

    func testEachWorkspaceRootHasItsOwnFolder() {
        let directory = URL(fileURLWithPath: "/c")
        let first = SummaryCache.location(forWorkspace: "/work/app", in: directory)
        let second = SummaryCache.location(forWorkspace: "/work/app2", in: directory)
        XCTAssertEqual(first.lastPathComponent, "summaries.bin")
        XCTAssertEqual(first.deletingLastPathComponent().deletingLastPathComponent().path, "/c")
        XCTAssertNotEqual(first.deletingLastPathComponent(), second.deletingLastPathComponent())
    }

    func testSaveCreatesPrivateFolderAndFileAndSkipsUnchangedCaches() throws {
        let location = directory.appendingPathComponent("nested/workspace-1/summaries.bin")
        var cache = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertFalse(cache.hasChanges)
        cache.store(
            FileExtractor.summarize(path: "/app/Login.swift", text: viewController),
            contentHash: ContentHash(viewController))
        XCTAssertTrue(cache.hasChanges)
        try cache.save()
        XCTAssertFalse(cache.hasChanges)
        let attributes = { (path: String) in
            (try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber
        }
        XCTAssertEqual(try attributes(location.deletingLastPathComponent().path)?.intValue, 0o700)
        XCTAssertEqual(try attributes(location.path)?.intValue, 0o600)

        var reloaded = SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        reloaded.store(
            FileExtractor.summarize(path: "/app/Login.swift", text: viewController),
            contentHash: ContentHash(viewController))
        reloaded.retain(paths: ["/app/Login.swift"])
        XCTAssertFalse(reloaded.hasChanges, "the same bytes and the same files change nothing")
        // Nothing to write: a missing file stays missing.
        try FileManager.default.removeItem(at: location)
        try reloaded.save()
        XCTAssertFalse(FileManager.default.fileExists(atPath: location.path))
        reloaded.retain(paths: [])
        XCTAssertTrue(reloaded.hasChanges)
        try reloaded.save()
        XCTAssertTrue(
            SummaryCache.load(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1").entries.isEmpty
        )
    }

    func testCachedExtractorPerFileRecordsFreshSummariesAndPrunesMissingFiles() throws {
        let location = directory.appendingPathComponent("summaries.bin")
        var cache = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        cache.store(
            FileExtractor.summarize(path: "/app/Gone.swift", text: "import UIKit\n"),
            contentHash: ContentHash("import UIKit\n"))
        let fresh = CachedExtractor.summary(path: "/app/Login.swift", text: viewController, cache: cache)
        XCTAssertFalse(fresh.isFromCache)
        XCTAssertEqual(fresh.contentHash, ContentHash(viewController))
        CachedExtractor.record([fresh], in: &cache)
        XCTAssertEqual(cache.entries.keys.sorted(), ["/app/Login.swift"])
        let hit = CachedExtractor.summary(path: "/app/Login.swift", text: viewController, cache: cache)
        XCTAssertTrue(hit.isFromCache)
        XCTAssertEqual(hit.summary, fresh.summary)
        let uncached = CachedExtractor.summary(path: "/app/Login.swift", text: viewController, cache: nil)
        XCTAssertNil(uncached.contentHash)
        XCTAssertEqual(uncached.summary, fresh.summary)
    }

    func testContentHashSeesEveryByte() {
        XCTAssertEqual(ContentHash("abc"), ContentHash("abc"))
        XCTAssertNotEqual(ContentHash("abcdefgh1"), ContentHash("abcdefgh2"))
        XCTAssertNotEqual(ContentHash("abcdefgh"), ContentHash("bbcdefgh"))
        XCTAssertNotEqual(ContentHash(""), ContentHash("\0"))
    }
}
