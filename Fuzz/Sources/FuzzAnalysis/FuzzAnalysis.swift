// libFuzzer entry point: arbitrary bytes through per-file extraction and workspace resolution.
import AXAnalysis
import Foundation
import FuzzerDriver

/// One fuzz input: the bytes as a Swift file and as a storyboard, then every workspace answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnalysis(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let text = String(decoding: bytes, as: UTF8.self)
    let workspace = AnalysisWorkspace()
    for path in ["App/Fuzzed.swift", "App/Fuzzed.storyboard"] {
        workspace.update(path: path, text: text, summary: summarizeOnThisThread(path: path, text: text))
    }
    _ = workspace.allIdentifiers()
    _ = workspace.allFindings()
    return 0
}

/// `FileExtractor.summarize(path:text:)` starts a 512 MiB `DeepStack` thread per Swift file, a
/// fixed cost per input that finds nothing. The whole fuzz loop already runs on such a thread
/// (see `FuzzAnalysis_main`), so Swift text is parsed and summarised right here, exactly as
/// `summarize(path:text:)` does inside its thread.
/// Storyboards and binary text take paths that start no thread, so they go through as is.
func summarizeOnThisThread(path: String, text: String) -> FileSummary {
    if path.hasSuffix(".storyboard") || text.utf8.contains(0) {
        return FileExtractor.summarize(path: path, text: text)
    }
    let parse = SwiftSourceParser.guardedParse(text)
    return FileExtractor.summarize(path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped)
}

/// SwiftPM links executables with `main` aliased to `<Module>_main`, so libFuzzer's own `main`
/// cannot be used; this one starts the same driver on a thread with `DeepStack`'s stack.
///
/// libFuzzer's `-timeout` is a `SIGALRM` whose handler acts only on the thread that started the
/// driver (`InFuzzingThread`); the kernel may deliver it to any thread that does not block it, and
/// delivered to the waiting main thread it was ignored, so one slow input hung the fuzz stage for
/// good. The main thread blocks `SIGALRM` once the fuzzing thread is started (which keeps the mask
/// it was created with), so the alarm reaches the fuzzing thread and a slow input is reported as
/// a `timeout-` artifact.
@_cdecl("FuzzAnalysis_main")
public func fuzzAnalysisMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let arguments = UncheckedArguments(count: argc, values: argv)
    let finished = DispatchSemaphore(value: 0)
    let status = StatusBox()
    DeepStack.startThread(name: "fuzzing") {
        var argumentCount = arguments.count
        var values = arguments.values
        status.value = LLVMFuzzerRunDriver(&argumentCount, &values) { data, size in
            fuzzAnalysis(data, size)
        }
        finished.signal()
    }
    var alarm = sigset_t()
    sigemptyset(&alarm)
    sigaddset(&alarm, SIGALRM)
    pthread_sigmask(SIG_BLOCK, &alarm, nil)
    finished.wait()
    return status.value
}

/// The process arguments, handed to the fuzzing thread (which is the only one to use them).
private struct UncheckedArguments: @unchecked Sendable {
    let count: CInt
    let values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
}

private final class StatusBox: @unchecked Sendable {
    var value: CInt = 0
}
