// The value an inlay hint is made of, in editor terms (no LSP types).

/// One inlay hint: the identifier an element gets, shown after the element.
public struct IdentifierHint: Hashable, Sendable {
    /// Which setting switches a hint on or off (`ax-lsp.inlayHints.<kind>`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case aaii
        case branchLeaf
        case identificable
        case explicit
        case interfaceBuilder
        case rapid

        public init(_ convention: Convention) {
            switch convention {
            case .aaii: self = .aaii
            case .branchLeaf: self = .branchLeaf
            case .identificable: self = .identificable
            case .explicitUIKit, .explicitSwiftUI: self = .explicit
            case .interfaceBuilder: self = .interfaceBuilder
            case .rapid: self = .rapid
            }
        }
    }

    /// A piece of the label; pieces with a `link` jump to the code that contributed them.
    public struct LabelPart: Hashable, Sendable {
        public var text: String
        public var link: SourceSite?
        public var tooltip: String?

        public init(text: String, link: SourceSite? = nil, tooltip: String? = nil) {
            self.text = text
            self.link = link
            self.tooltip = tooltip
        }
    }

    /// Where the hint is shown (UTF-8 offset in the file).
    public var utf8Offset: Int
    public var parts: [LabelPart]
    /// Markdown: every identifier of the site, its convention, certainty and note.
    public var tooltip: String
    public var kind: Kind
    /// Edits that make the shown identifier explicit; empty when accepting would not insert valid
    /// Swift or would not keep the identifier.
    public var textEdits: [FileEdit]

    public init(utf8Offset: Int, parts: [LabelPart], tooltip: String, kind: Kind, textEdits: [FileEdit] = []) {
        self.utf8Offset = utf8Offset
        self.parts = parts
        self.tooltip = tooltip
        self.kind = kind
        self.textEdits = textEdits
    }

    /// The label as one string.
    public var label: String { parts.map(\.text).joined() }
}
