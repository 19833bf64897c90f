// docs/ax-lsp.default.yml documents the defaults in code; this keeps the two equal.
import XCTest

@testable import AXConfig

final class DefaultConfigurationFileTests: XCTestCase {
    private let documentedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ax-lsp.default.yml")

    func testDocumentedDefaultsParseToTheDefaultConfiguration() throws {
        let text = try String(contentsOf: documentedFile, encoding: .utf8)
        let loaded = try ConfigurationParser.parse(text: text, file: documentedFile.path)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.configuration, AXConfiguration())
    }

    func testDocumentedFileListsEveryKeyInOrder() throws {
        let text = try String(contentsOf: documentedFile, encoding: .utf8)
        let keys = text.split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix(" ") && $0.contains(":") }
            .compactMap { $0.split(separator: ":").first.map(String.init) }
        XCTAssertEqual(keys, AXConfiguration.knownKeys)
    }
}
