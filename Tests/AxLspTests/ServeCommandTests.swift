// The default subcommand serves LSP: `ax-lsp --stdio` answers initialize and exits cleanly.
import XCTest

final class ServeCommandTests: XCTestCase {
    private func framed(_ json: String) -> Data {
        Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    private func serve(_ arguments: [String]) throws -> (exitCode: Int32, stdout: String) {
        let process = Process()
        process.executableURL = AxLspRunner.binaryURL
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var messages = framed(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#
        )
        messages.append(framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
        messages.append(framed(#"{"jsonrpc":"2.0","method":"exit"}"#))
        input.fileHandleForWriting.write(messages)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testStdioFlagAndNoArgumentsBothServeAndExitZeroAfterShutdown() throws {
        for arguments in [["--stdio"], [], ["serve", "--log-level", "debug"]] {
            let result = try serve(arguments)
            XCTAssertEqual(result.exitCode, 0, "\(arguments)")
            XCTAssertTrue(
                result.stdout.contains(#""serverInfo":{"#) || result.stdout.contains(#""serverInfo" : {"#),
                "\(arguments): \(result.stdout)")
            XCTAssertTrue(
                result.stdout.contains(#""id":2"#) || result.stdout.contains(#""id" : 2"#),
                "\(arguments): shutdown answered: \(result.stdout)")
        }
    }

    func testUnknownLogLevelIsAUsageError() throws {
        let result = try AxLspRunner.run(["serve", "--log-level", "verbose"], in: CLIFixtures.url("Findings"))
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.contains("verbose"), result.stderr)
    }
}
