// Framing: split reads at every byte boundary, several messages per read, header variants, each malformed case.
import AXTestSupport
import Foundation
import JSONRPC
import XCTest

final class FramingParserTests: XCTestCase {
    let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"text":"héllo 👋"}}"#
    let second = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#
    let third = #"{"jsonrpc":"2.0","id":"b","result":null}"#

    /// Three messages with different header spellings: plain, Content-Type first, lowercase with blanks.
    var sampleStream: [UInt8] {
        Array("Content-Length: \(first.utf8.count)\r\n\r\n\(first)".utf8)
            + Array(
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(second.utf8.count)\r\n\r\n\(second)"
                    .utf8)
            + Array(
                "content-length:\(third.utf8.count)  \r\ncontent-type: application/vscode-jsonrpc; charset=utf8\r\n\r\n\(third)"
                    .utf8)
    }

    var expectedMessages: [FramedInput] {
        [first, second, third].map { .message(Data($0.utf8)) }
    }

    func feedAll(_ chunks: [ArraySlice<UInt8>], maximumMessageSize: Int = FramingParser.defaultMaximumMessageSize)
        -> [FramedInput]
    {
        var parser = FramingParser(maximumMessageSize: maximumMessageSize)
        return chunks.flatMap { parser.feed($0) }
    }

    func testWholeStreamInOneReadYieldsEveryMessageInOrder() {
        XCTAssertEqual(feedAll([sampleStream[...]]), expectedMessages)
    }

    func testSplitAtEveryByteBoundaryYieldsTheSameMessages() {
        let stream = sampleStream
        for split in 0...stream.count {
            XCTAssertEqual(feedAll([stream[..<split], stream[split...]]), expectedMessages, "split at byte \(split)")
        }
    }

    func testOneByteAtATimeYieldsTheSameMessagesAndKeepsNothingBuffered() {
        var parser = FramingParser()
        let outputs = sampleStream.flatMap { parser.feed([$0]) }
        XCTAssertEqual(outputs, expectedMessages)
        XCTAssertEqual(parser.bufferedByteCount, 0)
    }

    func testTwoMessagesInOneChunkAfterAPartialOne() {
        let stream = sampleStream
        let firstEnd = "Content-Length: \(first.utf8.count)\r\n\r\n\(first)".utf8.count
        // The first read ends inside message one's body; the second read completes it and carries two more.
        var parser = FramingParser()
        XCTAssertEqual(parser.feed(stream[..<(firstEnd - 3)]), [])
        XCTAssertEqual(parser.feed(stream[(firstEnd - 3)...]), expectedMessages)
    }

    func testEmptyBodyIsAMessage() {
        XCTAssertEqual(feedAll([Array("Content-Length: 0\r\n\r\n".utf8)[...]]), [.message(Data())])
    }

    func testMissingContentLengthIsReportedAndTheNextMessageIsParsed() {
        let stream =
            Array("Content-Type: text/plain\r\n\r\n{\"x\":1}".utf8)
            + Array("Content-Length: \(second.utf8.count)\r\n\r\n\(second)".utf8)
        XCTAssertEqual(
            feedAll([stream[...]]),
            [
                .problem(.missingContentLength(header: "Content-Type: text/plain")),
                .problem(.discardedBytes(count: 7)),
                .message(Data(second.utf8))
            ])
    }

    func testNonNumericAndNegativeContentLengthsAreReportedAndSkipped() {
        for value in ["abc", "-5", "12x", ""] {
            let stream =
                Array("Content-Length: \(value)\r\n\r\n{}".utf8)
                + Array("Content-Length: \(second.utf8.count)\r\n\r\n\(second)".utf8)
            XCTAssertEqual(
                feedAll([stream[...]]),
                [
                    .problem(.invalidContentLength(value: value)),
                    .problem(.discardedBytes(count: 2)),
                    .message(Data(second.utf8))
                ], "Content-Length '\(value)'")
        }
    }

    func testMessageLargerThanTheMaximumIsSkippedWithoutBufferingIt() {
        let large = String(repeating: "x", count: 300)
        let stream =
            Array("Content-Length: 300\r\n\r\n\(large)".utf8)
            + Array("Content-Length: \(second.utf8.count)\r\n\r\n\(second)".utf8)
        var parser = FramingParser(maximumMessageSize: 100)
        var outputs: [FramedInput] = []
        for start in stride(from: 0, to: stream.count, by: 50) {
            outputs += parser.feed(stream[start..<min(start + 50, stream.count)])
            XCTAssertLessThanOrEqual(parser.bufferedByteCount, 100)
        }
        XCTAssertEqual(
            outputs, [.problem(.messageTooLarge(declaredLength: 300, maximumLength: 100)), .message(Data(second.utf8))])
    }

    func testBodyShorterThanContentLengthRunsIntoTheNextHeaderAndIsCutThere() {
        let stream =
            Array("Content-Length: \(third.utf8.count + 25)\r\n\r\n\(third)".utf8)
            + Array("Content-Length: \(second.utf8.count)\r\n\r\n\(second)".utf8)
        XCTAssertEqual(
            feedAll([stream[...]]),
            [
                .problem(
                    .contentLengthLongerThanBody(declaredLength: third.utf8.count + 25, actualLength: third.utf8.count)),
                .message(Data(third.utf8)),
                .message(Data(second.utf8))
            ])
    }

    func testContentLengthShorterThanBodyLeavesGarbageThatIsDiscarded() {
        let stream =
            Array("Content-Length: 10\r\n\r\n\(third)".utf8)
            + Array("Content-Length: \(second.utf8.count)\r\n\r\n\(second)".utf8)
        XCTAssertEqual(
            feedAll([stream[...]]),
            [
                .message(Data(third.utf8.prefix(10))),
                .problem(.discardedBytes(count: third.utf8.count - 10)),
                .message(Data(second.utf8))
            ])
    }

    func testNoiseBeforeAHeaderIsDiscardedButBlankLinesAreNotReported() {
        let stream = Array("\r\n\r\nContent-Length: 2\r\n\r\n{}garbage!Content-Length: 2\r\n\r\n[]".utf8)
        XCTAssertEqual(
            feedAll([stream[...]]),
            [.message(Data("{}".utf8)), .problem(.discardedBytes(count: 8)), .message(Data("[]".utf8))])
    }

    func testNoiseWithoutAnyHeaderIsDiscardedKeepingAPossibleHeaderPrefix() {
        var parser = FramingParser()
        let noise = Array(String(repeating: "noise ", count: 10).utf8) + Array("Content-Le".utf8)
        XCTAssertEqual(parser.feed(noise), [.problem(.discardedBytes(count: noise.count - "Content-Le".utf8.count))])
        XCTAssertEqual(parser.feed(Array("ngth: 2\r\n\r\n{}".utf8)), [.message(Data("{}".utf8))])
    }

    /// A header name with blanks before its colon (allowed) must survive reads that end inside
    /// the blanks; discarding it there made framing depend on where `read` split the stream.
    func testHeaderNameWithManyBlanksSurvivesReadsThatEndInsideTheBlanks() {
        let stream = Array("Content-Length\t\t\t\t\t\t\t\t\t\t\t: 2\r\n\r\n{}".utf8)
        var parser = FramingParser()
        XCTAssertEqual(stream.flatMap { parser.feed([$0]) }, [.message(Data("{}".utf8))])
        XCTAssertEqual(feedAll([stream[...]]), [.message(Data("{}".utf8))])
    }

    /// A prefix that turns out not to be a header is still discarded as noise.
    func testAPossibleHeaderStartThatIsNotOneIsDiscardedLater() {
        var parser = FramingParser()
        XCTAssertEqual(parser.feed(Array("xx Content-Length  ".utf8)), [.problem(.discardedBytes(count: 3))])
        XCTAssertEqual(
            parser.feed(Array("= 2\r\n\r\nContent-Length: 2\r\n\r\n[]".utf8)),
            [.problem(.discardedBytes(count: "Content-Length  = 2\r\n\r\n".utf8.count)), .message(Data("[]".utf8))])
    }

    /// The input the JSON-RPC fuzzer found (CI, 2026-11-24): whole and in chunks of every size
    /// from 1 to 32 bytes, the same messages.
    func testTheFuzzersChunkingCounterexampleFramesTheSameInEveryChunkSize() {
        let hex = """
            436f6e74656e742d4c656e67746809090909090909090909093a2031326f430703436f6e74656e742d4c6510\
            436f6e74656e742d4c656e6774683a20340d0a470a7b226a736f6e727063223a22322e30222c226d6574686f\
            64223a2278227d436f6e74656e742d4c656e6774683a206162630d0a0d0a7b7d436f6e74656e742d4c656e67\
            74683a20c6f2f5f203436f6e86656e742d4c656e6774683a2035370d0a0d0a7b226a736f6e72706322652d6a\
            736f6e54000000706322223a20312e30222c20226964223a202261306e74656e742d4c656e6774683a203130\
            ab0000000000000000000d0a0d00000000000000000a7b226a
            """
        var stream: [UInt8] = []
        var index = hex.startIndex
        while let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex), next > index,
            let byte = UInt8(hex[index..<next], radix: 16)
        {
            stream.append(byte)
            index = next
        }
        XCTAssertGreaterThan(stream.count, 200)
        func messages(_ outputs: [FramedInput]) -> [Data] {
            outputs.compactMap { if case .message(let body) = $0 { return body } else { return nil } }
        }
        var wholeParser = FramingParser(maximumMessageSize: 1 << 16)
        let whole = messages(wholeParser.feed(stream))
        for size in 1...32 {
            var parser = FramingParser(maximumMessageSize: 1 << 16)
            var chunked: [FramedInput] = []
            var start = 0
            while start < stream.count {
                chunked += parser.feed(stream[start..<min(start + size, stream.count)])
                start += size
            }
            XCTAssertEqual(messages(chunked), whole, "\(size)-byte chunks")
        }
    }

    func testEndlessHeaderIsReportedOnceItExceedsTheHeaderLimit() {
        var parser = FramingParser()
        let header =
            Array("Content-Length: 2\r\nX-Padding: ".utf8)
            + [UInt8](repeating: 0x61, count: FramingParser.maximumHeaderSize)
        let outputs = parser.feed(header)
        XCTAssertEqual(outputs.first, .problem(.headerTooLarge(maximumLength: FramingParser.maximumHeaderSize)))
        XCTAssertEqual(parser.feed(Array("Content-Length: 2\r\n\r\n{}".utf8)).last, .message(Data("{}".utf8)))
    }

    func testProblemDescriptionsAreActionable() {
        XCTAssertEqual(
            FramingProblem.messageTooLarge(declaredLength: 300, maximumLength: 100).description,
            "message of 300 bytes exceeds the maximum message size of 100 bytes; skipped it")
        XCTAssertEqual(
            FramingProblem.invalidContentLength(value: "abc").description,
            "Content-Length 'abc' is not a non-negative integer; skipped to the next header")
    }

    func testRandomNoiseBetweenMessagesNeverLosesTheMessagesAfterIt() {
        var generator = SplitMix64(seed: 42)
        for round in 0..<200 {
            // Noise without 'c'/'C' cannot contain a header name, so every framed message after it must come out intact.
            let noise = (0..<Int(generator.next() % 200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                .filter { $0 | 0x20 != 0x63 }
            let stream = Array(noise) + sampleStream
            let split = Int(generator.next() % UInt64(stream.count + 1))
            let messages = feedAll([stream[..<split], stream[split...]]).filter {
                if case .message = $0 { return true } else { return false }
            }
            XCTAssertEqual(messages, expectedMessages, "round \(round)")
        }
    }
}
