// Keeps SECURITY.md true: scans Sources/ for process launching and for file writes, which may
// only happen where the user named the destination or in the summary cache.
import Foundation
import XCTest

final class SecurityInvariantTests: XCTestCase {
    static var sourcesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Every Swift file under Sources/, as (path relative to Sources/, code lines without `//` comments).
    static func sourceFiles() -> [(path: String, lines: [String])] {
        let root = sourcesDirectory.path
        let paths =
            FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .sorted() ?? []
        return paths.map { path in
            let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            return (path, code)
        }
    }

    static func files(using patterns: [String]) -> [String] {
        sourceFiles().filter { file in file.lines.contains { line in patterns.contains { uses(line, $0) } } }.map(
            \.path)
    }

    /// True when `line` contains `pattern` not preceded by an identifier character, so
    /// `watchClientProcess(` is not `Process(` and `documents.open(` is not `open(`.
    static func uses(_ line: String, _ pattern: String) -> Bool {
        var searchStart = line.startIndex
        while let range = line.range(of: pattern, range: searchStart..<line.endIndex) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            if pattern.hasPrefix(".") || before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true
            {
                return true
            }
            searchStart = range.upperBound
        }
        return false
    }

    func testSourcesAreFoundSoTheScansMeanSomething() {
        XCTAssertTrue(Self.sourceFiles().contains { $0.path == "AXAnalysis/Workspace/AnalysisWorkspace.swift" })
        XCTAssertEqual(
            Self.files(using: ["Data(text.utf8).write(to: URL"]),
            [
                "ax-lsp/Commands/CheckCommand.swift", "ax-lsp/Commands/GenerateCommand.swift",
                "ax-lsp/Commands/RulesCommand.swift"
            ])
    }

    func testPatternsMatchCallsNotLongerNames() {
        XCTAssertTrue(Self.uses("let task = Process()", "Process("))
        XCTAssertTrue(Self.uses("    try Data(x).write(to: URL(fileURLWithPath: p))", ".write(to: URL"))
        XCTAssertFalse(Self.uses("watchClientProcess()", "Process("))
        XCTAssertFalse(Self.uses("session.documents.open(item)", "Glibc.open("))
    }

    /// SECURITY.md: "runs no external process".
    func testNoSourceLaunchesAProcess() {
        let patterns = [
            "Process(", "Process.run", "posix_spawn", "popen(", "system(", "execv", "execl", "fork(", "NSTask"
        ]
        XCTAssertEqual(Self.files(using: patterns), [])
    }

    /// SECURITY.md: the server writes nothing but the summary cache; the CLI writes only to paths
    /// given on its command line and the summary cache. Adding a writer means updating SECURITY.md
    /// and this list together.
    func testOnlyCommandsWithUserNamedPathsAndTheSummaryCacheWriteFiles() {
        let patterns = [
            ".write(to: URL", "write(toFile:", "createFile(", "FileHandle(forWritingTo", "FileHandle(forUpdating",
            "createDirectory(", "removeItem(", "moveItem(", "copyItem(", "createSymbolicLink(", "fopen(", "Glibc.open(",
            "Darwin.open(",
            // Method calls on FileManager.default and on Data, whatever the receiver is named.
            ".createDirectory(", ".createFile(", ".removeItem(", ".moveItem(", ".copyItem(", ".setAttributes(",
            ".replaceItemAt("
        ]
        // `Data.write(to:)` with any destination; `write(to: &output)` appends to a string.
        let dataWrites = Self.sourceFiles().filter { file in
            file.lines.contains { $0.contains(".write(to: ") && !$0.contains(".write(to: &") }
        }.map(\.path)
        XCTAssertEqual(
            Set(Self.files(using: patterns) + dataWrites).sorted(),
            [
                // The caches (summaries, results): only under the user's cache directory or the configured one (SECURITY.md).
                "AXConfig/Caches/CacheFile.swift",
                "ax-lsp/Commands/CheckCommand.swift",
                "ax-lsp/Commands/GenerateCommand.swift",
                "ax-lsp/Commands/RulesCommand.swift",
                "ax-lsp/Support/BaselineFile.swift"
            ])
    }

    /// The caches' whole write path (`CacheFile`): their folder `0700`, a temporary file created
    /// `0600` in it, written and renamed over the cache file, which is set `0600`; on failure the
    /// temporary file is removed; and the former JSON summary cache beside it is removed.
    func testTheCachesWritePrivateFilesInTheirFolderOnly() throws {
        let cache = try XCTUnwrap(Self.sourceFiles().first { $0.path == "AXConfig/Caches/CacheFile.swift" })
        let patterns = [
            "createDirectory(", ".write(", "setAttributes(", "createFile(", "FileHandle(forWritingTo", "rename(",
            "removeItem("
        ]
        let writes = cache.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            patterns.contains { line.contains($0) }
        }
        XCTAssertEqual(
            writes,
            [
                "try? FileManager.default.removeItem(at: legacy)",
                "try fileManager.createDirectory(",
                "try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)",
                "guard fileManager.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600])",
                "handle = try FileHandle(forWritingTo: temporary)",
                "try? fileManager.removeItem(at: temporary)",
                "try handle.write(contentsOf: buffer)",
                "guard rename(temporary.path, location.path) == 0 else {",
                "try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: location.path)",
                "try? FileManager.default.removeItem(at: temporary)"
            ])
        // The file names it writes: a hidden temporary beside the cache, and the legacy name it removes.
        XCTAssertTrue(
            cache.lines.contains {
                $0.contains(
                    "temporary = folder.appendingPathComponent(\".\\(location.lastPathComponent).\\(UUID().uuidString).tmp\")"
                )
            })
        XCTAssertTrue(cache.lines.contains { $0.contains("appendingPathComponent(\"summaries.json\")") })
    }

    /// The analysis does no IO at all, so nothing it is given can make it read or write.
    func testAnalysisNeverTouchesTheFileSystem() {
        let analysisFiles = Self.sourceFiles().filter { $0.path.hasPrefix("AXAnalysis/") }
        XCTAssertFalse(analysisFiles.isEmpty)
        XCTAssertEqual(
            analysisFiles.filter {
                $0.lines.contains { line in
                    [
                        "FileManager", "FileHandle", "contentsOfFile", "contentsOfDirectory", "String(contentsOf",
                        "Data(contentsOf", "fopen("
                    ].contains { Self.uses(line, $0) }
                }
            }.map(\.path), [])
    }
}
