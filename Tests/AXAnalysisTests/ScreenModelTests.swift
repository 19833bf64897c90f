// The type names the screen model keys owners by.
@testable import AXAnalysis
import XCTest

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
            ("", ""),
        ]
        for (written, expected) in cases {
            XCTAssertEqual(ScreenModel.baseTypeName(written), expected, written)
        }
    }
}
