// Nothing waits behind a resolution (a keystroke must not wait seconds for a large workspace):
// a didChange that drops the resolution resolves off the loop; hints and hover are answered while
// it runs, and diagnostics and the refresh requests follow when it lands. The job is held in flight by the workspace's test hook
// (a semaphore), so "while it runs" is a fact of the test, not a timing.
import AXAnalysis
import Foundation
import JSONRPC
import XCTest

@testable import AXServer

final class BackgroundResolutionTests: XCTestCase {
    let headerURI = "file:///tmp/ax-lsp-background/Header.swift"
    // After Header.swift in path order: the duplicate group's one finding is in Header.swift.
    let footerURI = "file:///tmp/ax-lsp-background/Toolbar.swift"
    let header = """
        import UIKit

        class HeaderView: UIView {
            let title = UILabel()
            func setUp() {
                title.accessibilityIdentifier = "screen.title"
            }
        }

        """
    let footer = """
        import UIKit

        class FooterViewController: UIViewController {
            @IBOutlet var caption: UILabel!
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                injectAccessibilityIdentifiers()
                caption.accessibilityIdentifier = "screen.title"
            }
        }

        """

    /// Holds every background job before it resolves until the test lets it go.
    final class Gate: @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        func pass() {
            entered.signal()
            release.wait()
        }
    }

    private var nextID = 100

    private func started(gate: Gate) -> InProcessServer {
        let harness = InProcessServer()
        harness.receive(
            harness.request(
                1, "initialize",
                [
                    "processId": nil,
                    "capabilities": ["workspace": ["inlayHint": ["refreshSupport": true]]]
                ]))
        harness.receive(harness.notification("initialized"))
        for (uri, text) in [(headerURI, header), (footerURI, footer)] {
            harness.receive(
                harness.notification(
                    "textDocument/didOpen",
                    [
                        "textDocument": [
                            "uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)
                        ]
                    ]))
        }
        harness.queue.sync { harness.server.session.workspace.beforeBackgroundResolution = { gate.pass() } }
        return harness
    }

    /// Replaces the footer caption's identifier (a fact changes: the resolution is dropped).
    private func renameCaption(_ harness: InProcessServer, to value: String, version: Int) {
        let line =
            footer.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("caption.accessibilityIdentifier")
            } ?? 0
        let lineText = footer.split(separator: "\n", omittingEmptySubsequences: false)[line]
        let start = lineText.distance(from: lineText.startIndex, to: lineText.range(of: "\"screen.title\"")!.lowerBound)
        harness.receive(
            harness.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(footerURI), "version": .int(version)],
                    "contentChanges": [
                        [
                            "range": [
                                "start": ["line": .int(line), "character": .int(start)],
                                "end": ["line": .int(line), "character": .int(start + 14)]
                            ],
                            "text": .string("\"\(value)\"")
                        ]
                    ]
                ]))
    }

    /// Sends a request and returns its response, which must have been written by the time the
    /// loop handled it (the loop never waits for the job).
    private func answered(_ harness: InProcessServer, _ method: String, _ params: JSONValue) -> JSONValue? {
        nextID += 1
        let id = nextID
        harness.receive(harness.request(id, method, params))
        return harness.responses(to: .int(id)).first
    }

    private func hintLabels(_ harness: InProcessServer, uri: String) -> [String]? {
        let range: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]
        let response = answered(
            harness, "textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": range])
        return response?["result"]?.arrayValue?.map { hint in
            hint["label"]?.stringValue
                ?? (hint["label"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }.joined()
        }
    }

    private func publishedDiagnostics(_ harness: InProcessServer, uri: String) -> [JSONValue] {
        harness.messages.filter {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
    }

    func testHintsAndHoverAreAnsweredWhileAResolutionRunsAndResultsFollowWhenItLands() throws {
        let gate = Gate()
        let harness = started(gate: gate)
        XCTAssertEqual(
            publishedDiagnostics(harness, uri: headerURI).last?["params"]?["diagnostics"]?.arrayValue?.map {
                $0["code"]
            }, ["duplicate-identifier"])
        let footerHintsBefore = try XCTUnwrap(hintLabels(harness, uri: footerURI))
        XCTAssertTrue(footerHintsBefore.contains { $0.contains("screen.title") }, "\(footerHintsBefore)")
        let publishedBefore = publishedDiagnostics(harness, uri: headerURI).count

        renameCaption(harness, to: "footer.caption", version: 2)
        XCTAssertEqual(gate.entered.wait(timeout: .now() + 60), .success, "a background job started")
        // The job is held before resolving: everything below is answered while it is in flight.
        XCTAssertTrue(harness.queue.sync { harness.server.session.resolution.isResolving })

        let headerHints = try XCTUnwrap(hintLabels(harness, uri: headerURI), "hints of an unchanged file are answered")
        XCTAssertTrue(headerHints.contains { $0.contains("screen.title") }, "\(headerHints)")
        let footerHints = try XCTUnwrap(hintLabels(harness, uri: footerURI), "hints of the edited file are answered")
        XCTAssertFalse(
            footerHints.contains { $0.contains("screen.title") || $0.contains("footer.caption") },
            "the edited identifier waits for the job: \(footerHints)")
        let hover = answered(
            harness, "textDocument/hover",
            [
                "textDocument": ["uri": .string(headerURI)], "position": ["line": 5, "character": 42]
            ])
        XCTAssertEqual(
            hover?["result"]?["contents"]?["value"]?.stringValue?.contains("screen.title"), true,
            "\(String(describing: hover))")
        XCTAssertEqual(
            publishedDiagnostics(harness, uri: headerURI).count, publishedBefore,
            "nothing is published before the job lands")
        XCTAssertFalse(harness.messages.contains { $0["method"] == "workspace/inlayHint/refresh" })

        let written = harness.messages.count
        gate.release.signal()
        let published = harness.waitForMessage(after: written) { message in
            message["method"] == "textDocument/publishDiagnostics"
                && message["params"]?["uri"]?.stringValue == self.headerURI
                && message["params"]?["diagnostics"]?.arrayValue == []
        }
        XCTAssertNotNil(published, "the duplicate is gone once the job landed")
        XCTAssertNotNil(
            harness.waitForMessage(after: written) { $0["method"] == "workspace/inlayHint/refresh" },
            "hints answered meanwhile are refreshed")
        XCTAssertFalse(harness.queue.sync { harness.server.session.resolution.isResolving })
        let footerHintsAfter = try XCTUnwrap(hintLabels(harness, uri: footerURI))
        XCTAssertTrue(footerHintsAfter.contains { $0.contains("footer.caption") }, "\(footerHintsAfter)")
    }

    /// The job runs below the loop's priority (`BackgroundPriority`); the loop keeps its own.
    func testTheJobRunsBelowTheLoopsPriority() throws {
        #if canImport(Glibc)
            let base = try XCTUnwrap(BackgroundPriority.currentThreadNiceValue())
            guard base < BackgroundPriority.niceValue else { throw XCTSkip("the tests already run at nice \(base)") }
            let gate = Gate()
            let harness = started(gate: gate)
            final class Observed: @unchecked Sendable { var nice: Int32? }
            let observed = Observed()
            harness.queue.sync {
                harness.server.session.workspace.beforeBackgroundResolution = {
                    observed.nice = BackgroundPriority.currentThreadNiceValue()
                    gate.pass()
                }
            }
            renameCaption(harness, to: "footer.caption", version: 2)
            XCTAssertEqual(gate.entered.wait(timeout: .now() + 60), .success, "a background job started")
            XCTAssertEqual(observed.nice, BackgroundPriority.niceValue)
            XCTAssertEqual(
                harness.queue.sync { BackgroundPriority.currentThreadNiceValue() }, base, "the loop keeps its priority")
            gate.release.signal()
        #else
            throw XCTSkip("nice values per thread are Linux's")
        #endif
    }

    func testAnEditWhileAJobRunsCancelsItAndOnlyTheLastIsInstalled() throws {
        let gate = Gate()
        let harness = started(gate: gate)
        renameCaption(harness, to: "footer.first", version: 2)
        XCTAssertEqual(gate.entered.wait(timeout: .now() + 60), .success)
        // Another value while the first job is held: that job is superseded.
        harness.receive(
            harness.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(footerURI), "version": 3],
                    "contentChanges": [
                        [
                            "text": .string(
                                footer.replacingOccurrences(
                                    of: "caption.accessibilityIdentifier = \"screen.title\"",
                                    with: "caption.accessibilityIdentifier = \"footer.second\""))
                        ]
                    ]
                ]))
        // Jobs resolve one at a time: the second starts once the first (superseded) has ended.
        XCTAssertEqual(gate.entered.wait(timeout: .now() + 1), .timedOut, "the second job waits for the first")
        let written = harness.messages.count
        gate.release.signal()
        XCTAssertEqual(gate.entered.wait(timeout: .now() + 60), .success, "a second job started")
        gate.release.signal()
        XCTAssertNotNil(
            harness.waitForMessage(after: written) { message in
                message["method"] == "textDocument/publishDiagnostics"
                    && message["params"]?["uri"]?.stringValue == self.headerURI
                    && message["params"]?["diagnostics"]?.arrayValue == []
            })
        let counts = harness.queue.sync {
            (harness.server.session.resolution.startedCount, harness.server.session.resolution.installedCount)
        }
        XCTAssertEqual(counts.0, 2)
        XCTAssertEqual(counts.1, 1, "the superseded job's result is not installed")
        let footerHints = try XCTUnwrap(hintLabels(harness, uri: footerURI))
        XCTAssertTrue(footerHints.contains { $0.contains("footer.second") }, "\(footerHints)")
        XCTAssertFalse(footerHints.contains { $0.contains("footer.first") }, "\(footerHints)")
    }

    func testRequestsThatNeedEveryEditFinishTheResolutionOnTheLoop() throws {
        let gate = Gate()
        let harness = started(gate: gate)
        renameCaption(harness, to: "footer.caption", version: 2)
        XCTAssertEqual(gate.entered.wait(timeout: .now() + 60), .success)
        // The job stays held: the debug request resolves on the loop instead, and publishes.
        let identifiers = answered(harness, "ax-lsp/identifiers", ["textDocument": ["uri": .string(footerURI)]])
        XCTAssertEqual(
            identifiers?["result"]?.arrayValue?.contains("footer.caption"), true, "\(String(describing: identifiers))")
        XCTAssertFalse(harness.queue.sync { harness.server.session.resolution.isResolving })
        XCTAssertEqual(publishedDiagnostics(harness, uri: headerURI).last?["params"]?["diagnostics"], [])
        gate.release.signal()
        // The cancelled job ends without a result to install.
        let installed = harness.queue.sync { harness.server.session.resolution.installedCount }
        XCTAssertEqual(installed, 0)
    }
}
