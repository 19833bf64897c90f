import Foundation
import XCTest

// The SwiftUI roots walked on several threads give exactly what one walker gives: the same
// identifiers with the same contexts and provenance, the same findings, the same records.
@testable import AXAnalysis

final class ParallelRootWalkTests: XCTestCase {
    /// Eight screens share a row and a badge under branches of their own, each with a preview;
    /// a hosting controller shows one of them; a leaf misses its branch in previews; toggles
    /// without identifiers; a custom modifier and an explicit identifier no root reaches.
    private func sharedComponentsWorkspace() -> [String: FileSummary] {
        var files: [String: String] = [:]
        files["Shared.swift"] = """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View {
                    HStack {
                        Text(title).accessibilityIdentifierLeaf("title")
                        Badge().accessibilityIdentifierBranch("badge")
                        Toggle("On", isOn: .constant(true))
                    }
                }
            }
            struct Badge: View {
                var body: some View { Image(systemName: "star").accessibilityIdentifierLeaf("icon").card() }
            }
            extension View {
                func card() -> some View { padding().accessibilityIdentifierBranch("card") }
            }
            struct Orphan: View {
                var body: some View { Button("x") {}.accessibilityIdentifier("orphan.button") }
            }
            """
        for screen in 0..<8 {
            files["Screen\(screen).swift"] = """
                import SwiftUI
                struct Screen\(screen): View {
                    var body: some View {
                        VStack {
                            Row(title: "a\(screen)")
                            Row(title: "b\(screen)").accessibilityIdentifierBranch("second")
                            Text("header").accessibilityIdentifier("screen\(screen).header")
                        }
                        .accessibilityIdentifierBranch("screen\(screen)")
                    }
                }
                #Preview { Row(title: "preview\(screen)") }
                """
        }
        files["Host.swift"] = """
            import SwiftUI
            import UIKit
            final class HostController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let host = UIHostingController(rootView: Screen3())
                    addChild(host)
                }
            }
            """
        return files.reduce(into: [:]) { summaries, file in
            summaries[file.key] = FileExtractor.summarize(path: file.key, text: file.value)
        }
    }

    private func assertSameResolution(
        _ summaries: [String: FileSummary], limits: SwiftUIRenderWalker.Limits = .init(), inParallel: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let index = WorkspaceIndex(summaries: summaries)
        let one = SwiftUIResolver.resolveKeepingRecords(
            index: index, options: AnalysisOptions(), limits: limits, threads: 1)
        XCTAssertFalse(one.walkedInParallel, file: file, line: line)
        XCTAssertFalse(one.output.identifiers.isEmpty, file: file, line: line)
        for threads in [2, 3] {
            let parallel = SwiftUIResolver.resolveKeepingRecords(
                index: index, options: AnalysisOptions(), limits: limits, threads: threads)
            XCTAssertEqual(parallel.walkedInParallel, inParallel, file: file, line: line)
            XCTAssertEqual(
                parallel.output.identifiers, one.output.identifiers, "\(threads) threads", file: file, line: line)
            XCTAssertEqual(
                Set(parallel.output.findings), Set(one.output.findings), "\(threads) threads", file: file, line: line)
            XCTAssertEqual(parallel.output.findings.count, one.output.findings.count, file: file, line: line)
            XCTAssertEqual(
                parallel.records.map(\.key), one.records.map(\.key), "records in root order", file: file, line: line)
            XCTAssertEqual(parallel.records.map(\.identifiers), one.records.map(\.identifiers), file: file, line: line)
            XCTAssertEqual(
                parallel.componentsSkippedInPreviews, one.componentsSkippedInPreviews, file: file, line: line)
            XCTAssertEqual(parallel.walkedRoots, one.walkedRoots, file: file, line: line)
        }
    }

    func testSharedComponentsResolveTheSameOnSeveralThreads() {
        let summaries = sharedComponentsWorkspace()
        assertSameResolution(summaries)
        let resolution = SwiftUIResolver.resolveKeepingRecords(
            index: WorkspaceIndex(summaries: summaries), options: AnalysisOptions(), threads: 2)
        let values = Set(resolution.output.identifiers.map(\.value))
        XCTAssertTrue(
            values.isSuperset(of: [
                "screen0.title", "screen0.second.title", "screen7.badge.card.icon", "orphan.button", "screen5.header"
            ]),
            values.sorted().joined(separator: ", "))
        XCTAssertEqual(resolution.records.filter { $0.key.hasPrefix("preview#") }.count, 8)
    }

    /// The bundled example app, every file of it.
    func testTheExampleAppResolvesTheSameOnSeveralThreads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var summaries: [String: FileSummary] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            summaries[url.path] = FileExtractor.summarize(path: url.path, text: text)
        }
        XCTAssertGreaterThan(summaries.count, 5)
        assertSameResolution(summaries)
    }

    /// A root cut off by the walk budget: the walk bounds depend on the order roots are walked
    /// in, so the parallel walk gives way to the one-walker walk and the output is its output.
    func testACutOffRootGivesTheOneWalkerResult() {
        var text =
            "import SwiftUI\nstruct L0: View {\n    var body: some View { Text(\"x\").accessibilityIdentifierLeaf(\"Leaf\") }\n}\n"
        for level in 1..<40 {
            text += "struct L\(level): View {\n    var body: some View {\n        VStack {\n"
            text +=
                "            L\(level - 1)().accessibilityIdentifierBranch(\"a\")\n            L\(level - 1)().accessibilityIdentifierBranch(\"b\")\n"
            text += "        }\n    }\n}\n"
        }
        var summaries = sharedComponentsWorkspace()
        summaries["G.swift"] = FileExtractor.summarize(path: "G.swift", text: text)
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 3_000, maximumIdentifiers: 100_000)
        assertSameResolution(summaries, limits: limits, inParallel: false)
        let output = SwiftUIResolver.resolveKeepingRecords(
            index: WorkspaceIndex(summaries: summaries), options: AnalysisOptions(), limits: limits, threads: 2
        ).output
        XCTAssertEqual(output.findings.filter { $0.ruleID == "analysis-budget-exceeded" }.map(\.site.file), ["G.swift"])
    }
}
