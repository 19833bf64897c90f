// What a newcomer's first mistakes get: a mistyped command, a path that is not the app, vendored
// folders and compiled tables. Each answer names what went wrong and exits 1, or stays quiet.
import Foundation
import XCTest

final class CommandLineGuideTests: XCTestCase {
    private let screen = """
        import UIKit

        final class Screen: UIViewController {
            @IBOutlet var buttons: [UIButton]!
            override func viewDidLoad() { injectAccessibilityIdentifiers() }
        }

        """

    func testMistypedCommandSuggestsTheClosestAndExitsOne() throws {
        let folder = try CLIFixtures.make(["Screen.swift": screen])
        let result = try AxLspRunner.run(["chek", "."], in: folder)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "error: unknown command 'chek'; did you mean 'check'?\n")
        XCTAssertEqual(result.stdout, "")
        let outline = try AxLspRunner.run(["outlnie"], in: folder)
        XCTAssertEqual(outline.exitCode, 1)
        XCTAssertEqual(outline.stderr, "error: unknown command 'outlnie'; did you mean 'outline'?\n")
    }

    func testUnknownWordListsTheCommandsAndAPathSuggestsCheck() throws {
        let folder = try CLIFixtures.make(["App/Screen.swift": screen])
        let unknown = try AxLspRunner.run(["lint"], in: folder)
        XCTAssertEqual(unknown.exitCode, 1)
        XCTAssertTrue(
            unknown.stderr.hasPrefix("error: unknown command 'lint'; the commands are serve, check, ids, "),
            unknown.stderr)
        let path = try AxLspRunner.run(["App"], in: folder)
        XCTAssertEqual(path.exitCode, 1)
        XCTAssertEqual(path.stderr, "error: unknown command 'App'; to analyse it, run 'ax-lsp check App'\n")
    }

    /// `serve`, `--stdio` and an empty command line still start the server (stdin is closed here,
    /// so it stops at once, with the server's own message rather than a usage error).
    func testServerStillStartsWithoutACommandOrWithStdio() throws {
        let folder = try CLIFixtures.make(["notes.txt": ""])
        for arguments in [[], ["--stdio"], ["serve"], ["serve", "--stdio"]] {
            let result = try AxLspRunner.run(arguments, in: folder)
            XCTAssertFalse(result.stderr.contains("unknown command"), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Usage:"), "\(arguments): \(result.stderr)")
        }
    }

    func testEmptyFolderExitsOneNamingIt() throws {
        let folder = try CLIFixtures.make(["Empty/.keep": ""])
        let result = try AxLspRunner.run(["check", "Empty"], in: folder)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: Empty: no file ax-lsp reads is in this folder"), result.stderr)
        let current = try AxLspRunner.run(["ids"], in: folder.appendingPathComponent("Empty"))
        XCTAssertEqual(current.exitCode, 1)
        XCTAssertTrue(
            current.stderr.hasPrefix("error: the current folder: no file ax-lsp reads is in this folder"),
            current.stderr)
    }

    func testFileOfAnotherKindExitsOneNamingIt() throws {
        let folder = try CLIFixtures.make(["README.md": "# App\n", "Screen.swift": screen])
        let result = try AxLspRunner.run(["check", "README.md"], in: folder)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.stderr,
            "error: README.md: ax-lsp does not read this kind of file; pass Swift sources, storyboards, xibs, localization tables or the app's folder\n"
        )
        // Beside a file it reads, the other root is still an error: it was meant to be analysed.
        XCTAssertEqual(try AxLspRunner.run(["check", "Screen.swift", "README.md"], in: folder).exitCode, 1)
    }

    func testVendoredFrameworksAreSkippedUnlessTheSettingSaysOtherwise() throws {
        let folder = try CLIFixtures.make([
            "App/Screen.swift": screen,
            "Vendor/Kit.xcframework/ios-arm64/Kit.framework/KitScreen.swift": screen.replacingOccurrences(
                of: "Screen", with: "KitScreen"),
            "Pods/Lib/PodScreen.swift": screen.replacingOccurrences(of: "Screen", with: "PodScreen")
        ])
        let skipped = try AxLspRunner.run(["check", "--quiet"], in: folder)
        XCTAssertEqual(skipped.exitCode, 0)
        XCTAssertTrue(skipped.stdout.hasPrefix("App/Screen.swift:4:19: warning:"), skipped.stdout)
        XCTAssertFalse(skipped.stdout.contains("Vendor/"), skipped.stdout)
        XCTAssertFalse(skipped.stdout.contains("Pods/"), skipped.stdout)

        try Data("skipped_folders: [Pods]\n".utf8).write(to: folder.appendingPathComponent(".ax-lsp.yml"))
        let entered = try AxLspRunner.run(["check", "--quiet"], in: folder)
        XCTAssertTrue(
            entered.stdout.contains("Vendor/Kit.xcframework/ios-arm64/Kit.framework/KitScreen.swift:4:19: warning:"),
            entered.stdout)
        XCTAssertFalse(entered.stdout.contains("Pods/"), entered.stdout)
    }

    func testConfigDumpShowsTheDefaultSkippedFolders() throws {
        let folder = try CLIFixtures.make(["notes.txt": ""])
        let result = try AxLspRunner.run(["config", "--dump"], in: folder)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(
            result.stdout.contains(
                """
                skipped_folders:
                  - ".build*"
                  - ".git"
                  - ".swiftpm"
                  - "Carthage"
                  - "DerivedData"
                  - "node_modules"
                  - "Pods"
                  - "*.framework"
                  - "*.xcframework"

                """), result.stdout)
    }

    /// A compiled table is a valid table: no "save it as UTF-8" warning nobody can act on.
    func testBinaryPropertyListStringsAreReadNotReported() throws {
        let folder = try CLIFixtures.make(["App/Screen.swift": screen])
        let table = try PropertyListSerialization.data(
            fromPropertyList: ["Compose": "Compose"], format: .binary, options: 0)
        let tableURL = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(
            at: tableURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try table.write(to: tableURL)
        let result = try AxLspRunner.run(["check", "--quiet", "--no-cache"], in: folder)
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertFalse(result.stdout.contains("Localizable.strings"), result.stdout)
        XCTAssertFalse(result.stderr.contains("Localizable.strings"), result.stderr)
    }
}
