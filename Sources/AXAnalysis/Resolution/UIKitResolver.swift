// UIKit conventions: AAII injection (AAII-n), AccessibilityIdentificable (AI-n), explicit
// assignments (EX-1), over the class hierarchy of the whole workspace.

enum UIKitResolver {
    static func resolve(index: WorkspaceIndex, options: AnalysisOptions) -> ResolutionOutput {
        ResolutionOutput()
    }
}
