// What the feature handlers remember between messages: settings and what was published.
import AXAnalysis
import Foundation

/// Loop-owned state of the editor features.
package final class FeatureState {
    package var settings = ServerSettings()
    /// The diagnostics last pushed per document, so unchanged ones are not sent again.
    var publishedDiagnostics: [DocumentURI: [Diagnostic]] = [:]
    /// The last `ax-lsp/status` sent; nil until the client opted in and indexing began.
    var lastStatus: StatusNotification?
    /// Each open document's results after the last edit, to tell when another file changed them.
    var resultFingerprints: [DocumentURI: ResultFingerprint] = [:]
    /// A refresh request is out and not answered yet: coalesce further ones into it.
    var inlayHintRefreshPending = false
    var diagnosticRefreshPending = false
    /// Which identifiers each file's hints look at, kept across requests (rebuilt per resolution).
    let fileIdentifiers = FileIdentifiers()

    init() {}
}
