// `ax-lsp check`: analyses a workspace and reports findings in CI formats, with exit codes.
import AXAnalysis
import ArgumentParser
import Foundation

extension ReporterKind: ExpressibleByArgument {}

/// Reports findings; exits 2 on error-severity findings, 3 on warnings under `--strict`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Analyse files and report findings (exit 2 on errors, 3 on warnings with --strict)."
    )

    @OptionGroup var workspaceOptions: WorkspaceOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output format (default: xcode); repeat, each with its --output, for several reports.",
            valueName: "reporter"))
    var reporter: [ReporterKind] = []

    @Option(name: .long, help: ArgumentHelp("File for the preceding --reporter (default: stdout).", valueName: "file"))
    var output: [String] = []

    @Flag(name: .long, help: "Warnings fail the check (exit 3).")
    var strict = false

    @Flag(name: .long, help: "Errors are reported as warnings.")
    var lenient = false

    @Option(name: .long, help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Record every current finding in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .long, help: "Fail (exit 2) when a baselined finding no longer occurs, so the baseline gets pruned.")
    var strictBaseline = false

    func validate() throws {
        if strict && lenient { throw ValidationError("--strict and --lenient cannot be combined") }
    }

    func run() throws {
        let loaded = try WorkspaceLoader.load(workspaceOptions, needs: .findings)
        var findings = loaded.findings
        if lenient {
            findings = findings.map { finding in
                var finding = finding
                if finding.severity == .error { finding.severity = .warning }
                return finding
            }
        }
        if let writeBaseline {
            try BaselineFile.write(Baseline(findings: findings), to: writeBaseline)
            if !workspaceOptions.quiet {
                StandardStreams.note(
                    "wrote \(Set(findings.map(BaselineEntry.init)).count) baseline entries to \(writeBaseline)")
            }
        }
        var disappeared: [BaselineEntry] = []
        let baselinePath = baseline ?? configuredBaselinePath(loaded)
        if let baselinePath {
            let application = try BaselineFile.read(from: baselinePath).apply(to: findings)
            findings = application.remaining
            disappeared = application.disappeared
        } else if strictBaseline {
            throw CommandFailure(
                message:
                    "error: --strict-baseline needs a baseline: pass --baseline FILE or set 'baseline' in .ax-lsp.yml")
        }

        let context = ReportContext(loaded: loaded)
        let destinations = ReporterPlan.destinations(
            reporters: reporter, outputs: output, arguments: CommandLine.arguments)
        for destination in destinations {
            let text = destination.kind.reporter.render(findings, context: context)
            if let path = destination.output {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    throw CommandFailure(message: "error: \(path): cannot write report: \(error.localizedDescription)")
                }
            } else {
                StandardStreams.writeOut(text)
            }
        }
        try finish(
            findings: findings, disappeared: disappeared, baselinePath: baselinePath, fileCount: loaded.fileCount)
    }

    /// The `baseline:` key, relative to the configuration file's folder.
    private func configuredBaselinePath(_ loaded: LoadedWorkspace) -> String? {
        guard let configured = loaded.configuration.configuration.baseline else { return nil }
        if configured.hasPrefix("/") { return configured }
        let folder =
            loaded.configuration.file.map { ($0 as NSString).deletingLastPathComponent } ?? loaded.baseDirectory
        return (folder as NSString).appendingPathComponent(configured)
    }

    private func finish(findings: [Finding], disappeared: [BaselineEntry], baselinePath: String?, fileCount: Int) throws
    {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        if !workspaceOptions.quiet {
            let notes = findings.count - errors - warnings
            StandardStreams.note(
                "found \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings") "
                    + "and \(notes) \(notes == 1 ? "note" : "notes") in \(fileCount) \(fileCount == 1 ? "file" : "files")"
            )
        }
        if strictBaseline, let baselinePath, !disappeared.isEmpty {
            for entry in disappeared {
                let identifier = entry.identifier.map { " for '\($0)'" } ?? entry.message.map { " ('\($0)')" } ?? ""
                StandardStreams.note(
                    "\(baselinePath): error: baselined '\(entry.rule)' finding in \(entry.file)\(identifier) no longer occurs; remove it or rerun with --write-baseline \(baselinePath)"
                )
            }
            throw CommandFailure(message: "", exitCode: 2)
        }
        if errors > 0 { throw CommandFailure(message: "", exitCode: 2) }
        if strict && warnings > 0 { throw CommandFailure(message: "", exitCode: 3) }
    }
}
