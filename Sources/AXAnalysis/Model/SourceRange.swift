// Positions inside AXAnalysis: files are named by path, places by UTF-8 byte offsets.

/// A half-open range of UTF-8 byte offsets into one file's text.
public struct ByteRange: Hashable, Codable, Sendable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    package var length: Int { end - start }

    /// True when `utf8Offset` lies inside the range or touches its end (a cursor just after
    /// a token is still "on" it, as editors expect for hover).
    package func contains(_ utf8Offset: Int) -> Bool {
        utf8Offset >= start && utf8Offset <= end
    }

    package func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }

    package func overlaps(_ other: ByteRange) -> Bool { start < other.end && other.start < end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A place in the workspace: a file path and a byte range in it.
package struct SourceSite: Hashable, Codable, Sendable {
    package var file: String
    package var range: ByteRange

    package init(file: String, range: ByteRange) {
        self.file = file
        self.range = range
    }
}
