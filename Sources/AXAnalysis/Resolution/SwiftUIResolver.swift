// Branch/leaf composition through the SwiftUI render tree (BL-n) and explicit SwiftUI
// identifiers (EX-2).

/// Resolves SwiftUI identifiers over the whole workspace.
enum SwiftUIResolver {
    static func resolve(index: WorkspaceIndex, options: AnalysisOptions) -> ResolutionOutput {
        ResolutionOutput()
    }
}
