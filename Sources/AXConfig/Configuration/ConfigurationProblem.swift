// A problem found in a configuration file, located by file, line, column and key.

/// A warning (the file still applies) or an error (it does not) about `.ax-lsp.yml`.
package struct ConfigurationProblem: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable { case warning, error }

    package var severity: Severity
    /// The configuration file as the user named it.
    package var file: String
    /// One-based; nil when the problem concerns the whole file (missing, too large).
    package var line: Int?
    package var column: Int?
    /// The key concerned, when there is one.
    package var key: String?
    /// Lowercase and actionable.
    package var message: String

    package init(
        severity: Severity, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, message: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `file:line:column: error: message`, the shape editors and terminals make clickable.
    package var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// A configuration with the warnings found while reading it.
package struct LoadedConfiguration: Sendable {
    package var configuration: AXConfiguration
    /// The file it came from; nil when no file was found and the defaults apply.
    package var file: String?
    package var warnings: [ConfigurationProblem]

    package init(configuration: AXConfiguration, file: String?, warnings: [ConfigurationProblem]) {
        self.configuration = configuration
        self.file = file
        self.warnings = warnings
    }
}
