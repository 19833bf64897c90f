// axsnapshot-golden-mismatch: a unit test expects an `axSnapshot()` text the code no longer produces.

/// A unit test asserts `XCTAssertEqual(Screen().axSnapshot(), """…""")` (or `XCTAssert(… == …)`,
/// `#expect(… == …)`, or swift-snapshot-testing's
/// `assertInlineSnapshot(of: Screen().axSnapshot(), as: .lines) { """…""" }`, or
/// `assertSnapshot(of: Screen().axSnapshot(), as: .lines)` whose reference file is
/// `SnapshotReferenceFile.path`) and the outline of that construction, computed from the code, differs:
/// the test will fail. Reported at the expected literal (or the `assertSnapshot` call) with the first differing block, and the
/// element that explains it. Only when every block is certain (no `{expr}` value, no statement
/// the outline does not follow), every statement the test runs on the object before the
/// assertion is straight-line code the outline follows (AX-1: property writes, `addSubview`,
/// the class's own methods; no `await`, no unknown call), and no test reassigns one of AXSnapshot's `generate…Description` closures (AX-8).
package enum AXSnapshotGoldenMismatchRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "axsnapshot-golden-mismatch",
        defaultSeverity: .error,
        summary: "an AXSnapshot expectation differs from what the code produces",
        help:
            "AXSnapshot's `axSnapshot()` turns a view into the text of its accessibility experience (AX-2…AX-6). This test expects a text (in `XCTAssertEqual(x.axSnapshot(), \"\"\"…\"\"\")`, `XCTAssert(… == …)`, `#expect(… == …)`, swift-snapshot-testing's `assertInlineSnapshot(of: x.axSnapshot(), as: .lines) { \"\"\"…\"\"\" }`, or its `assertSnapshot(of: x.axSnapshot(), as: .lines)` with the reference file `__Snapshots__/<TestFile>/<testName>.<n>.txt`) that the view's construction code, evaluated statically (the state after `init`, or `init` + `loadView` + `viewDidLoad` for a controller), no longer produces; statements the test itself runs before the assertion (property writes, `addSubview`, `addArrangedSubview`, the class's own methods) are run too, and a test with an `await` or a call the analysis cannot follow is not checked. Update the expectation if the change was intended (`ax-lsp outline --type NAME` prints the text), or fix the code.",
        semantics: ["AX-1", "AX-2", "AX-3", "AX-4", "AX-5", "AX-6", "AX-8"],
        triggeringExamples: [
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                let close = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    close.accessibilityLabel = "Close"
                    addSubview(title)
                    addSubview(close)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import XCTest
            import AXSnapshot

            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    XCTAssertEqual(BadgeView().axSnapshot(), 1️⃣"""
                    ------------------------------------------------------------
                    New
                    ------------------------------------------------------------
                    Dismiss
                    button
                    ------------------------------------------------------------
                    """)
                }
            }
            """#,
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import InlineSnapshotTesting
            import XCTest

            // swift-snapshot-testing's inline form with the `.lines` strategy: the closure's literal is the expected text.
            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    assertInlineSnapshot(of: BadgeView().axSnapshot(), as: .lines) {
                        1️⃣"""
                        ------------------------------------------------------------
                        Novel
                        ------------------------------------------------------------
                        """
                    }
                }
            }
            """#,
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import SnapshotTesting
            import XCTest

            // swift-snapshot-testing's file form: the expected text is the reference file named after the test file, the test and the assertion's count.
            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    1️⃣assertSnapshot(of: BadgeView().axSnapshot(), as: .lines)
                }
            }
            //- AppTests/__Snapshots__/BadgeViewTests/testSnapshot.1.txt
            ------------------------------------------------------------
            Novel
            ------------------------------------------------------------
            """#
        ],
        nonTriggeringExamples: [
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                let close = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    close.accessibilityLabel = "Close"
                    addSubview(title)
                    addSubview(close)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import XCTest
            import AXSnapshot

            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    let badge = BadgeView()
                    XCTAssert(badge.axSnapshot() == """
                    ------------------------------------------------------------
                    New
                    ------------------------------------------------------------
                    Close
                    button
                    ------------------------------------------------------------
                    """)
                }
            }
            """#,
            #"""
            //- App/PriceView.swift
            import UIKit

            // The price is a run-time value: the outline is `{model.price}`, not certain.
            final class PriceView: UIView {
                let price = UILabel()
                init(model: PriceModel) {
                    super.init(frame: .zero)
                    price.text = model.price
                    addSubview(price)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/PriceViewTests.swift
            import XCTest

            final class PriceViewTests: XCTestCase {
                func testSnapshot() {
                    XCTAssertEqual(PriceView(model: .sample).axSnapshot(), """
                    ------------------------------------------------------------
                    $4.99
                    ------------------------------------------------------------
                    """)
                }
            }
            """#,
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import InlineSnapshotTesting
            import XCTest

            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    assertInlineSnapshot(of: BadgeView().axSnapshot(), as: .lines) {
                        """
                        ------------------------------------------------------------
                        New
                        ------------------------------------------------------------
                        """
                    }
                }
            }
            """#,
            #"""
            //- App/BadgeView.swift
            import UIKit

            final class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "New"
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }
            //- AppTests/BadgeViewTests.swift
            import SnapshotTesting
            import XCTest

            final class BadgeViewTests: XCTestCase {
                func testSnapshot() {
                    assertSnapshot(of: BadgeView().axSnapshot(), as: .lines, named: "new")
                }
            }
            //- AppTests/__Snapshots__/BadgeViewTests/testSnapshot.new.txt
            ------------------------------------------------------------
            New
            ------------------------------------------------------------
            """#
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        // Most workspaces have no expectation: known before sorting every path.
        guard context.summaries.values.contains(where: { !$0.outline.goldens.isEmpty }),
            !context.summaries.values.contains(where: { !$0.outline.formatOverrides.isEmpty })
        else { return [] }
        let summaries = context.summaries.keys.sorted().compactMap { context.summaries[$0] }
        let classes = OutlineClassTable(summaries: summaries)
        var findings: [Finding] = []
        for summary in summaries {
            for golden in summary.outline.goldens where !golden.changedBeforeAssertion || golden.setup != nil {
                let referenceText = golden.referenceFile.flatMap { context.summaries[$0]?.snapshotReferenceText }
                guard let expected = (golden.expected ?? referenceText).map(normalizedLineEnds),
                    let outline = AccessibilityOutliner.outline(of: golden, classes: classes),
                    outline.isCertain, outline.text != expected
                else { continue }
                findings.append(
                    finding(golden: golden, expected: expected, outline: outline, describe: context.describe))
            }
        }
        return findings
    }

    private static func normalizedLineEnds(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    private static func finding(
        golden: AXSnapshotGoldenFact, expected: String, outline: AccessibilityOutline, describe: (SourceSite) -> String
    ) -> Finding {
        let expectedBlocks = AXSnapshotFormatter.blocks(of: expected)
        let actualBlocks = outline.elements.map(\.block)
        let index =
            zip(expectedBlocks, actualBlocks).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedBlocks.count, actualBlocks.count)
        let expectedText = expectedBlocks.indices.contains(index) ? quoted(expectedBlocks[index]) : "no block"
        let actualText = actualBlocks.indices.contains(index) ? quoted(actualBlocks[index]) : "no block"
        var related: [RelatedSite] = []
        if let reference = golden.referenceFile {
            related.append(
                RelatedSite(
                    site: SourceSite(file: reference, range: ByteRange(start: 0, end: 0)),
                    message: "the reference snapshot the test compares with"))
        }
        if outline.elements.indices.contains(index), let site = outline.elements[index].site {
            related.append(RelatedSite(site: site, message: "block \(index + 1) comes from this element"))
        }
        let wherePart =
            outline.elements.indices.contains(index)
            ? outline.elements[index].site.map { " (\(describe($0)))" } ?? "" : ""
        return makeFinding(
            at: golden.site,
            message:
                "axSnapshot() of \(outline.typeName) differs at block \(index + 1): the test expects \(expectedText), the code gives \(actualText)\(wherePart); update the expectation or the code",
            related: related
        )
    }

    private static func quoted(_ block: String) -> String {
        "'" + block.replacingOccurrences(of: "\n", with: " ⏎ ") + "'"
    }
}
