// An LSP diagnostic: one finding, with the rule id as its code and the other sites as related information.
import Foundation

public struct Diagnostic: Codable, Hashable, Sendable {
    public enum Severity: Int, Codable, Hashable, Sendable {
        case error = 1, warning = 2, information = 3, hint = 4
    }

    public enum Tag: Int, Codable, Hashable, Sendable {
        case unnecessary = 1, deprecated = 2
    }

    public var range: LSPRange
    public var severity: Severity?
    public var code: String?
    public var source: String?
    public var message: String
    public var tags: [Tag]?
    public var relatedInformation: [DiagnosticRelatedInformation]?
}

/// Another place that belongs to a diagnostic.
public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String
}
