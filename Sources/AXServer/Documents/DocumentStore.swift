// The open documents, keyed by URI, with parsing that feeds each change into the analysis workspace.
import AXAnalysis
import Foundation

/// Open documents and their trees. Lives on the server's event loop; not thread-safe.
///
/// Every method that changes text also updates `workspace`, so analysis always sees the
/// editor's text for open documents and the disk's text for the rest.
public final class DocumentStore {
    public let workspace: AnalysisWorkspace
    private var documents: [DocumentURI: Document] = [:]

    public init(workspace: AnalysisWorkspace) {
        self.workspace = workspace
    }

    public subscript(uri: DocumentURI) -> Document? { documents[uri] }
    public var openURIs: [DocumentURI] { documents.keys.sorted() }

    /// The open document whose analysis path is `path`, if any.
    public func document(atPath path: String) -> Document? {
        documents.values.first { $0.path == path }
    }

    /// The URI the client opened `path` under, if it is open.
    public func uri(ofPath path: String) -> DocumentURI? { document(atPath: path)?.uri }

    /// Opens (or re-opens) a document and analyses it from scratch.
    public func open(_ item: TextDocumentItem) {
        var document = Document(uri: item.uri, languageId: item.languageId, version: item.version, text: item.text)
        analyze(&document, edits: nil)
        documents[item.uri] = document
    }

    /// Applies a `didChange`; returns notes for the log (unopened document, clamped ranges).
    public func change(_ notification: DidChangeTextDocumentNotification, encoding: PositionEncodingKind) -> [String] {
        let uri = notification.textDocument.uri
        // Taken out of the dictionary while it changes, so the document's bytes have one owner
        // and are edited in place instead of copied.
        guard var document = documents.removeValue(forKey: uri) else {
            return ["didChange for \(uri), which is not open; ignored it (send textDocument/didOpen first)"]
        }
        var notes: [String] = []
        if notification.textDocument.version <= document.version {
            notes.append("didChange for \(uri) has version \(notification.textDocument.version), not newer than \(document.version); applied it anyway")
        }
        let applied = document.apply(notification.contentChanges, encoding: encoding)
        notes += applied.clampingNotes
        document.version = notification.textDocument.version
        analyze(&document, edits: applied.incrementalEdits)
        documents[uri] = document
        return notes
    }

    /// Closes a document. The analysis falls back to `diskText` (the caller reads the file, and only
    /// inside the workspace folders), or forgets the file when there is none.
    @discardableResult
    public func close(_ uri: DocumentURI, diskText: String?) -> Bool {
        guard let document = documents.removeValue(forKey: uri) else { return false }
        if let diskText, document.isSwift || document.isInterfaceBuilder {
            workspace.update(path: document.path, text: diskText)
        } else {
            workspace.remove(path: document.path)
        }
        return true
    }

    /// Every this many incremental parses a document is parsed from scratch, releasing the syntax
    /// arenas that reused nodes keep alive (the cost of one full parse, ~17 ms for 3,300 lines in
    /// release, spread over that many keystrokes).
    static let fullParseInterval = 200

    /// Re-parses (incrementally when `edits` are given and a previous tree exists) and updates the workspace.
    private func analyze(_ document: inout Document, edits: [TextReplacement]?) {
        let text = document.text
        let path = document.path
        guard document.isSwift else {
            document.parse = nil
            // Other documents (plain text, JSON) are tracked for their text but are not analysis input.
            if document.isInterfaceBuilder { workspace.update(path: path, text: text) }
            return
        }
        let reuse = edits != nil && document.incrementalParsesSinceFullParse < Self.fullParseInterval
        let previous = reuse ? document.parse : nil
        let previousMemo = reuse ? document.extractionMemo : nil
        document.incrementalParsesSinceFullParse = reuse ? document.incrementalParsesSinceFullParse + 1 : 0
        let result = DeepStack.run {
            let parse = SwiftSourceParser.parseIncrementally(text, previous: previous, edits: edits ?? [])
            let extraction = FileExtractor.summarize(path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped, previous: previousMemo)
            return (parse, extraction.summary, extraction.memo)
        }
        document.parse = result.0
        document.extractionMemo = result.2
        workspace.update(path: path, text: text, summary: result.1, parse: result.0)
    }
}
