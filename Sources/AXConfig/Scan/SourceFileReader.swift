// Turns a source file's bytes into the text the analysis reads: the one place where bytes become
// a String, so the CLI and the server repair invalid UTF-8 the same way.
import Foundation

/// A source file's text and what had to be repaired to get it.
package struct SourceFileText: Hashable, Sendable {
    /// The file's text; each invalid UTF-8 sequence is replaced by U+FFFD.
    package var text: String
    /// Offset in the file's bytes of the first invalid UTF-8 sequence; nil for valid UTF-8.
    package var firstInvalidByteOffset: Int?
    /// The 1-based line of that sequence.
    package var firstInvalidLine: Int?

    package init(text: String, firstInvalidByteOffset: Int?, firstInvalidLine: Int?) {
        self.text = text
        self.firstInvalidByteOffset = firstInvalidByteOffset
        self.firstInvalidLine = firstInvalidLine
    }

    /// A message for the user when bytes were replaced, naming the line; nil for valid UTF-8.
    package var repairNote: String? {
        guard let firstInvalidLine else { return nil }
        return
            "invalid utf-8 on line \(firstInvalidLine) was read as U+FFFD; save the file as utf-8 so positions after it match"
    }
}

/// Reads `.swift`, `.storyboard` and `.xib` files for the analysis.
///
/// Invalid UTF-8 is repaired rather than refused: one stray byte in a comment should not hide the
/// rest of a file. Swift's decoder replaces each maximal invalid subsequence with one U+FFFD and
/// never swallows an ASCII byte, so line numbers stay those of the file on disk.
package enum SourceFileReader {
    /// Decodes bytes as UTF-8 with replacement and records where the first repair happened.
    package static func decode(_ bytes: some Collection<UInt8>) -> SourceFileText {
        // Xcode compiles `.strings` tables into binary property lists (vendored frameworks ship
        // them so): they are valid tables, read as the XML form of the same property list.
        if let xml = xmlTextOfBinaryPropertyList(bytes) {
            return SourceFileText(text: xml, firstInvalidByteOffset: nil, firstInvalidLine: nil)
        }
        // `.strings` tables are often UTF-16 with a byte-order mark (Xcode's old default).
        if let utf16 = decodeUTF16WithByteOrderMark(bytes) {
            return SourceFileText(text: utf16, firstInvalidByteOffset: nil, firstInvalidLine: nil)
        }
        // Nearly every file is valid: the standard library validates contiguous bytes far
        // faster than the scalar-by-scalar search for the first bad byte below (which was a
        // quarter of a warm `check` on 5,000 files).
        if let valid = String(validating: bytes, as: UTF8.self) {
            return SourceFileText(text: valid, firstInvalidByteOffset: nil, firstInvalidLine: nil)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let offset = firstInvalidOffset(in: bytes) else {
            return SourceFileText(text: text, firstInvalidByteOffset: nil, firstInvalidLine: nil)
        }
        let line = 1 + bytes.prefix(offset).reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return SourceFileText(text: text, firstInvalidByteOffset: offset, firstInvalidLine: line)
    }

    /// Reads a file; the failure is a lowercase message naming it (deleted, unreadable, a folder)
    /// as `name` (how reports name the file; the path itself by default).
    package static func read(path: String, name: String? = nil) -> Result<SourceFileText, SourceFileReadError> {
        let name = name ?? path
        // Read first and ask why only when that fails: one system call less per file.
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(
                    SourceFileReadError(path: name, message: "\(name): the file no longer exists; it is skipped"))
            }
            if isDirectory.boolValue {
                return .failure(
                    SourceFileReadError(path: name, message: "\(name): is a folder, not a file; it is skipped"))
            }
            return .failure(
                SourceFileReadError(
                    path: name, message: "\(name): cannot read the file (check its permissions); it is skipped"))
        }
        // Validated as one contiguous buffer (the standard library's fast path).
        return .success(data.withUnsafeBytes { decode($0.bindMemory(to: UInt8.self)) })
    }

    /// The XML property list with the contents of a binary one (`bplist00…`); nil for any
    /// other bytes, and for a binary property list Foundation cannot read (left to be reported).
    static func xmlTextOfBinaryPropertyList(_ bytes: some Collection<UInt8>) -> String? {
        guard bytes.starts(with: "bplist00".utf8) else { return nil }
        guard
            let propertyList = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let xml = try? PropertyListSerialization.data(fromPropertyList: propertyList, format: .xml, options: 0)
        else { return nil }
        return String(decoding: xml, as: UTF8.self)
    }

    /// The text of UTF-16 bytes that start with a byte-order mark (either endianness), without
    /// the mark; nil for anything else (UTF-16 without a mark stays UTF-8 with NULs, which the
    /// analysis reports as unreadable).
    static func decodeUTF16WithByteOrderMark(_ bytes: some Collection<UInt8>) -> String? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        // Only a file that starts with a mark is copied (every Swift file was, for two bytes).
        var start = bytes.makeIterator()
        let bigEndian: Bool
        switch (start.next(), start.next()) {
        case (0xFF, 0xFE): bigEndian = false
        case (0xFE, 0xFF): bigEndian = true
        default: return nil
        }
        let array = Array(bytes)
        var units: [UInt16] = []
        units.reserveCapacity(array.count / 2 - 1)
        var index = 2
        while index + 1 < array.count {
            let high = UInt16(array[bigEndian ? index : index + 1])
            let low = UInt16(array[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The offset of the first byte that does not start a valid UTF-8 scalar.
    static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}

/// A file that could not be read at all.
package struct SourceFileReadError: Error, Hashable, Sendable {
    package var path: String
    /// Lowercase, names the path, says what happens next.
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}
