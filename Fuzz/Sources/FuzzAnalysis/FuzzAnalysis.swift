// libFuzzer entry point: arbitrary bytes through per-file extraction and workspace resolution.
import AXAnalysis
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
    return FileExtractor.summarize(path: path, tree: SwiftSourceParser.parse(text))
}

/// SwiftPM links executables with `main` aliased to `<Module>_main`, so libFuzzer's own `main`
/// cannot be used; this one starts the same driver, on a thread with `DeepStack`'s stack.
@_cdecl("FuzzAnalysis_main")
public func fuzzAnalysisMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    DeepStack.run {
        var argumentCount = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in
            fuzzAnalysis(data, size)
        }
    }
}
