// What a Maestro flow file says about the identifiers and texts it looks for.

/// The element queries of one Maestro flow (`.maestro/*.yaml`), the variables its header
/// defines and the flows it runs, as `MaestroFlowExtractor` read them.
package struct MaestroFlowFacts: Hashable, Codable, Sendable {
    /// The header's `env:` (the document before `---`): default values of `${NAME}`.
    package var env: [String: String] = [:]
    package var selectors: [MaestroSelectorFact] = []
    /// `runFlow: file:` steps, whose `env:` gives the called flow's `${NAME}` values.
    package var calls: [MaestroFlowCallFact] = []

    package init() {}
}

/// One `id:` or `text:` of an element selector.
package struct MaestroSelectorFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `id:`: a full, case-insensitive regular expression over the element's identifier.
        case id
        /// `text:` or the short form (`tapOn: "Save"`): over the element's label, title, value
        /// or placeholder, never its identifier.
        case text
    }

    package var kind: Kind
    /// The value as written, `${NAME}` references included.
    package var pattern: String
    /// The command it belongs to (`tapOn`, `assertVisible`…), for messages.
    package var command: String
    /// The values of the `env:` of the inline `runFlow` steps around it, innermost first wins.
    package var env: [String: String]
    /// The value's scalar in the YAML text.
    package var site: SourceSite

    package init(kind: Kind, pattern: String, command: String, env: [String: String], site: SourceSite) {
        self.kind = kind
        self.pattern = pattern
        self.command = command
        self.env = env
        self.site = site
    }
}

/// `runFlow: { file: other.yaml, env: { NAME: value } }`.
package struct MaestroFlowCallFact: Hashable, Codable, Sendable {
    /// As written: relative to the calling flow's folder.
    package var file: String
    package var env: [String: String]
    package var site: SourceSite

    package init(file: String, env: [String: String], site: SourceSite) {
        self.file = file
        self.env = env
        self.site = site
    }
}

/// A name an image is loaded by (`UIImage(named:)`, Interface Builder's `image=` on an image
/// view): UIKit gives the image that accessibility identifier, which an image view without an
/// identifier of its own reports. Position-free.
package struct ImageAssetNameFact: Hashable, Codable, Sendable {
    /// The name, when written as a literal.
    package var name: String?
    /// `UIImage(named: icon.rawValue)` with `icon: OmniBarIcon`: any raw value of that enum.
    package var enumType: String?

    package init(name: String? = nil, enumType: String? = nil) {
        self.name = name
        self.enumType = enumType
    }
}
