// The keys of a workspace's localization tables by table, for R.swift accessors in UI tests.

/// Which keys each localization table has, in every language, so that
/// `R.string.localizable.compose()` in a UI test can be checked: R.swift generates one accessor
/// per key of table `Localizable`, named by the key's Swift identifier form
/// (`common.controls.compose` → `commonControlsCompose`).
struct LocalizationKeyIndex {
    /// Lowercased table name (`localizable`) → each key's loose form → its R.swift accessor name.
    private var keysByTable: [String: [String: String]] = [:]
    /// Lowercased table name → the name as its files spell it (`Localizable`).
    private var tableNames: [String: String] = [:]
    /// Lowercased table name → the tables' files, for messages.
    private var files: [String: [String]] = [:]

    init(summaries: [String: FileSummary]) {
        for (path, summary) in summaries where summary.kind == .localizationTable && !summary.localizationKeys.isEmpty {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let written = String(fileName.prefix { $0 != "." })
            let table = written.lowercased()
            tableNames[table] = min(tableNames[table] ?? written, written)
            for key in summary.localizationKeys {
                keysByTable[table, default: [:]][Self.looseForm(key)] = Self.rSwiftName(key)
            }
            files[table, default: []].append(path)
        }
    }

    /// An R.swift accessor path (`R.string.localizable.compose`) split into table and accessor.
    static func rSwiftAccessor(_ path: String) -> (table: String, accessor: String)? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "R", parts[1] == "string" else { return nil }
        return (String(parts[2]), String(parts[3]))
    }

    /// The table's files, sorted; empty when the workspace has no such table (the accessor
    /// cannot be judged then).
    func files(ofTable table: String) -> [String] { (files[table.lowercased()] ?? []).sorted() }

    /// True when the table has a key whose R.swift accessor is `accessor`.
    func table(_ table: String, hasAccessor accessor: String) -> Bool {
        keysByTable[table.lowercased()]?[Self.looseForm(accessor)] != nil
    }

    /// The table's name as its files spell it (`Localizable` for `R.string.localizable`).
    func writtenName(ofTable table: String) -> String { tableNames[table.lowercased()] ?? table }

    /// The accessor name R.swift gives the table's key closest to `accessor`, if any is close.
    func closestAccessor(inTable table: String, to accessor: String) -> String? {
        guard let keys = keysByTable[table.lowercased()] else { return nil }
        let loose = SpellingCandidates(keys.keys.sorted()).closest(to: Self.looseForm(accessor))
        return loose.flatMap { keys[$0] }
    }

    /// R.swift's accessor name for a key: words split at characters an identifier cannot hold,
    /// the first lowercased at its start, the others capitalised (`Common.Controls.Compose` →
    /// `commonControlsCompose`).
    static func rSwiftName(_ key: String) -> String {
        let words = key.split { !($0 == "_" || $0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return key }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// R.swift drops every character a Swift identifier cannot hold and joins the words in
    /// camel case (`Common.Controls.Compose` → `commonControlsCompose`); comparing letters,
    /// digits and underscores without case matches an accessor to its key whatever R.swift
    /// version chose for the first letter.
    static func looseForm(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(
                Character.init)
        ).lowercased()
    }
}
