// The value an inlay hint is made of, in editor terms (no LSP types).

/// One inlay hint: the identifier an element gets, shown after the element.
package struct IdentifierHint: Hashable, Sendable {
    /// Which setting switches a hint on or off (`ax-lsp.inlayHints.<kind>`).
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case aaii
        case branchLeaf
        case identificable
        case explicit
        case interfaceBuilder

        package init(_ convention: Convention) {
            switch convention {
            case .aaii: self = .aaii
            case .branchLeaf: self = .branchLeaf
            case .identificable: self = .identificable
            case .explicitUIKit, .explicitSwiftUI: self = .explicit
            case .interfaceBuilder: self = .interfaceBuilder
            }
        }
    }

    /// A piece of the label; pieces with a `link` jump to the code that contributed them.
    package struct LabelPart: Hashable, Sendable {
        package var text: String
        package var link: SourceSite?
        package var tooltip: String?

        package init(text: String, link: SourceSite? = nil, tooltip: String? = nil) {
            self.text = text
            self.link = link
            self.tooltip = tooltip
        }
    }

    /// Where the hint is shown (UTF-8 offset in the file).
    package var utf8Offset: Int
    package var parts: [LabelPart]
    /// Markdown: every identifier of the site, its convention, certainty and note.
    package var tooltip: String
    package var kind: Kind
    /// Edits that make the shown identifier explicit; empty when accepting would not insert valid
    /// Swift or would not keep the identifier.
    package var textEdits: [FileEdit]

    package init(utf8Offset: Int, parts: [LabelPart], tooltip: String, kind: Kind, textEdits: [FileEdit] = []) {
        self.utf8Offset = utf8Offset
        self.parts = parts
        self.tooltip = tooltip
        self.kind = kind
        self.textEdits = textEdits
    }

    /// The label as one string.
    package var label: String { parts.map(\.text).joined() }
}
