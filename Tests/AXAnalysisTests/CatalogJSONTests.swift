import Foundation
import XCTest

// The string-catalog JSON reader agrees with Foundation's JSONSerialization on what is JSON and
// on every string it decodes, and refuses what Foundation refuses.
@testable import AXAnalysis

final class CatalogJSONTests: XCTestCase {
    /// Every string in a Foundation value, keys included, in no particular order.
    private func foundationStrings(_ value: Any) -> [String] {
        if let dictionary = value as? [String: Any] {
            return dictionary.flatMap { [$0.key] + foundationStrings($0.value) }
        }
        if let array = value as? [Any] { return array.flatMap(foundationStrings) }
        if let string = value as? String { return [string] }
        return []
    }

    private func strings(_ value: CatalogJSON) -> [String] {
        switch value {
        case .object(let members): return members.flatMap { [$0.key] + strings($0.value) }
        case .array(let elements): return elements.flatMap(strings)
        case .string(let string): return [string]
        case .scalar: return []
        }
    }

    func testDecodesWhatFoundationDecodes() throws {
        let samples = [
            #"{"strings": {"a\"b": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Tab\tand\nline"}}}}}}"#,
            #"{"s": "caf\u00e9 \ud83d\ude00 \/ \\ \b\f\r", "n": [1, -2.5e3, true, false, null, {}, []]}"#,
            "  {\"emoji\": \"👩‍👩‍👧\", \"empty\": \"\"}  ",
            #"["top", "level", "array"]"#,
            #"{"trailing": "comma",}"#
        ]
        for sample in samples {
            let ours = try XCTUnwrap(CatalogJSON.parse(Array(sample.utf8)), sample)
            let theirs = try JSONSerialization.jsonObject(with: Data(sample.utf8), options: [.fragmentsAllowed])
            XCTAssertEqual(strings(ours).sorted(), foundationStrings(theirs).sorted(), sample)
        }
    }

    func testRefusesWhatIsNotOneJSONValue() {
        for sample in [
            #"{"a": }"#, #"{"a" "b"}"#, #"{,}"#, #"["a" "b"]"#, #""unterminated"#, #"{"a": "\x"}"#,
            #"{"a": "\u12"}"#, "{\"a\": \"raw\ncontrol\"}", #"{} {}"#, "", "tru", #"{"a": -}"#
        ] {
            XCTAssertNil(CatalogJSON.parse(Array(sample.utf8)), sample)
            XCTAssertNil(
                try? JSONSerialization.jsonObject(with: Data(sample.utf8), options: [.fragmentsAllowed]),
                "Foundation agrees: \(sample)")
        }
    }

    func testDeepNestingIsRefusedNotFollowed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertNil(CatalogJSON.parse(Array(deep.utf8)))
        let allowed =
            String(repeating: "[", count: CatalogJSON.maximumDepth - 1)
            + String(repeating: "]", count: CatalogJSON.maximumDepth - 1)
        XCTAssertNotNil(CatalogJSON.parse(Array(allowed.utf8)))
    }

    func testARepeatedKeyKeepsItsLastValue() throws {
        let value = try XCTUnwrap(CatalogJSON.parse(Array(#"{"k": "first", "k": "last"}"#.utf8)))
        XCTAssertEqual(value.member("k"), .string("last"))
        let catalog =
            #"{"strings": {"key": {"localizations": {"en": {"stringUnit": {"value": "Old"}}, "en": {"stringUnit": {"value": "New"}}}}}}"#
        XCTAssertEqual(Set(LocalizationTableExtractor.stringCatalog(catalog)?.texts.map(\.0) ?? []), ["key", "New"])
    }
}
