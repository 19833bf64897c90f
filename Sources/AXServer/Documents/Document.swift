// One open document: its URI, text and version (its tree and line index are the analysis's).
import AXAnalysis
import Foundation

/// An open document, owned by the `DocumentStore` on the server's event loop.
package struct Document {
    package let uri: DocumentURI
    /// The file name AXAnalysis uses for this document (the convention is in `WorkspacePath`).
    package let path: String
    package let languageId: String
    package internal(set) var version: Int
    /// The text, as the analysis reads it (the workspace keeps the same string, so this costs no
    /// second copy); made once per change, not per read. Its line starts are the analysis's
    /// (`DocumentStore.lineTable(of:)`): one line index per document.
    package private(set) var text: String

    /// True for documents AXAnalysis parses as Swift.
    package var isSwift: Bool { languageId == "swift" || path.hasSuffix(".swift") }

    /// True for storyboards and xibs, which AXAnalysis reads as Interface Builder XML.
    package var isInterfaceBuilder: Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// True for `.strings`, `.stringsdict` and `.xcstrings` tables, which give the app's labels.
    package var isLocalizationTable: Bool { LocalizationTableExtractor.isLocalizationTable(path) }

    /// True for swift-snapshot-testing reference files, whose text AXSnapshot expectations compare with.
    package var isSnapshotReference: Bool { SnapshotReferenceFile.isReference(path) }

    /// True for Maestro flows in a `.maestro` folder, whose element selectors UI tests depend on.
    package var isMaestroFlow: Bool { MaestroFlowExtractor.isFlowPath(path) }

    /// True for Appium suite files in a folder that looks like a test suite (suites that
    /// `appium_suite_paths` names elsewhere are those the workspace indexed as suites).
    package var isAppiumSuite: Bool { AppiumSuiteExtractor.isSuitePath(path) }

    /// Storyboards, xibs, localization tables, snapshot references, Maestro flows and Appium
    /// suites: analysed whole on every change, no tree kept.
    package var isAnalysedWithoutTree: Bool {
        isInterfaceBuilder || isLocalizationTable || isSnapshotReference || isMaestroFlow || isAppiumSuite
    }

    init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.path = WorkspacePath.analysisPath(ofURI: uri)
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

/// The outcome of applying one `didChange` notification's content changes.
package struct AppliedChanges: Hashable, Sendable {
    /// Sequential replacements in UTF-8 offsets (each relative to the text after the previous one);
    /// nil when a change replaced the whole text, so no incremental parse is possible.
    package var incrementalEdits: [TextReplacement]?
    /// Human-readable notes about clamped ranges, for the log.
    package var clampingNotes: [String]
}

extension Document {
    /// Applies content changes in order, in the given position encoding. Ranges past the end are clamped.
    ///
    /// Each change edits `lineTable` (the document's line index, taken from the analysis) in
    /// place, rescanning only the edited span for line breaks; the caller holds its only copy, or
    /// the bytes are copied once, and hands it back to the analysis with the new text.
    mutating func apply(
        _ changes: [TextDocumentContentChangeEvent], encoding: PositionEncodingKind, lineTable: inout LineTable
    ) -> AppliedChanges {
        var edits: [TextReplacement]? = []
        var notes: [String] = []
        for change in changes {
            if let range = change.range {
                let converted = lineTable.utf8Range(of: range, encoding: encoding)
                if converted.wasClamped {
                    notes.append(
                        "change range \(range) is outside \(path) (\(lineTable.lineCount) lines); clamped it to the document"
                    )
                }
                lineTable.replace(converted.range, with: change.text.utf8)
                edits?.append(
                    TextReplacement(
                        range: ByteRange(start: converted.range.lowerBound, end: converted.range.upperBound),
                        replacement: change.text))
            } else {
                lineTable = LineTable(change.text)
                edits = nil
            }
        }
        text = String(decoding: lineTable.utf8, as: UTF8.self)
        return AppliedChanges(incrementalEdits: edits, clampingNotes: notes)
    }
}
