// Accepted findings recorded by `--write-baseline`, matched without line numbers.

/// One accepted finding: its rule, its file and the identifier it concerns. Lines are left out
/// on purpose so that a baseline survives code moving within a file.
package struct BaselineEntry: Hashable, Codable, Sendable, Comparable {
    package var rule: String
    package var file: String
    package var identifier: String?
    /// Only for findings that concern no identifier: the message with line and column numbers
    /// removed, so that two such findings of one rule in one file stay apart.
    package var message: String?

    package init(rule: String, file: String, identifier: String?, message: String? = nil) {
        self.rule = rule
        self.file = file
        self.identifier = identifier
        self.message = identifier == nil ? message.map(Self.withoutPositions) : nil
    }

    package init(_ finding: Finding) {
        self.init(
            rule: finding.ruleID, file: finding.site.file, identifier: finding.identifier, message: finding.message)
    }

    package static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.file, lhs.rule, lhs.identifier ?? "", lhs.message ?? "") < (
            rhs.file, rhs.rule, rhs.identifier ?? "", rhs.message ?? ""
        )
    }

    /// `Other.swift:14:3` becomes `Other.swift`: messages name other sites by position.
    static func withoutPositions(_ message: String) -> String {
        var result = ""
        var characters = Array(message)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == ":", let next = characters.first, next.isASCII, next.isNumber {
                characters = characters.drop { $0.isASCII && $0.isNumber }
                continue
            }
            result.append(character)
        }
        return result
    }
}

/// The contents of a baseline file (`{"version":1,"findings":[…]}`).
package struct Baseline: Hashable, Codable, Sendable {
    package var version: Int
    /// Sorted and unique, so that rewriting an unchanged baseline changes no byte.
    package var findings: [BaselineEntry]

    package init(findings: [Finding]) {
        self.version = 1
        self.findings = Set(findings.map(BaselineEntry.init)).sorted()
    }

    package init(entries: [BaselineEntry]) {
        self.version = 1
        self.findings = Set(entries).sorted()
    }

    /// The result of applying a baseline to the current findings.
    package struct Application: Hashable, Sendable {
        /// Findings the baseline does not cover: these are reported.
        package var remaining: [Finding]
        /// Findings hidden by the baseline.
        package var hidden: [Finding]
        /// Baseline entries no current finding matches (fixed since; `--strict-baseline` fails on them).
        package var disappeared: [BaselineEntry]
    }

    package func apply(to current: [Finding]) -> Application {
        let entries = Set(findings)
        var matched: Set<BaselineEntry> = []
        var remaining: [Finding] = []
        var hidden: [Finding] = []
        for finding in current {
            let entry = BaselineEntry(finding)
            if entries.contains(entry) {
                matched.insert(entry)
                hidden.append(finding)
            } else {
                remaining.append(finding)
            }
        }
        let disappeared = findings.filter { !matched.contains($0) }
        return Application(remaining: remaining, hidden: hidden, disappeared: disappeared)
    }
}
