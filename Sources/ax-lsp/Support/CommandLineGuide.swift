// Catches a mistyped subcommand before the language server (the default subcommand) takes it
// as a stray argument: `ax-lsp chek .` says "did you mean 'check'", not the server's usage.
import AXAnalysis

/// Decides whether the command line names a subcommand ArgumentParser can run.
///
/// The server stays the default only for an empty command line, `serve`, or options (editors
/// start it as `ax-lsp --stdio`); any other first word must be a subcommand.
enum CommandLineGuide {
    /// The words ArgumentParser accepts first besides the subcommands' names.
    private static let builtInWords: Set<String> = ["help"]

    /// The failure to report for `arguments` (without the program name), or nil to parse them.
    static func problem(with arguments: [String], subcommandNames: [String], fileExists: (String) -> Bool)
        -> CommandFailure?
    {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if subcommandNames.contains(first) || builtInWords.contains(first) { return nil }
        var message = "error: unknown command '\(first)'"
        if fileExists(first) {
            // A path given without a command: analysing it is what the user most likely wants.
            message += "; to analyse it, run 'ax-lsp check \(first)'"
        } else if let suggestion = Spelling.closest(to: first.lowercased(), among: subcommandNames) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; the commands are \(subcommandNames.joined(separator: ", ")) (see 'ax-lsp help')"
        }
        return CommandFailure(message: message)
    }
}
