import AXTestSupport
import XCTest

// The fixture harness itself: markers, file headers, line endings.
@testable import AXAnalysis

final class MarkedSourceTests: XCTestCase {
    func testMarkersAreRemovedAndRecordedAsUTF8Offsets() {
        let marked = MarkedWorkspace("let é = 1️⃣1\nlet x = 2️⃣2")
        XCTAssertEqual(marked.files.first?.text, "let é = 1\nlet x = 2\n")
        XCTAssertEqual(marked.marker("1️⃣")?.utf8Offset, 9)
        XCTAssertEqual(marked.marker("2️⃣")?.utf8Offset, 19)
    }

    func testFileHeadersSplitFilesAndCRLFIsApplied() {
        let marked = MarkedWorkspace("//- A.swift\nlet a = 1\n//- B.swift\n1️⃣let b = 2\n", lineBreak: "\r\n")
        XCTAssertEqual(marked.files.map(\.path), ["A.swift", "B.swift"])
        XCTAssertEqual(marked.files.last?.text, "let b = 2\r\n")
        XCTAssertEqual(marked.marker("1️⃣")?.file, "B.swift")
    }
}
