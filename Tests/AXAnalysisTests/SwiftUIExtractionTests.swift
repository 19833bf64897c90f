import XCTest

// The SwiftUI facts of a file: modifier chains in textual order, content slots, init mapping,
// roots; what the resolver relies on, checked on the summary itself.
@testable import AXAnalysis

final class SwiftUIExtractionTests: XCTestCase {
    private func facts(_ text: String) -> SwiftUIFileFacts {
        FileExtractor.summarize(path: "F.swift", text: text).swiftUI
    }

    func testModifierChainIsInTextualOrderWithKindsAndValues() throws {
        let facts = facts(
            """
            struct V: View {
                var body: some View {
                    Text("x").padding().accessibilityIdentifierLeaf("L").accessibilityIdentifierBranch(name).accessibilityIdentifier("e", isEnabled: on)
                }
            }
            """)
        let node = try XCTUnwrap(facts.typeFragments.first?.viewMembers.first?.nodes.first)
        XCTAssertEqual(node.name, "Text")
        XCTAssertEqual(
            node.modifiers.map(\.name),
            ["padding", "accessibilityIdentifierLeaf", "accessibilityIdentifierBranch", "accessibilityIdentifier"])
        XCTAssertEqual(node.modifiers.map(\.kind), [.other, .leaf, .branch, .explicitIdentifier])
        XCTAssertEqual(node.modifiers[1].value?.value, "L")
        XCTAssertEqual(node.modifiers[2].value?.kind, .reference)
        XCTAssertEqual(node.modifiers[3].isEnabledIsDynamic, true)
    }

    func testContentSlotsAndInitMappingAreRead() throws {
        let facts = facts(
            """
            struct Card<Content: View>: View {
                let title: String
                let content: () -> Content
                init(title: String = "Default", @ViewBuilder content: @escaping () -> Content) {
                    self.title = title
                    self.content = content
                }
                var body: some View { content() }
            }
            """)
        let card = try XCTUnwrap(facts.typeFragments.first)
        XCTAssertEqual(card.viewGenericParameters, ["Content"])
        XCTAssertEqual(card.storedProperties.map(\.name), ["title", "content"])
        XCTAssertEqual(card.storedProperties.map(\.holdsViews), [false, true])
        XCTAssertEqual(card.initializers.first?.propertyFromParameter, ["title": "title", "content": "content"])
        XCTAssertEqual(card.initializers.first?.parameters.first?.stringDefault?.value, "Default")
        XCTAssertEqual(card.viewMembers.first?.nodes.first?.baseKind, .reference)
    }

    func testViewModifiersAndViewExtensionFunctionsAreReadAsModifiers() {
        let facts = facts(
            """
            struct LeafModifier: ViewModifier {
                func body(content: Content) -> some View { content.accessibilityIdentifier("x") }
            }
            extension View {
                func leaf(_ l: String) -> some View { modifier(LeafModifier()) }
                func accessibilityIdentifierLeaf(_ l: String) -> some View { modifier(LeafModifier()) }
            }
            #Preview { Text("p") .accessibilityIdentifier("p") }
            """)
        XCTAssertEqual(facts.typeFragments.map(\.name), ["LeafModifier"])
        XCTAssertEqual(facts.typeFragments.first?.conformances, ["ViewModifier"])
        XCTAssertEqual(facts.customModifiers.map(\.name), ["leaf"], "the identifier APIs are never custom modifiers")
        XCTAssertEqual(facts.roots.map(\.kind), [.preview])
    }
}
