// Identifiers whose value is a localized text (`NSLocalizedString`, SwiftGen's `L10n.…`).

extension ComputedIdentifier {
    /// Marks a value that holds a localized text: the development language's text, which UI
    /// tests run in, and another text on a device in another language, so never `certain`.
    mutating func markLocalized() {
        if certainty == .certain { certainty = .possible }
        let note = StringConstantValue.localizedNote
        self.note = self.note.map { $0.contains(note) ? $0 : "\($0); \(note)" } ?? note
    }

    /// This identifier, marked when `isLocalized`.
    func localized(_ isLocalized: Bool) -> ComputedIdentifier {
        guard isLocalized else { return self }
        var marked = self
        marked.markLocalized()
        return marked
    }
}
