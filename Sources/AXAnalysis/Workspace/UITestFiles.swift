// Which files are UI-test sources.

enum UITestFiles {
    /// By `ui_test_paths` globs when given, else files importing XCTest that use XCUIApplication.
    static func paths(in summaries: [String: FileSummary], globs: [String]?) -> Set<String> {
        var result: Set<String> = []
        for (path, summary) in summaries where summary.kind == .swift {
            if let globs {
                if globs.contains(where: { Glob.matches(path: path, pattern: $0) }) { result.insert(path) }
            } else if summary.looksLikeUITest {
                result.insert(path)
            }
        }
        return result
    }
}
