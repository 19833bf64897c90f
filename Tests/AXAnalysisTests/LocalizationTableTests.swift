import XCTest

// Localization tables as label facts: the strings format with comments and escapes, string
// catalogs, stringsdict property lists, and the files that are not tables (unreadable-file).
@testable import AXAnalysis

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
        XCTAssertEqual(
            summary.visibleTexts.map(\.text),
            [
                "Common.Controls.Actions.Compose", "Compose", "escaped", "Say \"hi\"\n", "unquoted_key", "Ünïcödé 🧪",
                "unicode", "café", "Same"
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
        XCTAssertEqual(
            Set(texts("App/Localizable.xcstrings", catalog)), ["Sign in", "login.title", "Welcome", "Willkommen"])
        // R.swift-style accessors name the keys, sorted.
        XCTAssertEqual(
            FileExtractor.summarize(path: "App/Localizable.xcstrings", text: catalog).localizationKeys,
            ["Sign in", "login.title"])
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
        let twoKeys = plist.replacingOccurrences(
            of: "<dict><key>posts</key>", with: "<dict><key>zeta</key><string>Z</string><key>posts</key>")
        XCTAssertEqual(
            FileExtractor.summarize(path: "App/en.lproj/Localizable.stringsdict", text: twoKeys).localizationKeys,
            ["posts", "zeta"])
        let array = "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>Loose</string></array></plist>"
        let loose = FileExtractor.summarize(path: "App/en.lproj/Localizable.stringsdict", text: array)
        XCTAssertEqual(loose.localizationKeys, [])
        XCTAssertEqual(loose.visibleTexts.map(\.text), ["Loose"])
    }

    func testTablesThatAreNotTablesAreUnreadableFilesNotCrashes() {
        // UTF-16 without a byte-order mark reaches the analysis as UTF-8 with NULs.
        let utf16 = String(
            decoding: "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, as: UTF8.self)
        for (path, text) in [
            ("App/en.lproj/Localizable.strings", utf16),
            ("App/en.lproj/Localizable.strings", "\"unterminated = \"value\";"),
            ("App/en.lproj/Localizable.strings", "\"key\" \"value\";"),
            ("App/Localizable.xcstrings", "{ not json"),
            ("App/Localizable.stringsdict", "<plist><dict><key>x</key>"),
            (
                "App/en.lproj/Huge.strings",
                String(repeating: "\"k\" = \"v\";\n", count: LocalizationTableExtractor.maximumSize / 10 + 1)
            )
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

/// The property-list reader for localization tables gives what Foundation gives, and leaves
/// what it does not read to Foundation.
final class PropertyListXMLTests: XCTestCase {
    private let header =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    private func assertSameAsFoundation(
        _ text: String, readsItself: Bool, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            PropertyListXML.parse(text) != nil, readsItself, "read without Foundation", file: file, line: line)
        let read = LocalizationTableExtractor.propertyListTexts(text)
        let foundation = LocalizationTableExtractor.foundationPropertyListTexts(text)
        XCTAssertEqual(read?.texts.map(\.0), foundation?.texts.map(\.0), file: file, line: line)
        XCTAssertEqual(read?.keys, foundation?.keys, file: file, line: line)
        XCTAssertEqual(read == nil, foundation == nil, file: file, line: line)
    }

    func testTheSubsetTablesAreWrittenInReadsAsFoundationReadsIt() {
        let tables = [
            // A plural rule, as Xcode writes it; format keys are not texts.
            """
            <plist version="1.0">
              <dict>
                <key>posts.count</key>
                <dict>
                  <key>NSStringLocalizedFormatKey</key>
                  <string>%#@posts@</string>
                  <key>posts</key>
                  <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>ld</string>
                    <key>one</key>
                    <string>1 publicación</string>
                    <key>other</key>
                    <string>%ld publicaciones</string>
                  </dict>
                </dict>
                <key>a.first</key>
                <string>Zuerst</string>
              </dict>
            </plist>
            """,
            // References, blanks kept inside strings, comments between elements, empty and
            // self-closing values, numbers and booleans, arrays in order, emoji.
            """
            <plist version="1.0"><!-- generated -->
            <dict>
              <key>quote &amp; &quot;more&quot; &lt;tag&gt; it&apos;s</key>
              <string>  spaced
            lines\t&#65;&#x1F600;  </string>
              <key>empty</key><string/>
              <key>also empty</key><string></string>
              <!-- between entries -->
              <key>list</key>
              <array><string>b</string><integer>3</integer><string>a</string><true/><real>1.5</real><array/><dict/></array>
              <key>🙂 key</key><string>🧪 value</string>
              <key>flag</key><false/>
            </dict>
            </plist>
            """,
            // A table that is an array, and one that is a bare string.
            "<plist version=\"1.0\"><array><string>x</string><dict><key>k</key><string>y</string></dict></array></plist>",
            "<plist version=\"1.0\"><string>only</string></plist>"
        ]
        for table in tables {
            assertSameAsFoundation(header + table, readsItself: true)
            assertSameAsFoundation(table, readsItself: true)
        }
    }

    func testWhatTheReaderDoesNotKnowIsLeftToFoundation() {
        let outside = [
            "<plist version=\"1.0\"><dict><key>k</key><string><![CDATA[a < b]]></string></dict></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><date>2024-01-01T00:00:00Z</date></dict></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><data>AAEC</data></dict></plist>",
            "<plist version=\"1.0\">\r\n<dict><key>k</key><string>a\r\nb</string></dict></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><string>a</string><key>k</key><string>b</string></dict></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><string>&nbsp;</string></dict></plist>",
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><dict/></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><string>a</string></dict>",
            "<plist version=\"1.0\"><dict><key>k</key></dict></plist>",
            "not a property list",
            ""
        ]
        for text in outside {
            assertSameAsFoundation(text, readsItself: false)
        }
    }

    func testDevelopmentLanguageTextsByKey() {
        let table = "\"settings.title\" = \"Settings\";\n\"Done\";\n"
        let english = FileExtractor.summarize(path: "App/en.lproj/Localizable.strings", text: table)
        XCTAssertEqual(
            english.developmentTexts,
            [
                LocalizedTableEntry(key: "settings.title", text: "Settings"),
                LocalizedTableEntry(key: "Done", text: "Done")
            ])
        // Only the development language: another language's table gives no identifier text.
        XCTAssertEqual(
            FileExtractor.summarize(path: "App/de.lproj/Localizable.strings", text: table).developmentTexts, [])
        XCTAssertEqual(
            FileExtractor.summarize(path: "App/Base.lproj/Main.strings", text: table).developmentTexts.count, 2)
        // `ids` without a cache reads the development language's texts, and nothing else of a table.
        let identifiersOnly = FileExtractor.summarize(
            path: "App/en.lproj/Localizable.strings", text: table, scope: .identifiers)
        XCTAssertEqual(identifiersOnly.developmentTexts, english.developmentTexts)
        XCTAssertTrue(identifiersOnly.visibleTexts.isEmpty)

        // A catalog in its source language: a translated text, the key where the source language
        // has no entry, nothing for a plural that varies.
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Sign in": {},
              "login.title": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
                "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}},
              "items": {"localizations": {"en": {"variations": {"plural": {}}}}}}}
            """
        XCTAssertEqual(
            FileExtractor.summarize(path: "App/Localizable.xcstrings", text: catalog).developmentTexts,
            [
                LocalizedTableEntry(key: "Sign in", text: "Sign in"),
                LocalizedTableEntry(key: "login.title", text: "Welcome")
            ])
        XCTAssertEqual(
            LocalizationTableExtractor.tableName("App/en.lproj/Localizable.legal.strings"), "Localizable.legal")
    }
}
