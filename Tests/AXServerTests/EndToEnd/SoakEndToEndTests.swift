// Soak: a long scripted session through the real binary with RSS sampled; set AX_SKIP_SOAK=1 to skip it.
import Foundation
import JSONRPC
import XCTest

/// Thousands of edits (25 pairs per round, 40 rounds when the machine is idle) across files, opens and closes, disk changes and configuration changes,
/// with requests pipelined between them. Checks that every request gets exactly one non-error
/// reply, that the server's text and identifiers equal what the script expects, and that resident
/// memory stops growing once the session is warm. Time-boxed by a round budget (and a wall-clock
/// cap that only shortens the script, never fails it).
final class SoakEndToEndTests: XCTestCase {
    static let fileCount = 10
    static let maximumRounds = 40
    static let editPairsPerRound = 25
    static let wallClockBudget: TimeInterval = 40

    /// The identifier line of `TemporaryWorkspace.screen`, 0-based.
    static let identifierLine = 6

    func testLongSessionKeepsMemoryBoundedAndAnswersEveryRequest() throws {
        if ProcessInfo.processInfo.environment["AX_SKIP_SOAK"] == "1" { throw XCTSkip("AX_SKIP_SOAK=1") }
        let workspace = try TemporaryWorkspace()
        for index in 0..<Self.fileCount {
            try workspace.write(
                "Soak/File\(index).swift",
                TemporaryWorkspace.screen(named: "File\(index)", identifier: "file\(index).disk"))
        }
        try workspace.write("soak.yml", "excluded:\n  - Unused\n")
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        try client.waitUntilIndexed()

        var pendingIDs: [JSONValue] = []
        var expectedText: [Int: [String]] = [:]
        var rssSamples: [Int] = []
        let start = Date()
        var round = 0
        while round < Self.maximumRounds, Date().timeIntervalSince(start) < Self.wallClockBudget {
            let index = round % Self.fileCount
            let uri = workspace.uri("Soak/File\(index).swift")
            if expectedText[index] == nil {
                let text = try String(contentsOfFile: workspace.path("Soak/File\(index).swift"), encoding: .utf8)
                client.openDocument(uri: uri, text: text, version: 1)
                expectedText[index] = text.components(separatedBy: "\n")
            }
            var lines = expectedText[index] ?? []
            var version = 1 + round * 1_000
            var lastIdentifier = ""
            for pair in 0..<Self.editPairsPerRound {
                version += 1
                client.changeDocument(uri: uri, version: version, range: (1, 0, 1, 0), text: "// 🙂 edit \(pair)\n")
                version += 1
                client.changeDocument(uri: uri, version: version, range: (1, 0, 2, 0), text: "")
                if pair % 10 == 9 {
                    let line = "        titleLabel.accessibilityIdentifier = \"file\(index).r\(round).p\(pair)\""
                    version += 1
                    client.changeDocument(
                        uri: uri, version: version, range: (Self.identifierLine, 0, Self.identifierLine + 1, 0),
                        text: line + "\n")
                    lines[Self.identifierLine] = line
                    lastIdentifier = "file\(index).r\(round).p\(pair)"
                    pendingIDs.append(
                        client.sendRequest("ax-lsp/identifiers", params: ["textDocument": ["uri": .string(uri)]]))
                    pendingIDs.append(
                        client.sendRequest("ax-lsp/documentText", params: ["textDocument": ["uri": .string(uri)]]))
                }
            }
            expectedText[index] = lines
            XCTAssertEqual(
                try client.documentText(uri: uri)["result"]?["text"]?.stringValue, lines.joined(separator: "\n"),
                "round \(round)")
            XCTAssertEqual(try client.identifiers(uri: uri), [lastIdentifier], "round \(round)")

            // Every other round closes the document again: the analysis falls back to the disk text.
            if round % 2 == 1 {
                client.sendNotification("textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]])
                expectedText[index] = nil
                XCTAssertEqual(try client.identifiers(uri: uri), ["file\(index).disk"], "round \(round)")
            }
            // A file changed on disk, and every fifth round a configuration change (a full re-index).
            let diskIndex = (index + 5) % Self.fileCount
            if expectedText[diskIndex] == nil {
                try workspace.write(
                    "Soak/File\(diskIndex).swift",
                    TemporaryWorkspace.screen(named: "File\(diskIndex)", identifier: "file\(diskIndex).disk"))
                client.sendNotification(
                    "workspace/didChangeWatchedFiles",
                    params: [
                        "changes": [["uri": .string(workspace.uri("Soak/File\(diskIndex).swift")), "type": 2]]
                    ])
            }
            if round % 5 == 4 {
                client.sendNotification(
                    "workspace/didChangeConfiguration",
                    params: ["settings": ["ax-lsp": ["configPath": .string(round % 10 == 4 ? "soak.yml" : "")]]])
            }
            if let rss = Self.residentKilobytes(of: client.process.processIdentifier) { rssSamples.append(rss) }
            round += 1
        }

        for id in pendingIDs {
            let response = try client.waitForResponse(id: id)
            XCTAssertNil(response["error"], "request \(id) failed: \(response)")
        }
        let responseIDs = client.receivedMessages.filter { $0["method"] == nil }.compactMap { $0["id"] }
        XCTAssertEqual(Set(responseIDs).count, responseIDs.count, "some request was answered twice")
        XCTAssertEqual(try client.waitUntilIndexed()["files"]?.arrayValue?.count, Self.fileCount)
        XCTAssertGreaterThanOrEqual(round, 8, "the soak ran too few rounds to say anything")
        Self.assertBoundedGrowth(rssSamples, rounds: round)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    /// After the first quarter (warm-up: every file opened, caches filled), the peak may grow by at
    /// most a quarter plus 16 MiB; a leak per edit or per request grows with the rounds and fails this.
    static func assertBoundedGrowth(_ samples: [Int], rounds: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard samples.count >= 8 else { return } // No /proc (not Linux): nothing to sample.
        let warm = samples[samples.count / 4...samples.count / 2].max() ?? 0
        let late = samples[(samples.count * 3 / 4)...].max() ?? 0
        let bound = warm + warm / 4 + 16 * 1_024
        print("soak: \(rounds) rounds, RSS KiB warm \(warm), late \(late), bound \(bound), samples \(samples)")
        XCTAssertLessThanOrEqual(late, bound, "resident memory kept growing: \(samples) KiB", file: file, line: line)
    }

    /// VmRSS from /proc/PID/status, in KiB; nil where /proc does not exist.
    static func residentKilobytes(of processID: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
