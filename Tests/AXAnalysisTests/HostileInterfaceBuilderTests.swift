import AXTestSupport
import XCTest

// Hostile storyboards: malformed XML, entity bombs, deep and single-line nesting. Each test says
// what the input did before the fix it guards, if it failed at all.
@testable import AXAnalysis

final class HostileInterfaceBuilderTests: XCTestCase {
    private func findings(_ workspace: AnalysisWorkspace) -> [String] {
        workspace.allFindings().map { "\($0.ruleID) \($0.site.file): \($0.message)" }
    }

    /// Before: the message ended in "(The operation could not be completed. (NSXMLParserErrorDomain
    /// error 68.))" on Linux; now it names the line and the libxml2 error code only.
    func testMalformedXMLKeepsIdentifiersBeforeTheErrorAndNamesTheLine() {
        let workspace = AnalysisWorkspace()
        workspace.update(
            path: "App/Broken.storyboard",
            text: """
                <document>
                <view id="v1" userLabel="Early">
                <accessibility key="accessibilityConfiguration" identifier="broken.early"/>
                </view>
                <label text="x" <<< id="l1"/>
                <view id="v2"><accessibility key="accessibilityConfiguration" identifier="broken.late"/></view>
                </document>
                """)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["broken.early"])
        XCTAssertEqual(
            findings(workspace),
            [
                "unreadable-file App/Broken.storyboard: malformed XML near line 5 (a tag or attribute name is missing or malformed); identifiers after that point were not read"
            ])
    }

    /// A billion-laughs bomb is refused before parsing, so nothing expands.
    func testEntityBombIsRefusedWithoutExpansion() {
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            let previous = "&lol\(level - 1);"
            declarations += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">"
        }
        let workspace = AnalysisWorkspace()
        workspace.update(
            path: "App/Bomb.storyboard",
            text: """
                <?xml version="1.0"?>
                <!DOCTYPE document [\(declarations)]>
                <document><label text="&lol9;"><accessibility identifier="bomb.label"/></label></document>
                """)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), [])
        XCTAssertEqual(workspace.summary(of: "App/Bomb.storyboard")?.visibleTexts.count, 0)
        XCTAssertEqual(
            findings(workspace),
            [
                "unreadable-file App/Bomb.storyboard: the file declares a DTD or entities, which Interface Builder files never do; it was not read"
            ])
    }

    /// The refusal matches `<!DOCTYPE` exactly; libxml2 itself rejects other spellings as malformed.
    func testLowercaseDoctypeIsRejectedAsMalformed() {
        let workspace = AnalysisWorkspace()
        workspace.update(
            path: "App/Lower.storyboard",
            text: "<?xml version=\"1.0\"?>\n<!doctype d [<!entity a \"&a;&a;\">]>\n<document>&a;</document>")
        XCTAssertEqual(
            findings(workspace),
            [
                "unreadable-file App/Lower.storyboard: malformed XML near line 2 (a tag or attribute name is missing or malformed); identifiers after that point were not read"
            ])
    }

    /// Before: nesting past 512 elements aborted with "malformed XML … (error 111)", which blamed
    /// the syntax; now the message names the depth limit, and identifiers before it are kept.
    func testNestingPastTheDepthLimitSaysSoAndKeepsEarlierIdentifiers() {
        let workspace = AnalysisWorkspace()
        workspace.update(path: "App/Deep.storyboard", text: DeepNesting.nestedViews(depth: 5_000))
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["deep.shallow"])
        XCTAssertEqual(
            findings(workspace),
            [
                "unreadable-file App/Deep.storyboard: elements nest deeper than 512 levels near line 1; identifiers after that point were not read"
            ])
    }

    /// Before: every element searched the whole line backwards for its tag, so a one-line
    /// 5,000-deep file took 24 s (quadratic); the search now moves forward once through the file.
    /// The site must still be the exact `<view` of the innermost element, past look-alike tags.
    func testThreeHundredDeepSingleLineStoryboardFindsTheInnermostSite() {
        let text = DeepNesting.nestedViews(depth: 300)
        let workspace = AnalysisWorkspace()
        workspace.update(path: "App/Deep.storyboard", text: text)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["deep.shallow", "deep.innermost"])
        // The last occurrence: the first one is inside the comment.
        let innermost = text.range(of: "<view userLabel=\"Innermost\"", options: .backwards).map {
            text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
        }
        XCTAssertEqual(workspace.allIdentifiers().last?.site.range.start, innermost)
        XCTAssertEqual(findings(workspace), [])
    }

}
