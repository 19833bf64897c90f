import SwiftUI

/// The branch/leaf modifiers, implemented in the app as the technique describes: a branch only
/// extends the path in the environment; a leaf applies `path.leaf` and resets the path.
private struct ParentAccessibilityBranchKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    var parentAccessibilityBranch: String? {
        get { self[ParentAccessibilityBranchKey.self] }
        set { self[ParentAccessibilityBranchKey.self] = newValue }
    }
}

private struct AccessibilityIdentifierBranchModifier: ViewModifier {
    @Environment(\.parentAccessibilityBranch) private var parent
    let branch: String

    func body(content: Content) -> some View {
        content.environment(\.parentAccessibilityBranch, parent.map { "\($0).\(branch)" } ?? branch)
    }
}

private struct AccessibilityIdentifierLeafModifier: ViewModifier {
    @Environment(\.parentAccessibilityBranch) private var branch
    let leaf: String

    @ViewBuilder
    func body(content: Content) -> some View {
        if let branch {
            content
                .accessibilityIdentifier("\(branch).\(leaf)")
                .environment(\.parentAccessibilityBranch, nil)
        } else {
            content
        }
    }
}

extension View {
    func accessibilityIdentifierBranch(_ branch: String) -> some View {
        modifier(AccessibilityIdentifierBranchModifier(branch: branch))
    }

    func accessibilityIdentifierLeaf(_ leaf: String) -> some View {
        modifier(AccessibilityIdentifierLeafModifier(leaf: leaf))
    }
}
