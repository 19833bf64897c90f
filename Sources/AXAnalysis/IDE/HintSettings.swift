// What an editor asked of identifier hints: which kinds it shows, and whether each hint carries
// the edit that accepting it applies.

/// The editor's hint settings, given with each hints question (`inlayHints(in:range:settings:)`).
package struct HintSettings: Hashable, Sendable {
    /// The kinds of hint the editor shows; the others are not returned.
    package var enabledKinds: Set<IdentifierHint.Kind>
    /// False for an editor that asks for each hint's edit separately: checking an edit costs a
    /// re-parse, so hints come without theirs.
    package var includeEdits: Bool

    package init(enabledKinds: Set<IdentifierHint.Kind> = Set(IdentifierHint.Kind.allCases), includeEdits: Bool = true)
    {
        self.enabledKinds = enabledKinds
        self.includeEdits = includeEdits
    }
}
