// What every reporter needs besides findings: line/column lookup and how to name files.
import AXAnalysis
import Foundation

/// Positions and paths for reports. Lines and columns are 1-based, columns in characters.
final class ReportContext {
    /// File texts by workspace path.
    let texts: [String: String]
    /// The analysed directory; workspace paths are relative to it.
    let baseDirectory: String
    private var lineIndexes: [String: LineIndex] = [:]

    init(texts: [String: String], baseDirectory: String) {
        self.texts = texts
        self.baseDirectory = baseDirectory
    }

    convenience init(loaded: LoadedWorkspace) {
        self.init(texts: loaded.texts, baseDirectory: loaded.baseDirectory)
    }

    /// 1-based line and character column of a site's start.
    func position(of site: SourceSite) -> (line: Int, column: Int) {
        lineIndex(for: site.file).humanPosition(of: site.range.start)
    }

    /// Inside an Xcode build phase paths are printed absolute, which Xcode needs to attach
    /// issues to files whatever the script's working directory; the SwiftPM build tool plugin
    /// asks for the same (`AX_LSP_ABSOLUTE_PATHS=1`), as SwiftPM does not say where it runs it.
    private let printsAbsolutePaths =
        ProcessInfo.processInfo.environment["XCODE_VERSION_ACTUAL"] != nil
        || ProcessInfo.processInfo.environment["AX_LSP_ABSOLUTE_PATHS"] == "1"

    /// The path as the line-oriented reporters print it (openable from the current directory).
    func displayPath(_ file: String) -> String {
        if printsAbsolutePaths && !file.hasPrefix("/") { return baseDirectory + "/" + file }
        return WorkspaceFilesPath.display(file, base: baseDirectory)
    }

    private func lineIndex(for file: String) -> LineIndex {
        if let cached = lineIndexes[file] { return cached }
        let index = LineIndex(texts[file] ?? "")
        lineIndexes[file] = index
        return index
    }
}

/// A findings output format.
protocol FindingReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String
}

/// The `--reporter` values.
enum ReporterKind: String, CaseIterable {
    case xcode
    case json
    case sarif
    case githubActionsLogging = "github-actions-logging"
    case junit
    case checkstyle
    case summary

    var reporter: FindingReporter.Type {
        switch self {
        case .xcode: return XcodeReporter.self
        case .json: return JSONFindingsReporter.self
        case .sarif: return SARIFReporter.self
        case .githubActionsLogging: return GitHubActionsReporter.self
        case .junit: return JUnitReporter.self
        case .checkstyle: return CheckstyleReporter.self
        case .summary: return SummaryReporter.self
        }
    }
}

/// XML attribute and text escaping for the junit and checkstyle reporters.
enum XMLEscaping {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                // Other control characters are not allowed in XML 1.0 at all.
                if scalar.value < 0x20 { result += "?" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
