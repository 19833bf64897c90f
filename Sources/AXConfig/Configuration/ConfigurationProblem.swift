// A problem found in a configuration file, located by file, line, column and key.

/// A warning (the file still applies) or an error (it does not) about `.ax-lsp.yml`.
public struct ConfigurationProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable { case warning, error }

    public var severity: Severity
    /// The configuration file as the user named it.
    public var file: String
    /// One-based; nil when the problem concerns the whole file (missing, too large).
    public var line: Int?
    public var column: Int?
    /// The key concerned, when there is one.
    public var key: String?
    /// Lowercase and actionable.
    public var message: String

    public init(severity: Severity, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `file:line:column: error: message`, the shape editors and terminals make clickable.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// A configuration with the warnings found while reading it.
public struct LoadedConfiguration: Sendable {
    public var configuration: AXConfiguration
    /// The file it came from; nil when no file was found and the defaults apply.
    public var file: String?
    public var warnings: [ConfigurationProblem]

    public init(configuration: AXConfiguration, file: String?, warnings: [ConfigurationProblem]) {
        self.configuration = configuration
        self.file = file
        self.warnings = warnings
    }
}
