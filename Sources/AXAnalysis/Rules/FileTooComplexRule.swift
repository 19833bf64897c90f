// file-too-complex: a region the parser was not given because its nesting would make parsing exponential.

/// `ParseCostGuard` blanks code nested deeper than `maximumSquareBracketNesting` `[` before the
/// parser sees it (swift-syntax's lookahead doubles its work per level, so 40 levels would take
/// days). The rest of the file is analysed as usual; identifiers inside the region are missing.
package enum FileTooComplexRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "file-too-complex",
        defaultSeverity: .warning,
        summary: "code nested too deeply in `[` was not analysed",
        help:
            "Swift's parsers (swift-syntax 602 and 603, and swiftc itself) take time that doubles with every level of `[` nesting, because each `[` is first tried as the inline-array sugar `[N of T]` and then parsed again as a type. ax-lsp does not parse code nested more than \(ParseCostGuard.maximumSquareBracketNesting) `[` deep (real code nests at most 6), nor more than \(ParseCostGuard.minimumSquareBracketNesting) to \(ParseCostGuard.maximumSquareBracketNesting - 1) deep in a file whose deep code would make its parse cost more than \(ParseCostGuard.costPerByte) times a flat file of its size (every byte weighted by 2 to the power of its depth): from the `[` that opens the next level to the bracket that closes it (or the end of the file when it is never closed) the code is skipped, and identifiers there are missing. The rest of the file is analysed as usual. Reduce the nesting: name the inner type with a `typealias`, or build the value from intermediate constants; close brackets that were left open.",
        triggeringExamples: [
            """
            // Nine levels: the ninth `[` and everything inside it are skipped.
            let grid = [[[[[[[[1️⃣[1]]]]]]]]]
            """,
            """
            // Never closed: the rest of the file is skipped (the input that once hung the fuzzer).
            final class LoginUITests: [[[[[[[[1️⃣[[[[[[[[[[[[
            """
        ],
        nonTriggeringExamples: [
            """
            // Eight levels are parsed as they are.
            let grid: [[[[[[[[Int]]]]]]]] = []
            """,
            """
            // Brackets in comments and string literals are not nesting: [[[[[[[[[[[[
            let pattern = "[[[[[[[[[[[[[[[["
            """
        ]
    )

    private static func limit(below region: SkippedRegion) -> String {
        let limit = region.squareBracketDepth - 1
        guard limit < ParseCostGuard.maximumSquareBracketNesting else { return "\(limit)" }
        return
            "\(limit) (lowered from \(ParseCostGuard.maximumSquareBracketNesting): so much of this file is nested this deep that parsing it all would cost more than \(ParseCostGuard.costPerByte) times a flat file of its size)"
    }

    /// One finding per file, at its first region: a generated file with a thousand deep
    /// literals needs one fix (or one exclusion), not a thousand warnings.
    package static func check(_ context: RuleContext) -> [Finding] {
        // The few files with skipped regions, sorted (sorting every path cost more than the rule).
        context.summaries.filter { !$0.value.skippedRegions.isEmpty }.keys.sorted().compactMap { path -> Finding? in
            guard let regions = context.summaries[path]?.skippedRegions, let region = regions.first else { return nil }
            let lines = region.lineCount == 1 ? "1 line" : "\(region.lineCount) lines"
            let skipped: String
            switch region.end {
            case .closingBracket: skipped = "the code from here to its closing `]` (\(lines)) was not analysed"
            case .enclosingBrace:
                skipped =
                    "it is not closed before its enclosing block or interpolation ends, so the code up to there (\(lines)) was not analysed"
            case .endOfFile: skipped = "it is never closed, so the rest of the file (\(lines)) was not analysed"
            }
            let others = regions.count == 1 ? "" : ", and so were \(regions.count - 1) more deep regions in this file"
            let advice =
                region.end == .closingBracket
                ? "reduce the nesting with a typealias or intermediate constants"
                : "close the bracket or reduce the nesting"
            return makeFinding(
                at: SourceSite(file: path, range: ByteRange(start: region.range.start, end: region.range.start + 1)),
                message:
                    "`[` nested \(region.squareBracketDepth) deep, past the \(limit(below: region)) levels ax-lsp parses (each level doubles Swift's parsing time): \(skipped)\(others); \(advice)"
            )
        }
    }
}
