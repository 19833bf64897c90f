// libFuzzer entry point: arbitrary bytes through JSON-RPC framing (whole and in chunks) and decoding.
import Foundation
import FuzzerDriver
import JSONRPC

/// The first byte picks a chunk size; the rest is the stream. Framing must not depend on how
/// `read` happened to split the stream, so a whole feed and a chunked feed must agree exactly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONRPC(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let first = bytes.first else { return 0 }
    let stream = bytes.dropFirst()
    let chunkSize = 1 + Int(first % 32)

    var whole = FramingParser(maximumMessageSize: 1 << 16)
    let wholeOutputs = whole.feed(stream)
    var chunked = FramingParser(maximumMessageSize: 1 << 16)
    var chunkedOutputs: [FramedInput] = []
    var start = stream.startIndex
    while start < stream.endIndex {
        let end = min(start + chunkSize, stream.endIndex)
        chunkedOutputs += chunked.feed(stream[start..<end])
        start = end
    }
    if messages(in: wholeOutputs) != messages(in: chunkedOutputs) {
        fatalError("framing depends on chunking (\(chunkSize)-byte chunks): \(wholeOutputs) vs \(chunkedOutputs)")
    }
    for case .message(let body) in wholeOutputs {
        switch MessageDecoder.decode(body) {
        case .success(.request(let request)): _ = try? request.decodeParams(JSONValue.self)
        case .success(.notification(let notification)): _ = try? notification.decodeParams(JSONValue.self)
        case .success(.response), .failure: break
        }
    }
    return 0
}

/// The message bodies only: how much noise was reported may legitimately differ by chunking.
private func messages(in outputs: [FramedInput]) -> [Data] {
    outputs.compactMap { output in
        if case .message(let body) = output { return body }
        return nil
    }
}

/// SwiftPM aliases `main` to `<Module>_main`; start libFuzzer's driver from here (see README).
@_cdecl("FuzzJSONRPC_main")
public func fuzzJSONRPCMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argumentCount = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in
        fuzzJSONRPC(data, size)
    }
}
