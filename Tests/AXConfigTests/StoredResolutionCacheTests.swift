// The server's stored resolution: reused only for exactly the same files, options, build and
// folders, a damaged file is never trusted, and what it restores equals a fresh resolution.
import AXAnalysis
import AXTestSupport
import Foundation
import XCTest

@testable import AXConfig

final class StoredResolutionCacheTests: XCTestCase {
    private var directory: URL!
    private let folders = ["/work/app", "/work/shared-ui"]

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stored-resolution-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var location: URL {
        StoredResolutionCache.location(
            besideSummaryCache: directory.appendingPathComponent("workspace-1/summaries.bin"))
    }

    /// Absolute paths across two folders, as the server names files.
    private func workspaceFiles() -> [(path: String, text: String)] {
        var random = SplitMix64(seed: 7)
        return GeneratedWorkspace.files(count: 18, using: &random).enumerated().map { index, file in
            ("\(folders[index % 2])/\(file.path)", file.text)
        }
    }

    private func analysed(_ files: [(path: String, text: String)], options: AnalysisOptions = AnalysisOptions())
        -> (AnalysisWorkspace, StoredResolutionCache.Key)
    {
        let workspace = AnalysisWorkspace(options: options)
        for (path, text) in files { workspace.update(path: path, text: text) }
        let key = StoredResolutionCache.Key(
            options: options, files: files.map { .init(path: $0.path, contentHash: ContentHash($0.text)) })
        return (workspace, key)
    }

    private func load(_ key: StoredResolutionCache.Key, folders: [String]? = nil, fingerprint: String = "build-1")
        -> StoredResolution?
    {
        StoredResolutionCache.load(
            location: location, workspaceFolders: folders ?? self.folders, key: key, analysisFingerprint: fingerprint)
    }

    private func save(_ workspace: AnalysisWorkspace, key: StoredResolutionCache.Key) throws {
        try StoredResolutionCache.save(
            workspace.storedResolution(), key: key, location: location, workspaceFolders: folders,
            analysisFingerprint: "build-1")
    }

    func testSameInputsRestoreTheResolution() throws {
        let files = workspaceFiles()
        let (resolved, key) = analysed(files)
        XCTAssertFalse(resolved.allIdentifiers().isEmpty)
        XCTAssertFalse(resolved.allFindings().isEmpty)
        try save(resolved, key: key)
        let stored = try XCTUnwrap(load(key))
        XCTAssertEqual(stored, resolved.storedResolution())
        XCTAssertEqual(
            load(StoredResolutionCache.Key(options: key.options, files: key.files.reversed())), stored,
            "found in another order")
        // Installed into a workspace of the same files, it gives the resolved results without resolving.
        let restarted = AnalysisWorkspace()
        for (path, text) in files { restarted.update(path: path, text: text) }
        restarted.install(stored)
        XCTAssertEqual(restarted.allIdentifiers(), resolved.allIdentifiers())
        XCTAssertEqual(restarted.allFindings(), resolved.allFindings())
        XCTAssertEqual(restarted.resolutionCount, 0)
        let attributes = { (path: String) in
            (try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber
        }
        XCTAssertEqual(try attributes(location.deletingLastPathComponent().path)?.intValue, 0o700)
        XCTAssertEqual(try attributes(location.path)?.intValue, 0o600)
        XCTAssertEqual(location.lastPathComponent, "server-resolution.bin")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: location.deletingLastPathComponent().path),
            [location.lastPathComponent],
            "no temporary file left")
    }

    func testAnyChangedInputMisses() throws {
        var files = workspaceFiles()
        let (resolved, key) = analysed(files)
        try save(resolved, key: key)

        XCTAssertNil(load(key, fingerprint: "build-2"), "another build")
        XCTAssertNil(load(key, folders: [folders[0]]), "a folder fewer")
        XCTAssertNil(load(key, folders: folders.reversed()), "the folders in another order")
        var options = AnalysisOptions()
        options.disabledRules = ["identifier-overwritten"]
        XCTAssertNil(load(StoredResolutionCache.Key(options: options, files: key.files)), "another option")
        options = AnalysisOptions()
        options.uiTestPathGlobs = ["UITests/**"]
        XCTAssertNil(load(StoredResolutionCache.Key(options: options, files: key.files)), "UI-test globs")

        files[3].text += " "
        XCTAssertNil(load(analysed(files).1), "a changed file (an open document edited and not saved)")
        XCTAssertNil(load(analysed(Array(files.dropLast())).1), "a removed file")
        XCTAssertNil(
            load(analysed(files + [("/elsewhere/Open.swift", "import UIKit\n")]).1),
            "an open document outside the folders")
        var renamed = workspaceFiles()
        renamed[0].path = folders[1] + "/App/Renamed.swift"
        XCTAssertNil(load(analysed(renamed).1), "a renamed file")
        XCTAssertNotNil(load(key), "the stored inputs still hit")
    }

    func testDamagedOrForeignFilesAreNotTrusted() throws {
        let (resolved, key) = analysed(workspaceFiles())
        try save(resolved, key: key)
        let valid = [UInt8](try Data(contentsOf: location))
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            var damaged = valid
            damaged[random.next(below: damaged.count)] ^= UInt8(1) << UInt8(random.next(below: 8))
            try Data(damaged).write(to: location)
            XCTAssertNil(load(key))
        }
        for length in stride(from: 0, to: valid.count, by: max(1, valid.count / 150)) {
            try Data(valid.prefix(length)).write(to: location)
            XCTAssertNil(load(key))
        }
        try Data(valid + [0]).write(to: location)
        XCTAssertNil(load(key), "bytes after the last block")
        // The CLI's results file has the same layout but another kind: never taken for this one.
        let results = AnalysisResultsCache.Results(
            findings: resolved.allFindings(), identifiers: resolved.allIdentifiers())
        try AnalysisResultsCache.save(
            results, key: key, location: location, workspaceRoot: folders.joined(separator: "\u{0}"),
            analysisFingerprint: "build-1")
        XCTAssertNil(load(key))
        try FileManager.default.removeItem(at: location)
        XCTAssertNil(load(key))
    }
}
