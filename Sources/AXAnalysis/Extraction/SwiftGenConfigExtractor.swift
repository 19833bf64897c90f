// Reads a SwiftGen configuration's `strings` entries with Yams, for apps that generate the
// strings file at build time instead of committing it.
import Foundation
import Yams

/// `swiftgen.yml` (or `swiftgen-app.yml`…): each `strings` entry's inputs, relative to the
/// configuration's folder (and its `input_dir`), and the enum its Swift template declares.
package enum SwiftGenConfigExtractor {
    /// True for a file named like a SwiftGen configuration: `swiftgen*.yml` or `.yaml`.
    package static func isConfigPath(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lowercased().hasPrefix("swiftgen") && MaestroFlowExtractor.isYAML(name)
    }

    package static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .swiftGenConfig)
        guard text.utf8.count <= 64 * 1024, let root = (try? Yams.compose(yaml: text))?.mapping else {
            return summary
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var base = folder
        if let inputFolder = root["input_dir"]?.scalar?.string { base = join(base, inputFolder) }
        let entries: [Node] = root["strings"].map { $0.sequence.map(Array.init) ?? [$0] } ?? []
        for entry in entries {
            guard let mapping = entry.mapping, let inputs = mapping["inputs"] else { continue }
            let written =
                inputs.sequence.map { $0.compactMap { $0.scalar?.string } } ?? [inputs.scalar?.string].compactMap { $0 }
            let outputs: [Node] = mapping["outputs"].map { $0.sequence.map(Array.init) ?? [$0] } ?? []
            for output in outputs {
                guard let template = output.mapping?["templateName"]?.scalar?.string,
                    template == "structured-swift5" || template == "flat-swift5"
                else { continue }
                let enumName = output.mapping?["params"]?.mapping?["enumName"]?.scalar?.string ?? "L10n"
                summary.swiftGenStrings.append(
                    SwiftGenStringsFact(
                        inputs: written.map { join(base, $0) }, enumName: enumName,
                        structured: template == "structured-swift5"))
            }
        }
        return summary
    }

    /// `folder/relative` without `./` parts or a trailing slash; `relative` alone when `folder` is empty.
    static func join(_ folder: String, _ relative: String) -> String {
        var parts =
            folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in relative.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, !last.isEmpty, last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    // MARK: The generated names

    /// The accessor a key becomes: for `structured-swift5` the enums its `.`-separated parts name
    /// (`Login.title` → owner `Login`, name `title`), for `flat-swift5` the whole key; nil when the
    /// text takes format arguments (SwiftGen generates a function).
    package static func accessor(key: String, text: String, structured: Bool) -> (path: [String], name: String)? {
        guard !hasPlaceholder(text) else { return nil }
        let parts = structured ? key.split(separator: ".").map(String.init) : [key]
        guard let last = parts.last else { return nil }
        let name = lowerFirstWord(swiftIdentifier(last))
        guard !name.isEmpty else { return nil }
        return (parts.dropLast().map(swiftIdentifier), name)
    }

    /// StencilSwiftKit's `swiftIdentifier:"pretty"`: non-identifier characters become `_`, then
    /// the snake-case parts are joined, each with its first letter capitalised (all-uppercase
    /// text is lowercased first, `OK_BUTTON` → `OkButton`); leading underscores are dropped.
    package static func swiftIdentifier(_ text: String) -> String {
        let underscored = String(
            String.UnicodeScalarView(text.unicodeScalars.map { isIdentifierScalar($0) ? $0 : "_" }))
        let hasLowercase = underscored.unicodeScalars.contains { CharacterSet.lowercaseLetters.contains($0) }
        let parts = underscored.split(separator: "_").map { part -> String in
            let word = hasLowercase ? String(part) : part.lowercased()
            guard let first = word.first else { return "" }
            return first.uppercased() + word.dropFirst()
        }
        var result = parts.joined()
        // A leading digit is not an identifier's start: SwiftGen prefixes `_`.
        if let first = result.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { result = "_" + result }
        return result
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
    }

    /// StencilSwiftKit's `lowerFirstWord`: the leading run of capitals lowercased, but the last
    /// of several when a lowercase letter follows (`URLString` → `urlString`, `Name` → `name`).
    package static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        let head = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// A `printf` placeholder (`%@`, `%d`, `%1$@`, `%.2f`, `%#@items@`); `%%` is none.
    static func hasPlaceholder(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            // Position, flags, width, precision and length, then the conversion.
            while index < bytes.count, "0123456789$-+# .hlqztjL".utf8.contains(bytes[index]) { index += 1 }
            if index < bytes.count, "@dDuUxXoOfFeEgGcCsSaAp".utf8.contains(bytes[index]) { return true }
        }
        return false
    }
}
