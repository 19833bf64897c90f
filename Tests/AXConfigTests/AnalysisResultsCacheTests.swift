// The results cache: reused only for exactly the same files, options, build and folder, and a
// damaged file is never trusted.
import AXAnalysis
import AXTestSupport
import Foundation
import XCTest

@testable import AXConfig

final class AnalysisResultsCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("results-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var location: URL { directory.appendingPathComponent("workspace-1/results.bin") }

    private func analysed(_ files: [(path: String, text: String)], options: AnalysisOptions = AnalysisOptions())
        -> (AnalysisResultsCache.Results, AnalysisResultsCache.Key)
    {
        let workspace = AnalysisWorkspace(options: options)
        for (path, text) in files { workspace.update(path: path, text: text) }
        let results = AnalysisResultsCache.Results(
            findings: workspace.allFindings(), identifiers: workspace.allIdentifiers())
        let key = AnalysisResultsCache.Key(
            options: options, files: files.map { .init(path: $0.path, contentHash: ContentHash($0.text)) })
        return (results, key)
    }

    private func load(_ key: AnalysisResultsCache.Key, root: String = "/app", fingerprint: String = "build-1")
        -> AnalysisResultsCache.Results?
    {
        AnalysisResultsCache.load(location: location, workspaceRoot: root, key: key, analysisFingerprint: fingerprint)
    }

    private func workspaceFiles() -> [(path: String, text: String)] {
        var random = SplitMix64(seed: 5)
        return GeneratedWorkspace.files(count: 18, using: &random)
    }

    func testSameInputsGiveTheStoredResults() throws {
        let files = workspaceFiles()
        let (results, key) = analysed(files)
        XCTAssertFalse(results.identifiers.isEmpty)
        XCTAssertFalse(results.findings.isEmpty)
        try AnalysisResultsCache.save(
            results, key: key, location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        XCTAssertEqual(load(key), results)
        // A command decodes only what it prints.
        let findingsOnly = AnalysisResultsCache.load(
            location: location, workspaceRoot: "/app", key: key, parts: .findings, analysisFingerprint: "build-1")
        XCTAssertEqual(findingsOnly?.findings, results.findings)
        XCTAssertEqual(findingsOnly?.identifiers, [])
        let identifiersOnly = AnalysisResultsCache.load(
            location: location, workspaceRoot: "/app", key: key, parts: .identifiers, analysisFingerprint: "build-1")
        XCTAssertEqual(identifiersOnly?.identifiers, results.identifiers)
        XCTAssertEqual(identifiersOnly?.findings, [])
        // The order files were found in does not matter.
        XCTAssertEqual(load(AnalysisResultsCache.Key(options: key.options, files: key.files.reversed())), results)
        let attributes = { (path: String) in
            (try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber
        }
        XCTAssertEqual(try attributes(location.deletingLastPathComponent().path)?.intValue, 0o700)
        XCTAssertEqual(try attributes(location.path)?.intValue, 0o600)
    }

    func testAnyChangedInputMisses() throws {
        var files = workspaceFiles()
        let (results, key) = analysed(files)
        try AnalysisResultsCache.save(
            results, key: key, location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")

        XCTAssertNil(load(key, fingerprint: "build-2"), "another build")
        XCTAssertNil(load(key, root: "/other"), "another folder")
        var options = AnalysisOptions()
        options.disabledRules = ["identifier-overwritten"]
        XCTAssertNil(load(AnalysisResultsCache.Key(options: options, files: key.files)), "another option")
        options = AnalysisOptions()
        options.aaii = false
        XCTAssertNil(load(AnalysisResultsCache.Key(options: options, files: key.files)), "a convention turned off")
        options = AnalysisOptions()
        options.severityOverrides = ["identifier-overwritten": .error]
        XCTAssertNil(load(AnalysisResultsCache.Key(options: options, files: key.files)), "a severity")

        files[3].text += " "
        XCTAssertNil(load(analysed(files).1), "a changed file")
        XCTAssertNil(load(analysed(Array(files.dropLast())).1), "a removed file")
        XCTAssertNil(load(analysed(files + [("App/New.swift", "import UIKit\n")]).1), "an added file")
        var renamed = workspaceFiles()
        renamed[0].path = "App/Renamed.swift"
        XCTAssertNil(load(analysed(renamed).1), "a renamed file")
        XCTAssertEqual(load(key), results, "the stored inputs still hit")
    }

    func testDamagedOrForeignFilesAreNotTrusted() throws {
        let (results, key) = analysed(workspaceFiles())
        try AnalysisResultsCache.save(
            results, key: key, location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        let valid = [UInt8](try Data(contentsOf: location))
        var random = SplitMix64(seed: 9)
        for _ in 0..<300 {
            var damaged = valid
            damaged[random.next(below: damaged.count)] ^= UInt8(1) << UInt8(random.next(below: 8))
            try Data(damaged).write(to: location)
            XCTAssertNil(load(key))
            // Damage in the block a command does not decode is still refused.
            XCTAssertNil(
                AnalysisResultsCache.load(
                    location: location, workspaceRoot: "/app", key: key, parts: .findings,
                    analysisFingerprint: "build-1"))
        }
        for length in stride(from: 0, to: valid.count, by: max(1, valid.count / 200)) {
            try Data(valid.prefix(length)).write(to: location)
            XCTAssertNil(load(key))
        }
        // A summary cache is not a results cache.
        var summaries = SummaryCache(location: location, workspaceRoot: "/app", analysisFingerprint: "build-1")
        summaries.store(
            FileExtractor.summarize(path: "A.swift", text: "import UIKit\n"), contentHash: ContentHash("import UIKit\n")
        )
        try summaries.save()
        XCTAssertNil(load(key))
        try FileManager.default.removeItem(at: location)
        XCTAssertNil(load(key))
    }
}
