// The invariants ARCHITECTURE.md promises, checked on the source tree: what AXAnalysis may
// import, that it speaks no LSP, and that no source file can trap on user input.
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

final class ArchitectureTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under relative: String) -> [(path: String, text: String)] {
        let root = repositoryRoot.appendingPathComponent(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [(String, String)] = []
        while let entry = enumerator.nextObject() as? String {
            guard entry.hasSuffix(".swift"),
                let text = try? String(contentsOf: root.appendingPathComponent(entry), encoding: .utf8)
            else { continue }
            files.append(("\(relative)/\(entry)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Each source file's tree, parsed once for all the tests here: a debug build parses
    /// `Sources/` in about ten seconds, and most tests read all of it.
    private static let trees = TreeCache()

    static func tree(of path: String, _ text: String) -> SourceFileSyntax {
        trees.tree(of: path, text)
    }

    func testAXAnalysisImportsOnlySwiftSyntaxAndFoundation() {
        // Yams parses Maestro flows (YAML text in, nodes out; no IO), only in MaestroFlowExtractor.
        let allowed: Set<String> = ["SwiftSyntax", "SwiftParser", "Foundation", "FoundationXML", "Yams"]
        for (path, text) in Self.swiftFiles(under: "Sources/AXAnalysis") {
            let tree = Self.tree(of: path, text)
            for statement in tree.statements {
                guard let importDecl = statement.item.as(ImportDeclSyntax.self),
                    let module = importDecl.path.first?.name.text
                else { continue }
                XCTAssertTrue(
                    allowed.contains(module),
                    "\(path) imports \(module); AXAnalysis may import only \(allowed.sorted())")
            }
        }
    }

    func testJSONRPCImportsNothingOfOurs() {
        let ours: Set<String> = ["AXAnalysis", "AXServer", "AXConfig", "SwiftSyntax", "SwiftParser"]
        for (path, text) in Self.swiftFiles(under: "Sources/JSONRPC") {
            for statement in Self.tree(of: path, text).statements {
                guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { continue }
                XCTAssertFalse(
                    ours.contains(module), "\(path) imports \(module); JSONRPC knows nothing of LSP or analysis")
            }
        }
    }

    /// The MCP library serves `ax-lsp mcp` only: the analysis, the configuration and the language
    /// server answer the same questions without it. Test-only inputs (pathological sources,
    /// generated apps and screens, fixture helpers) live in `Tests/AXTestSupport`: the product never
    /// imports them, nor a test framework. One parse of each source file checks both.
    func testOnlyTheExecutableImportsMCPAndNothingImportsTheTestSupport() {
        let files = Self.swiftFiles(under: "Sources")
        XCTAssertFalse(files.isEmpty)
        for (path, text) in files {
            for statement in Self.tree(of: path, text).statements {
                guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { continue }
                if !path.hasPrefix("Sources/ax-lsp/") {
                    XCTAssertNotEqual(module, "MCP", "\(path) imports MCP; only Sources/ax-lsp may")
                }
                XCTAssertFalse(
                    ["AXTestSupport", "XCTest", "Testing"].contains(module),
                    "\(path) imports \(module); what only tests use belongs in Tests/AXTestSupport")
            }
        }
    }

    /// The analysis owns open documents' trees (AnalysisWorkspace.changeOpenDocument): the server
    /// and the CLI hand it text and ask it questions, and never see a syntax tree.
    func testServerAndCLIImportNoSwiftSyntax() {
        for folder in ["Sources/AXServer", "Sources/ax-lsp", "Sources/AXConfig"] {
            for (path, text) in Self.swiftFiles(under: folder) {
                for statement in Self.tree(of: path, text).statements {
                    guard let module = statement.item.as(ImportDeclSyntax.self)?.path.last?.name.text else { continue }
                    XCTAssertFalse(
                        module.hasPrefix("Swift") && module != "SwiftUI",
                        "\(path) imports \(module); ask AXAnalysis instead of reading syntax trees")
                }
            }
        }
    }

    /// Access is a design statement: `package` inside the package, `public` only for what the
    /// separate Benchmarks and Fuzz packages use (nothing of the server, which they never import).
    func testPublicOnlyForTheBenchmarkAndFuzzPackages() {
        let limits = [
            "Sources/AXAnalysis": 150, "Sources/AXConfig": 60, "Sources/JSONRPC": 40, "Sources/AXServer": 0,
            "Tests/AXTestSupport": 10
        ]
        for (folder, limit) in limits {
            var count = 0
            for (path, text) in Self.swiftFiles(under: folder) {
                final class PublicCounter: SyntaxVisitor {
                    var count = 0
                    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                        if token.tokenKind == .keyword(.public) { count += 1 }
                        return .visitChildren
                    }
                }
                let counter = PublicCounter(viewMode: .sourceAccurate)
                counter.walk(Self.tree(of: path, text))
                count += counter.count
            }
            XCTAssertLessThanOrEqual(
                count, limit,
                "\(folder) has \(count) public declarations; use `package` unless the Benchmarks or Fuzz package needs it"
            )
        }
    }

    func testAXAnalysisSpeaksNoLSP() {
        let lspWords = ["Diagnostic", "InlayHint", "CodeAction", "TextDocument", "JSONRPC", "utf16"]
        for (path, text) in Self.swiftFiles(under: "Sources/AXAnalysis") {
            for word in lspWords {
                XCTAssertFalse(text.contains(word), "\(path) mentions \(word): LSP terms belong in AXServer")
            }
        }
    }

    /// Swift cannot catch a trap: no force unwraps, `try!`, `as!` or fatal calls in Sources/.
    /// swift-syntax's `trimmedDescription` copies the node's tree to print it; `trimmedText`
    /// gives the same text without the copy (TrimmedTextTests), and the copies were 12% of a
    /// cold extraction. Only `trimmedText` itself may call it.
    func testSourcesUseTrimmedTextNotTrimmedDescription() {
        for (path, text) in Self.swiftFiles(under: "Sources")
        where path != "Sources/AXAnalysis/Extraction/SyntaxSupport.swift" {
            XCTAssertFalse(
                text.contains(".trimmedDescription"),
                "\(path) calls trimmedDescription; use trimmedText (same text, no copy of the tree)")
        }
    }

    /// Parse time is linear only behind `ParseCostGuard`, which `SwiftSourceParser` applies to
    /// every parse: nothing else in Sources/ (or the benchmarks' and fuzzers' product paths) may
    /// call swift-syntax's parser itself.
    func testEveryParseGoesThroughTheCostGuard() {
        for (path, text) in Self.swiftFiles(under: "Sources")
        where path != "Sources/AXAnalysis/Extraction/SwiftSourceParser.swift" {
            for call in ["Parser.parse(source", "Parser.parseIncrementally("] {
                XCTAssertFalse(
                    text.replacingOccurrences(of: "SwiftSourceParser.", with: "").contains(call),
                    "\(path) calls \(call)…) directly; use SwiftSourceParser, whose ParseCostGuard keeps the parse linear"
                )
            }
        }
    }

    /// The stored properties of a type declared in `folder` (a class or struct), counted from the
    /// source: each binding without accessors, or with only observers, is stored; statics are not.
    static func storedProperties(of typeName: String, in trees: [SourceFileSyntax]) -> [String] {
        var names: [String] = []
        for tree in trees {
            final class TypeFinder: SyntaxVisitor {
                let typeName: String
                var members: [MemberBlockItemListSyntax] = []
                init(typeName: String) {
                    self.typeName = typeName
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                    if node.name.text == typeName { members.append(node.memberBlock.members) }
                    return .visitChildren
                }
                override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                    if node.name.text == typeName { members.append(node.memberBlock.members) }
                    return .visitChildren
                }
            }
            let finder = TypeFinder(typeName: typeName)
            finder.walk(tree)
            for item in finder.members.flatMap({ $0 }) {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings {
                    let isStored: Bool
                    switch binding.accessorBlock?.accessors {
                    case nil: isStored = true
                    case .getter: isStored = false
                    case .accessors(let accessors):
                        isStored = accessors.allSatisfy {
                            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
                        }
                    }
                    if isStored { names.append(binding.pattern.trimmedDescription) }
                }
            }
        }
        return names
    }

    /// The workspace joins a file table and a resolution state; state added to it directly, not
    /// to one of its halves, is what grew it to seven concerns and thirty properties before.
    func testAnalysisWorkspaceKeepsAtMostTwelveStoredProperties() {
        let stored = Self.storedProperties(
            of: "AnalysisWorkspace",
            in: Self.swiftFiles(under: "Sources/AXAnalysis").map { Self.tree(of: $0.path, $0.text) })
        XCTAssertFalse(stored.isEmpty, "AnalysisWorkspace's declaration was not found")
        XCTAssertLessThanOrEqual(
            stored.count, 12,
            "AnalysisWorkspace stores \(stored.count) properties (\(stored)); put state in FileTable, ResolutionState or AnswerCaches"
        )
    }

    /// One line index per document, the analysis's: the server converts an open document's
    /// positions with it and keeps none of its own (two copies of every document's bytes and line
    /// starts, edited twice per keystroke, were what it kept before). Only `ToLSP`, which lives
    /// for one request, keeps tables of files no editor has open.
    func testTheServerKeepsNoLineIndexOfItsOwn() {
        final class LineIndexHolders: SyntaxVisitor {
            var found: [String] = []
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard let owner = node.parent?.parent?.parent?.parent,
                    let ownerName = owner.as(StructDeclSyntax.self)?.name.text
                        ?? owner.as(ClassDeclSyntax.self)?.name.text
                        ?? owner.as(ActorDeclSyntax.self)?.name.text
                        ?? owner.as(EnumDeclSyntax.self)?.name.text,
                    ownerName != "ToLSP", ownerName != "LineTable"
                else { return .skipChildren }
                for binding in node.bindings where binding.accessorBlock == nil {
                    let declared =
                        (binding.typeAnnotation?.type.trimmedDescription ?? "")
                        + (binding.initializer?.value.trimmedDescription ?? "")
                    if declared.contains("LineTable") || declared.contains("LineIndex") {
                        found.append("\(ownerName).\(binding.pattern.trimmedDescription)")
                    }
                }
                return .skipChildren
            }
        }
        for (path, text) in Self.swiftFiles(under: "Sources/AXServer") {
            let holders = LineIndexHolders(viewMode: .sourceAccurate)
            holders.walk(Self.tree(of: path, text))
            XCTAssertEqual(
                holders.found, [],
                "\(path) keeps a line index; ask the analysis for the document's (`DocumentStore.lineTable(of:)`)")
        }
    }

    /// The counter itself: observers are stored, computed properties and statics are not.
    func testStoredPropertyCountReadsObserversAsStored() {
        let source = """
            final class Counted {
                var a = 0
                let b: Int
                var c = 1 { didSet { print(c) } }
                private(set) var d: String?
                var computed: Int { a + 1 }
                var both: Int {
                    get { a }
                    set { a = newValue }
                }
                static let shared = 0
                init() { b = 0 }
            }
            extension Counted { var more: Int { 0 } }
            struct Other { var e = 0 }
            """
        XCTAssertEqual(Self.storedProperties(of: "Counted", in: [Parser.parse(source: source)]), ["a", "b", "c", "d"])
    }

    func testNoTrappingConstructsInSources() {
        let files = Self.swiftFiles(under: "Sources")
        XCTAssertFalse(files.isEmpty)
        for (path, text) in files {
            let tree = Self.tree(of: path, text)
            let finder = TrapFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            for (node, what) in finder.found {
                let line = node.startLocation(converter: converter).line
                XCTFail("\(path):\(line): \(what) can trap; handle the failure instead")
            }
        }
    }
}

private final class TreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [String: SourceFileSyntax] = [:]

    func tree(of path: String, _ text: String) -> SourceFileSyntax {
        lock.lock()
        defer { lock.unlock() }
        if let tree = trees[path] { return tree }
        let tree = Parser.parse(source: text)
        trees[path] = tree
        return tree
    }
}

private final class TrapFinder: SyntaxVisitor {
    var found: [(Syntax, String)] = []

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        found.append((Syntax(node), "a force unwrap"))
        return .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark { found.append((Syntax(node), "try!")) }
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark { found.append((Syntax(node), "as!")) }
        return .visitChildren
    }

    override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark { found.append((Syntax(node), "as!")) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The callee's own token, not its printed tree: printing every call of Sources/ was most
        // of this test's time in a debug build.
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return .visitChildren
        }
        if ["fatalError", "precondition", "preconditionFailure"].contains(name) { found.append((Syntax(node), name)) }
        return .visitChildren
    }
}
