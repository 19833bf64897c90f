import AXTestSupport
import XCTest

// The edit span between two texts, and the workspace's cheap shift check built on it.
@testable import AXAnalysis

final class EditSpanTests: XCTestCase {
    func testSpansOfInsertionsDeletionsAndReplacements() {
        XCTAssertNil(EditSpan.between("abc", "abc"))
        XCTAssertEqual(EditSpan.between("let a = 1", "let ab = 1"), EditSpan(start: 5, oldEnd: 5, newEnd: 6))
        XCTAssertEqual(EditSpan.between("let ab = 1", "let a = 1"), EditSpan(start: 5, oldEnd: 6, newEnd: 5))
        XCTAssertEqual(EditSpan.between("x = \"old\"", "x = \"new\""), EditSpan(start: 5, oldEnd: 8, newEnd: 8))
        // A run of equal bytes: the longest common prefix decides where the insertion is.
        XCTAssertEqual(EditSpan.between("aa", "aaa"), EditSpan(start: 2, oldEnd: 2, newEnd: 3))
        // Multi-byte text is compared in UTF-8 offsets.
        XCTAssertEqual(EditSpan.between("é1", "é21"), EditSpan(start: 2, oldEnd: 2, newEnd: 3))
        XCTAssertEqual(EditSpan.between("", "a"), EditSpan(start: 0, oldEnd: 0, newEnd: 1))
        XCTAssertEqual(EditSpan.between("a", ""), EditSpan(start: 0, oldEnd: 1, newEnd: 0))
    }

    /// The block comparison finds the span a byte-by-byte comparison finds, wherever the edit is
    /// relative to the blocks (texts of a few bytes to several blocks, edits at both ends).
    func testBlockComparisonAgreesWithAByteLoop() {
        func byteLoop(_ old: [UInt8], _ new: [UInt8]) -> EditSpan? {
            let shorter = min(old.count, new.count)
            var prefix = 0
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            if prefix == old.count, prefix == new.count { return nil }
            var suffix = 0
            while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            return EditSpan(start: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
        }
        var random = SplitMix64(seed: 19)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 1_400)
            // Few distinct bytes, so that runs of equal bytes around the edit are common.
            let old = (0..<length).map { _ in UInt8(97 + random.next() % 3) }
            var new = old
            let start = length == 0 ? 0 : Int(random.next() % UInt64(length + 1))
            let removed = min(Int(random.next() % 600), length - start)
            let inserted = (0..<Int(random.next() % 600)).map { _ in UInt8(97 + random.next() % 3) }
            new.replaceSubrange(start..<(start + removed), with: inserted)
            let blocks = old.withUnsafeBufferPointer { oldBytes in
                new.withUnsafeBufferPointer { EditSpan.between(oldBytes, $0) }
            }
            XCTAssertEqual(
                blocks, byteLoop(old, new),
                "length \(length), edit at \(start) removing \(removed), inserting \(inserted.count)")
        }
    }

    /// Typing in a body below an identifier and above another moves one and not the other; the
    /// edit-span check takes it, and the results equal a workspace built from scratch.
    func testTypingInABodyShiftsResultsWithoutFlattening() {
        let before = """
            import UIKit
            final class LoginViewController: UIViewController {
                let titleLabel = UILabel()
                let submitButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.accessibilityIdentifier = "login.title"
                    let note = "draft"
                    submitButton.accessibilityIdentifier = "login.submit"
                    print(note)
                }
            }
            """
        let after = before.replacingOccurrences(of: "\"draft\"", with: "\"drafts and more\"")
        let workspace = AnalysisWorkspace()
        workspace.update(path: "Login.swift", text: before)
        let identifiersBefore = workspace.identifiers(inFile: "Login.swift")
        workspace.update(path: "Login.swift", text: after)
        XCTAssertEqual(workspace.spanShiftCount, 1)
        XCTAssertEqual(workspace.resolutionCount, 1)
        let fresh = AnalysisWorkspace()
        fresh.update(path: "Login.swift", text: after)
        XCTAssertEqual(workspace.allIdentifiers(), fresh.allIdentifiers())
        XCTAssertEqual(workspace.allFindings(), fresh.allFindings())
        let title = workspace.identifiers(inFile: "Login.swift").first { $0.value == "login.title" }
        let submit = workspace.identifiers(inFile: "Login.swift").first { $0.value == "login.submit" }
        XCTAssertEqual(title?.site, identifiersBefore.first { $0.value == "login.title" }?.site)
        XCTAssertEqual(
            submit?.site.range.start,
            (identifiersBefore.first { $0.value == "login.submit" }?.site.range.start).map { $0 + 10 })
    }
}
