// `ax-lsp generate --output FILE [--check]`: writes constants; --check exits 2 when stale.
import XCTest

final class GenerateCommandTests: XCTestCase {
    func testGenerateWritesSnapshotAndCheckPassesThenFailsWhenStale() throws {
        let scratch = try CLIFixtures.copy("Conventions")
        let missing = try AxLspRunner.run(
            ["generate", "--output", "Identifiers.swift", "--check", "--quiet"], in: scratch)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertEqual(
            missing.stderr,
            "error: Identifiers.swift is out of date; run 'ax-lsp generate --output Identifiers.swift'\n")

        let write = try AxLspRunner.run(["generate", "--output", "Identifiers.swift"], in: scratch)
        XCTAssertEqual(write.exitCode, 0, write.stderr)
        let generated = try String(contentsOf: scratch.appendingPathComponent("Identifiers.swift"), encoding: .utf8)
        Snapshot.assertMatches(generated, named: "generate-conventions.swift")

        // The generated file lies inside the workspace; it must not feed back into itself.
        let upToDate = try AxLspRunner.run(["generate", "--output", "Identifiers.swift", "--check"], in: scratch)
        XCTAssertEqual(upToDate.exitCode, 0, upToDate.stderr)
        XCTAssertEqual(upToDate.stderr, "Identifiers.swift is up to date\n")

        let source = scratch.appendingPathComponent("App/LoginViewController.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "signInButton", with: "logInButton").utf8).write(to: source)
        let stale = try AxLspRunner.run(["generate", "--output", "Identifiers.swift", "--check"], in: scratch)
        XCTAssertEqual(stale.exitCode, 2)
    }

    func testGeneratedFileTypeChecks() throws {
        let scratch = try CLIFixtures.copy("Conventions")
        _ = try AxLspRunner.run(["generate", "--output", "Identifiers.swift"], in: scratch)
        let result = try SwiftCompiler.typecheck(scratch.appendingPathComponent("Identifiers.swift"))
        XCTAssertEqual(result.exitCode, 0, result.output)
    }
}

/// Runs `swiftc -typecheck` to prove generated code is valid Swift.
enum SwiftCompiler {
    static func typecheck(_ file: URL) throws -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
