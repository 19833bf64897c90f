// Localization tables as label facts: the strings format with comments and escapes, string
// catalogs, stringsdict property lists, and the files that are not tables (unreadable-file).
@testable import AXAnalysis
import XCTest

final class LocalizationTableTests: XCTestCase {
    private func texts(_ path: String, _ text: String) -> [String] {
        FileExtractor.summarize(path: path, text: text).visibleTexts.map(\.text)
    }

    func testStringsFileValuesKeysCommentsAndEscapes() {
        let source = """
        /* A block comment with "quotes" = "not an entry"; */
        // A line comment
        "Common.Controls.Actions.Compose" = "Compose";
        "escaped" = "Say \\"hi\\"\\n";
        unquoted_key = "Ünïcödé 🧪";
        "unicode" = "caf\\U00e9";
        "Same" = "Compose";
        """
        let summary = FileExtractor.summarize(path: "App/en.lproj/Localizable.strings", text: source)
        XCTAssertEqual(summary.kind, .localizationTable)
        XCTAssertNil(summary.readProblem)
        XCTAssertEqual(summary.visibleTexts.map(\.text), [
            "Common.Controls.Actions.Compose", "Compose", "escaped", "Say \"hi\"\n", "unquoted_key", "Ünïcödé 🧪", "unicode", "café", "Same",
        ])
        XCTAssertTrue(summary.visibleTexts.allSatisfy { $0.source == .localizationTable })
        // Sites point at the opening quote of each string, in UTF-8 offsets of the text.
        let compose = summary.visibleTexts[1]
        XCTAssertEqual(Array(source.utf8)[compose.site.range.start], UInt8(ascii: "\""))
    }

    func testStringCatalogKeysAndEveryLanguagesValues() {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Sign in": {},
          "login.title": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
            "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}}}}
        """
        XCTAssertEqual(Set(texts("App/Localizable.xcstrings", catalog)), ["Sign in", "login.title", "Welcome", "Willkommen"])
        // R.swift-style accessors name the keys, sorted.
        XCTAssertEqual(FileExtractor.summarize(path: "App/Localizable.xcstrings", text: catalog).localizationKeys, ["Sign in", "login.title"])
    }

    func testStringsdictValues() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>posts</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
          <key>count</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>1 post</string>
            <key>other</key><string>%ld posts</string>
          </dict></dict></dict></plist>
        """
        let values = texts("App/en.lproj/Localizable.stringsdict", plist)
        XCTAssertTrue(values.contains("1 post"), "\(values)")
        XCTAssertFalse(values.contains("NSStringPluralRuleType"), "\(values)")
        // The keys come from the same parse: the top-level keys, sorted; none without a dictionary.
        let twoKeys = plist.replacingOccurrences(of: "<dict><key>posts</key>", with: "<dict><key>zeta</key><string>Z</string><key>posts</key>")
        XCTAssertEqual(FileExtractor.summarize(path: "App/en.lproj/Localizable.stringsdict", text: twoKeys).localizationKeys, ["posts", "zeta"])
        let array = "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>Loose</string></array></plist>"
        let loose = FileExtractor.summarize(path: "App/en.lproj/Localizable.stringsdict", text: array)
        XCTAssertEqual(loose.localizationKeys, [])
        XCTAssertEqual(loose.visibleTexts.map(\.text), ["Loose"])
    }

    func testTablesThatAreNotTablesAreUnreadableFilesNotCrashes() {
        // UTF-16 without a byte-order mark reaches the analysis as UTF-8 with NULs.
        let utf16 = String(decoding: "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, as: UTF8.self)
        for (path, text) in [
            ("App/en.lproj/Localizable.strings", utf16),
            ("App/en.lproj/Localizable.strings", "\"unterminated = \"value\";"),
            ("App/en.lproj/Localizable.strings", "\"key\" \"value\";"),
            ("App/Localizable.xcstrings", "{ not json"),
            ("App/Localizable.stringsdict", "<plist><dict><key>x</key>"),
            ("App/en.lproj/Huge.strings", String(repeating: "\"k\" = \"v\";\n", count: LocalizationTableExtractor.maximumSize / 10 + 1)),
        ] {
            let summary = FileExtractor.summarize(path: path, text: text)
            XCTAssertNotNil(summary.readProblem, "\(path): \(text.prefix(30))")
            XCTAssertEqual(summary.visibleTexts, [], path)
        }
        let workspace = AnalysisWorkspace()
        workspace.update(path: "App/en.lproj/Localizable.strings", text: utf16)
        XCTAssertEqual(workspace.allFindings().map(\.ruleID), ["unreadable-file"])
    }
}
