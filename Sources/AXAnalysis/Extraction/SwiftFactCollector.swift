// The syntax walk that collects types, properties, injection calls, assignments and test references.
import SwiftSyntax

final class SwiftFactCollector: SyntaxVisitor {
    static func collect(tree: SourceFileSyntax, file: String) -> FileSummary {
        let collector = SwiftFactCollector(file: file)
        collector.walk(tree)
        return collector.summary
    }

    let file: String
    var summary: FileSummary

    init(file: String) {
        self.file = file
        self.summary = FileSummary(path: file, kind: .swift)
        super.init(viewMode: .sourceAccurate)
    }
}
