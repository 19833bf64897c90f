import XCTest

// Bodies whose views cannot yield an identifier or a finding are not entered
// (`SwiftUIInertViews`), and every way a view can still reach one keeps it walked: a name of something that yields, a
// binding read directly, through `self`, through a member walked in the same scope, or
// forwarded to another component; and controls while `control-without-identifier` is on.
@testable import AXAnalysis

final class SwiftUIInertViewsTests: XCTestCase {
    /// A screen of `count` distinct components, each a stack of stacks of some twenty views,
    /// none with an identifier, and an optional identifier in the innermost stack of the last.
    private func screen(components count: Int, identifierInLast: Bool) -> String {
        var text = "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n        VStack {\n"
        for index in 0..<count { text += "            C\(index)()\n" }
        text += "        }\n    }\n}\n"
        for index in 0..<count {
            let last = identifierInLast && index == count - 1 ? ".accessibilityIdentifier(\"deep\")" : ""
            var stack = "Text(\"a\").padding(); Image(systemName: \"b\")\(last)"
            for _ in 0..<5 { stack = "Text(\"a\").padding(); Image(systemName: \"b\"); VStack { \(stack) }; Spacer()" }
            text += "struct C\(index): View {\n    var body: some View {\n        HStack { \(stack) }\n    }\n}\n"
        }
        return text
    }

    private func resolve(_ text: String, visits: Int) -> ResolutionOutput {
        let summary = FileExtractor.summarize(path: "S.swift", text: text)
        let index = WorkspaceIndex(summaries: ["S.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: visits, maximumIdentifiers: 1_000)
        return SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits)
    }

    /// 300 components of some twenty views each: walked, they need about 6,000 visits. None
    /// yields, so no component's body is entered: 301 visits, within a budget of 1,000.
    func testBodiesThatCannotYieldAreNotEntered() {
        let output = resolve(screen(components: 300, identifierInLast: false), visits: 1_000)
        XCTAssertEqual(
            output.findings.map(\.ruleID), [], "the components' bodies were not walked, so nothing was cut off")
        XCTAssertEqual(output.identifiers.count, 0)
    }

    /// The same screen with one identifier deep in the last component: only that component's
    /// body is entered, so 1,000 visits still suffice and the identifier is found from the screen.
    func testOnlyTheBodiesThatCanYieldAreEntered() {
        let output = resolve(screen(components: 300, identifierInLast: true), visits: 1_000)
        XCTAssertEqual(output.findings.map(\.ruleID), [])
        XCTAssertEqual(output.identifiers.map(\.value), ["deep"])
        XCTAssertEqual(output.identifiers.first?.contexts, ["Screen"])
    }

    /// Each identifier with the roots that reach it (`value@Root`): an identifier no root
    /// reaches is still found, by the unreached-members pass, but under its own name.
    private func identifiers(_ text: String) -> [String] {
        let workspace = AnalysisWorkspace()
        workspace.update(path: "V.swift", text: text)
        return workspace.allIdentifiers().map { "\($0.value)@\($0.contexts.joined(separator: ","))" }.sorted()
    }

    /// `simpleView()` is a member walked in the component's own scope: the slot it reads,
    /// `foregroundContent`, is one of that scope's bindings (duckduckgo's `UnderflowContainer`).
    func testASlotReadThroughAMemberIsWalked() {
        XCTAssertEqual(
            identifiers(
                """
                import SwiftUI
                struct Container<B: View, F: View>: View {
                    let backgroundContent: () -> B
                    let foregroundContent: () -> F
                    func simpleView() -> some View {
                        ScrollView { VStack { backgroundContent(); foregroundContent() } }
                    }
                    var body: some View { simpleView() }
                }
                struct Screen: View {
                    var body: some View {
                        Container {
                            Text("x")
                        } foregroundContent: {
                            Button("Go") {}.accessibilityIdentifier("go")
                        }
                    }
                }
                """), ["go@Screen"])
    }

    /// `Inner(content: content)` hands the outer slot on: `Inner` and `Outer` yield nothing of
    /// their own, the views in the slot do.
    func testAForwardedSlotIsWalked() {
        XCTAssertEqual(
            identifiers(
                """
                import SwiftUI
                struct Inner<Content: View>: View {
                    let content: Content
                    var body: some View { HStack { content } }
                }
                struct Outer<Content: View>: View {
                    let content: Content
                    var body: some View { Inner(content: content).padding() }
                }
                struct Screen: View {
                    var body: some View { Outer(content: Text("a").accessibilityIdentifier("forwarded")) }
                }
                """), ["forwarded@Screen"])
    }

    /// `padding()` inside a custom modifier is `self.padding()`: the modified view, which holds
    /// the identifier, is read through `self`.
    func testTheModifiedViewOfACustomModifierIsWalked() {
        XCTAssertEqual(
            identifiers(
                """
                import SwiftUI
                extension View {
                    func card() -> some View { padding().background(Color.red) }
                }
                struct Screen: View {
                    var body: some View { Text("a").accessibilityIdentifier("carded").card() }
                }
                """), ["carded@Screen"])
    }

    /// A component whose body yields nothing itself but names one that does is walked, however
    /// many names lie between (the active names are a fixed point).
    func testAChainOfNamesToAnIdentifierIsWalked() {
        XCTAssertEqual(
            identifiers(
                """
                import SwiftUI
                extension View {
                    func tagged() -> some View { self.accessibilityIdentifier("tagged") }
                }
                struct Leafy: View {
                    var body: some View { Text("t").tagged() }
                }
                struct Middle: View {
                    var row: some View { Leafy() }
                    var body: some View { VStack { row } }
                }
                struct Screen: View {
                    var body: some View { List { Middle() } }
                }
                """), ["tagged@Screen"])
    }

    private func controlFindings(_ text: String) -> [Int] {
        var options = AnalysisOptions()
        options.optInRules = [ControlWithoutIdentifierRule.description.id]
        let workspace = AnalysisWorkspace(options: options)
        workspace.update(path: "V.swift", text: text)
        return workspace.allFindings().filter { $0.ruleID == ControlWithoutIdentifierRule.description.id }
            .map { LineIndex(text).line(containing: $0.site.range.start) + 1 }.sorted()
    }

    /// With `control-without-identifier` on, a control is something a view yields: the button
    /// in `Inner` is reported, and the preview's loose one. (The one a preview puts in `Badge`
    /// is not: previews skip components an app root reached, and the screen's `Badge` is
    /// reached even though its body, which yields nothing, is not entered.)
    func testControlsAreWalkedWhenTheirRuleIsOn() {
        XCTAssertEqual(
            controlFindings(
                """
                import SwiftUI
                struct Inner: View {
                    var body: some View { VStack { Button("Go") {} } }
                }
                struct Badge<Content: View>: View {
                    let content: Content
                    init(@ViewBuilder content: () -> Content) { self.content = content() }
                    var body: some View { HStack { content } }
                }
                struct Screen: View {
                    var body: some View { VStack { Inner(); Badge { Text("x") } } }
                }
                #Preview {
                    Button("Loose") {}
                }
                #Preview {
                    Badge { Button("InBadge") {} }
                }
                """), [3, 14])
    }
}
