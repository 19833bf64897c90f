// Reading Content-Length: the fast path for the header every client sends equals the general reader.
import Foundation
import XCTest

@testable import JSONRPC

final class ContentLengthHeaderTests: XCTestCase {
    /// The fast path for `Content-Length: <digits>` and the general reader agree on every header.
    func testThePlainHeaderAndTheGeneralReaderAgree() {
        let headers = [
            "Content-Length: 0", "Content-Length: 42", "Content-Length: 007", "Content-Length: 123456789012345678",
            "Content-Length: 1234567890123456789", "Content-Length: 99999999999999999999", "Content-Length: ",
            "Content-Length: 4x",
            "content-length: 42", "Content-Length:42", "Content-Length:  42", "Content-Length: 42 ",
            "Content-Length: -1",
            "Content-Length: 4\u{00A0}", "Content-Length: ４２", "Content-Type: x\r\nContent-Length: 5",
            "Content-Length: 5\r\nContent-Type: x",
            "Content-Length: 5\r\nContent-Length: 6", "", "Content-Type: application/vscode-jsonrpc; charset=utf-8"
        ]
        for header in headers {
            let general = HeaderScanner.generalContentLength(header)
            XCTAssertEqual(HeaderScanner.contentLength(inHeader: header), general, header.debugDescription)
            if let plain = HeaderScanner.plainContentLength(header) {
                XCTAssertEqual(HeaderScanner.ContentLength.valid(plain), general, header.debugDescription)
            }
        }
        XCTAssertEqual(HeaderScanner.plainContentLength("Content-Length: 42"), 42)
        XCTAssertNil(HeaderScanner.plainContentLength("content-length: 42"))
    }
}
