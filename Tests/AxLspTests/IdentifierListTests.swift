// `ax-lsp ids` in every format on a fixture that uses every convention.
import XCTest

final class IdentifierListTests: XCTestCase {
    private let fixture = CLIFixtures.url("Conventions")

    private func ids(_ format: String) throws -> AxLspResult {
        try AxLspRunner.run(["ids", "--format", format, "--quiet"], in: fixture)
    }

    func testJSONMatchesSnapshot() throws {
        let result = try ids("json")
        XCTAssertEqual(result.exitCode, 0)
        Snapshot.assertMatches(result.stdout, named: "ids-json.json")
    }

    func testJSONReportsEachKindOfIdentifierOnItsDocumentedLine() throws {
        let result = try ids("json")
        let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let entries = root?["identifiers"] as? [[String: Any]] ?? []
        func line(of identifier: String) -> Int? {
            entries.first { $0["identifier"] as? String == identifier }?["line"] as? Int
        }
        // A stored property: its declaration's line.
        XCTAssertEqual(line(of: "LoginViewController.emailField"), 5)
        // No declaration of its own (root view, the cell, its contentView): the call's line.
        XCTAssertEqual(line(of: "LoginViewController.view"), 11)
        XCTAssertEqual(line(of: "Profile.Row"), 9)
        XCTAssertEqual(line(of: "Profile.Row.contentView"), 9)
        // A UIKit assignment: its own line.
        XCTAssertEqual(line(of: "login.status"), 12)
        // AccessibilityIdentificable arrays are templates; the wrapper's identifier is verbatim.
        XCTAssertEqual(line(of: "BadgeView.stars_{index}"), 6)
        XCTAssertEqual(line(of: "badge_icon"), 7)
        // `#if` clauses travel with the identifier as `condition`; unconditional ones are null.
        let conditions = Dictionary(
            uniqueKeysWithValues: entries.compactMap { entry in
                (entry["identifier"] as? String).map { ($0, entry["condition"] as? String ?? "null") }
            })
        XCTAssertEqual(conditions["debug.reset"], "DEBUG")
        XCTAssertEqual(conditions["release.reset"], "!(DEBUG)")
        XCTAssertEqual(conditions["login.status"], "null")
        let conventions = Set(entries.compactMap { $0["convention"] as? String })
        XCTAssertEqual(
            conventions,
            ["aaii", "branch-leaf", "identificable", "explicit-uikit", "explicit-swiftui", "interface-builder"])
        // SwiftUI: the line of the leaf or identifier modifier, once per usage context of the component.
        XCTAssertEqual(line(of: "Users.UserDetails.Value"), 29)
        XCTAssertEqual(line(of: "Settings.UserDetails.Value"), 29)
        XCTAssertEqual(line(of: "welcome.title"), 10)
        XCTAssertEqual(conditions["debug.banner"], "DEBUG")
        // The provenance of a composed identifier lists the branch that made it, in the parent.
        let usersVia =
            entries.first { $0["identifier"] as? String == "Users.UserDetails.Value" }?["via"] as? [[String: Any]] ?? []
        XCTAssertTrue(
            usersVia.contains { $0["line"] as? Int == 8 },
            "via includes .accessibilityIdentifierBranch(\"Users\"): \(usersVia)")
        // A storyboard identifier: its XML element's line.
        XCTAssertEqual(line(of: "login.help"), 9)
    }

    func testTextMatchesSnapshot() throws {
        Snapshot.assertMatches(try ids("text").stdout, named: "ids-text.txt")
    }

    func testCSVMatchesSnapshot() throws {
        Snapshot.assertMatches(try ids("csv").stdout, named: "ids.csv")
    }

    func testTreeMatchesSnapshot() throws {
        Snapshot.assertMatches(try ids("tree").stdout, named: "ids-tree.txt")
    }

    func testCRLFLineEndingsGiveTheSameIdentifiers() throws {
        let crlf = try CLIFixtures.copy("Conventions", transform: CLIFixtures.toCRLF)
        let result = try AxLspRunner.run(["ids", "--format", "json"], in: crlf)
        XCTAssertEqual(result.stdout, try ids("json").stdout)
    }

    func testConventionSwitchInConfigurationTurnsAConventionOff() throws {
        let scratch = try CLIFixtures.copy("Conventions")
        try Data("aaii: false\n".utf8).write(to: scratch.appendingPathComponent(".ax-lsp.yml"))
        let result = try AxLspRunner.run(["ids", "--format", "csv"], in: scratch)
        XCTAssertFalse(result.stdout.contains(",aaii,"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("badge_icon,App/BadgeView.swift,7,58,identificable,certain,"), result.stdout)
    }

    func testExcludedGlobRemovesFiles() throws {
        let scratch = try CLIFixtures.copy("Conventions")
        try Data("excluded:\n  - \"App/Badge*.swift\"\n".utf8).write(to: scratch.appendingPathComponent(".ax-lsp.yml"))
        let result = try AxLspRunner.run(["ids", "--format", "csv"], in: scratch)
        XCTAssertFalse(result.stdout.contains("BadgeView"), result.stdout)
        XCTAssertTrue(result.stdout.contains("LoginViewController.view"), result.stdout)
    }
}
