// What the rules report, and the edits that fix it, in files and UTF-8 ranges.

/// How bad a finding is. `error` fails `ax-lsp check`; `warning` fails it under `--strict`.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A text replacement in one file. An insertion has an empty range.
public struct FileEdit: Hashable, Codable, Sendable {
    public var file: String
    public var range: ByteRange
    public var replacement: String

    public init(file: String, range: ByteRange, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }
}

/// A fix offered for a finding or at a position.
public struct Fix: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Repairs a finding.
        case quickFix = "quickfix"
        /// Adds or rewrites code the user asked for (insert an identifier, wrap in a branch).
        case refactor = "refactor.rewrite"
    }

    public var title: String
    public var kind: Kind
    public var edits: [FileEdit]
    /// Safe to apply without looking (part of "fix all").
    public var isSafeForFixAll: Bool
    public var isPreferred: Bool

    public init(title: String, kind: Kind = .quickFix, edits: [FileEdit], isSafeForFixAll: Bool = false, isPreferred: Bool = false) {
        self.title = title
        self.kind = kind
        self.edits = edits
        self.isSafeForFixAll = isSafeForFixAll
        self.isPreferred = isPreferred
    }
}

/// Another place that belongs to a finding (the other duplicate, the branch that is missing).
public struct RelatedSite: Hashable, Codable, Sendable {
    public var site: SourceSite
    public var message: String

    public init(site: SourceSite, message: String) {
        self.site = site
        self.message = message
    }
}

/// One problem a rule found.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's stable id, e.g. `duplicate-identifier`.
    public var ruleID: String
    public var severity: Severity
    public var site: SourceSite
    /// Lowercase, actionable, naming the other sites.
    public var message: String
    /// The identifier concerned, when there is one (baselines key on it).
    public var identifier: String?
    public var related: [RelatedSite]
    public var fixes: [Fix]
    /// Marks findings about code that is no longer needed or has no effect (editors grey it out).
    public var isUnnecessaryCode: Bool

    public init(
        ruleID: String, severity: Severity, site: SourceSite, message: String,
        identifier: String? = nil, related: [RelatedSite] = [], fixes: [Fix] = [], isUnnecessaryCode: Bool = false
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.site = site
        self.message = message
        self.identifier = identifier
        self.related = related
        self.fixes = fixes
        self.isUnnecessaryCode = isUnnecessaryCode
    }
}
