// Localization tables (`.strings`, `.stringsdict`, `.xcstrings`): the texts an app shows, in every
// language, as label facts for `unknown-identifier-in-ui-test`.
import Foundation

/// Reads a localization table's values as `VisibleTextFact`s (source `.localizationTable`).
///
/// XCUITest's subscripts match an element's label as well as its identifier, and a test queries
/// the text the app shows: `app.buttons["Compose"]` for `"Common.Controls.Actions.Compose" = "Compose";`.
/// Keys are recorded too (a SwiftUI `Text("Sign in")` whose key is the text, an `.xcstrings`
/// entry without a value). Tables larger than `maximumSize` and text that is not one are
/// reported through `readProblem` (`unreadable-file`), never a crash.
package enum LocalizationTableExtractor {
    /// 4 MiB: the largest table of six real apps is under 200 KiB.
    package static let maximumSize = 4 << 20

    /// True for the file extensions this extractor reads.
    package static func isLocalizationTable(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }

    /// True for a table in the development language, the one UI tests run in: an `en.lproj` or
    /// `Base.lproj` table, one in no language folder, and a string catalog (read in its
    /// `sourceLanguage`). English is Xcode's default development language; the project file,
    /// which names another, is not read.
    package static func isDevelopmentLanguage(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        guard path.hasSuffix(".strings") else { return false }
        let folders = path.split(separator: "/").dropLast()
        guard let language = folders.last(where: { $0.hasSuffix(".lproj") }) else { return true }
        return language == "en.lproj" || language == "Base.lproj"
    }

    /// The table's name, which code reads it by: `Localizable` for `en.lproj/Localizable.strings`.
    package static func tableName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }

    /// The development-language texts alone (`ExtractionScope.identifiers`).
    package static func summarizeDevelopmentTexts(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .localizationTable, scope: .identifiers)
        guard isDevelopmentLanguage(path), text.utf8.count <= maximumSize, !ByteSearch.containsNUL(text) else {
            return summary
        }
        if path.hasSuffix(".xcstrings") {
            summary.developmentTexts = stringCatalog(text)?.sourceTexts ?? []
        } else if !text.drop(while: { $0.isWhitespace }).hasPrefix("<?xml") {
            var parser = StringsFileParser(text)
            if parser.entries() != nil { summary.developmentTexts = parser.pairs }
        }
        return summary
    }

    package static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .localizationTable)
        if text.utf8.count > maximumSize {
            summary.readProblem =
                "the localization table is larger than \(maximumSize >> 20) MiB; its texts were not read"
            return summary
        }
        if ByteSearch.containsNUL(text) {
            summary.readProblem =
                "the localization table contains NUL bytes (UTF-16 without a byte-order mark, or binary); save it as UTF-8 or UTF-16 with a BOM"
            return summary
        }
        let texts: [(String, Int)]?
        if path.hasSuffix(".xcstrings") {
            // One JSON parse for both (Foundation's parser was 13% of IceCubesApp's cold run,
            // which has an 86k-line catalog, when it ran twice).
            let catalog = stringCatalog(text)
            texts = catalog?.texts
            summary.localizationKeys = catalog?.keys ?? []
            summary.developmentTexts = catalog?.sourceTexts ?? []
        } else if path.hasSuffix(".stringsdict") || text.drop(while: { $0.isWhitespace }).hasPrefix("<?xml") {
            let read = propertyListTexts(text)
            texts = read?.texts
            summary.localizationKeys = read?.keys ?? []
        } else {
            var parser = StringsFileParser(text)
            texts = parser.entries()
            summary.localizationKeys = parser.keys
            if texts != nil, isDevelopmentLanguage(path) { summary.developmentTexts = parser.pairs }
        }
        guard let texts else {
            summary.readProblem = "the localization table could not be parsed; its texts were not read"
            return summary
        }
        // Sized once: growing rehashed every translation again (Unicode normalisation included).
        var seen: Set<String> = []
        seen.reserveCapacity(texts.count)
        summary.visibleTexts.reserveCapacity(texts.count)
        for (value, offset) in texts where !value.isEmpty && seen.insert(value).inserted {
            let site = SourceSite(file: path, range: ByteRange(start: offset, end: offset + value.utf8.count))
            summary.visibleTexts.append(VisibleTextFact(text: value, site: site, source: .localizationTable))
        }
        return summary
    }

    /// A property list's strings and, when it is a dictionary, its keys (sorted); nil when the
    /// text is not a property list. The subset tables are written in is read from the bytes
    /// (`PropertyListXML`), anything else by Foundation, with the same result.
    static func propertyListTexts(_ text: String) -> (texts: [(String, Int)], keys: [String])? {
        if let root = PropertyListXML.parse(text) {
            var keys: [String] = []
            if case .dictionary(let entries) = root { keys = entries.map(\.key).sorted() }
            return (propertyListStrings(root), keys)
        }
        return foundationPropertyListTexts(text)
    }

    /// `propertyListTexts` through `PropertyListSerialization` (one parse for both).
    static func foundationPropertyListTexts(_ text: String) -> (texts: [(String, Int)], keys: [String])? {
        guard let root = propertyList(text) else { return nil }
        return (propertyListStrings(root), (root as? [String: Any])?.keys.sorted() ?? [])
    }

    /// Every string of a property list read by `PropertyListXML`, in the order
    /// `propertyListStrings(_: Any)` gives them.
    static func propertyListStrings(_ root: PropertyListXML.Value) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var stack: [PropertyListXML.Value] = [root]
        while let next = stack.popLast(), result.count < 100_000 {
            switch next {
            case .dictionary(let entries):
                for entry in entries.sorted(by: { $0.key < $1.key })
                where entry.key != "NSStringFormatSpecTypeKey" && entry.key != "NSStringFormatValueTypeKey" {
                    stack.append(entry.value)
                }
            case .array(let elements):
                stack.append(contentsOf: elements.reversed())
            case .string(let string):
                result.append((string, 0))
            case .other:
                break
            }
        }
        return result
    }

    /// A `.stringsdict`'s property list, nil when it is not one.
    static func propertyList(_ text: String) -> Any? {
        guard let data = text.data(using: .utf8) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// Every string of a `.stringsdict` (an XML property list) that is not a format directive.
    static func propertyListStrings(_ root: Any) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var stack: [Any] = [root]
        while let next = stack.popLast(), result.count < 100_000 {
            if let dictionary = next as? [String: Any] {
                for key in dictionary.keys.sorted()
                where key != "NSStringFormatSpecTypeKey" && key != "NSStringFormatValueTypeKey" {
                    if let value = dictionary[key] { stack.append(value) }
                }
            } else if let array = next as? [Any] {
                stack.append(contentsOf: array.reversed())
            } else if let string = next as? String {
                result.append((string, 0))
            }
        }
        return result
    }

    /// Keys (sorted) and, for each key, the key and every `stringUnit` value of a string
    /// catalog (JSON); nil when the text is not a JSON object, no texts when it has no `strings`.
    /// A key repeated in an object counts once, with its last value (as `JSONSerialization` reads it).
    /// `sourceTexts`: each key's text in the catalog's `sourceLanguage` (the key itself when the
    /// catalog has no translation for it; none when that language varies by plural or device).
    static func stringCatalog(_ text: String) -> (
        texts: [(String, Int)], keys: [String], sourceTexts: [LocalizedTableEntry]
    )? {
        guard let root = CatalogJSON.parse(Array(text.utf8)), case .object = root else { return nil }
        guard let strings = root.member("strings"), case .object(let entries) = strings else { return ([], [], []) }
        let byKey = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let keys = byKey.keys.sorted()
        var result: [(String, Int)] = []
        var sourceTexts: [LocalizedTableEntry] = []
        let sourceLanguage: String? =
            if case .string(let language)? = root.member("sourceLanguage") { language } else { nil }
        for key in keys {
            if let sourceLanguage {
                let source = byKey[key]?.member("localizations")?.member(sourceLanguage)
                if let source {
                    if case .string(let value)? = source.member("stringUnit")?.member("value") {
                        sourceTexts.append(LocalizedTableEntry(key: key, text: value))
                    }
                } else {
                    sourceTexts.append(LocalizedTableEntry(key: key, text: key))
                }
            }
            result.append((key, 0))
            var stack: [CatalogJSON] = byKey[key].map { [$0] } ?? []
            while let next = stack.popLast() {
                switch next {
                case .object(let members):
                    if let unit = next.member("stringUnit"), case .string(let value)? = unit.member("value") {
                        result.append((value, 0))
                    }
                    var seen: Set<String> = []
                    for member in members.reversed()
                    where seen.insert(member.key).inserted && member.key != "stringUnit" {
                        stack.append(member.value)
                    }
                case .array(let elements):
                    stack.append(contentsOf: elements.reversed())
                case .string, .scalar:
                    break
                }
            }
        }
        return (result, keys, sourceTexts)
    }
}

/// The old-style `.strings` format: `"key" = "value";`, `/* … */` and `//` comments, unquoted
/// words as keys. Returns each value (and key) with the UTF-8 offset of its opening quote; nil
/// when the text is not a strings file.
struct StringsFileParser {
    private let bytes: [UInt8]
    private var position = 0
    /// The keys read by `entries()`, in order.
    private(set) var keys: [String] = []
    /// Each key read by `entries()` with its value (the key itself for `"key";`), in order.
    private(set) var pairs: [LocalizedTableEntry] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func entries() -> [(String, Int)]? {
        var result: [(String, Int)] = []
        // A BOM decoded into the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while true {
            skipTrivia()
            guard position < bytes.count else { return result }
            let keyOffset = position
            guard let key = token() else { return nil }
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ";") {
                // `"key";` means key = value.
                position += 1
                result.append((key, keyOffset))
                keys.append(key)
                pairs.append(LocalizedTableEntry(key: key, text: key))
                continue
            }
            guard bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            skipTrivia()
            let valueOffset = position
            guard let value = token() else { return nil }
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
            position += 1
            result.append((key, keyOffset))
            result.append((value, valueOffset))
            keys.append(key)
            pairs.append(LocalizedTableEntry(key: key, text: value))
        }
    }

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                { position += 1 }
                position = min(bytes.count, position + 2)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF
            {
                position += 3
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes resolved, or an unquoted word.
    private mutating func token() -> String? {
        guard position < bytes.count else { return nil }
        if bytes[position] != UInt8(ascii: "\"") {
            let start = position
            while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }
        position += 1
        // Most strings have no escape: their bytes up to the closing quote are the text.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { position = end + 1 }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }
        var scalars: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                let escaped = bytes[position + 1]
                position += 2
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scalars.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var code: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                        code = code * 16 + digit
                        digits += 1
                        position += 1
                    }
                    if let scalar = Unicode.Scalar(code) {
                        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                    }
                default: scalars.append(escaped)
                }
                continue
            }
            scalars.append(byte)
            position += 1
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
