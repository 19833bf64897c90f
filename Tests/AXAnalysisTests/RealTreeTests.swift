// Runs the analysis over a real Swift tree that uses none of the conventions (a package's own
// sources; swift-argument-parser's by default, in every checkout's .build; any tree with
// AX_REAL_TREE): no identifiers, no findings, no crash.
import AXAnalysis
import Foundation
import XCTest

final class RealTreeTests: XCTestCase {
    func testNonUISwiftCodeProducesNoIdentifiers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let tree =
            ProcessInfo.processInfo.environment["AX_REAL_TREE"]
            ?? root.appendingPathComponent(".build/checkouts/swift-argument-parser/Sources/ArgumentParser").path
        guard let enumerator = FileManager.default.enumerator(atPath: tree) else {
            throw XCTSkip("no tree at \(tree)")
        }
        let workspace = AnalysisWorkspace()
        var count = 0
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: tree + "/" + relative, encoding: .utf8)
            else { continue }
            workspace.update(path: relative, text: text)
            count += 1
        }
        guard count > 0 else { throw XCTSkip("no Swift files under \(tree)") }
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), [])
        XCTAssertEqual(workspace.allFindings().map(\.message), [])
    }
}
