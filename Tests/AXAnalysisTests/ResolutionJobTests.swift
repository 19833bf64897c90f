import Foundation
import XCTest

// Background resolution: a job resolves a snapshot off the owner's thread, is taken only while
// nothing changed, stops when cancelled, and meanwhile the workspace answers from its last
// resolution for the files that did not change.
@testable import AXAnalysis

final class ResolutionJobTests: XCTestCase {
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
    let other = """
        import UIKit

        class OtherView: UIView {
            let badge = UILabel()
            func setUp() {
                badge.accessibilityIdentifier = "other.badge"
            }
        }
        """

    private var renamedFooter: String {
        footer.replacingOccurrences(
            of: "caption.accessibilityIdentifier = \"screen.title\"",
            with: "caption.accessibilityIdentifier = \"footer.caption\"")
    }

    private func workspace(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        workspace.resolvesInBackground = true
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { workspace.update(path: path, text: text) }
        return workspace
    }

    /// Runs a job on a thread of its own, as the server does, and waits for it.
    private func runOnAnotherThread(_ job: ResolutionJob) -> ResolutionJob.Result? {
        final class Box: @unchecked Sendable { var result: ResolutionJob.Result? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.result = job.run()
            done.signal()
        }.start()
        done.wait()
        return box.result
    }

    func testInstalledJobEqualsResolvingInPlace() throws {
        let files = ["Header.swift": header, "Toolbar.swift": footer, "Other.swift": other]
        let background = workspace(files)
        // One finding for the pair, at its first site in path order (Header.swift).
        XCTAssertEqual(background.allFindings().filter { $0.ruleID == "duplicate-identifier" }.count, 1)
        background.update(path: "Toolbar.swift", text: renamedFooter)
        XCTAssertTrue(background.needsResolution)
        let resolutions = background.resolutionCount
        let job = try XCTUnwrap(background.makeResolutionJob())
        let result = try XCTUnwrap(runOnAnotherThread(job))
        XCTAssertTrue(background.install(result))
        XCTAssertFalse(background.needsResolution)
        XCTAssertFalse(background.isAnsweringFromLastResolution)
        XCTAssertEqual(
            background.resolutionCount, resolutions + 1,
            "the job's resolution counts once, and nothing resolved in place")

        let inPlace = workspace(["Header.swift": header, "Toolbar.swift": renamedFooter, "Other.swift": other])
        XCTAssertEqual(background.allIdentifiers(), inPlace.allIdentifiers())
        XCTAssertEqual(background.allFindings(), inPlace.allFindings())
        XCTAssertEqual(background.resolutionCount, resolutions + 1)
        XCTAssertNil(background.makeResolutionJob(), "a current resolution needs no job")
    }

    func testJobOfAnOlderGenerationIsDiscarded() throws {
        let background = workspace(["Header.swift": header, "Toolbar.swift": footer])
        _ = background.allIdentifiers()
        background.update(path: "Toolbar.swift", text: renamedFooter)
        let job = try XCTUnwrap(background.makeResolutionJob())
        let generation = background.generation
        // Another change that is not a move: the job resolved files that are gone.
        let third = renamedFooter.replacingOccurrences(of: "footer.caption", with: "footer.third")
        background.update(path: "Toolbar.swift", text: third)
        XCTAssertGreaterThan(background.generation, generation)
        XCTAssertFalse(
            background.isAnsweringFromLastResolution, "no job resolves this generation: questions resolve first")
        let result = try XCTUnwrap(runOnAnotherThread(job))
        XCTAssertFalse(background.install(result))
        XCTAssertTrue(background.needsResolution)
        XCTAssertTrue(background.identifiers(inFile: "Toolbar.swift").map(\.value).contains("footer.third"))
    }

    func testJobIsDiscardedWhenTheWorkspaceResolvedMeanwhile() throws {
        let background = workspace(["Header.swift": header, "Toolbar.swift": footer])
        _ = background.allIdentifiers()
        background.update(path: "Toolbar.swift", text: renamedFooter)
        let job = try XCTUnwrap(background.makeResolutionJob())
        background.resolveNow()
        let resolutions = background.resolutionCount
        XCTAssertFalse(background.install(try XCTUnwrap(runOnAnotherThread(job))))
        XCTAssertEqual(background.resolutionCount, resolutions)
        XCTAssertTrue(background.identifiers(inFile: "Toolbar.swift").map(\.value).contains("footer.caption"))
    }

    func testWhileAJobRunsUnchangedFilesAnswerFromTheLastResolution() throws {
        let background = workspace(["Header.swift": header, "Toolbar.swift": footer, "Other.swift": other])
        let otherBefore = background.identifiers(inFile: "Other.swift")
        XCTAssertEqual(otherBefore.map(\.value), ["other.badge"])
        XCTAssertEqual(background.findings(inFile: "Header.swift").map(\.ruleID), ["duplicate-identifier"])
        background.update(path: "Toolbar.swift", text: renamedFooter)
        let resolutions = background.resolutionCount
        let job = try XCTUnwrap(background.makeResolutionJob())
        XCTAssertTrue(background.isAnsweringFromLastResolution)

        let staleBefore = background.staleAnswerCount
        XCTAssertEqual(
            background.identifiers(inFile: "Other.swift"), otherBefore, "an unchanged file keeps its results")
        // The changed file keeps what lies outside the edited span; the renamed caption has nothing.
        let footerValues = background.identifiers(inFile: "Toolbar.swift").map(\.value)
        XCTAssertFalse(footerValues.contains("screen.title"), "\(footerValues)")
        XCTAssertFalse(footerValues.contains("footer.caption"), "\(footerValues)")
        XCTAssertEqual(background.findings(inFile: "Toolbar.swift"), [])
        // Header's duplicate names the changed file: it is left out, not shown with a stale line.
        XCTAssertEqual(background.findings(inFile: "Header.swift"), [])
        let all = background.allIdentifiers()
        XCTAssertTrue(all.contains(otherBefore[0]))
        XCTAssertFalse(all.contains { $0.value == "screen.title" && $0.site.file == "Toolbar.swift" }, "\(all)")
        XCTAssertGreaterThan(background.staleAnswerCount, staleBefore)
        XCTAssertEqual(background.resolutionCount, resolutions, "answering resolved nothing on this thread")

        XCTAssertTrue(background.install(try XCTUnwrap(runOnAnotherThread(job))))
        XCTAssertTrue(background.identifiers(inFile: "Toolbar.swift").map(\.value).contains("footer.caption"))
        XCTAssertEqual(background.findings(inFile: "Header.swift"), [], "the duplicate is gone")
        let staleAfterInstall = background.staleAnswerCount
        _ = background.allIdentifiers()
        XCTAssertEqual(background.staleAnswerCount, staleAfterInstall)
    }

    func testResultsAfterTheEditedSpanMoveWithIt() throws {
        let text = """
            import UIKit

            class FormView: UIView {
                let name = UILabel()
                let email = UILabel()
                func setUp() {
                    name.accessibilityIdentifier = "form.name"
                    email.accessibilityIdentifier = "form.email"
                }
            }
            """
        let background = workspace(["Form.swift": text])
        let before = background.identifiers(inFile: "Form.swift")
        XCTAssertEqual(before.map(\.value), ["form.name", "form.email"])
        let edited = text.replacingOccurrences(of: "\"form.name\"", with: "\"form.full.name\"")
        background.update(path: "Form.swift", text: edited)
        _ = try XCTUnwrap(background.makeResolutionJob())
        let stale = background.identifiers(inFile: "Form.swift")
        XCTAssertEqual(stale.map(\.value), ["form.email"], "the edited identifier waits for the job")
        let old = before[1].site.range
        let moved = try XCTUnwrap(stale.first?.site.range)
        XCTAssertEqual(moved, ByteRange(start: old.start + 5, end: old.end + 5), "moved by the edit's change in length")
        func slice(_ text: String, _ range: ByteRange) -> String {
            String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self)
        }
        XCTAssertEqual(slice(edited, moved), slice(text, old))
        XCTAssertTrue(slice(edited, moved).contains("form.email"))
    }

    func testWithoutAJobQuestionsResolveFirstAsTheCLIDoes() {
        let background = workspace(["Header.swift": header, "Toolbar.swift": footer])
        _ = background.allIdentifiers()
        background.update(path: "Toolbar.swift", text: renamedFooter)
        XCTAssertFalse(background.isAnsweringFromLastResolution)
        XCTAssertTrue(background.identifiers(inFile: "Toolbar.swift").map(\.value).contains("footer.caption"))
        XCTAssertEqual(background.staleAnswerCount, 0)
    }

    func testAWorkspaceThatDoesNotResolveInTheBackgroundKeepsNoLastResolution() throws {
        let cli = AnalysisWorkspace()
        cli.update(path: "Header.swift", text: header)
        cli.update(path: "Toolbar.swift", text: footer)
        _ = cli.allIdentifiers()
        cli.update(path: "Toolbar.swift", text: renamedFooter)
        _ = try XCTUnwrap(cli.makeResolutionJob())
        XCTAssertFalse(cli.isAnsweringFromLastResolution, "the dropped resolution was freed: questions resolve first")
        XCTAssertTrue(cli.identifiers(inFile: "Toolbar.swift").map(\.value).contains("footer.caption"))
    }

    func testOptionsChangeLeavesNothingToAnswerFrom() throws {
        let background = workspace(["Header.swift": header, "Other.swift": other])
        _ = background.allIdentifiers()
        var options = background.options
        options.disabledRules.insert("duplicate-identifier")
        background.options = options
        _ = try XCTUnwrap(background.makeResolutionJob())
        XCTAssertFalse(background.isAnsweringFromLastResolution, "every result may differ under other options")
        XCTAssertEqual(background.identifiers(inFile: "Other.swift").map(\.value), ["other.badge"])
        XCTAssertFalse(background.needsResolution)
    }

    // MARK: Cancellation

    /// `L(n)` uses `L(n-1)` twice under branches "a" and "b": 2^(n-1) contexts for the leaf.
    private func doublingUsageGraph(levels: Int) -> String {
        var text =
            "import SwiftUI\nstruct L0: View {\n    var body: some View { Text(\"x\").accessibilityIdentifierLeaf(\"Leaf\") }\n}\n"
        for level in 1..<levels {
            text += """
                struct L\(level): View {
                    var body: some View {
                        VStack {
                            L\(level - 1)().accessibilityIdentifierBranch("a")
                            L\(level - 1)().accessibilityIdentifierBranch("b")
                        }
                    }
                }

                """
        }
        return text
    }

    func testCancelledWalkStopsWithinAFewThousandViews() {
        let summary = FileExtractor.summarize(path: "G.swift", text: doublingUsageGraph(levels: 40))
        let index = WorkspaceIndex(summaries: ["G.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 40_000, maximumIdentifiers: 100_000)
        var asked = 0
        let whole = SwiftUIResolver.resolve(
            index: index, options: AnalysisOptions(), limits: limits,
            stop: StopCheck {
                asked += 1
                return false
            })
        let askedInWholeWalk = asked
        XCTAssertGreaterThan(askedInWholeWalk, 20, "a walk of 40,000 views asks every 1,024")

        asked = 0
        let cancelled = SwiftUIResolver.resolve(
            index: index, options: AnalysisOptions(), limits: limits,
            stop: StopCheck {
                asked += 1
                return asked >= 2
            })
        XCTAssertEqual(asked, 2, "once stopped, the walk asks no more")
        XCTAssertLessThan(
            cancelled.identifiers.count * 10, whole.identifiers.count,
            "\(cancelled.identifiers.count) identifiers after stopping, \(whole.identifiers.count) in the whole walk")
    }

    /// The question a resolution asks, answered from any thread: the UIKit and SwiftUI
    /// resolvers run at the same time and both ask.
    private final class Questions: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private let yesFrom: Int

        init(yesFrom: Int) { self.yesFrom = yesFrom }

        var asked: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }

        func ask() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count >= yesFrom
        }
    }

    func testCancelledResolutionGivesNothing() {
        let summary = FileExtractor.summarize(path: "G.swift", text: doublingUsageGraph(levels: 60))
        // Yes from the fourth question on: the walk (300,000 views, a question every 1,024)
        // stops at its next question instead of asking all of its 290.
        let questions = Questions(yesFrom: 4)
        let resolution = ResolvedWorkspace(
            summaries: ["G.swift": summary], texts: [:], options: AnalysisOptions(), shouldStop: questions.ask)
        XCTAssertNil(resolution)
        XCTAssertLessThanOrEqual(
            questions.asked, 8, "stopped in the walk, then asked only between the resolution's steps")
    }

    func testUIKitResolverStopsBetweenFiles() {
        var summaries: [String: FileSummary] = [:]
        for number in 0..<600 {
            let path = "V\(number).swift"
            summaries[path] = FileExtractor.summarize(
                path: path, text: other.replacingOccurrences(of: "OtherView", with: "V\(number)"))
        }
        let index = WorkspaceIndex(summaries: summaries)
        let whole = UIKitResolver.resolve(index: index, options: AnalysisOptions())
        XCTAssertEqual(whole.identifiers.count, 600)
        // The UIKit resolver asks after 256 of the 600 files and stops there.
        var asked = 0
        let stopped = UIKitResolver.resolve(
            index: index, options: AnalysisOptions(),
            stop: StopCheck(interval: 256) {
                asked += 1
                return true
            })
        XCTAssertEqual(asked, 1, "one question in 600 files")
        XCTAssertEqual(stopped.identifiers.count, 0, "stopped before its writes were put together")
        // In a resolution, a yes at the second question (the first inside the resolvers) gives nothing.
        let questions = Questions(yesFrom: 2)
        XCTAssertNil(
            ResolvedWorkspace(summaries: summaries, texts: [:], options: AnalysisOptions(), shouldStop: questions.ask))
    }

    func testJobCancelledWhileInFlightIsNotInstalled() throws {
        let background = workspace(["G.swift": doublingUsageGraph(levels: 60), "Other.swift": other])
        background.update(
            path: "Other.swift", text: other.replacingOccurrences(of: "other.badge", with: "other.renamed"))
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        background.beforeBackgroundResolution = {
            started.signal()
            proceed.wait()
        }
        let job = try XCTUnwrap(background.makeResolutionJob())
        final class Box: @unchecked Sendable {
            var result: ResolutionJob.Result?
            var finished = false
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.result = job.run()
            box.finished = true
            done.signal()
        }.start()
        started.wait()
        job.cancel()
        proceed.signal()
        done.wait()
        XCTAssertTrue(box.finished)
        XCTAssertNil(box.result, "a cancelled job yields no result to install")
        XCTAssertTrue(background.needsResolution)
    }

    /// Every question a resolution asks can stop it (the phases between the walks too: the
    /// component catalog, the walk of unreached identifiers, each rule), and a stopped one gives
    /// nothing rather than partial results.
    func testAStopAtAnyQuestionGivesNothing() {
        let screen = """
            import SwiftUI

            struct Row: View {
                let id: String
                var body: some View { Text("row").accessibilityIdentifier(id) }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        Row(id: "rows.same")
                        Row(id: "rows.same")
                    }
                }
            }

            struct Unreached: View {
                var body: some View { Button("Go") {}.accessibilityIdentifier("unreached.go") }
            }
            """
        let summaries = [
            "Screen.swift": FileExtractor.summarize(path: "Screen.swift", text: screen),
            "Other.swift": FileExtractor.summarize(path: "Other.swift", text: other)
        ]
        let never = Questions(yesFrom: .max)
        let whole = ResolvedWorkspace(
            summaries: summaries, texts: ["Screen.swift": screen, "Other.swift": other],
            options: AnalysisOptions(), shouldStop: never.ask)
        let questions = never.asked
        XCTAssertNotNil(whole)
        XCTAssertGreaterThan(whole?.allFindings.count ?? 0, 0, "the rules found the duplicate")
        XCTAssertGreaterThan(questions, RuleRegistry.workspaceRules.count, "every rule is preceded by a question")
        for stopAt in 1...questions {
            let stopping = Questions(yesFrom: stopAt)
            let stopped = ResolvedWorkspace(
                summaries: summaries, texts: ["Screen.swift": screen, "Other.swift": other],
                options: AnalysisOptions(), shouldStop: stopping.ask)
            XCTAssertNil(stopped, "stopped at question \(stopAt) of \(questions)")
            // The resolvers, and the rules, run on two threads: the other one may be asking too.
            XCTAssertLessThanOrEqual(
                stopping.asked, stopAt + 2, "once stopped, each thread asks at most once more, then the resolution once"
            )
        }
    }
}
