// file-too-complex: a region the parser was not given because its nesting would make parsing exponential.

/// `ParseCostGuard` blanks code nested deeper than `maximumSquareBracketNesting` `[` before the
/// parser sees it (swift-syntax's lookahead doubles its work per level, so 40 levels would take
/// days). The rest of the file is analysed as usual; identifiers inside the region are missing.
public enum FileTooComplexRule: WorkspaceRule {
    public static let description = RuleDescription(
        id: "file-too-complex",
        defaultSeverity: .warning,
        summary: "code nested too deeply in `[` was not analysed",
        help: "Swift's parsers (swift-syntax 602 and 603, and swiftc itself) take time that doubles with every level of `[` nesting, because each `[` is first tried as the inline-array sugar `[N of T]` and then parsed again as a type. ax-lsp does not parse code nested more than \(ParseCostGuard.maximumSquareBracketNesting) `[` deep (real code nests at most 6): from the `[` that opens the next level to the bracket that closes it (or the end of the file when it is never closed) the code is skipped, and identifiers there are missing. The rest of the file is analysed as usual. Reduce the nesting: name the inner type with a `typealias`, or build the value from intermediate constants; close brackets that were left open."
    )

    public static func check(_ context: RuleContext) -> [Finding] {
        context.summaries.keys.sorted().flatMap { path -> [Finding] in
            guard let regions = context.summaries[path]?.skippedRegions else { return [] }
            return regions.map { region in
                let lines = region.lineCount == 1 ? "1 line" : "\(region.lineCount) lines"
                let skipped: String
                switch region.end {
                case .closingBracket: skipped = "the code from here to its closing `]` (\(lines)) was not analysed; reduce the nesting with a typealias or intermediate constants"
                case .enclosingBrace: skipped = "it is not closed before the `}` that ends its block, so the code up to that `}` (\(lines)) was not analysed; close the bracket or reduce the nesting"
                case .endOfFile: skipped = "it is never closed, so the rest of the file (\(lines)) was not analysed; close the bracket or reduce the nesting"
                }
                return makeFinding(
                    at: SourceSite(file: path, range: ByteRange(start: region.range.start, end: region.range.start + 1)),
                    message: "`[` nested \(region.squareBracketDepth) deep, past the \(ParseCostGuard.maximumSquareBracketNesting) levels ax-lsp parses (each level doubles Swift's parsing time): \(skipped)"
                )
            }
        }
    }
}
