// `ax-lsp outline` on the example app and on scratch folders, and the golden check end to end:
// a unit test whose AXSnapshot expectation the code no longer produces fails `check`.
import Foundation
import XCTest

final class OutlineCommandTests: XCTestCase {
    private let repository = CLIFixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    private let separator = String(repeating: "-", count: 60)

    func testExampleBannerAsJSONIsAXSnapshotsTextByteForByte() throws {
        let result = try AxLspRunner.run(
            ["outline", "Examples", "--type", "PromoBannerView", "--format", "json", "--quiet"], in: repository)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let outlines = try XCTUnwrap(json["outlines"] as? [[String: Any]])
        XCTAssertEqual(outlines.count, 1)
        let banner = try XCTUnwrap(outlines.first)
        XCTAssertEqual(banner["type"] as? String, "PromoBannerView")
        XCTAssertEqual(banner["file"] as? String, "ExampleApp/UIKit/PromoBannerView.swift")
        XCTAssertEqual(banner["line"] as? Int, 5)
        XCTAssertEqual(banner["certainty"] as? String, "certain")
        XCTAssertEqual(banner["dynamic"] as? [String], [])
        XCTAssertEqual(
            banner["text"] as? String,
            [
                separator, "Spring sale", "header", separator, "20% off every order this week", separator,
                "Redeem", "button", "Applies the discount to your cart", separator
            ].joined(separator: "\n"))
    }

    func testTextFormatListsEveryScreenWithItsHeader() throws {
        let folder = try CLIFixtures.make([
            "App/Empty.swift": "import UIKit\nfinal class EmptyView: UIView {}\n",
            "App/Price.swift": """
            import UIKit
            final class PriceView: UIView {
                let price = UILabel()
                init(model: PriceModel) {
                    super.init(frame: .zero)
                    price.text = model.price
                    addSubview(price)
                }
                required init?(coder: NSCoder) { nil }
            }

            """
        ])
        let result = try AxLspRunner.run(["outline", "--quiet", "--no-cache"], in: folder)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            // EmptyView (App/Empty.swift:2), AXSnapshot, 0 elements, certain
            ""

            // PriceView (App/Price.swift:2), AXSnapshot, 1 element, dynamic: model.price
            \(separator)
            {model.price}
            \(separator)


            """)
        let unknown = try AxLspRunner.run(["outline", "--type", "NoSuchView", "--quiet", "--no-cache"], in: folder)
        XCTAssertEqual(unknown.exitCode, 1)
        XCTAssertTrue(
            unknown.stderr.contains("no UIView or UIViewController subclass named 'NoSuchView'"), unknown.stderr)
    }

    func testCheckFindsABrokenExpectationWithCRLFLineEndingsToo() throws {
        let files = [
            "App/Chip.swift": """
            import UIKit
            final class ChipView: UIView {
                let title = UILabel()
                init(text: String) {
                    super.init(frame: .zero)
                    title.text = text
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }

            """,
            "AppTests/ChipTests.swift": """
            import XCTest
            final class ChipTests: XCTestCase {
                func testVegan() {
                    XCTAssertEqual(ChipView(text: "Vegan").axSnapshot(), \"\"\"
                    \(separator)
                    Vegan
                    \(separator)
                    \"\"\")
                }
                func testSpicy() {
                    XCTAssertEqual(ChipView(text: "Spicy").axSnapshot(), \"\"\"
                    \(separator)
                    Mild
                    \(separator)
                    \"\"\")
                }
            }

            """
        ]
        for transform in [{ (text: String) in text }, CLIFixtures.toCRLF] {
            let folder = try CLIFixtures.make(files.mapValues(transform))
            let result = try AxLspRunner.run(["check", "--quiet", "--no-cache"], in: folder)
            XCTAssertEqual(result.exitCode, 2, result.stdout + result.stderr)
            XCTAssertEqual(
                result.stdout,
                """
                AppTests/ChipTests.swift:11:62: error: axSnapshot() of ChipView differs at block 1: the test expects 'Mild', the code gives 'Spicy' (Chip.swift:3); update the expectation or the code (axsnapshot-golden-mismatch)
                App/Chip.swift:3:9: note: block 1 comes from this element

                """)
        }
    }

    /// `assertSnapshot(of:as: .lines)` end to end: `check` discovers the `__Snapshots__` reference
    /// files beside the test, reads the one each assertion names, and reports the broken one.
    func testCheckReadsSnapshotTestingReferenceFiles() throws {
        let folder = try CLIFixtures.make([
            "App/Chip.swift": """
            import UIKit
            final class ChipView: UIView {
                let title = UILabel()
                init(text: String) {
                    super.init(frame: .zero)
                    title.text = text
                    addSubview(title)
                }
                required init?(coder: NSCoder) { nil }
            }

            """,
            "AppTests/ChipTests.swift": """
            import SnapshotTesting
            import XCTest
            final class ChipTests: XCTestCase {
                func testVegan() {
                    assertSnapshot(of: ChipView(text: "Vegan").axSnapshot(), as: .lines)
                }
                func testSpicy() {
                    assertSnapshot(of: ChipView(text: "Spicy").axSnapshot(), as: .lines)
                }
            }

            """,
            "AppTests/__Snapshots__/ChipTests/testVegan.1.txt": "\(separator)\nVegan\n\(separator)",
            "AppTests/__Snapshots__/ChipTests/testSpicy.1.txt": "\(separator)\nMild\n\(separator)"
        ])
        let result = try AxLspRunner.run(["check", "--quiet", "--no-cache"], in: folder)
        XCTAssertEqual(result.exitCode, 2, result.stdout + result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            AppTests/ChipTests.swift:8:9: error: axSnapshot() of ChipView differs at block 1: the test expects 'Mild', the code gives 'Spicy' (Chip.swift:3); update the expectation or the code (axsnapshot-golden-mismatch)
            AppTests/__Snapshots__/ChipTests/testSpicy.1.txt:1:1: note: the reference snapshot the test compares with
            App/Chip.swift:3:9: note: block 1 comes from this element

            """)
    }
}
