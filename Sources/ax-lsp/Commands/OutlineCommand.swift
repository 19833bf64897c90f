// `ax-lsp outline`: the text AXSnapshot's `axSnapshot()` returns for each UIKit screen, statically.
import AXAnalysis
import ArgumentParser
import Foundation

/// One outline per `UIView`/`UIViewController` subclass (or only `--type NAME`'s), as text or as
/// the JSON other tools read: `{"outlines": [{"type", "file", "line", "text", "certainty", "dynamic"}]}`.
struct OutlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outline",
        abstract:
            "Print what AXSnapshot's axSnapshot() returns for each UIKit view and controller (and a VoiceOver model of SwiftUI views), computed from source.",
        discussion: """
            The state after init (views) or init + loadView + viewDidLoad (controllers), in a unit test without the \
            accessibility runtime. Values known only at run time print as {expr}; such outlines are 'dynamic'. \
            The 'text' of the JSON form is byte for byte the string axSnapshot() returns ("" when nothing is exposed). \
            SwiftUI views, which AXSnapshot cannot snapshot, get ax-lsp's approximate VoiceOver model in the same format, \
            marked 'VoiceOver model' (text) or "model": "swiftui-voiceover-model" (JSON).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var workspaceOptions: WorkspaceOptions

    @Option(name: .long, help: ArgumentHelp("Only this view or controller class.", valueName: "name"))
    var type: String?

    @Option(name: .long, help: "text (a header line per screen, then its outline) or json.")
    var format: Format = .text

    func run() throws {
        let (configuration, base, read) = try WorkspaceLoader.readFiles(workspaceOptions)
        let cacheLocation = CommandSummaryCache.location(
            workspaceOptions, configuration: configuration, baseDirectory: base)
        let cache = cacheLocation.map {
            CommandSummaryCache.open(location: $0, baseDirectory: base, quiet: workspaceOptions.quiet)
        }
        let extracted = CommandScan.summarize(
            read.files, jobs: workspaceOptions.jobs, showsProgress: workspaceOptions.showsProgress, cache: cache)
        if var opened = cache { _ = CommandSummaryCache.save(&opened, files: extracted, quiet: workspaceOptions.quiet) }
        let outlines = AccessibilityOutliner.outlines(summaries: extracted.map(\.cached.summary), typeName: type)
        if let type, outlines.isEmpty {
            throw CommandFailure(
                message:
                    "error: no UIView or UIViewController subclass named '\(type)'; 'ax-lsp outline' lists every screen"
            )
        }
        let texts = Dictionary(extracted.map { ($0.path, $0.text) }, uniquingKeysWith: { _, later in later })
        func line(of outline: AccessibilityOutline) -> Int {
            LineIndex(texts[outline.site.file] ?? "").humanPosition(of: outline.site.range.start).line
        }
        switch format {
        case .json:
            StandardStreams.writeOut(
                JSONValue.object([
                    (
                        "outlines",
                        .array(
                            outlines.map { outline in
                                var members: [(String, JSONValue)] = [
                                    ("type", .string(outline.typeName)),
                                    // Relative to the analysed directory, as in every JSON output.
                                    ("file", .string(outline.site.file)),
                                    ("line", .int(line(of: outline))),
                                    ("text", .string(outline.text)),
                                    ("certainty", .string(outline.isCertain ? "certain" : "dynamic")),
                                    ("dynamic", .array(outline.dynamic.map(JSONValue.string)))
                                ]
                                // SwiftUI views are ax-lsp's VoiceOver model, not AXSnapshot output (AX-9): marked.
                                if outline.model != .axSnapshot {
                                    members.append(("model", .string(outline.model.rawValue)))
                                }
                                return .object(members)
                            })
                    )
                ]).rendered)
        case .text:
            var output = ""
            for outline in outlines {
                let file = WorkspaceFilesPath.display(outline.site.file, base: base)
                let certainty = outline.isCertain ? "certain" : "dynamic: " + outline.dynamic.joined(separator: "; ")
                let model = outline.model == .axSnapshot ? "AXSnapshot" : "VoiceOver model (SwiftUI, approximate)"
                output +=
                    "// \(outline.typeName) (\(file):\(line(of: outline))), \(model), \(outline.elements.count) element\(outline.elements.count == 1 ? "" : "s"), \(certainty)\n"
                output += outline.text.isEmpty ? "\"\"\n\n" : outline.text + "\n\n"
            }
            StandardStreams.writeOut(output)
        }
    }
}
