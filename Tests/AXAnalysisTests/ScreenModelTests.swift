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
    /// positions key its tables, so replacing those starts new ones.
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
        XCTAssertTrue(moved.derivedTables === index.derivedTables)
        var movedStoryboard = index
        movedStoryboard.replacePositions(of: "Main.storyboard", with: storyboard.shifted(by: 3))
        XCTAssertFalse(movedStoryboard.derivedTables === index.derivedTables)

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
