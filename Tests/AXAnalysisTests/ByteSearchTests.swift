import Foundation
import XCTest

// ByteSearch: the byte-level "maybe" that lets extraction skip work.
@testable import AXAnalysis

final class ByteSearchTests: XCTestCase {
    func testFindsANeedleAnywhereAndOnlyWhereItIs() {
        XCTAssertTrue(ByteSearch.contains("let vc = UIHostingController(rootView: V())", "Hosting"))
        XCTAssertTrue(ByteSearch.contains("Hosting", "Hosting"))
        XCTAssertTrue(ByteSearch.contains("HostHostingX", "Hosting"))
        XCTAssertTrue(ByteSearch.contains("é😀Hosting", "Hosting"))
        XCTAssertFalse(ByteSearch.contains("Hostin", "Hosting"))
        XCTAssertFalse(ByteSearch.contains("HostinG Hostin g", "Hosting"))
        XCTAssertFalse(ByteSearch.contains("", "Hosting"))
        XCTAssertTrue(ByteSearch.contains("abc", ""))
    }

    /// Anchored anywhere in the needle, the search finds the same places, at both ends too.
    func testTheAnchorByteChangesNoAnswer() {
        func search(_ text: String, _ needle: String, anchor: Int) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { haystack in
                Array(needle.utf8).withUnsafeBufferPointer { ByteSearch.contains(haystack, $0, anchor: anchor) }
            }
        }
        let texts = ["ax-lsp:", "// ax-lsp:disable all", "aaxx-lsp:", "ax-lsp", "x-lsp:", "xxxxxxx", "é ax-lsp:", ""]
        for text in texts {
            let expected = text.contains("ax-lsp:")
            for anchor in 0..<7 {
                XCTAssertEqual(
                    search(text, "ax-lsp:", anchor: anchor), expected, "\(text.debugDescription) anchored at \(anchor)")
            }
        }
    }

    /// Without an anchor the search stops at the needle's rarest byte in Swift source, never at
    /// a letter as common as `a` (every `a` of a file would cost a comparison).
    func testTheDefaultAnchorIsTheNeedlesRarestByte() {
        func rarest(_ needle: String) -> Character {
            let bytes = Array(needle.utf8)
            return Character(UnicodeScalar(bytes.withUnsafeBufferPointer { bytes[ByteSearch.rarestByte(of: $0)] }))
        }
        XCTAssertEqual(rarest("applyAccessibility"), "A")
        XCTAssertEqual(rarest("a11yID"), "1")
        XCTAssertEqual(rarest("ax-lsp:"), "-")
        XCTAssertEqual(rarest("Hosting"), "H")
        XCTAssertEqual(rarest("viewIdentifierSuffix"), "x")
        XCTAssertEqual(rarest("aaaa"), "a")
        // Found wherever it is, the rarest byte at either end of the needle included.
        XCTAssertTrue(ByteSearch.contains("self.applyAccessibility()", "applyAccessibility"))
        XCTAssertTrue(ByteSearch.contains("applyAccessibilit applyAccessibility", "applyAccessibility"))
        XCTAssertFalse(ByteSearch.contains("applyAccessibilit", "applyAccessibility"))
        XCTAssertTrue(ByteSearch.contains("x.viewIdentifierSuffix", "viewIdentifierSuffix"))
    }

    func testFindsANulByteWhereverItIs() {
        XCTAssertFalse(ByteSearch.containsNUL(""))
        XCTAssertFalse(ByteSearch.containsNUL("let é = \"🧪\"\n"))
        XCTAssertTrue(ByteSearch.containsNUL("\u{0}"))
        XCTAssertTrue(ByteSearch.containsNUL("let a\u{0} = 1"))
        XCTAssertTrue(ByteSearch.containsNUL("ends with\u{0}"))
        // A bridged string has no contiguous UTF-8: the answer is still read from its bytes.
        XCTAssertTrue(ByteSearch.containsNUL(String(NSString(string: "a\u{0}b"))))
        XCTAssertFalse(ByteSearch.containsNUL(String(NSString(string: "ab"))))
    }

    /// The last occurrence, by UTF-8 offset: a context key's innermost screen marker.
    func testFindsTheLastOccurrence() {
        XCTAssertNil(ByteSearch.lastOffset(of: ">screen|", in: ""))
        XCTAssertNil(ByteSearch.lastOffset(of: ">screen|", in: "root:A>screen"))
        XCTAssertEqual(ByteSearch.lastOffset(of: ">screen|", in: ">screen|"), 0)
        XCTAssertEqual(ByteSearch.lastOffset(of: ">screen|", in: "root:A>screen|sheet|A>b>screen|push|B"), 23)
        // Offsets count UTF-8 bytes (`é` is two).
        XCTAssertEqual(ByteSearch.lastOffset(of: ">s|", in: "é>s|"), 2)
        XCTAssertEqual(ByteSearch.lastOffset(of: "b", in: String(NSString(string: "abcb"))), 3)
        // The step after the marker, read from that offset.
        XCTAssertEqual(
            ScreenModel.presentedScreen(in: "root:A>screen|sheet|A|F.swift#000001>é>screen|push|B|G.swift#000002>x")?
                .key,
            "root:A>screen|sheet|A|F.swift#000001>é>screen|push|B|G.swift#000002")
        XCTAssertEqual(
            ScreenModel.presentedScreen(in: "root:A>screen|push|B|G.swift#000002")?.name, "a destination pushed from B")
    }
}
