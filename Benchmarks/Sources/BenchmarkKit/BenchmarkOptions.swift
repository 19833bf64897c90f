// Command-line options of ax-lsp-bench, parsed by hand to keep the suite's dependencies small.
import Foundation

/// What to run and on what size.
public struct BenchmarkOptions {
    public var fileCount = 5_000
    public var seed: UInt64 = 7
    public var largeFileLines = 5_000
    /// A real workspace instead of the synthetic one.
    public var workspacePath: String?
    public var threads = 2
    public var runs = 3
    public var edits = 200
    public var memoryEdits = 10_000
    /// The server's RSS is sampled every this many edits of the memory phase.
    public var sampleEvery = 1_000
    public var directory = NSTemporaryDirectory() + "ax-lsp-bench"
    public var skipMemory = false
    public var quick = false
    /// One case of `pathological` instead of all.
    public var pathologicalCase: String?
    /// The workspace sizes of `scale` instead of its ladder.
    public var scaleSizes: [Int]?

    public init() {}

    /// Parses `--name value` pairs; unknown options are reported, not ignored.
    public static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, BenchmarkOptionError> {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            func value() -> String? { remaining.popFirst() }
            switch name {
            case "--quick":
                options.quick = true
                options.fileCount = 60
                options.largeFileLines = 600
                options.runs = 1
                options.edits = 10
                options.memoryEdits = 40
                options.sampleEvery = 10
            case "--skip-memory": options.skipMemory = true
            case "--files":
                guard let count = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.fileCount = count
            case "--seed":
                guard let seed = value().flatMap(UInt64.init) else { return .failure(.init(name)) }
                options.seed = seed
            case "--large-lines":
                guard let lines = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.largeFileLines = lines
            case "--workspace":
                guard let path = value() else { return .failure(.init(name)) }
                options.workspacePath = path
            case "--threads":
                guard let threads = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.threads = threads
            case "--runs":
                guard let runs = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.runs = runs
            case "--edits":
                guard let edits = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.edits = edits
            case "--memory-edits":
                guard let edits = value().flatMap(Int.init) else { return .failure(.init(name)) }
                options.memoryEdits = edits
            case "--sample-every":
                guard let every = value().flatMap(Int.init), every > 0 else { return .failure(.init(name)) }
                options.sampleEvery = every
            case "--case":
                guard let name = value() else { return .failure(.init(name)) }
                options.pathologicalCase = name
            case "--sizes":
                let sizes = value()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return .failure(.init(name)) }
                options.scaleSizes = sizes
            case "--dir":
                guard let directory = value() else { return .failure(.init(name)) }
                options.directory = directory
            default: return .failure(.init(name))
            }
        }
        return .success(options)
    }

    /// The arguments that reproduce these options in a child process.
    public var arguments: [String] {
        var arguments = [
            "--files", "\(fileCount)", "--seed", "\(seed)", "--large-lines", "\(largeFileLines)",
            "--threads", "\(threads)", "--runs", "\(runs)", "--edits", "\(edits)",
            "--memory-edits", "\(memoryEdits)", "--sample-every", "\(sampleEvery)", "--dir", directory
        ]
        if let workspacePath { arguments += ["--workspace", workspacePath] }
        return arguments
    }

    /// The workspace root: the real one, or the synthetic one (written on first use).
    public func workspaceRoot() -> String {
        if let workspacePath { return workspacePath }
        return BenchmarkWorkspace.synthesize(
            fileCount: fileCount, seed: seed, largeFileLines: largeFileLines, directory: directory)
    }
}

/// An option that is unknown or lacks its value.
public struct BenchmarkOptionError: Error {
    public var option: String
    init(_ option: String) { self.option = option }
}
