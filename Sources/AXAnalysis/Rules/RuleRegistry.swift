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

    /// The workspace rules that read `FileSummary.visibleTexts` (the label model): the only ones
    /// an edit that changes a shown text but moves every other fact has to run again.
    static let labelRules: [WorkspaceRule.Type] = [UnknownIdentifierInUITestRule.self]

    static let allRuleTypes: [Rule.Type] = [
        UnknownSuppressionRuleRule.self,
        AAIILazyStorageLabelRule.self,
        AAIIViewCreatedAfterInjectionRule.self,
        AAIISuperclassPropertyUnreachedRule.self,
        AAIICollectionSkippedRule.self,
        AAIIExistingIdentifierKeptRule.self,
        AAIINoSelfIdentifierRule.self,
        CustomMirrorOmitsPropertyRule.self,
        CustomMirrorUnlabeledChildRule.self,
        IdentificableOutletUnconnectedRule.self,
        IdentificableViewNilAtInjectionRule.self,
        IdentificableSuperclassPropertyUnreachedRule.self,
        IdentifierOverwrittenRule.self,
        DuplicateIdentifierRule.self,
        DuplicateIdentifierAcrossScreensRule.self,
        IdentifierRepeatedInListRule.self,
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
        RapidCountMismatchRule.self,
        RapidControlNotIdentifiableRule.self,
        RapidTraitsResetRule.self,
        RapidNeverAppliedRule.self,
        RapidApplyWithoutConformanceRule.self,
        AXSnapshotGoldenMismatchRule.self,
        ControlWithoutLabelRule.self,
        ImageWithoutLabelRule.self
    ]

    /// The description of a rule id, if it exists.
    package static func description(of id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
