import AXTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

// Extraction with a memo (bodies the incremental parser reused are replayed, not walked) must give
// exactly the summary of a full walk of the same tree, after random edits and after edits that change only
// what a body reads from outside it.
@testable import AXAnalysis

final class MemoExtractionTests: XCTestCase {
    /// Every Swift file of every fixture, plus the random-edit workspace, plus a large file of
    /// many of them concatenated (many bodies, like the keystroke benchmark's file).
    private static var swiftFiles: [(name: String, path: String, text: String)] {
        var files = AnalysisFixtures.swiftFiles.map { (name: "\($0.fixture) \($0.path)", path: $0.path, text: $0.text) }
        files += EditFixtures.workspaceFiles.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.path, $0.text) }
        // Only files that parse without errors or skipped regions: one unclosed brace would
        // swallow every file after it into one body, which is neither what typing in a large file
        // looks like nor cheap. Of those every n-th, n chosen so that the large file stays near
        // `largeFileBytes` however many fixtures there are: every step of a chain extracts it
        // whole, twice.
        let wellFormed = files.map(\.text).filter { text in
            DeepStack.run {
                let parse = SwiftSourceParser.parseIncrementally(text, previous: nil, edits: [])
                return parse.skipped.isEmpty && !parse.tree.hasError
            }
        }
        let total = wellFormed.reduce(0) { $0 + $1.utf8.count }
        let stride = max(1, (total + largeFileBytes - 1) / largeFileBytes)
        let large = wellFormed.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        files.append(("All.swift", "All.swift", large.joined(separator: "\n")))
        return files
    }

    private static let largeFileBytes = 128 * 1024

    private struct Step {
        var summary: FileSummary
        var full: FileSummary
        var memo: ExtractionMemo
        var parse: GuardedParse
    }

    private func step(
        path: String, text: String, previous: GuardedParse?, memo: ExtractionMemo?, edits: [TextReplacement]
    ) -> Step {
        DeepStack.run {
            let parse = SwiftSourceParser.parseIncrementally(text, previous: previous, edits: edits)
            let (summary, next) = FileExtractor.summarize(path: path, tree: parse.tree, text: text, previous: memo)
            // Compared with a walk of the same tree without a memo: on broken code swift-syntax's
            // incremental parser may build a different (equally valid) tree than a full parse
            // (`st<!DO` then `)` typed: the full parse moves `!DO` into the parameter clause,
            // the incremental one keeps the reused `st<` declaration), and that difference is
            // the parser's, not the memo's. The editor's periodic full parse catches up with it.
            let full = FileExtractor.summarize(path: path, tree: parse.tree)
            return Step(summary: summary, full: full, memo: next, parse: parse)
        }
    }

    /// `text` with `insertion` typed right after the first `marker`, extracted incrementally from
    /// `previous` (the extraction of `text`), and the new text.
    private func typing(_ insertion: String, after marker: String, in text: String, path: String, previous: Step) -> (
        text: String, step: Step
    ) {
        guard let end = text.range(of: marker)?.upperBound else {
            XCTFail("no \(marker) in the text")
            return (text, previous)
        }
        let offset = text.utf8.distance(from: text.startIndex, to: end)
        let typed = String(text[..<end]) + insertion + String(text[end...])
        let next = step(
            path: path, text: typed, previous: previous.parse, memo: previous.memo,
            edits: [TextReplacement(range: ByteRange(start: offset, end: offset), replacement: insertion)])
        return (typed, next)
    }

    func testMemoExtractionEqualsAFullExtractionAfterRandomEdits() {
        var replayed = 0
        var compared = 0
        for file in Self.swiftFiles {
            var current = step(path: file.path, text: file.text, previous: nil, memo: nil, edits: [])
            XCTAssertEqual(current.summary, current.full, "\(file.name) before any edit")
            // A few edits of each file, at positions drawn for that file.
            let changes = EditFixtures.sampledEdits(of: file.text, name: file.name, count: 4, seed: 3)
            for (index, change) in changes.enumerated() {
                current = step(
                    path: file.path, text: change.newText, previous: current.parse, memo: current.memo,
                    edits: [change.replacement])
                XCTAssertEqual(
                    current.summary, current.full,
                    "\(file.name), edit \(index): \(change.description)")
                if current.summary != current.full { break }
                replayed += current.memo.replayedUnitCount
                compared += 1
            }
        }
        // The comparisons must have exercised replay, not only full walks.
        XCTAssertGreaterThan(compared, 200)
        XCTAssertGreaterThan(replayed, 600)
    }

    /// One memo after another, as while typing: each starts from the previous one's tables, which
    /// keep entries of nodes later trees no longer have. A long chain of edits to one large file
    /// must still extract exactly what a full extraction does (a stale entry found again, for
    /// instance through an address a freed node left, would show here).
    func testALongChainOfMemosEqualsFullExtractions() {
        var random = SplitMix64(seed: 77)
        guard let file = Self.swiftFiles.last else { return XCTFail("no files") }
        var text = file.text
        var current = step(path: file.path, text: text, previous: nil, memo: nil, edits: [])
        var replayed = 0
        var replayedAfterPruning = 0
        var arenaCounts: [Int] = []
        for index in 0..<20 {
            let change = EditFixtures.randomEdit(of: text, using: &random)
            text = change.newText
            current = step(
                path: file.path, text: text, previous: current.parse, memo: current.memo, edits: [change.replacement])
            XCTAssertEqual(current.summary, current.full, "edit \(index): \(change.description)")
            if current.summary != current.full { break }
            replayed += current.memo.replayedUnitCount
            if arenaCounts.contains(0) { replayedAfterPruning += current.memo.replayedUnitCount }
            arenaCounts.append(current.memo.retainedArenaCount)
        }
        XCTAssertGreaterThan(replayed, 20 * 10, "most bodies replayed on most edits")
        // The chain kept at most `maximumRetainedArenas` earlier arenas, was pruned once, and the
        // pruned tables still replayed what the parser reused.
        XCTAssertEqual(arenaCounts.max(), ExtractionMemo.maximumRetainedArenas - 1)
        XCTAssertEqual(arenaCounts.filter { $0 == 0 }.count, 1, "\(arenaCounts)")
        XCTAssertGreaterThan(replayedAfterPruning, 10)
    }

    /// Typing in one method walks that member only; the other members are replayed at their
    /// moved offsets.
    func testTypingInOneMethodReplaysTheOthers() {
        let before = """
            import UIKit
            final class ProfileViewController: UIViewController {
                let avatar = UIImageView()
                let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let note = "draft"
                    print(note)
                }
                func configure() {
                    nameLabel.accessibilityIdentifier = "profile.name"
                    avatar = UIImageView()
                }
                override func viewWillAppear(_ animated: Bool) {
                    injectAccessibilityIdentifiers()
                }
            }
            """
        let first = step(path: "P.swift", text: before, previous: nil, memo: nil, edits: [])
        // Units: five members and three method bodies.
        XCTAssertEqual(first.memo.walkedUnitCount, 8)
        let second = typing("s", after: "\"draft", in: before, path: "P.swift", previous: first).step
        XCTAssertEqual(second.summary, second.full)
        // The edited member and its body are walked; the four other members are replayed whole.
        XCTAssertEqual(second.memo.walkedUnitCount, 2)
        XCTAssertEqual(second.memo.replayedUnitCount, 4)
        XCTAssertEqual(second.summary.explicitAssignments.first?.value.value, "profile.name")
        XCTAssertEqual(
            second.summary.explicitAssignments.first?.site, first.summary.explicitAssignments.first?.site.shifted(by: 1)
        )
        // The outline's methods: the edited one read again, the two after it taken from the memo
        // and moved (the summary equals a full extraction above). The memo starts from the
        // previous one's entries, so it still holds the edited method's old declaration too.
        XCTAssertEqual(first.memo.outlineMethods.count, 3)
        XCTAssertEqual(second.memo.outlineMethods.count, 4)
        let configure = { (step: Step) in step.summary.outline.classes.first?.methods.first { $0.name == "configure" } }
        XCTAssertEqual(configure(second), configure(first)?.shifted(by: 1))
        XCTAssertNotEqual(configure(second), configure(first), "its statements' sites moved")
    }

    /// Members the parser reused give their string constants and their outline properties from
    /// the memo: the same records, the properties moved past the edit.
    func testReusedMembersGiveTheirConstantsAndOutlinePropertiesFromTheMemo() {
        let before = """
            import UIKit
            final class SettingsViewController: UIViewController {
                func configure() {
                    print("x")
                }
                static let title = "settings.title"
                @IBOutlet var saveButton: UIButton!
                let footer = UILabel()
            }
            """
        let first = step(path: "S.swift", text: before, previous: nil, memo: nil, edits: [])
        let second = typing("s", after: "\"x", in: before, path: "S.swift", previous: first).step
        XCTAssertEqual(second.summary, second.full)
        XCTAssertEqual(second.summary.stringConstants.map(\.name), ["title", "footer"])
        // Four members that are not types. The memo starts from the previous one's records
        // (the same objects, the old `configure` among them) and adds the edited `configure`,
        // read again.
        XCTAssertEqual(first.memo.stringConstantMembers.count, 4)
        XCTAssertEqual(second.memo.stringConstantMembers.count, 5)
        let reused = second.memo.stringConstantMembers.values.filter { record in
            first.memo.stringConstantMembers.values.contains { $0 === record }
        }
        XCTAssertEqual(reused.count, 4)
        XCTAssertEqual(second.memo.outlineVariables.count, 3)
        let properties = { (step: Step) in step.summary.outline.classes.first?.properties ?? [] }
        XCTAssertEqual(properties(second).map(\.name), ["saveButton", "footer"])
        XCTAssertEqual(properties(second).map(\.site), properties(first).map { $0.site.shifted(by: 1) })
        XCTAssertEqual(second.summary.outline.classes.first?.hasOutlets, true)
    }

    /// An implicit integer raw value counts up from the case before it: editing that case must
    /// change the raw value of the unchanged case after it.
    func testAnImplicitIntegerRawValueFollowsAnEditedCaseBeforeIt() {
        let before = """
            enum Priority: Int {
                case low = 1
                static let title = "priority"
                case medium
            }
            """
        let first = step(path: "P.swift", text: before, previous: nil, memo: nil, edits: [])
        XCTAssertEqual(first.summary.stringConstants.map(\.rawValue), ["1", nil, "2"])
        let second = typing("0", after: "= 1", in: before, path: "P.swift", previous: first).step
        XCTAssertEqual(second.summary, second.full)
        XCTAssertEqual(second.summary.stringConstants.map(\.rawValue), ["10", nil, "11"])
    }

    /// A body reads the enclosing type's properties (a receiver's type comes from its
    /// declaration): changing a property above a body that the
    /// parser reused must still change that body's facts.
    func testABodyIsWalkedAgainWhenTheTypeItReadsChanges() {
        let before = """
            final class Cell: UITableViewCell {
                var badge: UIView = UIView()
                func setUp() {
                    badge.injectAccessibilityIdentifiers()
                    footer = UILabel()
                }
            }
            """
        let first = step(path: "C.swift", text: before, previous: nil, memo: nil, edits: [])
        XCTAssertEqual(first.summary.injectionCalls.first?.receiver, .typed("UIView"))
        // Assignments are recorded whatever the declaration order (GEN-6); resolution matches
        // them against the type's properties.
        XCTAssertEqual(first.summary.types.first?.propertyAssignments.map(\.property), ["footer"])
        let anchor = before.range(of: "var badge: UIView = UIView()")!
        let start = before.utf8.distance(from: before.startIndex, to: anchor.lowerBound)
        let end = before.utf8.distance(from: before.startIndex, to: anchor.upperBound)
        let replacement = "var badge: UILabel = UILabel()\n    var footer: UILabel?"
        let after = before.replacingCharacters(in: anchor, with: replacement)
        let second = step(
            path: "C.swift", text: after, previous: first.parse, memo: first.memo,
            edits: [TextReplacement(range: ByteRange(start: start, end: end), replacement: replacement)])
        XCTAssertEqual(second.summary, second.full)
        XCTAssertEqual(second.summary.injectionCalls.first?.receiver, .typed("UILabel"))
        XCTAssertEqual(second.summary.types.first?.propertyAssignments.map(\.property), ["footer"])
        XCTAssertEqual(second.memo.replayedUnitCount, 0)
    }

    /// Functions nested in a body are units of their own (their lookups stop at their own
    /// declaration): typing in the outer body walks it but replays the nested bodies.
    func testFunctionsNestedInAnEditedBodyAreReplayed() {
        let before = """
            final class Screen: UIViewController {
                let saveButton = UIButton()
                func build() {
                    let caption = "draft"
                    func styleSave() {
                        saveButton.accessibilityIdentifier = "screen.save"
                    }
                    func styleOther() {
                        print(caption)
                    }
                    styleSave()
                }
            }
            """
        let first = step(path: "S.swift", text: before, previous: nil, memo: nil, edits: [])
        // Units: two members, the body of `build` and the bodies of the two nested functions.
        XCTAssertEqual(first.memo.walkedUnitCount, 5)
        let second = typing("s", after: "\"draft", in: before, path: "S.swift", previous: first).step
        XCTAssertEqual(second.summary, second.full)
        // `build` and its body are walked; `saveButton` and the two nested bodies are replayed.
        XCTAssertEqual(second.memo.walkedUnitCount, 2)
        XCTAssertEqual(second.memo.replayedUnitCount, 3)
        XCTAssertEqual(second.summary.explicitAssignments.map(\.value.value), ["screen.save"])
    }

    /// An initializer's body reads its own parameters for receiver types, and nothing declared
    /// outside the type (a global of the same name does not leak in).
    func testInitializerParametersTypeReceiversAndGlobalsDoNot() {
        let text = """
            let badge = UIButton()
            final class Header: UIView {
                init(badge: UILabel, title: UILabel) {
                    super.init(frame: .zero)
                    badge.injectAccessibilityIdentifiers()
                }
                var footer: UIView {
                    let inner = UIView()
                    badge.injectAccessibilityIdentifiers()
                    return inner
                }
            }
            """
        let summary = step(path: "H.swift", text: text, previous: nil, memo: nil, edits: []).summary
        XCTAssertEqual(summary.injectionCalls.map(\.receiver), [.typed("UILabel"), .unknown("badge")])
    }

    /// Typing in one view member's `Text` builds that member's view tree again; the other view
    /// members of the type (and a `View` extension's modifier) come from the memo, moved past the
    /// edit with the same node ordinals. An edit that adds a view renumbers everything after it,
    /// so the members after it are built again.
    func testTypingInOneViewMemberReusesTheOthers() {
        let before = """
            import SwiftUI
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        header
                        Text("draft")
                        footer(count: 2)
                    }
                    .accessibilityIdentifierBranch("Profile")
                }
                var header: some View {
                    Text("Name").accessibilityIdentifierLeaf("Name")
                }
                func footer(count: Int) -> some View {
                    #if DEBUG
                    Button("Save") {}.accessibilityIdentifierLeaf("Save")
                    #endif
                }
            }
            extension View {
                func card() -> some View { self.padding().accessibilityIdentifierLeaf("Card") }
            }
            """
        let first = step(path: "P.swift", text: before, previous: nil, memo: nil, edits: [])
        XCTAssertEqual(first.memo.reusedViewMemberCount, 0)
        XCTAssertEqual(first.memo.viewMembers.count, 4)
        let (typed, second) = typing("s", after: "\"draft", in: before, path: "P.swift", previous: first)
        XCTAssertEqual(second.summary, second.full)
        // `header`, `footer` and `card` reused; `body` built again.
        XCTAssertEqual(second.memo.reusedViewMemberCount, 3)
        let members = { (step: Step) in step.summary.swiftUI.typeFragments.first?.viewMembers ?? [] }
        XCTAssertEqual(members(second).map(\.name), ["body", "header", "footer"])
        XCTAssertEqual(members(second)[1], members(first)[1].shifted(by: 1))
        XCTAssertEqual(members(second)[2].nodes.first?.conditions.map(\.text), ["DEBUG"])

        // A new view in `body` takes a number: the members after it are numbered from one more.
        let third = typing("            Divider()\n", after: "header\n", in: typed, path: "P.swift", previous: second)
            .step
        XCTAssertEqual(third.summary, third.full)
        XCTAssertEqual(third.memo.reusedViewMemberCount, 0)
        XCTAssertEqual(members(third)[1].nodes.first?.ordinal, (members(second)[1].nodes.first?.ordinal ?? 0) + 1)
    }

    /// A member reused by the parser in a type inside an `#if` whose condition changed carries the
    /// new condition: the `#if` clauses around a member are part of what its memo entry is kept for.
    func testAViewMemberUnderAnEditedIfConfigIsBuiltAgain() {
        let before = """
            import SwiftUI
            #if DEBUG
            struct DebugView: View {
                var body: some View { Text("A").accessibilityIdentifierLeaf("A") }
                var panel: some View { Text("P").accessibilityIdentifierLeaf("P") }
            }
            #endif
            """
        let first = step(path: "D.swift", text: before, previous: nil, memo: nil, edits: [])
        let second = typing("_X", after: "#if DEBUG", in: before, path: "D.swift", previous: first).step
        XCTAssertEqual(second.summary, second.full)
        XCTAssertEqual(second.memo.reusedViewMemberCount, 0)
        let panel = second.summary.swiftUI.typeFragments.first?.viewMembers.first { $0.name == "panel" }
        XCTAssertEqual(panel?.nodes.first?.conditions.map(\.text), ["DEBUG_X"])
    }
}
