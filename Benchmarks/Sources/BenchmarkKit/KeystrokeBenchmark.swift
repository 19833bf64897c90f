// Keystroke latency at the AXAnalysis API: a one-character edit in a large file of a large
// workspace, through incremental parse, extraction, workspace update, findings and hints.
import AXAnalysis
import Foundation
import SwiftParser
import SwiftSyntax

/// Per-edit latency of the analysis pipeline and of its two parse baselines.
public struct KeystrokeResult {
    public var pipeline = Samples()
    public var incrementalParse = Samples()
    public var fullParse = Samples()
    /// The pipeline's stages, to see where the time goes.
    public var stageParse = Samples()
    public var stageSummarize = Samples()
    public var stageUpdate = Samples()
    public var stageQuery = Samples()
    public var shiftCount = 0
    public var resolutionCount = 0
    /// Edits typed into an identifier's string: every one changes a fact and resolves again.
    public var factChanging = Samples()
}

/// A document being typed into, with the state an editor session keeps.
public struct TypingSession {
    public private(set) var path: String
    public private(set) var text: String
    public private(set) var offset: Int
    var parse: GuardedParse
    /// The extraction memo of `parse`'s tree, as the server keeps one per open document.
    var memo: ExtractionMemo?
    private var typedCount = 0

    /// Starts typing inside the synthetic file's string literal, or for any other file at the
    /// end of its middle line after a `//` (so typing only moves facts, like typing in a body).
    /// Where the synthetic file's string literal starts.
    public static let syntheticMarker = "let draft = \"typed: "

    public init(path: String, text: String, marker: String = syntheticMarker) {
        self.path = path
        if let marker = text.range(of: marker) {
            self.text = text
            self.offset = text.utf8.distance(from: text.startIndex, to: marker.upperBound)
        } else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let middle = lines.prefix(lines.count / 2).reduce(0) { $0 + $1.utf8.count + 1 }
            let lineEnd = middle + (lines.dropFirst(lines.count / 2).first?.utf8.count ?? 0)
            var bytes = Array(text.utf8)
            bytes.insert(contentsOf: Array(" // ".utf8), at: min(lineEnd, bytes.count))
            self.text = String(decoding: bytes, as: UTF8.self)
            self.offset = min(lineEnd, bytes.count) + 4
        }
        self.parse = SwiftSourceParser.parseIncrementally(self.text, previous: nil, edits: [])
    }

    /// The next edit: types a letter, or every other time when `alternate` deletes it again
    /// (so 10,000 edits leave the file as it was).
    public mutating func nextEdit(alternate: Bool) -> (text: String, edit: TextReplacement) {
        typedCount += 1
        var bytes = Array(text.utf8)
        let edit: TextReplacement
        if alternate, typedCount % 2 == 0 {
            bytes.remove(at: offset - 1)
            offset -= 1
            edit = TextReplacement(range: ByteRange(start: offset, end: offset + 1), replacement: "")
        } else {
            let letter = UInt8(ascii: "a") + UInt8(typedCount % 26)
            bytes.insert(letter, at: offset)
            edit = TextReplacement(
                range: ByteRange(start: offset, end: offset), replacement: String(UnicodeScalar(letter)))
            offset += 1
        }
        return (String(decoding: bytes, as: UTF8.self), edit)
    }

    /// Accepts the edit as the new state after the pipeline parsed it.
    public mutating func commit(text: String, parse: GuardedParse, memo: ExtractionMemo?) {
        self.text = text
        self.parse = parse
        self.memo = memo
    }
}

public enum KeystrokeBenchmark {
    /// One edit through the pipeline an editor runs: incremental parse, summary, workspace
    /// update, then the file's findings (diagnostics) and identifiers (inlay hints).
    /// Call on a deep-stack thread.
    @discardableResult
    public static func apply(
        _ edit: TextReplacement, text: String, session: inout TypingSession, workspace: AnalysisWorkspace,
        result: inout KeystrokeResult?
    ) -> Int {
        let start = DispatchTime.now().uptimeNanoseconds
        let parse = SwiftSourceParser.parseIncrementally(text, previous: session.parse, edits: [edit])
        let parsed = DispatchTime.now().uptimeNanoseconds
        let (summary, memo) = FileExtractor.summarize(
            path: session.path, tree: parse.tree, text: text, previous: session.memo)
        let summarized = DispatchTime.now().uptimeNanoseconds
        workspace.update(path: session.path, text: text, summary: summary)
        let updated = DispatchTime.now().uptimeNanoseconds
        let visible = workspace.findings(inFile: session.path).count + workspace.identifiers(inFile: session.path).count
        let queried = DispatchTime.now().uptimeNanoseconds
        session.commit(text: text, parse: parse, memo: memo)
        if result != nil {
            result?.pipeline.append(Double(queried - start) / 1_000_000)
            result?.stageParse.append(Double(parsed - start) / 1_000_000)
            result?.stageSummarize.append(Double(summarized - parsed) / 1_000_000)
            result?.stageUpdate.append(Double(updated - summarized) / 1_000_000)
            result?.stageQuery.append(Double(queried - updated) / 1_000_000)
        }
        return visible
    }

    /// `edits` one-character edits, each also parsed fully and incrementally on its own for the
    /// baselines. The workspace must already contain the file.
    public static func run(workspace: AnalysisWorkspace, path: String, text: String, edits: Int) -> KeystrokeResult {
        DeepStack.run {
            var session = TypingSession(path: path, text: text)
            // The typing site: the first edit settles the workspace on the session's text.
            let settled = FileExtractor.summarize(
                path: path, tree: session.parse.tree, text: session.text, previous: nil)
            session.memo = settled.memo
            workspace.update(path: path, text: session.text, summary: settled.summary)
            _ = workspace.findings(inFile: path)
            let shiftsBefore = workspace.shiftCount
            let resolutionsBefore = workspace.resolutionCount
            var result: KeystrokeResult? = KeystrokeResult()
            for index in 0..<edits {
                let (newText, edit) = session.nextEdit(alternate: false)
                let previous = session.parse
                let baselines = {
                    let full = Stopwatch.milliseconds { _ = SwiftSourceParser.parse(newText).endPosition }
                    let incremental = Stopwatch.milliseconds {
                        _ =
                            SwiftSourceParser.parseIncrementally(newText, previous: previous, edits: [edit]).tree
                            .endPosition
                    }
                    result?.fullParse.append(full)
                    result?.incrementalParse.append(incremental)
                }
                // Alternate the order so caches warmed by one do not always favour the other.
                if index % 2 == 0 { baselines() }
                apply(edit, text: newText, session: &session, workspace: workspace, result: &result)
                if index % 2 == 1 { baselines() }
            }
            result?.shiftCount = workspace.shiftCount - shiftsBefore
            result?.resolutionCount = workspace.resolutionCount - resolutionsBefore
            // The worst case: typing inside an identifier literal changes a fact on every key.
            if session.text.contains("\"Large.typed") {
                var identifierSession = TypingSession(path: path, text: session.text, marker: "\"Large.typed")
                var samples: KeystrokeResult? = KeystrokeResult()
                for _ in 0..<3 {
                    let (newText, edit) = identifierSession.nextEdit(alternate: false)
                    apply(edit, text: newText, session: &identifierSession, workspace: workspace, result: &samples)
                }
                result?.factChanging = samples?.pipeline ?? Samples()
            }
            return result ?? KeystrokeResult()
        }
    }
}
