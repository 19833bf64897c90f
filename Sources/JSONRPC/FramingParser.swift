// A resumable parser for the LSP base protocol: `Content-Length` headers, then a body.
import Foundation

/// What the framing layer found in the byte stream: a message body, or a problem it recovered from.
public enum FramedInput: Hashable, Sendable {
    case message(Data)
    case problem(FramingProblem)
}

/// A framing problem. The parser has already recovered when it reports one; the description
/// is written for a log that the user of an editor may read.
public enum FramingProblem: Hashable, Sendable, CustomStringConvertible {
    /// A header block without `Content-Length`; its body is skipped by resynchronising.
    case missingContentLength(header: String)
    /// A `Content-Length` that is not a non-negative integer.
    case invalidContentLength(value: String)
    /// A body longer than the configured maximum; it is skipped without being buffered.
    case messageTooLarge(declaredLength: Int, maximumLength: Int)
    /// A header block that never ended within the header size limit.
    case headerTooLarge(maximumLength: Int)
    /// Bytes between messages that were not a header (after a wrong `Content-Length`, or noise).
    case discardedBytes(count: Int)
    /// The declared length ran into the next message's header; the body was cut where it begins.
    case contentLengthLongerThanBody(declaredLength: Int, actualLength: Int)

    public var description: String {
        switch self {
        case .missingContentLength(let header):
            return "message header has no Content-Length (header was '\(header)'); skipped to the next header"
        case .invalidContentLength(let value):
            return "Content-Length '\(value)' is not a non-negative integer; skipped to the next header"
        case .messageTooLarge(let declared, let maximum):
            return "message of \(declared) bytes exceeds the maximum message size of \(maximum) bytes; skipped it"
        case .headerTooLarge(let maximum):
            return "message header longer than \(maximum) bytes without an empty line; skipped to the next header"
        case .discardedBytes(let count):
            return
                "discarded \(count) bytes between messages that were not a message header (check the Content-Length of the previous message)"
        case .contentLengthLongerThanBody(let declared, let actual):
            return
                "Content-Length \(declared) is longer than the body (\(actual) bytes before the next header); used the shorter body"
        }
    }
}

/// Splits a byte stream into message bodies. Feed it whatever `read` returned; it keeps partial
/// headers and bodies between calls, and resynchronises at the next header after bad input.
public struct FramingParser {
    /// The default maximum body size: large enough for any source file an editor opens.
    public static let defaultMaximumMessageSize = 64 << 20
    /// Headers are tiny; a longer "header" is noise.
    package static let maximumHeaderSize = 64 << 10

    package let maximumMessageSize: Int
    private var buffer: [UInt8] = []
    private var readIndex = 0
    private var bytesToSkip = 0

    public init(maximumMessageSize: Int = FramingParser.defaultMaximumMessageSize) {
        self.maximumMessageSize = maximumMessageSize
    }

    /// Bytes received but not yet returned as a message (for tests and diagnostics).
    package var bufferedByteCount: Int { buffer.count - readIndex }

    /// Appends `bytes` and returns every complete message and problem found so far, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [FramedInput] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var outputs: [FramedInput] = []
        while let output = nextOutputs() {
            outputs.append(contentsOf: output)
        }
        compact()
        return outputs
    }

    /// One parsing step; nil when more bytes are needed.
    private mutating func nextOutputs() -> [FramedInput]? {
        if bytesToSkip > 0 {
            let skipped = min(bytesToSkip, buffer.count - readIndex)
            readIndex += skipped
            bytesToSkip -= skipped
            if bytesToSkip > 0 { return nil }
        }
        var problems: [FramedInput] = []
        guard let headerStart = HeaderScanner.firstHeaderStart(in: buffer, from: readIndex) else {
            // Keep the tail that may still become a header start (a name split across reads, or
            // a name whose blanks have not reached the colon yet); the rest is noise.
            let keepFrom = HeaderScanner.firstPossibleHeaderStart(in: buffer, from: readIndex) ?? buffer.count
            let discard = keepFrom - readIndex
            if discard > 0, HeaderScanner.containsNonWhitespace(buffer, readIndex..<(readIndex + discard)) {
                readIndex += discard
                return [.problem(.discardedBytes(count: discard))]
            }
            readIndex += discard
            return nil
        }
        if headerStart > readIndex {
            if HeaderScanner.containsNonWhitespace(buffer, readIndex..<headerStart) {
                problems.append(.problem(.discardedBytes(count: headerStart - readIndex)))
            }
            readIndex = headerStart
        }
        guard let headerEnd = HeaderScanner.endOfHeader(in: buffer, from: readIndex) else {
            if buffer.count - readIndex > FramingParser.maximumHeaderSize {
                readIndex += 1
                return problems + [.problem(.headerTooLarge(maximumLength: FramingParser.maximumHeaderSize))]
            }
            return problems.isEmpty ? nil : problems
        }
        let headerText = String(decoding: buffer[readIndex..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        switch HeaderScanner.contentLength(inHeader: headerText) {
        case .missing:
            readIndex = bodyStart
            return problems + [.problem(.missingContentLength(header: headerText))]
        case .invalid(let value):
            readIndex = bodyStart
            return problems + [.problem(.invalidContentLength(value: value))]
        case .valid(let length) where length > maximumMessageSize:
            readIndex = bodyStart
            bytesToSkip = length
            return problems + [.problem(.messageTooLarge(declaredLength: length, maximumLength: maximumMessageSize))]
        case .valid(let length):
            guard buffer.count - bodyStart >= length else { return problems.isEmpty ? nil : problems }
            var bodyEnd = bodyStart + length
            switch HeaderScanner.embeddedContentLengthHeader(in: buffer, range: bodyStart..<bodyEnd) {
            case .none:
                break
            case .startsAt(let nextHeader):
                // JSON cannot contain a raw header line, so the declared length overran the body.
                problems.append(
                    .problem(.contentLengthLongerThanBody(declaredLength: length, actualLength: nextHeader - bodyStart))
                )
                bodyEnd = nextHeader
            case .undecided:
                // Only an invalid body ends in what may be a header; wait for the bytes that decide it.
                return problems.isEmpty ? nil : problems
            }
            readIndex = bodyEnd
            return problems + [.message(Data(buffer[bodyStart..<bodyEnd]))]
        }
    }

    /// Drops consumed bytes once they dominate the buffer, so memory stays proportional to one message.
    private mutating func compact() {
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= (1 << 20))
            readIndex = 0
        } else if readIndex > 4096, readIndex > buffer.count / 2 {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
    }
}
