import SwiftParser
import SwiftSyntax
import XCTest

// SyntaxElements (`collection.each`): the same elements in the same order as swift-syntax's own
// iteration, for collections of plain nodes and of choice elements, empty ones, and broken code;
// `rawKind(at:)` is the element's kind.
@testable import AXAnalysis

final class SyntaxElementsTests: XCTestCase {
    private final class Collections: SyntaxAnyVisitor {
        var checked = 0
        var failures: [String] = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let list = node.as(CodeBlockItemListSyntax.self) { compare(list) }
            if let list = node.as(MemberBlockItemListSyntax.self) { compare(list) }
            if let list = node.as(DeclModifierListSyntax.self) { compare(list) }
            if let list = node.as(AttributeListSyntax.self) { compare(list) }
            if let list = node.as(PatternBindingListSyntax.self) { compare(list) }
            if let list = node.as(LabeledExprListSyntax.self) { compare(list) }
            if let list = node.as(ExprListSyntax.self) {
                compare(list)
                for index in 0...list.count
                where list.rawKind(at: index) != (index < list.count ? Array(list)[index].kind : nil) {
                    failures.append("rawKind(at: \(index)) of \(list)")
                }
            }
            return .visitChildren
        }

        private func compare<C: SyntaxCollection>(_ list: C) {
            checked += 1
            let own = list.map { Syntax($0).id }
            let fast = list.each.map { Syntax($0).id }
            if own != fast { failures.append("\(C.self): \(list)") }
        }
    }

    func testElementsAreSwiftSyntaxsOwnInOrder() {
        let sources = [
            """
            @MainActor @available(iOS 17, *) final class A: UIViewController {
                @IBOutlet weak var a, b: UILabel!
                static let x = 1, y: Int = 2
                #if DEBUG
                @objc private func f(_ a: Int, b: String = "x") { a = b + c; view.addSubview(label) }
                #endif
                lazy var z = [1, 2, 3].map { $0 * 2 }
            }
            struct V: View { var body: some View { VStack { Text("a").padding(); Button("b") {} } } }
            """,
            "let = = 1 + ; struct { var }\nfunc f( { x = \n",
            ""
        ]
        var checked = 0
        for source in sources {
            let visitor = Collections(viewMode: .all)
            visitor.walk(Parser.parse(source: source))
            XCTAssertEqual(visitor.failures, [], source)
            checked += visitor.checked
        }
        XCTAssertGreaterThan(checked, 30)
    }
}
