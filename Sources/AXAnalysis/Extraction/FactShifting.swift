// Moves the offsets of extracted facts: by a constant, so facts read once from a function body can
// be replayed when an edit elsewhere only moved that body (ExtractionMemo), or past an edit, to
// check whether a new summary is the old one moved (AnalysisWorkspace).

/// Moves every offset at or after `from` by `delta` (`from: .min` moves them all).
struct OffsetShift {
    var from: Int
    var delta: Int

    func apply(_ offset: Int) -> Int { offset >= from ? offset + delta : offset }
}

/// Facts whose UTF-8 offsets can be moved. Every stored offset must move: for replayed bodies a
/// missed field would leave a stale position behind, which the incremental-extraction property
/// tests (random edits, memo on vs off, summaries compared whole) catch.
protocol PositionShiftable {
    func shifted(_ shift: OffsetShift) -> Self
}

extension PositionShiftable {
    func shifted(by delta: Int) -> Self { delta == 0 ? self : shifted(OffsetShift(from: .min, delta: delta)) }
}

extension ByteRange: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> ByteRange { ByteRange(start: shift.apply(start), end: shift.apply(end)) }
}

extension SourceSite: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SourceSite { SourceSite(file: file, range: range.shifted(shift)) }
}

extension Array: PositionShiftable where Element: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> [Element] { map { $0.shifted(shift) } }
}

extension Optional: PositionShiftable where Wrapped: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> Wrapped? { map { $0.shifted(shift) } }
}

extension SkippedRegion: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SkippedRegion {
        SkippedRegion(
            range: range.shifted(shift), squareBracketDepth: squareBracketDepth, lineCount: lineCount, end: end)
    }
}

extension StringExpr: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> StringExpr { StringExpr(kind: kind, value: value, site: site.shifted(shift)) }
}

extension PropertyFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> PropertyFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.nameSite = nameSite.shifted(shift)
        copy.accessibilityIdentifyArgument = accessibilityIdentifyArgument.shifted(shift)
        copy.stringInitializer = stringInitializer.shifted(shift)
        return copy
    }
}

extension PropertyAssignmentFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> PropertyAssignmentFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

extension MethodFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> MethodFact {
        MethodFact(
            name: name, site: site.shifted(shift), bodySite: bodySite.shifted(shift),
            afterSuperCallOffset: afterSuperCallOffset.map(shift.apply), hasSyntaxErrors: hasSyntaxErrors)
    }
}

extension MirrorChildFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> MirrorChildFact {
        MirrorChildFact(label: label, valueExpression: valueExpression, site: site.shifted(shift))
    }
}

extension CustomMirrorFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> CustomMirrorFact {
        CustomMirrorFact(site: site.shifted(shift), children: children.shifted(shift))
    }
}

extension TypeFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> TypeFact {
        var copy = self
        copy.properties = properties.shifted(shift)
        copy.methods = methods.shifted(shift)
        copy.customMirror = customMirror.shifted(shift)
        copy.site = site.shifted(shift)
        copy.nameSite = nameSite.shifted(shift)
        copy.propertyAssignments = propertyAssignments.shifted(shift)
        copy.lazyPropertyReads = lazyPropertyReads.shifted(shift)
        return copy
    }
}

extension ExtensionFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> ExtensionFact {
        ExtensionFact(
            extendedType: extendedType, conformances: conformances, site: site.shifted(shift),
            propertyNames: propertyNames)
    }
}

extension InjectionCallFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> InjectionCallFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.nameSite = nameSite.shifted(shift)
        copy.customPrefixChain = customPrefixChain.shifted(shift)
        return copy
    }
}

extension ExplicitAssignmentFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> ExplicitAssignmentFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.targetSite = targetSite.shifted(shift)
        copy.value = value.shifted(shift)
        copy.blockStart = blockStart.map(shift.apply)
        return copy
    }
}

extension ValueFlowSlot: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> ValueFlowSlot {
        var copy = self
        copy.value = value.shifted(shift)
        return copy
    }
}

extension ValueFlowFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> ValueFlowFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.slots = slots.shifted(shift)
        copy.value = value.shifted(shift)
        return copy
    }
}

extension TestReferenceFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> TestReferenceFact {
        var copy = self
        copy.value = value.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension GeneratedConstantFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> GeneratedConstantFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

extension VisibleTextFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> VisibleTextFact {
        VisibleTextFact(text: text, site: site.shifted(shift), source: source)
    }
}

extension SuppressionFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SuppressionFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.effectRange = effectRange.shifted(shift)
        return copy
    }
}

extension InterfaceBuilderIdentifierFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> InterfaceBuilderIdentifierFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

extension InterfaceBuilderOutletFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> InterfaceBuilderOutletFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

// MARK: SwiftUI

extension SwiftUIArgument: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIArgument {
        var copy = self
        copy.string = string.shifted(shift)
        copy.views = views.shifted(shift)
        copy.implicitMember = implicitMember.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUIModifier: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIModifier {
        var copy = self
        copy.nameSite = nameSite.shifted(shift)
        copy.value = value.shifted(shift)
        copy.arguments = arguments.shifted(shift)
        return copy
    }
}

extension SwiftUIViewNode: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIViewNode {
        var copy = self
        copy.nameSite = nameSite.shifted(shift)
        copy.site = site.shifted(shift)
        copy.arguments = arguments.shifted(shift)
        copy.modifiers = modifiers.shifted(shift)
        return copy
    }
}

extension SwiftUIPropertyFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIPropertyFact {
        var copy = self
        copy.stringDefault = stringDefault.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUIParameterFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIParameterFact {
        var copy = self
        copy.stringDefault = stringDefault.shifted(shift)
        return copy
    }
}

extension SwiftUIInitializerFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIInitializerFact {
        var copy = self
        copy.parameters = parameters.shifted(shift)
        copy.propertyLiterals = propertyLiterals.mapValues { $0.shifted(shift) }
        copy.propertyExpressions = propertyExpressions.mapValues { $0.shifted(shift) }
        copy.delegatedArguments = delegatedArguments.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUIViewMemberFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIViewMemberFact {
        var copy = self
        copy.parameters = parameters.shifted(shift)
        copy.nodes = nodes.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUIStyleFactoryFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIStyleFactoryFact {
        var copy = self
        copy.parameters = parameters.shifted(shift)
        copy.construction = construction.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUIRootFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIRootFact {
        var copy = self
        copy.nodes = nodes.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension SwiftUITypeFragment: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUITypeFragment {
        var copy = self
        copy.storedProperties = storedProperties.shifted(shift)
        copy.initializers = initializers.shifted(shift)
        copy.viewMembers = viewMembers.shifted(shift)
        copy.nameSite = nameSite.shifted(shift)
        return copy
    }
}

extension SwiftUIFileFacts: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> SwiftUIFileFacts {
        var copy = self
        copy.typeFragments = typeFragments.shifted(shift)
        copy.roots = roots.shifted(shift)
        copy.customModifiers = customModifiers.shifted(shift)
        copy.viewFunctions = viewFunctions.shifted(shift)
        copy.styleFactories = styleFactories.shifted(shift)
        return copy
    }
}

extension FileSummary: PositionShiftable {
    /// The whole summary moved. A position field missing here makes a moved summary compare
    /// unequal to the re-extracted one, which only costs the slower comparison, never a result.
    func shifted(_ shift: OffsetShift) -> FileSummary {
        shifted(shift, outline: outline.shifted(shift))
    }

    /// The summary moved, with `outline` in place of its own outline moved: for a comparison
    /// that ignores outlines (a workspace without AXSnapshot expectations), where moving the
    /// outline's statements was a tenth of a keystroke in a large view controller.
    func shifted(_ shift: OffsetShift, outline: OutlineFileFacts) -> FileSummary {
        var copy = self
        copy.types = types.shifted(shift)
        copy.extensions = extensions.shifted(shift)
        copy.injectionCalls = injectionCalls.shifted(shift)
        copy.explicitAssignments = explicitAssignments.shifted(shift)
        copy.valueFlows = valueFlows.shifted(shift)
        copy.swiftUI = swiftUI.shifted(shift)
        copy.testReferences = testReferences.shifted(shift)
        copy.generatedConstants = generatedConstants.shifted(shift)
        copy.interfaceBuilderIdentifiers = interfaceBuilderIdentifiers.shifted(shift)
        copy.interfaceBuilderOutlets = interfaceBuilderOutlets.shifted(shift)
        copy.visibleTexts = visibleTexts.shifted(shift)
        copy.suppressions = suppressions.shifted(shift)
        copy.skippedRegions = skippedRegions.shifted(shift)
        copy.rapidA11y = rapidA11y.shifted(shift)
        copy.outline = outline
        return copy
    }
}
