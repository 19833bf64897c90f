// Peak memory after indexing and growth over many edits, run in a child process so that no
// other benchmark's allocations count.
import AXAnalysis
import Foundation

/// Resident memory figures of one indexing-and-typing session.
public struct MemoryResult {
    public var residentAtStart: Int?
    public var peakAfterIndex: Int?
    public var residentAfterIndex: Int?
    public var residentAfterEdits: Int?
    public var edits: Int

    /// Growth of the resident set over the edits, relative to after indexing.
    public var growth: Double? {
        guard let before = residentAfterIndex, let after = residentAfterEdits, before > 0 else { return nil }
        return Double(after - before) / Double(before)
    }

    /// One line the parent process parses back.
    public var line: String {
        "memory \(residentAtStart ?? -1) \(peakAfterIndex ?? -1) \(residentAfterIndex ?? -1) \(residentAfterEdits ?? -1) \(edits)"
    }

    public init?(line: String) {
        let fields = line.split(separator: " ")
        guard fields.count == 6, fields[0] == "memory" else { return nil }
        let numbers = fields.dropFirst().compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        func positive(_ value: Int) -> Int? { value >= 0 ? value : nil }
        residentAtStart = positive(numbers[0])
        peakAfterIndex = positive(numbers[1])
        residentAfterIndex = positive(numbers[2])
        residentAfterEdits = positive(numbers[3])
        edits = numbers[4]
    }

    init(edits: Int) { self.edits = edits }
}

public enum MemoryBenchmark {
    /// Reads and indexes the workspace as the server would (texts kept, no trees), then types
    /// `edits` times into the keystroke file (insert, delete, insert, …).
    public static func run(root: String, threads: Int, edits: Int) -> MemoryResult {
        var result = MemoryResult(edits: edits)
        result.residentAtStart = ProcessMemory.residentBytes
        var workspace: BenchmarkWorkspace? = BenchmarkWorkspace.load(root: root)
        guard let files = workspace?.files, let keystrokeFile = workspace?.keystrokeFile else { return result }
        let analysis = ColdIndexBenchmark.index(files, threads: threads).workspace
        workspace = nil
        result.peakAfterIndex = ProcessMemory.peakResidentBytes
        result.residentAfterIndex = ProcessMemory.residentBytes
        DeepStack.run {
            var session = TypingSession(path: keystrokeFile.path, text: keystrokeFile.text)
            var noSamples: KeystrokeResult? = nil
            for _ in 0..<edits {
                let (text, edit) = session.nextEdit(alternate: true)
                KeystrokeBenchmark.apply(edit, text: text, session: &session, workspace: analysis, result: &noSamples)
            }
        }
        result.residentAfterEdits = ProcessMemory.residentBytes
        withExtendedLifetime(analysis) {}
        return result
    }
}
