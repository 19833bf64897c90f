// The open documents, keyed by URI, with parsing that feeds each change into the analysis workspace.
import AXAnalysis
import Foundation

/// Open documents (their text and versions; the analysis keeps their trees). Lives on the server's event loop; not thread-safe.
///
/// Every method that changes text also updates `workspace`, so analysis always sees the
/// editor's text for open documents and the disk's text for the rest.
package final class DocumentStore {
    package let workspace: AnalysisWorkspace
    private var documents: [DocumentURI: Document] = [:]

    package init(workspace: AnalysisWorkspace) {
        self.workspace = workspace
    }

    package subscript(uri: DocumentURI) -> Document? { documents[uri] }
    package var openURIs: [DocumentURI] { documents.keys.sorted() }

    /// The open document whose analysis path is `path`, if any.
    package func document(atPath path: String) -> Document? {
        documents.values.first { $0.path == path }
    }

    /// The URI the client opened `path` under, if it is open.
    package func uri(ofPath path: String) -> DocumentURI? { document(atPath: path)?.uri }

    /// Opens (or re-opens) a document and analyses it from scratch.
    package func open(_ item: TextDocumentItem) {
        var document = Document(uri: item.uri, languageId: item.languageId, version: item.version, text: item.text)
        analyze(&document, edits: nil)
        documents[item.uri] = document
    }

    /// Applies a `didChange`; returns notes for the log (unopened document, clamped ranges).
    package func change(_ notification: DidChangeTextDocumentNotification, encoding: PositionEncodingKind) -> [String] {
        let uri = notification.textDocument.uri
        // Taken out of the dictionary while it changes, so the document's bytes have one owner
        // and are edited in place instead of copied.
        guard var document = documents.removeValue(forKey: uri) else {
            return ["didChange for \(uri), which is not open; ignored it (send textDocument/didOpen first)"]
        }
        var notes: [String] = []
        if notification.textDocument.version <= document.version {
            notes.append(
                "didChange for \(uri) has version \(notification.textDocument.version), not newer than \(document.version); applied it anyway"
            )
        }
        // The analysis's line index of the document, moved out so the edits below change the
        // only copy of its bytes, and handed back with the new text.
        var table = LineTable(lines: takeLineIndex(of: document) ?? LineIndex(document.text))
        let applied = document.apply(notification.contentChanges, encoding: encoding, lineTable: &table)
        notes += applied.clampingNotes
        document.version = notification.textDocument.version
        analyze(&document, edits: applied.incrementalEdits, lines: table.lines)
        documents[uri] = document
        return notes
    }

    /// The line starts of an open document's text: the analysis's index of it (kept with its
    /// tree), or for a document the analysis keeps none of (plain text, a storyboard) one made now.
    package func lineTable(of document: Document) -> LineTable {
        if workspace.text(of: document.path) == document.text, let lines = workspace.lineIndex(of: document.path) {
            return LineTable(lines: lines)
        }
        return LineTable(document.text)
    }

    /// The analysis's line index of `document`, moved out of the analysis, when it is of the
    /// document's text.
    private func takeLineIndex(of document: Document) -> LineIndex? {
        guard document.isSwift, workspace.text(of: document.path) == document.text else { return nil }
        return workspace.takeLineIndex(of: document.path)
    }

    /// Closes a document. The analysis falls back to `diskText` (the caller reads the file, and only
    /// inside the workspace folders), or forgets the file when there is none.
    @discardableResult
    package func close(_ uri: DocumentURI, diskText: String?) -> Bool {
        guard let document = documents.removeValue(forKey: uri) else { return false }
        workspace.closeOpenDocument(
            path: document.path, diskText: document.isSwift || isAnalysedWithoutTree(document) ? diskText : nil)
        return true
    }

    /// Hands the document's text to the analysis, which parses it (incrementally when `edits`
    /// are given) and keeps its tree; other documents (plain text, JSON) are tracked for their
    /// text but are not analysis input.
    private func analyze(_ document: inout Document, edits: [TextReplacement]?, lines: LineIndex? = nil) {
        if document.isSwift {
            workspace.changeOpenDocument(path: document.path, text: document.text, edits: edits, lines: lines)
        } else if isAnalysedWithoutTree(document) {
            workspace.update(path: document.path, text: document.text)
        }
    }

    /// `Document.isAnalysedWithoutTree`, or a suite file `appium_suite_paths` named, which the
    /// workspace indexed as one.
    private func isAnalysedWithoutTree(_ document: Document) -> Bool {
        document.isAnalysedWithoutTree || workspace.summary(of: document.path)?.kind == .appiumSuite
    }
}
