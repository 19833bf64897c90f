import XCTest

// The resolution half of the workspace on its own: synthetic file changes drive it (a file
// table edited by hand, drops reported as the workspace reports them), and the tests check
// which resolution answers, what it remembers of the changed files, and which jobs it takes.
@testable import AXAnalysis

final class ResolutionStateTests: XCTestCase {
    static func source(_ identifier: String) -> String {
        """
        import UIKit

        class HeaderView: UIView {
            let title = UILabel()
            func setUp() {
                title.accessibilityIdentifier = "\(identifier)"
            }
        }
        """
    }

    /// A file table with `texts`, each summarised from its text.
    static func table(_ texts: [String: String]) -> FileTable {
        var table = FileTable()
        for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
            _ = table.set(path: path, text: text, summary: FileExtractor.summarize(path: path, text: text))
        }
        return table
    }

    /// A state that has resolved `files`, owned as the server owns it (`resolvesInBackground`).
    static func resolvedState(_ files: FileTable, inBackground: Bool = true) -> ResolutionState {
        var state = ResolutionState()
        state.resolvesInBackground = inBackground
        _ = state.resolve(files: files, options: AnalysisOptions(), runsRules: true)
        return state
    }

    /// `path`'s text goes from `old` to `new`: the table is updated and the drop reported, as
    /// the workspace does on an edit.
    static func change(
        _ path: String, from old: String, to new: String, files: inout FileTable, state: inout ResolutionState
    ) {
        _ = files.set(path: path, text: source(new), summary: FileExtractor.summarize(path: path, text: source(new)))
        state.drop(changing: path, previousText: source(old))
    }

    func testAChangeKeepsTheLastResolutionAndTheChangedFilesFirstText() {
        var files = Self.table(["A.swift": Self.source("a.one"), "B.swift": Self.source("b.one")])
        var state = Self.resolvedState(files)
        XCTAssertNotNil(state.resolved)
        let generation = state.generation

        Self.change("A.swift", from: "a.one", to: "a.two", files: &files, state: &state)
        Self.change("A.swift", from: "a.two", to: "a.three", files: &files, state: &state)

        XCTAssertNil(state.resolved)
        XCTAssertNotNil(state.lastResolution)
        XCTAssertEqual(state.changedSinceLastResolution, ["A.swift"])
        XCTAssertEqual(
            state.textsAtLastResolution["A.swift"], Self.source("a.one"),
            "the text at the last resolution is the one before the first change, not the latest")
        XCTAssertEqual(state.generation, generation + 2)
    }

    func testTheLastResolutionAnswersOnlyWhileAJobOfTheCurrentGenerationRuns() {
        var files = Self.table(["A.swift": Self.source("a.one")])
        var state = Self.resolvedState(files)
        Self.change("A.swift", from: "a.one", to: "a.two", files: &files, state: &state)
        XCTAssertFalse(state.isAnsweringFromLastResolution, "no job runs: a question resolves")
        XCTAssertNil(state.staleAnswers(files: files, options: AnalysisOptions()))

        let job = state.makeJob(files: files, options: AnalysisOptions())
        XCTAssertNotNil(job)
        XCTAssertTrue(state.isAnsweringFromLastResolution)
        let stale = state.staleAnswers(files: files, options: AnalysisOptions())
        XCTAssertEqual(stale?.allIdentifiers.map(\.value), ["a.one"])
        XCTAssertEqual(state.counts.staleAnswers, 1)

        // Another change makes the running job stale: the last resolution stops answering.
        Self.change("A.swift", from: "a.two", to: "a.three", files: &files, state: &state)
        XCTAssertFalse(state.isAnsweringFromLastResolution)
    }

    func testAJobResultIsTakenOnlyAtItsGeneration() throws {
        var files = Self.table(["A.swift": Self.source("a.one")])
        var state = Self.resolvedState(files)
        Self.change("A.swift", from: "a.one", to: "a.two", files: &files, state: &state)
        let staleJob = try XCTUnwrap(state.makeJob(files: files, options: AnalysisOptions()))
        let staleResult = try XCTUnwrap(staleJob.run())

        Self.change("A.swift", from: "a.two", to: "a.three", files: &files, state: &state)
        XCTAssertFalse(state.takeJobResult(staleResult), "a result of an older generation is not taken")
        XCTAssertNil(state.resolved)

        let job = try XCTUnwrap(state.makeJob(files: files, options: AnalysisOptions()))
        let result = try XCTUnwrap(job.run())
        XCTAssertTrue(state.takeJobResult(result))
        XCTAssertEqual(state.resolved?.allIdentifiers.map(\.value), ["a.three"])
        XCTAssertNil(state.lastResolution, "taking a resolution frees the one answered from")
        XCTAssertTrue(state.changedSinceLastResolution.isEmpty)
        XCTAssertFalse(state.takeJobResult(result), "a result is taken once: the state has a resolution")
    }

    func testAnOptionsChangeForgetsTheLastResolution() {
        let files = Self.table(["A.swift": Self.source("a.one")])
        var state = Self.resolvedState(files)
        state.drop(changing: nil, previousText: nil)
        XCTAssertNil(state.lastResolution, "other options may change any result: nothing of it is safe")
        XCTAssertTrue(state.changedSinceLastResolution.isEmpty)
        _ = state.makeJob(files: files, options: AnalysisOptions())
        XCTAssertFalse(state.isAnsweringFromLastResolution)
    }

    func testAnOwnerResolvingInPlaceKeepsTheLastResolutionOnlyToReuse() {
        var files = Self.table(["A.swift": Self.source("a.one")])
        var state = Self.resolvedState(files, inBackground: false)
        Self.change("A.swift", from: "a.one", to: "a.two", files: &files, state: &state)
        XCTAssertNotNil(state.lastResolution)
        XCTAssertFalse(state.isAnsweringFromLastResolution)
        let (resolution, taken) = state.resolve(files: files, options: AnalysisOptions(), runsRules: true)
        XCTAssertTrue(taken)
        XCTAssertEqual(resolution.allIdentifiers.map(\.value), ["a.two"])
        XCTAssertEqual(state.counts.resolutions, 2)
    }

    func testBeforeTheFirstResolutionAnOwnerThatNeverWaitsAnswersFromTheOpenDocumentsAlone() {
        var files = Self.table(["Closed.swift": Self.source("closed.one")])
        _ = files.parseOpenDocument(path: "Open.swift", text: Self.source("open.one"), edits: nil, lines: nil)
        _ = files.set(
            path: "Open.swift", text: Self.source("open.one"),
            summary: FileExtractor.summarize(path: "Open.swift", text: Self.source("open.one")))
        var state = ResolutionState()
        state.answersWithoutWaiting = true
        XCTAssertTrue(state.resolvesInBackground, "answering without waiting implies resolving in the background")
        XCTAssertTrue(state.isAnsweringProvisionally)
        let provisional = state.staleAnswers(files: files, options: AnalysisOptions())
        XCTAssertEqual(provisional?.allIdentifiers.map(\.value), ["open.one"])
        XCTAssertEqual(provisional?.allFindings.count, 0)
        XCTAssertTrue(state.isAnsweringPartially)
    }

    func testAStoredResolutionMakesJobsHandedOutBeforeItStale() throws {
        var files = Self.table(["A.swift": Self.source("a.one")])
        var state = Self.resolvedState(files)
        let stored = try XCTUnwrap(state.resolved?.stored)
        Self.change("A.swift", from: "a.one", to: "a.two", files: &files, state: &state)
        let job = try XCTUnwrap(state.makeJob(files: files, options: AnalysisOptions()))
        state.takeStored(ResolvedWorkspace(summaries: files.summaries, options: AnalysisOptions(), stored: stored))
        let result = try XCTUnwrap(job.run())
        XCTAssertFalse(state.takeJobResult(result))
        XCTAssertEqual(state.counts.resolutions, 1, "installing a stored resolution is not resolving")
    }
}
