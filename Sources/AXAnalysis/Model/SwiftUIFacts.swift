// SwiftUI facts of one file: view components, their bodies as trees, scenes and previews.
// Filled by `SwiftUIExtractor`, read by `SwiftUIResolver` (branch/leaf composition, BL-n).

/// The SwiftUI part of a `FileSummary`.
public struct SwiftUIFileFacts: Hashable, Codable, Sendable {
    public init() {}
}
