// The single writer of framed messages: one lock, one write of header and body per message.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes each message whole, so concurrent senders never interleave bytes on the stream.
/// Nothing else may write to the output (stdout carries only protocol messages).
package final class MessageWriter: @unchecked Sendable {
    private enum Destination {
        case fileDescriptor(Int32)
        case sink((Data) -> Void)
    }

    private let destination: Destination
    private let lock = NSLock()
    private var broken = false

    /// Writes to a file descriptor (stdout for the server).
    package init(fileDescriptor: Int32) {
        destination = .fileDescriptor(fileDescriptor)
    }

    /// Hands each framed message to `sink` (in-process tests).
    package init(sink: @escaping (Data) -> Void) {
        destination = .sink(sink)
    }

    /// False once the peer closed the stream; later messages are dropped.
    package var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !broken
    }

    /// Frames `body` and writes it atomically; returns false when the output is closed.
    @discardableResult
    package func write(body: Data) -> Bool {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        lock.lock()
        defer { lock.unlock() }
        guard !broken else { return false }
        switch destination {
        case .sink(let sink):
            sink(framed)
            return true
        case .fileDescriptor(let fileDescriptor):
            broken = !Self.writeAll(framed, to: fileDescriptor)
            return !broken
        }
    }

    private static func writeAll(_ data: Data, to fileDescriptor: Int32) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let result = posixWrite(fileDescriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
    }
}

/// `write(2)`, named apart from `MessageWriter.write` so the call is unambiguous.
@inline(__always)
func posixWrite(_ fileDescriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fileDescriptor, buffer, count)
}
