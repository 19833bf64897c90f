// What the rules report, and the edits that fix it, in files and UTF-8 ranges.

/// How bad a finding is. `error` fails `ax-lsp check`; `warning` fails it under `--strict`.
package enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A text replacement in one file. An insertion has an empty range.
package struct FileEdit: Hashable, Codable, Sendable {
    package var file: String
    package var range: ByteRange
    package var replacement: String

    package init(file: String, range: ByteRange, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }
}

/// A fix offered for a finding or at a position.
package struct Fix: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// Repairs a finding.
        case quickFix = "quickfix"
        /// Adds or rewrites code the user asked for (insert an identifier, wrap in a branch).
        case refactor = "refactor.rewrite"
    }

    package var title: String
    package var kind: Kind
    package var edits: [FileEdit]
    /// Safe to apply without looking (part of "fix all").
    package var isSafeForFixAll: Bool
    package var isPreferred: Bool

    package init(
        title: String, kind: Kind = .quickFix, edits: [FileEdit], isSafeForFixAll: Bool = false,
        isPreferred: Bool = false
    ) {
        self.title = title
        self.kind = kind
        self.edits = edits
        self.isSafeForFixAll = isSafeForFixAll
        self.isPreferred = isPreferred
    }
}

/// Another place that belongs to a finding (the other duplicate, the branch that is missing).
package struct RelatedSite: Hashable, Codable, Sendable {
    package var site: SourceSite
    package var message: String

    package init(site: SourceSite, message: String) {
        self.site = site
        self.message = message
    }
}

/// One problem a rule found.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's stable id, e.g. `duplicate-identifier`.
    package var ruleID: String
    package var severity: Severity
    package var site: SourceSite
    /// Lowercase, actionable, naming the other sites.
    package var message: String
    /// The identifier concerned, when there is one (baselines key on it).
    package var identifier: String?
    package var related: [RelatedSite]
    package var fixes: [Fix]
    /// Marks findings about code that is no longer needed or has no effect (editors grey it out).
    package var isUnnecessaryCode: Bool

    package init(
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
