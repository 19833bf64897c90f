import XCTest

// The type names the screen model keys owners by.
@testable import AXAnalysis

final class ScreenModelTests: XCTestCase {
    func testBaseTypeNameStripsOptionalityArraysGenericsAndModules() {
        let cases: [(String, String)] = [
            ("HeaderView", "HeaderView"),
            ("UIButton?", "UIButton"),
            ("UIButton!", "UIButton"),
            ("Module.HeaderView!", "HeaderView"),
            ("[OrderCell]", "OrderCell"),
            ("[OrderCell]?", "OrderCell"),
            ("ChoiceCell<Option>", "ChoiceCell"),
            (" Padded ", "Padded"),
            ("Ünïcode_Type", "Ünïcode_Type"),
            ("[Ünï.Çell]?", "Çell"),
            ("Dictionary<String, [Cell]>", "Dictionary"),
            ("Outer.Inner<T>.Leaf?", "Inner"),
            ("?!", ""),
            ("", "")
        ]
        for (written, expected) in cases {
            XCTAssertEqual(ScreenModel.baseTypeName(written), expected, written)
        }
    }
}

final class ScreenTablesReuseTests: XCTestCase {
    /// The screen model's tables are made once per index and kept by the copies that
    /// `replacePositions` makes for a Swift file (names and structure unchanged); a storyboard's
    /// positions key its tables, so replacing those starts new ones. The strings the app
    /// produces carry their sites: any move makes them again.
    func testTablesAreKeptWhileSwiftFilesOnlyMove() {
        let swift = FileExtractor.summarize(
            path: "A.swift",
            text: """
                import UIKit
                final class HomeViewController: UIViewController {
                    let header = HeaderView()
                }
                final class HeaderView: UIView {}
                """)
        let storyboard = FileExtractor.summarize(
            path: "Main.storyboard",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes><scene sceneID="s1"><objects>
                        <viewController id="v1" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" id="r1"><subviews>
                                <button id="b1"><accessibility key="accessibilityConfiguration" identifier="home.go"/></button>
                            </subviews></view>
                        </viewController>
                    </objects></scene></scenes>
                </document>
                """)
        let index = WorkspaceIndex(summaries: ["A.swift": swift, "Main.storyboard": storyboard])
        var made = 0
        let first = index.derivedTables.screenTables {
            made += 1
            return ScreenModel.Tables()
        }
        _ = index.derivedTables.screenTables {
            made += 1
            return ScreenModel.Tables()
        }
        XCTAssertEqual(made, 1)
        XCTAssertTrue(first.owners.isEmpty)

        var moved = index
        moved.replacePositions(of: "A.swift", with: swift.shifted(by: 3))
        _ = moved.derivedTables.screenTables {
            made += 1
            return ScreenModel.Tables()
        }
        XCTAssertEqual(made, 1, "a Swift file's move keeps the screen tables")
        var movedStoryboard = index
        movedStoryboard.replacePositions(of: "Main.storyboard", with: storyboard.shifted(by: 3))
        XCTAssertFalse(movedStoryboard.derivedTables === index.derivedTables)

        var producedMade = 0
        let produce = { (kept: ProducedValues.Parts?) in
            producedMade += 1
            return ProducedValues.make(
                summaries: index.summaries, index: index, uiTestPaths: [], isTestSide: { _, _ in false }, reusing: kept)
        }
        _ = index.derivedTables.producedValues(uiTestPaths: [], produce)
        _ = index.derivedTables.producedValues(uiTestPaths: [], produce)
        XCTAssertEqual(producedMade, 1, "made once per index")
        _ = index.derivedTables.producedValues(uiTestPaths: ["UITests/A.swift"], produce)
        XCTAssertEqual(producedMade, 2, "other UI-test paths, other producers")
        var movedAgain = index
        movedAgain.replacePositions(of: "A.swift", with: swift.shifted(by: 3))
        _ = movedAgain.derivedTables.producedValues(uiTestPaths: ["UITests/A.swift"], produce)
        XCTAssertEqual(producedMade, 3, "a move makes the produced strings again: they carry sites")

        // A model built from the index fills its tables from the summaries.
        let fresh = WorkspaceIndex(summaries: ["A.swift": swift, "Main.storyboard": storyboard])
        _ = ScreenModel(summaries: fresh.summaries, index: fresh)
        let tables = fresh.derivedTables.screenTables {
            XCTFail("made again")
            return ScreenModel.Tables()
        }
        XCTAssertEqual(tables.owners["HeaderView"], ["HomeViewController"])
        XCTAssertEqual(tables.interfaceBuilderFacts["Main.storyboard"]?.count, 1)
    }
}
