// Runs the built `ax-lsp` binary on fixtures and captures its output and exit code.
import Foundation
import XCTest

/// What one run of the binary produced.
struct AxLspResult {
    var stdout: String
    var stderr: String
    var exitCode: Int32
}

/// Locates `ax-lsp` in the build products folder next to the test bundle and runs it.
enum AxLspRunner {
    /// The products folder (`.build/debug`), found from the running test bundle.
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    static var binaryURL: URL { productsDirectory.appendingPathComponent("ax-lsp") }

    /// `XDG_CACHE_HOME` of every run unless a test passes its own: one folder per test process.
    static let scratchCacheHome = ScratchFolders.register(
        FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-tests-cache-\(UUID().uuidString)"))

    /// Runs `ax-lsp arguments…` in `directory` with stdin closed.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> AxLspResult {
        guard FileManager.default.isExecutableFile(atPath: binaryURL.path) else {
            XCTFail(
                "ax-lsp is not built at \(binaryURL.path); run 'swift build --build-tests' first", file: file,
                line: line)
            return AxLspResult(stdout: "", stderr: "", exitCode: -1)
        }
        let process = Process()
        process.executableURL = binaryURL
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Tests may run inside Xcode; its variables must not change what the binary prints.
        var childEnvironment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XCODE_") }
        // The summary cache goes to a folder of this test run, never the user's ~/.cache.
        childEnvironment["XDG_CACHE_HOME"] = scratchCacheHome.path
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        let stdout = Pipe()
        // stderr goes to a file so that neither stream can fill a pipe and block the child.
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        process.standardOutput = stdout
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errorData = FileManager.default.contents(atPath: errorURL.path) ?? Data()
        return AxLspResult(
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self),
            exitCode: process.terminationStatus
        )
    }
}

/// Fixture folders of this test target, read in place or copied to a scratch folder.
enum CLIFixtures {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ name: String) -> URL {
        testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static var resources: URL { testsDirectory.appendingPathComponent("Resources") }

    /// A fresh writable copy of a fixture; `transform` may rewrite each text file (CRLF runs).
    static func copy(_ name: String, transform: ((String) -> String)? = nil) throws -> URL {
        let scratch = ScratchFolders.register(
            FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-tests-\(UUID().uuidString)")
        )
        .appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url(name), to: scratch)
        if let transform, let enumerator = FileManager.default.enumerator(atPath: scratch.path) {
            for case let relative as String in enumerator {
                let fileURL = scratch.appendingPathComponent(relative)
                guard let data = FileManager.default.contents(atPath: fileURL.path),
                    let text = String(data: data, encoding: .utf8)
                else { continue }
                try Data(transform(text).utf8).write(to: fileURL)
            }
        }
        return scratch
    }

    /// A scratch folder with the given files (`relative path: text`).
    static func make(_ files: [String: String]) throws -> URL {
        let scratch = ScratchFolders.register(
            FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-tests-\(UUID().uuidString)"))
        for (path, text) in files {
            let fileURL = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: fileURL)
        }
        return scratch
    }

    static func toCRLF(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }
}
