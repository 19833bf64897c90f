// file:// URIs to paths and back, with percent-decoding.
import AXServer
import XCTest

final class DocumentURIPathTests: XCTestCase {
    func testFileURIsArePercentDecoded() {
        XCTAssertEqual(
            DocumentURIPath.path(of: "file:///Users/me/My%20App/Screen%C3%A9.swift"), "/Users/me/My App/Screené.swift")
        XCTAssertEqual(DocumentURIPath.path(of: "file://localhost/tmp/a.swift"), "/tmp/a.swift")
        XCTAssertEqual(DocumentURIPath.path(of: "FILE:///tmp/100%25.swift"), "/tmp/100%.swift")
    }

    func testMalformedEscapesAndOtherSchemesAreKeptAsIs() {
        XCTAssertEqual(DocumentURIPath.path(of: "file:///tmp/bad%zz.swift"), "/tmp/bad%zz.swift")
        XCTAssertEqual(DocumentURIPath.path(of: "untitled:Untitled-1"), "untitled:Untitled-1")
    }

    func testPathsRoundTripThroughURIs() {
        for path in ["/tmp/My App/Screen é.swift", "/tmp/a#b?.swift", "/tmp/100%.swift"] {
            XCTAssertEqual(DocumentURIPath.path(of: DocumentURIPath.uri(ofPath: path)), path)
        }
    }
}
