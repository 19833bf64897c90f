import XCTest

// What MaestroFlowExtractor reads from a flow: each selector shape, where its value is written,
// variables, sub-flow calls, the steps only Android runs, and text that is not YAML.
@testable import AXAnalysis

final class MaestroFlowExtractorTests: XCTestCase {
    private func facts(_ text: String, path: String = ".maestro/flow.yaml") -> (MaestroFlowFacts, FileSummary) {
        let summary = FileExtractor.summarize(path: path, text: text)
        return (summary.maestroFlow ?? MaestroFlowFacts(), summary)
    }

    /// The text each selector's site covers.
    private func written(_ facts: MaestroFlowFacts, in text: String) -> [String] {
        let bytes = Array(text.utf8)
        return facts.selectors.map { String(decoding: bytes[$0.site.range.start..<$0.site.range.end], as: UTF8.self) }
    }

    func testEverySelectorShapeIsReadWithWhereItsValueIsWritten() {
        let text = """
            appId: com.example
            ---
            - tapOn:
                id: "a.one"
            - tapOn: { id: 'a.two', index: 0 }
            - doubleTapOn:
                id: a.three # a comment
            - longPressOn: Long Press Text
            - assertVisible:
                id: "ä.four"
                childOf:
                  id: "a.parent"
            - assertNotVisible:
                text: "Gone"
            - copyTextFrom:
                id: "a.copy"
            - scrollUntilVisible:
                element:
                  id: "a.scrolled"
                direction: DOWN
            - tapOn:
                containsDescendants:
                  - id: "a.child"
                  - text: "Child"
                below: { id: "a.below" }
            - scroll
            - inputText: "not a selector"
            """
        let (facts, summary) = facts(text)
        XCTAssertNil(summary.readProblem)
        XCTAssertEqual(summary.kind, .maestroFlow)
        XCTAssertEqual(
            facts.selectors.map(\.pattern),
            [
                "a.one", "a.two", "a.three", "Long Press Text", "ä.four", "a.parent", "Gone", "a.copy", "a.scrolled",
                "a.child", "Child", "a.below"
            ])
        XCTAssertEqual(facts.selectors.map(\.kind), [.id, .id, .id, .text, .id, .id, .text, .id, .id, .id, .text, .id])
        XCTAssertEqual(
            written(facts, in: text),
            [
                "\"a.one\"", "'a.two'", "a.three", "Long Press Text", "\"ä.four\"", "\"a.parent\"", "\"Gone\"",
                "\"a.copy\"",
                "\"a.scrolled\"", "\"a.child\"", "\"Child\"", "\"a.below\""
            ])
        XCTAssertEqual(facts.selectors.first?.command, "tapOn")
    }

    func testStepsOnlyAndroidRunsAreSkippedAndConditionsAreRead() {
        let (facts, _) = facts(
            """
            appId: com.example
            ---
            - runFlow:
                when:
                  platform: Android
                commands:
                  - tapOn:
                      id: "android_only"
            - runFlow:
                when:
                  platform: iOS
                  visible:
                    id: "ios.condition"
                commands:
                  - tapOn:
                      id: "ios.only"
            - repeat:
                while:
                  notVisible: "Done"
                commands:
                  - tapOn:
                      id: "repeat.step"
            - extendedWaitUntil:
                visible:
                  id: "waited.for"
            """)
        XCTAssertEqual(
            facts.selectors.map(\.pattern), ["ios.condition", "ios.only", "Done", "repeat.step", "waited.for"])
    }

    func testVariablesAndSubFlowCalls() {
        let (facts, _) = facts(
            """
            appId: com.example
            env:
              BUTTON: header.value
            onFlowStart:
              - tapOn:
                  id: "on.start"
            ---
            - runFlow: shared/short.yaml
            - runFlow:
                file: ../shared/login.yaml
                env:
                  USER: qa
            - runFlow:
                env:
                  INNER: inner.value
                commands:
                  - tapOn:
                      id: ${INNER}
            """)
        XCTAssertEqual(facts.env, ["BUTTON": "header.value"])
        XCTAssertEqual(facts.calls.map(\.file), ["shared/short.yaml", "../shared/login.yaml"])
        XCTAssertEqual(facts.calls.map(\.env), [[:], ["USER": "qa"]])
        XCTAssertEqual(facts.selectors.map(\.pattern), ["on.start", "${INNER}"])
        XCTAssertEqual(facts.selectors.last?.env, ["INNER": "inner.value"])
    }

    func testTextThatIsNotYAMLIsAReadProblemNotACrash() {
        let (facts, summary) = facts("appId: [unclosed\n---\n- tapOn: {")
        XCTAssertEqual(facts.selectors, [])
        XCTAssertNotNil(summary.readProblem)
    }

    func testFlowPaths() {
        XCTAssertTrue(MaestroFlowExtractor.isFlowPath("App/.maestro/login.yaml"))
        XCTAssertTrue(MaestroFlowExtractor.isFlowPath(".maestro/shared/setup.yml"))
        XCTAssertFalse(MaestroFlowExtractor.isFlowPath(".maestro/config.yaml"))
        XCTAssertFalse(MaestroFlowExtractor.isFlowPath(".github/workflows/ci.yaml"))
        XCTAssertFalse(MaestroFlowExtractor.isFlowPath("maestro/login.yaml"))
    }
}
