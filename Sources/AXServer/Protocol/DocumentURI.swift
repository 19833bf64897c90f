// Document URIs as the client sends them, and their conversion to file-system paths.
import Foundation

/// A document URI exactly as the client spelled it; it is the key of open documents.
package typealias DocumentURI = String

/// Converts `file://` URIs to the paths AXAnalysis uses as file names.
package enum DocumentURIPath {
    /// The file-system path of a `file://` URI (percent-decoded); other schemes map to the URI itself,
    /// so unsaved buffers still get a stable, unique name.
    package static func path(of uri: DocumentURI) -> String {
        guard uri.lowercased().hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst("file://".count))
        // Drop an authority ("localhost" or a host); the path starts at its first slash.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        return percentDecoded(rest)
    }

    /// A `file://` URI for a path, percent-encoding what a URI path may not contain.
    package static func uri(ofPath path: String) -> DocumentURI {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file://" + encoded
    }

    private static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
                let high = hexValue(iterator[iterator.startIndex]),
                let low = hexValue(iterator[iterator.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
