import Foundation
import XCTest

// Context keys and provenance paths held as chains the render walk's identifiers share: read,
// compared and written as the text and arrays they stand for.
@testable import AXAnalysis

final class SharedWalkPathTests: XCTestCase {
    private func step(_ kind: ProvenanceStep.Kind, _ start: Int, _ detail: String) -> ProvenanceStep {
        ProvenanceStep(
            kind: kind, site: SourceSite(file: "A.swift", range: ByteRange(start: start, end: start + 1)),
            detail: detail)
    }

    func testContextKeyReadsAsItsStepsJoined() {
        let root = ContextKey(root: .text("root|ContentView"))
        let key = root.appending(.node(file: "Row.swift", ordinal: 12, modifierIndex: nil))
            .appending(.node(file: "Row.swift", ordinal: 3, modifierIndex: 2))
            .appending(.text("#if1"))
        XCTAssertEqual(key.text, "root|ContentView>Row.swift#000012>Row.swift#000003.m2>#if1")
        XCTAssertEqual(root.text, "root|ContentView", "appending leaves the shorter key as it was")
        XCTAssertEqual(ContextKey(root: .text("")).appending(.text("a")).text, ">a", "an empty root is still a step")
        XCTAssertEqual(ContextKey("").text, "")
    }

    func testContextKeysBuiltApartAreEqualByTheirText() {
        let walked = ContextKey(root: .text("root|A")).appending(.node(file: "B.swift", ordinal: 1, modifierIndex: nil))
        let read = ContextKey("root|A>B.swift#000001")
        XCTAssertEqual(walked, read)
        XCTAssertEqual(walked.hashValue, read.hashValue)
        XCTAssertNotEqual(walked, ContextKey("root|A>B.swift#000002"))
    }

    func testProvenancePathMergesTheChainsInWalkOrderThenItsOwnSteps() {
        var environment = SwiftUIEnvironment(rootName: "ContentView", rootKey: "root|ContentView", conditions: [])
        environment.addUsageStep(step(.usage, 1, "Row used in ContentView"))
        environment.addBranchStep(step(.branch, 2, "branch \"list\""))
        environment.addUsageStep(step(.usage, 3, "Cell used in Row"))
        let leaf = step(.leaf, 4, "leaf \"title\"")
        let withBranches = environment.via(includingBranches: true, extra: [leaf])
        XCTAssertEqual(withBranches.steps.map(\.site.range.start), [1, 2, 3, 4])
        let withoutBranches = environment.via(includingBranches: false, extra: [leaf])
        XCTAssertEqual(withoutBranches.steps.map(\.site.range.start), [1, 3, 4])
        XCTAssertEqual(withBranches, ProvenancePath(withBranches.steps), "equal to the array it stands for")
        XCTAssertNotEqual(withBranches, withoutBranches)
    }

    func testAnIdentifierIsWrittenWithItsKeyAsTextAndItsPathAsAnArray() throws {
        var environment = SwiftUIEnvironment(rootName: "ContentView", rootKey: "root|ContentView", conditions: [])
        environment.contextPath.append(.node(file: "Row.swift", ordinal: 7, modifierIndex: nil))
        environment.addUsageStep(step(.usage, 1, "Row used in ContentView"))
        var shared = ComputedIdentifier(
            value: "title", site: step(.explicit, 2, "").site, elementSite: step(.explicit, 2, "").site,
            elementName: "Text", convention: .explicitSwiftUI, certainty: .certain)
        shared.contextKeyPath = environment.contextPath
        shared.viaPath = environment.via(includingBranches: false, extra: [step(.explicit, 2, "explicit")])
        let plain = ComputedIdentifier(
            value: "title", site: shared.site, elementSite: shared.elementSite, elementName: "Text",
            convention: .explicitSwiftUI, certainty: .certain, via: shared.via,
            contextKey: "root|ContentView>Row.swift#000007")
        XCTAssertEqual(shared, plain)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(shared), try encoder.encode(plain))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: encoder.encode(shared)) as? [String: Any])
        XCTAssertEqual(json["contextKey"] as? String, "root|ContentView>Row.swift#000007")
        XCTAssertEqual((json["via"] as? [Any])?.count, 2)
        XCTAssertEqual(try JSONDecoder().decode(ComputedIdentifier.self, from: encoder.encode(shared)), shared)
    }
}
