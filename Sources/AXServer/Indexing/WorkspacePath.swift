// The one spelling of file names in the server's AnalysisWorkspace: absolute paths as the client names them.
import Foundation

/// Converts URIs and disk paths to analysis paths.
///
/// Convention: every file in the server's `AnalysisWorkspace` is named by its absolute path,
/// spelled as the client spells it (the path of its `file://` URI, or the workspace folder's path
/// joined with the file's path inside it), with `.` and `..` removed lexically and symlinks NOT
/// resolved. Open documents (`Document.path`), indexed files and watched files all use it, so a
/// file is never in the analysis twice, and `DocumentURIPath.uri(ofPath:)` turns any analysis path
/// back into the URI the client knows. Relative paths (what `.ax-lsp.yml` globs and the CLI use)
/// are computed against the workspace folder when needed (`WorkspaceRoot.relativePath(of:)`).
/// Non-`file` URIs (`untitled:`) keep the URI itself as their name.
package enum WorkspacePath {
    package static func analysisPath(ofURI uri: DocumentURI) -> String {
        guard uri.lowercased().hasPrefix("file://") else { return uri }
        return analysisPath(ofFilePath: DocumentURIPath.path(of: uri))
    }

    /// Lexically standardised; no symlink resolution (Foundation's `standardizingPath` resolves
    /// them on Linux, which would give one file two names).
    package static func analysisPath(ofFilePath path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        // Discovery joins a folder and a path inside it: nearly always standard already, and
        // splitting every one of them was 1% of indexing the six real apps, on one thread.
        return isStandardised(path) ? path : standardisedComponentByComponent(path)
    }

    /// `path` (absolute) rebuilt from its components, dropping empty and `.` ones and
    /// resolving `..` against the one before.
    static func standardisedComponentByComponent(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// True when `path` (absolute) has no empty, `.` or `..` component and no trailing `/`:
    /// what `analysisPath(ofFilePath:)` would return unchanged.
    static func isStandardised(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == dots && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length == 0 ? path.utf8.count == 1 : !(length == dots && length <= 2)
    }
}
