// swift-snapshot-testing's reference files: which paths they are, how an assertion names its
// file, and their summaries (the text, nothing else).

/// `assertSnapshot(of: x.axSnapshot(), as: .lines)` compares with the file
/// `__Snapshots__/<TestFileName>/<testName>.<identifier>.txt` beside the test file, whose bytes
/// are the expected string (the `.lines` strategy writes the string as is, no final newline).
package enum SnapshotReferenceFile {
    /// Larger files are not read: an accessibility outline is a few kilobytes.
    package static let maximumUTF8Count = 1 << 20

    /// True for a `.txt` file inside a `__Snapshots__` folder.
    package static func isReference(_ path: String) -> Bool {
        guard path.hasSuffix(".txt") else { return false }
        return path.split(separator: "/").dropLast().contains("__Snapshots__")
    }

    /// The file's summary: its text when it is small enough, else nothing.
    static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .snapshotReference)
        if text.utf8.count <= maximumUTF8Count { summary.snapshotReferenceText = text }
        return summary
    }

    /// The reference path of one assertion: `identifier` is the assertion's `named:` argument or
    /// its 1-based count among the unnamed assertions of the test, as the library numbers them.
    static func path(testFile: String, testName: String, identifier: String) -> String {
        let slash = testFile.lastIndex(of: "/")
        let folder = slash.map { String(testFile[...$0]) } ?? ""
        let fileName = slash.map { String(testFile[testFile.index(after: $0)...]) } ?? testFile
        let baseName = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        return "\(folder)__Snapshots__/\(baseName)/\(sanitized(testName)).\(sanitized(identifier)).txt"
    }

    /// The library's `sanitizePathComponent`: runs of non-word characters become `-`, and a
    /// leading or trailing `-` is dropped (`testLogin()` → `testLogin`).
    static func sanitized(_ component: String) -> String {
        var result = ""
        var inRun = false
        for character in component {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
                inRun = false
            } else if !inRun {
                result.append("-")
                inRun = true
            }
        }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
