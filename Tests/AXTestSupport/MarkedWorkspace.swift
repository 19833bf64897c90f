// Fixture sources with emoji position markers (`1️⃣`) and `//- path` file headers.

import Foundation

/// One or more files with markers removed, and each marker's file and UTF-8 offset.
package struct MarkedWorkspace {
    package struct Marker: Hashable {
        package let name: String
        package let file: String
        package let utf8Offset: Int
    }

    /// Path → text without markers.
    package var files: [(path: String, text: String)] = []
    package var markers: [Marker] = []

    package static let markerCharacters: Set<Character> = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// Parses a fixture. Without `//- path` headers the whole text is one file named `defaultPath`.
    /// Markers are `1️⃣`…`🔟`, or `⟨name⟩` for more.
    package init(
        _ fixture: String, defaultPath: String = "Sources/App/Fixture.swift", lineBreak: String = "\n",
        prefix: String = ""
    ) {
        var current: (path: String, lines: [String])?
        var chunks: [(path: String, lines: [String])] = []
        for rawLine in fixture.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.hasPrefix("//- ") {
                if let current { chunks.append(current) }
                current = (String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces), [])
            } else if current != nil {
                current?.lines.append(line)
            } else {
                current = (defaultPath, [line])
            }
        }
        if let current { chunks.append(current) }
        for chunk in chunks {
            var lines = chunk.lines
            while lines.last == "" { lines.removeLast() }
            var text = chunk.path.hasSuffix(".swift") ? prefix : ""
            var output = ""
            // A snapshot reference file (`.txt`) is the snapshot's bytes, with no final line break.
            let joined = text + lines.joined(separator: lineBreak) + (chunk.path.hasSuffix(".txt") ? "" : lineBreak)
            text = ""
            var index = joined.startIndex
            while index < joined.endIndex {
                let character = joined[index]
                if Self.markerCharacters.contains(character) {
                    markers.append(Marker(name: String(character), file: chunk.path, utf8Offset: output.utf8.count))
                    index = joined.index(after: index)
                    continue
                }
                if character == "⟨", let close = joined[index...].firstIndex(of: "⟩") {
                    let name = String(joined[joined.index(after: index)..<close])
                    markers.append(Marker(name: "⟨\(name)⟩", file: chunk.path, utf8Offset: output.utf8.count))
                    index = joined.index(after: close)
                    continue
                }
                output.append(character)
                index = joined.index(after: index)
            }
            files.append((chunk.path, output))
        }
    }

    package func marker(_ name: String) -> Marker? { markers.first { $0.name == name } }

    /// The marker standing exactly at a position, if any.
    package func markerName(file: String, utf8Offset: Int) -> String? {
        markers.first { $0.file == file && $0.utf8Offset == utf8Offset }?.name
    }
}
