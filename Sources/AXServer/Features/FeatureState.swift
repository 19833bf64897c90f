// What the feature handlers remember between messages: settings and what was published.
import Foundation

/// Loop-owned state of the editor features.
public final class FeatureState {
    public var settings = ServerSettings()
    /// The diagnostics last pushed per document, so unchanged ones are not sent again.
    var publishedDiagnostics: [DocumentURI: [Diagnostic]] = [:]

    init() {}
}
