// Validates the SARIF report against a JSON schema with python3's jsonschema.
import XCTest

/// The schema in Resources/ covers the SARIF 2.1.0 objects ax-lsp emits, with the OASIS
/// schema's constraints for them (closed objects, enums, minimums, relative URIs).
final class SARIFSchemaTests: XCTestCase {
    func testSARIFReportIsValidAgainstTheSchema() throws {
        let report = try AxLspRunner.run(["check", "--quiet", "--reporter", "sarif"], in: CLIFixtures.url("Findings"))
        let scratch = try CLIFixtures.make(["report.sarif": report.stdout])
        let schema = CLIFixtures.resources.appendingPathComponent("sarif-2.1.0-subset.schema.json")
        let result = try runPython(validating: scratch.appendingPathComponent("report.sarif"), schema: schema)
        XCTAssertEqual(result.exitCode, 0, result.output)
        XCTAssertEqual(result.output, "valid: 5 results, 7+ rules\n")
    }

    func testSchemaRejectsAnInvalidLevel() throws {
        let report = try AxLspRunner.run(["check", "--quiet", "--reporter", "sarif"], in: CLIFixtures.url("Findings"))
        let broken = report.stdout.replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"severe\"")
        let scratch = try CLIFixtures.make(["report.sarif": broken])
        let schema = CLIFixtures.resources.appendingPathComponent("sarif-2.1.0-subset.schema.json")
        let result = try runPython(validating: scratch.appendingPathComponent("report.sarif"), schema: schema)
        XCTAssertEqual(result.exitCode, 1, "the validator must catch a broken report, or the test above proves nothing")
    }

    private func runPython(validating report: URL, schema: URL) throws -> (exitCode: Int32, output: String) {
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
            errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
            for error in errors:
                print(list(error.path), error.message)
            if errors:
                sys.exit(1)
            rules = log["runs"][0]["tool"]["driver"]["rules"]
            print("valid: %d results, %s rules" % (len(log["runs"][0]["results"]), "7+" if len(rules) >= 7 else len(rules)))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, report.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
