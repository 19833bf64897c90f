// The server's resident memory over a long typing session, sampled every N edits, to tell
// allocator high-water (flat after the first thousands of edits) from a leak (a steady slope).
import AXAnalysis
import Foundation

/// RSS samples of the server process during the memory phase.
public struct ServerMemoryResult {
    /// (edits so far, resident bytes); the first sample is taken before the first edit.
    public var samples: [(edits: Int, residentBytes: Int)] = []
    public var peakAfterEdits: Int?
    public var edits = 0

    /// Growth from the first sample to the last, relative to the first.
    public var growth: Double? {
        guard let first = samples.first, let last = samples.last, first.residentBytes > 0 else { return nil }
        return Double(last.residentBytes - first.residentBytes) / Double(first.residentBytes)
    }

    /// Bytes per edit over the second half of the samples: near zero for high-water, the leak's
    /// rate otherwise.
    public var secondHalfBytesPerEdit: Double? {
        guard samples.count >= 3, let last = samples.last else { return nil }
        let middle = samples[samples.count / 2]
        guard last.edits > middle.edits else { return nil }
        return Double(last.residentBytes - middle.residentBytes) / Double(last.edits - middle.edits)
    }
}

enum ServerMemoryBenchmark {
    /// Types and deletes a letter alternately at the session's site (so the text ends as it
    /// began), asking for the visible hints after each edit as an editor does, and samples the
    /// server's RSS every `sampleEvery` edits.
    static func type(_ session: inout TypingSession, editor: inout EditorState, edits: Int, sampleEvery: Int)
        -> ServerMemoryResult
    {
        var result = ServerMemoryResult()
        result.edits = edits
        let processID = editor.client.processID
        if let resident = ProcessMemory.residentBytes(processID: processID) { result.samples.append((0, resident)) }
        for index in 1...max(edits, 1) {
            let oldBytes = Array(session.text.utf8)
            let (newText, edit) = session.nextEdit(alternate: true)
            let range = LSPRangeValue(utf8: oldBytes, start: edit.range.start, end: edit.range.end)
            _ = editor.change(range: range, text: edit.replacement)
            let hints = editor.requestVisibleHints(aroundLine: range.startLine)
            guard editor.client.next(where: { $0.responseID == hints }) != nil else { break }
            // No parse here: only the server's memory is measured.
            session.commit(text: newText, parse: session.parse, memo: session.memo)
            if index % max(sampleEvery, 1) == 0 || index == edits,
                let resident = ProcessMemory.residentBytes(processID: processID)
            {
                if result.samples.last?.edits != index {
                    result.samples.append((index, resident))
                    ServerSessionBenchmark.progress("\(index) edits: resident \(Format.megabytes(resident))")
                }
            }
        }
        result.peakAfterEdits = ProcessMemory.peakResidentBytes(processID: processID)
        return result
    }
}
