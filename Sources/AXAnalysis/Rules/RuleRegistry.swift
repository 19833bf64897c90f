// The one list of rules. Adding a rule: a file in Rules/, its type here, a test file.

package enum RuleRegistry {
    /// Every rule's description, in documentation order.
    package static var all: [RuleDescription] {
        allRuleTypes.map { $0.description }
    }

    /// Rules that run over the whole workspace after resolution.
    static var workspaceRules: [WorkspaceRule.Type] {
        allRuleTypes.compactMap { $0 as? WorkspaceRule.Type }
    }

    static let allRuleTypes: [Rule.Type] = [
        UnknownSuppressionRuleRule.self,
        AAIILazyStorageLabelRule.self,
        AAIIViewCreatedAfterInjectionRule.self,
        AAIISuperclassPropertyUnreachedRule.self,
        AAIICollectionSkippedRule.self,
        CustomMirrorOmitsPropertyRule.self,
        IdentificableOutletUnconnectedRule.self,
        IdentifierOverwrittenRule.self,
        DuplicateIdentifierRule.self,
        UnknownIdentifierInUITestRule.self,
        GeneratedIdentifierMismatchRule.self,
        EmptyIdentifierRule.self,
        UnreadableFileRule.self,
        FileTooComplexRule.self,
        AnalysisBudgetExceededRule.self,
        LeafWithoutBranchRule.self,
        LeafInsideLeafRule.self,
        BranchRestartsUnderLeafRule.self,
        LeafConflictsWithExplicitIdentifierRule.self,
        ContainerIdentifierOverridesChildrenRule.self,
        ControlWithoutIdentifierRule.self,
        AXSnapshotGoldenMismatchRule.self,
        ControlWithoutLabelRule.self,
        ImageWithoutLabelRule.self,
    ]

    /// The description of a rule id, if it exists.
    package static func description(of id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
