// libFuzzer entry point: arbitrary bytes through per-file extraction and workspace resolution.
import AXAnalysis
import FuzzerDriver

/// One fuzz input: the bytes as a Swift file and as a storyboard, then every workspace answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnalysis(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let text = String(decoding: bytes, as: UTF8.self)
    let workspace = AnalysisWorkspace()
    workspace.update(path: "App/Fuzzed.swift", text: text)
    workspace.update(path: "App/Fuzzed.storyboard", text: text)
    _ = workspace.allIdentifiers()
    _ = workspace.allFindings()
    return 0
}

/// SwiftPM links executables with `main` aliased to `<Module>_main`, so libFuzzer's own `main`
/// cannot be used; this one starts the same driver.
@_cdecl("FuzzAnalysis_main")
public func fuzzAnalysisMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argumentCount = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in
        fuzzAnalysis(data, size)
    }
}
