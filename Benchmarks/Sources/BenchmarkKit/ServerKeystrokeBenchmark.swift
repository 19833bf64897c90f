// Keystroke latency through the real server: `didChange` → `publishDiagnostics` and the
// `inlayHint` response, next to the in-process parse baselines of the same texts.
import AXAnalysis
import Foundation
import SwiftParser
import SwiftSyntax

/// Per-edit latencies seen by a client of the `ax-lsp` binary.
public struct ServerKeystrokeResult {
    /// didChange sent → the response to a request sent right after it (the server's loop is
    /// serial, so by then the change is applied and any diagnostics for it are sent).
    public var processed = Samples()
    /// didChange sent → `textDocument/inlayHint` response for the visible 60 lines.
    public var inlayHint = Samples()
    /// didChange sent → `publishDiagnostics` with the new version, for the edits that got one.
    public var publish = Samples()
    public var edits = 0
    /// In-process baselines on the same texts, measured between the edits.
    public var incrementalParse = Samples()
    public var fullParse = Samples()
    /// Typing a space before the file's first diagnostic: every edit moves it, so every edit
    /// must publish. Nil when the file has no diagnostic.
    public var moving: ServerKeystrokeResult.Moving?
    public var diagnosticLine: Int?
    /// didChange sent → the `textDocument/diagnostic` response for the file (results that
    /// reflect the edit: the server finishes any resolution first), per edit of the
    /// complete-results phase (`ServerSessionPlan.completeEdits`).
    public var complete = Samples()

    /// Latencies of the edits that move a diagnostic.
    public struct Moving {
        public var publish = Samples()
        public var inlayHint = Samples()
        public var edits = 0
    }
}

enum ServerKeystrokeBenchmark {
    /// At most this many edits move the diagnostic (see `moveDiagnostic`).
    static let movingEditLimit = 20

    /// `edits` letters typed into the session's string literal, one `didChange` each, then the
    /// barrier and the inlay hint request; the next edit starts once all three arrived.
    static func typeInBody(_ session: inout TypingSession, editor: inout EditorState, edits: Int)
        -> ServerKeystrokeResult
    {
        var result = ServerKeystrokeResult()
        result.edits = edits
        for index in 0..<edits {
            let oldBytes = Array(session.text.utf8)
            let (newText, edit) = session.nextEdit(alternate: false)
            let range = LSPRangeValue(utf8: oldBytes, start: edit.range.start, end: edit.range.end)
            let start = DispatchTime.now().uptimeNanoseconds
            let version = editor.change(range: range, text: edit.replacement)
            let barrier = editor.client.request("ax-lsp-bench/barrier", [:])
            let hints = editor.requestVisibleHints(aroundLine: range.startLine)
            var processedAt: UInt64?
            var publishedAt: UInt64?
            let answered = editor.client.next { message in
                if message.responseID == barrier { processedAt = message.arrivalNanoseconds }
                if ServerSessionBenchmark.isPublish(message, uri: editor.uri, version: version) {
                    publishedAt = message.arrivalNanoseconds
                }
                return message.responseID == hints
            }
            guard let answered else { break }
            result.inlayHint.append(milliseconds(from: start, to: answered.arrivalNanoseconds))
            if let processedAt { result.processed.append(milliseconds(from: start, to: processedAt)) }
            if let publishedAt { result.publish.append(milliseconds(from: start, to: publishedAt)) }

            // The baselines, alternating their order so neither always runs on a warmer cache.
            let previous = session.parse
            var incremental: GuardedParse?
            let measureIncremental = {
                let timed = Stopwatch.measure {
                    SwiftSourceParser.parseIncrementally(newText, previous: previous, edits: [edit])
                }
                _ = timed.value.tree.endPosition
                incremental = timed.value
                result.incrementalParse.append(timed.milliseconds)
            }
            let measureFull = {
                result.fullParse.append(Stopwatch.milliseconds { _ = SwiftSourceParser.parse(newText).endPosition })
            }
            if index % 2 == 0 {
                measureIncremental()
                measureFull()
            } else {
                measureFull()
                measureIncremental()
            }
            session.commit(text: newText, parse: incremental ?? previous, memo: nil)
        }
        return result
    }

    /// `edits` letters typed into the session's string literal, each followed by a
    /// `textDocument/diagnostic` request: the time until its response is the time until the
    /// results reflect the edit.
    static func typeUntilComplete(_ session: inout TypingSession, editor: inout EditorState, edits: Int) -> Samples {
        var samples = Samples()
        for _ in 0..<edits {
            let oldBytes = Array(session.text.utf8)
            let (newText, edit) = session.nextEdit(alternate: false)
            let range = LSPRangeValue(utf8: oldBytes, start: edit.range.start, end: edit.range.end)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = editor.change(range: range, text: edit.replacement)
            let pulled = editor.client.request("textDocument/diagnostic", ["textDocument": ["uri": editor.uri]])
            guard let answered = editor.client.next(where: { $0.responseID == pulled }) else { break }
            samples.append(milliseconds(from: start, to: answered.arrivalNanoseconds))
            session.commit(
                text: newText,
                parse: SwiftSourceParser.parseIncrementally(newText, previous: session.parse, edits: [edit]), memo: nil)
        }
        return samples
    }

    /// Types a space at the start of `line` and deletes it again, `edits` times (rounded up to
    /// even, so the text ends as it began): each edit shifts the line's diagnostics.
    static func moveDiagnostic(onLine line: Int, editor: inout EditorState, edits: Int) -> ServerKeystrokeResult.Moving
    {
        var moving = ServerKeystrokeResult.Moving()
        let count = edits + edits % 2
        moving.edits = count
        for index in 0..<count {
            let inserting = index % 2 == 0
            let range = LSPRangeValue(
                startLine: line, startCharacter: 0, endLine: line, endCharacter: inserting ? 0 : 1)
            let start = DispatchTime.now().uptimeNanoseconds
            let version = editor.change(range: range, text: inserting ? " " : "")
            let hints = editor.requestVisibleHints(aroundLine: line)
            var publishedAt: UInt64?
            guard
                let answered = editor.client.next(where: { message in
                    if ServerSessionBenchmark.isPublish(message, uri: editor.uri, version: version) {
                        publishedAt = message.arrivalNanoseconds
                    }
                    return message.responseID == hints
                })
            else { break }
            moving.inlayHint.append(milliseconds(from: start, to: answered.arrivalNanoseconds))
            if let publishedAt { moving.publish.append(milliseconds(from: start, to: publishedAt)) }
        }
        return moving
    }

    static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }
}
