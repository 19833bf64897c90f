// An LSP diagnostic: one finding, with the rule id as its code and the other sites as related information.
import Foundation

package struct Diagnostic: Codable, Hashable, Sendable {
    package enum Severity: Int, Codable, Hashable, Sendable {
        case error = 1
        case warning = 2
        case information = 3
        case hint = 4
    }

    package enum Tag: Int, Codable, Hashable, Sendable {
        case unnecessary = 1
        case deprecated = 2
    }

    package var range: LSPRange
    package var severity: Severity?
    package var code: String?
    package var source: String?
    package var message: String
    package var tags: [Tag]?
    package var relatedInformation: [DiagnosticRelatedInformation]?
}

/// Another place that belongs to a diagnostic.
package struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    package var location: Location
    package var message: String
}
