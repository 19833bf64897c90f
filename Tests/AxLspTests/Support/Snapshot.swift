// Text snapshots under Snapshots/ that rewrite themselves when AX_LSP_UPDATE_SNAPSHOTS=1.
import Foundation
import XCTest

/// Compares output with `Snapshots/<name>`; a missing snapshot or an update run writes it
/// (and still fails when it was missing, so a forgotten file is noticed).
enum Snapshot {
    static let directory = CLIFixtures.testsDirectory.appendingPathComponent("Snapshots")

    static func assertMatches(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let url = directory.appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["AX_LSP_UPDATE_SNAPSHOTS"] == "1"
        let existing = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        if update || existing == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            if existing == nil {
                XCTFail("wrote missing snapshot \(name); check it by hand and rerun", file: file, line: line)
            }
            return
        }
        if existing != actual {
            XCTFail(
                "output differs from snapshot \(name) (rerun with AX_LSP_UPDATE_SNAPSHOTS=1 to accept):\n\(lineDiff(expected: existing ?? "", actual: actual))",
                file: file, line: line)
        }
    }

    /// The first differing lines, enough to see what changed.
    static func lineDiff(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        var output: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? expectedLines[index] : "<none>"
            let right = index < actualLines.count ? actualLines[index] : "<none>"
            if left != right {
                output.append("line \(index + 1):\n- \(left)\n+ \(right)")
                if output.count >= 8 { break }
            }
        }
        return output.joined(separator: "\n")
    }
}
