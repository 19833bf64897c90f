// The files half of `AnalysisWorkspace`: every file's text and summary, and what the analysis
// keeps of an open document between edits (its parse, extraction memo and line index).

/// The files an `AnalysisWorkspace` was given, with no knowledge of resolutions: what a change
/// means for the results is the workspace's to decide (`AnalysisWorkspace.apply`).
struct FileTable {
    /// Each file's current text.
    private(set) var texts: [String: String] = [:]
    /// Each file's current summary (the facts its text holds).
    private(set) var summaries: [String: FileSummary] = [:]
    /// The files whose summaries hold an AXSnapshot expectation, kept with `summaries` (asked on
    /// each keystroke: a pass over every summary was 6% of one in a 5,000-file workspace).
    private(set) var filesWithGoldens: Set<String> = []
    /// The flattened form of `summaries[path]` for the last file updated (valid by construction:
    /// set whenever that summary changes, cleared by every other change to it).
    var lastFlattened: (path: String, flattened: PositionMapping.Flattened)?
    private var openDocuments: [String: OpenDocument] = [:]

    /// What the analysis keeps of an open document between edits.
    private struct OpenDocument {
        /// The text `parse` and `memo` are of.
        var text: String
        var parse: GuardedParse
        /// What each body of `parse`'s tree contributed, so the next edit's extraction walks only
        /// the bodies the incremental parser rebuilt.
        var memo: ExtractionMemo
        var incrementalParses: Int
        /// `text`'s line starts: made on the first question that needs them, then edited along
        /// with the text. The only line index of the document: the server converts positions
        /// with it too.
        var lines: LineIndex?
    }

    // MARK: Texts and summaries

    /// Sets `path`'s text and summary; returns the summary and text it replaces.
    mutating func set(path: String, text: String, summary: FileSummary) -> (
        old: FileSummary?, oldText: String?
    ) {
        let oldText = texts.updateValue(text, forKey: path)
        noteGoldens(of: summary, at: path)
        let old = summaries.updateValue(summary, forKey: path)
        return (old, oldText)
    }

    /// Removes `path`; returns the summary and text it had.
    mutating func remove(path: String) -> (old: FileSummary?, oldText: String?) {
        openDocuments[path] = nil
        forgetFlattened(path)
        filesWithGoldens.remove(path)
        let oldText = texts.removeValue(forKey: path)
        return (summaries.removeValue(forKey: path), oldText)
    }

    /// Drops the flattened summary kept for `path`, if that is the file it is of.
    mutating func forgetFlattened(_ path: String) {
        if lastFlattened?.path == path { lastFlattened = nil }
    }

    private mutating func noteGoldens(of summary: FileSummary, at path: String) {
        if summary.outline.goldens.isEmpty { filesWithGoldens.remove(path) } else { filesWithGoldens.insert(path) }
    }

    // MARK: Open documents

    /// Every this many incremental parses a document is parsed from scratch, releasing the syntax
    /// arenas that reused nodes keep alive (the cost of one full parse, ~17 ms for 3,300 lines in
    /// release, spread over that many keystrokes).
    static let fullParseInterval = 200

    /// Parses an open document's new text (incrementally from the kept parse when `edits` lead
    /// from the text the table has) and keeps the parse; returns the summary to apply. `lines`,
    /// when given, is the document's line index already edited to `text` (the server edits it
    /// while converting the client's positions); else the kept one is edited along.
    mutating func parseOpenDocument(
        path: String, text: String, edits: [TextReplacement]?, lines given: LineIndex?
    ) -> FileSummary {
        // Out of the table for the whole change: its line index is edited as the only copy of
        // its bytes, and the rest is freed off the keystroke's path at the end.
        var taken = openDocuments.removeValue(forKey: path)
        let reuse =
            edits != nil
            && taken.map { $0.incrementalParses < Self.fullParseInterval && $0.text == texts[path] } == true
        // The line index follows the edits (rescanning only what they touched), so a
        // keystroke's hints do not rescan the whole file.
        var lines = given ?? (reuse ? taken?.lines : nil)
        taken?.lines = nil
        if given == nil {
            for edit in edits ?? [] where lines != nil {
                lines?.replace(edit.range.start..<edit.range.end, with: edit.replacement.utf8)
            }
        }
        let kept = taken
        taken = nil
        let (parse, extraction) = DeepStack.run {
            let parse = SwiftSourceParser.parseIncrementally(
                text, previous: reuse ? kept?.parse : nil, edits: edits ?? [])
            return (
                parse,
                FileExtractor.summarize(
                    path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped,
                    previous: reuse ? kept?.memo : nil)
            )
        }
        let incrementalParses = reuse ? (kept?.incrementalParses ?? 0) + 1 : 0
        DeferredRelease.release(consume kept)
        openDocuments[path] = OpenDocument(
            text: text, parse: parse, memo: extraction.memo, incrementalParses: incrementalParses, lines: lines)
        return extraction.summary
    }

    /// `path` is no longer an open document: its tree and line index are dropped.
    mutating func closeOpenDocument(path: String) { openDocuments[path] = nil }

    func isOpenDocument(_ path: String) -> Bool { openDocuments[path] != nil }

    var openDocumentPaths: [String] { Array(openDocuments.keys) }

    func openDocumentParse(of path: String) -> (parse: GuardedParse, incrementalParses: Int)? {
        openDocuments[path].map { ($0.parse, $0.incrementalParses) }
    }

    /// The kept parse of an open document when it is of the file's current text.
    func openParse(of path: String) -> GuardedParse? {
        guard let entry = openDocuments[path], entry.text == texts[path] else { return nil }
        return entry.parse
    }

    /// The line starts of `path`'s current text: kept per open document until its next edit,
    /// made on demand for other files; nil for a file the table does not have.
    mutating func lineIndex(of path: String) -> LineIndex? {
        guard let text = texts[path] else { return nil }
        guard var entry = openDocuments[path], entry.text == text else { return LineIndex(utf8: Array(text.utf8)) }
        if let lines = entry.lines { return lines }
        let lines = LineIndex(utf8: Array(text.utf8))
        entry.lines = lines
        openDocuments[path] = entry
        return lines
    }

    /// Moves an open document's line index out (to be edited as the only copy of its bytes and
    /// handed back with the next change, `parseOpenDocument(lines:)`); nil when `path` is not an
    /// open document of its current text.
    mutating func takeLineIndex(of path: String) -> LineIndex? {
        guard openDocuments[path]?.text == texts[path], texts[path] != nil else { return nil }
        let lines = lineIndex(of: path)
        openDocuments[path]?.lines = nil
        return lines
    }
}
