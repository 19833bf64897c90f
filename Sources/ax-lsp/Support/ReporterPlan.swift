// Pairs `--reporter R` with the `--output FILE` that follows it, in command-line order.

/// Where one reporter writes: a file, or stdout when `output` is nil.
struct ReporterDestination: Equatable {
    var kind: ReporterKind
    var output: String?
}

/// ArgumentParser collects repeated options into separate arrays and loses how they were
/// interleaved, so the pairing is recovered from the raw arguments: an `--output` belongs to
/// the nearest preceding `--reporter` that has none yet (or to the next one when it comes
/// first); an `--output` with no reporter left uses the xcode format.
enum ReporterPlan {
    static func destinations(reporters: [ReporterKind], outputs: [String], arguments: [String]) -> [ReporterDestination]
    {
        let scanned = scan(arguments)
        // Trust the raw scan only when it saw exactly what ArgumentParser parsed.
        let ordered: [Token]
        if scanned.compactMap(\.reporter) == reporters.map(\.rawValue) && scanned.compactMap(\.output) == outputs {
            ordered = scanned
        } else {
            ordered =
                reporters.map { Token(reporter: $0.rawValue, output: nil) }
                + outputs.map { Token(reporter: nil, output: $0) }
        }
        var destinations: [ReporterDestination] = []
        var pendingOutputs: [String] = []
        for token in ordered {
            if let name = token.reporter, let kind = ReporterKind(rawValue: name) {
                let output = pendingOutputs.isEmpty ? nil : pendingOutputs.removeFirst()
                destinations.append(ReporterDestination(kind: kind, output: output))
            } else if let output = token.output {
                if let last = destinations.indices.last, destinations[last].output == nil {
                    destinations[last].output = output
                } else {
                    pendingOutputs.append(output)
                }
            }
        }
        destinations += pendingOutputs.map { ReporterDestination(kind: .xcode, output: $0) }
        return destinations.isEmpty ? [ReporterDestination(kind: .xcode, output: nil)] : destinations
    }

    private struct Token {
        var reporter: String?
        var output: String?
    }

    private static func scan(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--reporter" || argument == "--output" {
                if index + 1 < arguments.count {
                    let value = arguments[index + 1]
                    tokens.append(
                        argument == "--reporter"
                            ? Token(reporter: value, output: nil) : Token(reporter: nil, output: value))
                }
                index += 2
                continue
            }
            if argument.hasPrefix("--reporter=") {
                tokens.append(Token(reporter: String(argument.dropFirst("--reporter=".count)), output: nil))
            } else if argument.hasPrefix("--output=") {
                tokens.append(Token(reporter: nil, output: String(argument.dropFirst("--output=".count))))
            }
            index += 1
        }
        return tokens
    }
}
