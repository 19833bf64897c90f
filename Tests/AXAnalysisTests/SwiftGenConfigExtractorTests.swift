import XCTest

// What SwiftGenConfigExtractor reads from a `swiftgen.yml` and the names SwiftGen's Swift
// templates give a table's keys (StencilSwiftKit's `swiftIdentifier:"pretty"` and `lowerFirstWord`).
@testable import AXAnalysis

final class SwiftGenConfigExtractorTests: XCTestCase {
    func testStringsEntriesInEitherShapeWithInputsRelativeToTheConfigurationsFolder() {
        let text = """
            input_dir: Sources
            strings:
              - inputs: App/en.lproj/Localizable.strings
                outputs:
                  templateName: structured-swift5
                  output: Strings.swift
                  params:
                    enumName: CoreStrings
              - inputs:
                  - ./App/en.lproj
                  - ../Shared/en.lproj/Other.strings
                outputs:
                  - templateName: flat-swift5
                    output: Flat.swift
                  - templatePath: custom.stencil
                    output: Custom.swift
            xcassets:
              inputs: Assets.xcassets
              outputs:
                templateName: swift5
                output: Assets.swift
            """
        let summary = FileExtractor.summarize(path: "ios/swiftgen.yml", text: text)
        XCTAssertEqual(summary.kind, .swiftGenConfig)
        XCTAssertEqual(
            summary.swiftGenStrings,
            [
                SwiftGenStringsFact(
                    inputs: ["ios/Sources/App/en.lproj/Localizable.strings"], enumName: "CoreStrings", structured: true),
                SwiftGenStringsFact(
                    inputs: ["ios/Sources/App/en.lproj", "ios/Shared/en.lproj/Other.strings"], enumName: "L10n",
                    structured: false)
            ])
        XCTAssertTrue(summary.swiftGenStrings[1].reads("ios/Sources/App/en.lproj/Localizable.strings"))
        XCTAssertFalse(summary.swiftGenStrings[1].reads("ios/Sources/App/en.lproj2/Localizable.strings"))
    }

    func testTextThatIsNotAConfigurationDeclaresNothing() {
        for text in ["strings: [", "- a\n- b", "strings:\n  outputs:\n    templateName: structured-swift5", ""] {
            XCTAssertEqual(FileExtractor.summarize(path: "swiftgen.yml", text: text).swiftGenStrings, [], text)
        }
    }

    func testOnlySwiftGenNamedYAMLFilesAreConfigurations() {
        XCTAssertTrue(SwiftGenConfigExtractor.isConfigPath("swiftgen.yml"))
        XCTAssertTrue(SwiftGenConfigExtractor.isConfigPath("app/swiftgen-bwa.yml"))
        XCTAssertTrue(SwiftGenConfigExtractor.isConfigPath("SwiftGen.yaml"))
        XCTAssertFalse(SwiftGenConfigExtractor.isConfigPath("swiftgen/config.yml"))
        XCTAssertFalse(SwiftGenConfigExtractor.isConfigPath(".maestro/swiftgen.json"))
    }

    func testAccessorNamesAsSwiftGenWritesThem() {
        let cases: [(key: String, structured: Bool, path: [String], name: String)] = [
            ("Name", true, [], "name"),
            ("NumberOfDigits", true, [], "numberOfDigits"),
            ("URLString", true, [], "urlString"),
            ("OK", true, [], "ok"),
            ("OK_BUTTON", true, [], "okButton"),
            ("settings-title", true, [], "settingsTitle"),
            ("Common.Controls.Compose", true, ["Common", "Controls"], "compose"),
            ("scene.home_screen.title", true, ["Scene", "HomeScreen"], "title"),
            ("login.title", false, [], "loginTitle"),
            ("2fa code", true, [], "_2faCode")
        ]
        for item in cases {
            let accessor = SwiftGenConfigExtractor.accessor(key: item.key, text: "text", structured: item.structured)
            XCTAssertEqual(accessor?.path, item.path, item.key)
            XCTAssertEqual(accessor?.name, item.name, item.key)
        }
    }

    func testTextsWithFormatArgumentsAreFunctions() {
        for text in ["%@ items", "%d", "%1$@ of %2$@", "%.2f km", "%lld", "%#@count@"] {
            XCTAssertNil(SwiftGenConfigExtractor.accessor(key: "k", text: text, structured: true), text)
        }
        for text in ["100%", "100%% sure", "plain"] {
            XCTAssertNotNil(SwiftGenConfigExtractor.accessor(key: "k", text: text, structured: true), text)
        }
    }
}
