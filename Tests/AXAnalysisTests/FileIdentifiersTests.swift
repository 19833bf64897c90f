import AXTestSupport
import XCTest

// FileIdentifiers: a file's identifiers found through its element-file map equal filtering
// every identifier of the workspace, after edits that shift positions and edits that resolve.
@testable import AXAnalysis

final class FileIdentifiersTests: XCTestCase {
    /// A view controller injected from a coordinator in another file: its root view's
    /// identifier is reported at the call, in the coordinator's file, on the controller's class.
    static let crossFileSources: [(path: String, text: String)] = [
        (
            "App/InboxViewController.swift",
            """
            import UIKit

            final class InboxViewController: UIViewController {
                let badgeView = UIView()
            }

            """
        ),
        (
            "App/InboxCoordinator.swift",
            """
            import UIKit

            final class InboxCoordinator {
                func start() {
                    let controller = InboxViewController()
                    controller.injectAccessibilityIdentifiers()
                }
            }

            """
        )
    ]

    func testIdentifiersOfAFileEqualTheFilterAfterRandomEdits() {
        let files = EditFixtures.workspaceFiles + Self.crossFileSources
        let originals = Dictionary(uniqueKeysWithValues: files)
        var crossFile = 0
        var shifts = 0
        var resolutions = 0
        for seed: UInt64 in [3, 11, 2027] {
            var random = SplitMix64(seed: seed)
            var texts = originals
            let workspace = AnalysisWorkspace()
            for (path, text) in texts.sorted(by: { $0.key < $1.key }) { workspace.update(path: path, text: text) }
            let lookup = FileIdentifiers()
            for step in 0..<60 {
                for path in texts.keys.sorted() {
                    let expected = FileIdentifiers.scan(path, workspace: workspace)
                    XCTAssertEqual(
                        lookup.identifiers(of: path, workspace: workspace), expected,
                        "seed \(seed), step \(step), \(path)")
                    crossFile += expected.filter { $0.site.file != $0.elementSite.file }.count
                }
                let path = texts.keys.sorted()[random.next(below: texts.count)]
                let (shiftsBefore, resolutionsBefore) = (workspace.shiftCount, workspace.resolutionCount)
                if random.next(below: 3) == 0 {
                    // Typing a blank line at the start moves every fact of the file.
                    texts[path] = "\n" + (texts[path] ?? "")
                } else if random.next(below: 6) == 0 {
                    texts[path] = originals[path]
                } else {
                    texts[path] = EditFixtures.randomEdit(of: texts[path] ?? "", using: &random).newText
                }
                workspace.update(path: path, text: texts[path] ?? "")
                _ = workspace.identifiers(inFile: path)
                shifts += workspace.shiftCount - shiftsBefore
                resolutions += workspace.resolutionCount - resolutionsBefore
            }
        }
        XCTAssertGreaterThan(crossFile, 0, "no identifier was reported outside its element's file")
        XCTAssertGreaterThan(shifts, 10, "too few edits took the shift path")
        XCTAssertGreaterThan(resolutions, 10, "too few edits resolved the workspace")
    }

    func testAnIdentifierNewlyReportedInAnotherFileIsFound() {
        let workspace = AnalysisWorkspace()
        let controller = Self.crossFileSources[0]
        let coordinator = Self.crossFileSources[1]
        workspace.update(path: controller.path, text: controller.text)
        workspace.update(
            path: coordinator.path,
            text: coordinator.text.replacingOccurrences(of: "controller.injectAccessibilityIdentifiers()", with: ""))
        let lookup = FileIdentifiers()
        XCTAssertEqual(lookup.identifiers(of: controller.path, workspace: workspace), [])
        workspace.update(path: coordinator.path, text: coordinator.text)
        let found = lookup.identifiers(of: controller.path, workspace: workspace)
        XCTAssertEqual(found.map(\.value), ["InboxViewController.view", "InboxViewController.badgeView"])
        XCTAssertEqual(found, FileIdentifiers.scan(controller.path, workspace: workspace))
    }

    func testALookupFollowsTheWorkspaceItIsAskedAbout() {
        let first = AnalysisWorkspace()
        let second = AnalysisWorkspace()
        for (path, text) in Self.crossFileSources { first.update(path: path, text: text) }
        second.update(
            path: "App/Other.swift",
            text:
                "import UIKit\nclass V: UIView { let a = UILabel()\n func f() { injectAccessibilityIdentifiers() } }\n")
        let lookup = FileIdentifiers()
        for workspace in [first, second, first] {
            for path in workspace.paths {
                XCTAssertEqual(
                    lookup.identifiers(of: path, workspace: workspace), FileIdentifiers.scan(path, workspace: workspace)
                )
            }
        }
    }
}
