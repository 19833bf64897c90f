import XCTest

// `SwiftUIDeclaredNames.equalIgnoringInertStrings` (what decides that typing in `Text("…")` is a
// move) must answer exactly what comparing the erased facts answers, on edits that keep the
// facts equal but for strings and on edits that do not.
@testable import AXAnalysis

final class InertSwiftUIStringsTests: XCTestCase {
    private let source = """
        import SwiftUI
        struct Card: View {
            let title: String
            var body: some View { Text(title).accessibilityIdentifierLeaf("Card") }
        }
        struct ProfileView: View {
            var body: some View {
                VStack {
                    Text("Hello")
                    Card(title: "Ahoy")
                    Button("Save") {}.navigationTitle("Prof")
                }
                .accessibilityIdentifierBranch("Profile")
            }
            var footer: some View { Text("Bye").padding() }
        }
        extension View {
            func badge(_ text: String) -> some View { self.overlay(Text(text)) }
        }
        #Preview { ProfileView().badge("New") }
        """

    private func facts(_ text: String) -> SwiftUIFileFacts {
        FileExtractor.summarize(path: "P.swift", text: text).swiftUI
    }

    func testAgreesWithComparingErasedFacts() {
        let original = facts(source)
        let names = SwiftUIDeclaredNames(summaries: ["P.swift": FileExtractor.summarize(path: "P.swift", text: source)])
        // Same-length replacements keep every position: only the strings differ.
        let edits: [(from: String, to: String, inert: Bool)] = [
            ("\"Hello\"", "\"Jello\"", true), // Text: built in, binds nothing
            ("\"Save\"", "\"Sane\"", true), // Button's title
            ("\"Prof\"", "\"Prox\"", true), // a built-in modifier's string
            ("\"Bye\"", "\"Bay\"", true), // in another member
            ("\"Ahoy\"", "\"Ahoi\"", false), // Card binds `title`
            ("\"New\"", "\"Now\"", false), // the custom modifier binds `text`
            ("\"Card\"", "\"Cord\"", false), // a leaf value
            ("\"Profile\"", "\"Profily\"", false), // a branch value (and positions move)
            ("padding()", "bolding()", false) // a modifier's name
        ]
        for edit in edits {
            let changed = facts(source.replacingOccurrences(of: edit.from, with: edit.to))
            let expected = names.erasingInertStrings(original) == names.erasingInertStrings(changed)
            XCTAssertEqual(expected, edit.inert, edit.from)
            XCTAssertEqual(names.equalIgnoringInertStrings(original, changed), expected, edit.from)
            XCTAssertEqual(names.equalIgnoringInertStrings(changed, original), expected, edit.from)
        }
        XCTAssertTrue(names.equalIgnoringInertStrings(original, original))
        // Two inert edits at once, in different members, are still inert.
        let both = facts(
            source.replacingOccurrences(of: "\"Hello\"", with: "\"Jello\"").replacingOccurrences(
                of: "\"Bye\"", with: "\"Bay\""))
        XCTAssertTrue(names.equalIgnoringInertStrings(original, both))
    }
}
