// Reads SwiftUI view components, bodies, scenes and previews out of one file's tree.
import SwiftSyntax

enum SwiftUIExtractor {
    static func extract(from tree: SourceFileSyntax, file: String) -> SwiftUIFileFacts {
        SwiftUIFileFacts()
    }
}
