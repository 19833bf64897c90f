import XCTest

// GEN-3: Mirror labels are the property names byte for byte: no Unicode normalisation.
@testable import AXAnalysis

final class ReflectionLabelTests: XCTestCase {
    func testNFDSpelledPropertyKeepsItsScalars() {
        let nfd = "cafe\u{301}Label"
        let workspace = AnalysisWorkspace()
        workspace.update(
            path: "Menu.swift",
            text: """
                import UIKit
                class MenuViewController: UIViewController {
                    let \(nfd) = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        injectAccessibilityIdentifiers()
                    }
                }
                """)
        let identifier = workspace.allIdentifiers().first { $0.elementName.hasPrefix("caf") }
        XCTAssertEqual(
            identifier.map { Array($0.value.unicodeScalars) }, Array("MenuViewController.\(nfd)".unicodeScalars))
        XCTAssertNotEqual(
            identifier.map { Array($0.value.unicodeScalars) }, Array("MenuViewController.caf\u{e9}Label".unicodeScalars)
        )
    }
}
