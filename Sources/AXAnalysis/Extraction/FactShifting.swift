// Moves every offset of extracted facts by a fixed amount, so facts read once from a function body
// can be reused when an edit elsewhere only moved that body (see ExtractionMemo).

/// Facts whose UTF-8 offsets can be moved by a constant. Every stored offset must move: a missed
/// field would leave a stale position behind, which the incremental-extraction property tests
/// (random edits, memo on vs off, summaries compared whole) catch.
protocol PositionShiftable {
    func shifted(by delta: Int) -> Self
}

extension ByteRange: PositionShiftable {
    func shifted(by delta: Int) -> ByteRange { ByteRange(start: start + delta, end: end + delta) }
}

extension SourceSite: PositionShiftable {
    func shifted(by delta: Int) -> SourceSite { SourceSite(file: file, range: range.shifted(by: delta)) }
}

extension Array: PositionShiftable where Element: PositionShiftable {
    func shifted(by delta: Int) -> [Element] { delta == 0 ? self : map { $0.shifted(by: delta) } }
}

extension Optional: PositionShiftable where Wrapped: PositionShiftable {
    func shifted(by delta: Int) -> Wrapped? { map { $0.shifted(by: delta) } }
}

extension StringExpr: PositionShiftable {
    func shifted(by delta: Int) -> StringExpr { StringExpr(kind: kind, value: value, site: site.shifted(by: delta)) }
}

extension PropertyFact: PositionShiftable {
    func shifted(by delta: Int) -> PropertyFact {
        var copy = self
        copy.site = site.shifted(by: delta)
        copy.nameSite = nameSite.shifted(by: delta)
        copy.accessibilityIdentifyArgument = accessibilityIdentifyArgument.shifted(by: delta)
        copy.stringInitializer = stringInitializer.shifted(by: delta)
        return copy
    }
}

extension PropertyAssignmentFact: PositionShiftable {
    func shifted(by delta: Int) -> PropertyAssignmentFact {
        PropertyAssignmentFact(property: property, function: function, site: site.shifted(by: delta))
    }
}

extension MethodFact: PositionShiftable {
    func shifted(by delta: Int) -> MethodFact {
        MethodFact(name: name, site: site.shifted(by: delta), bodySite: bodySite.shifted(by: delta),
                   afterSuperCallOffset: afterSuperCallOffset.map { $0 + delta }, hasSyntaxErrors: hasSyntaxErrors)
    }
}

extension MirrorChildFact: PositionShiftable {
    func shifted(by delta: Int) -> MirrorChildFact {
        MirrorChildFact(label: label, valueExpression: valueExpression, site: site.shifted(by: delta))
    }
}

extension CustomMirrorFact: PositionShiftable {
    func shifted(by delta: Int) -> CustomMirrorFact {
        CustomMirrorFact(site: site.shifted(by: delta), children: children.shifted(by: delta))
    }
}

extension TypeFact: PositionShiftable {
    func shifted(by delta: Int) -> TypeFact {
        var copy = self
        copy.properties = properties.shifted(by: delta)
        copy.methods = methods.shifted(by: delta)
        copy.customMirror = customMirror.shifted(by: delta)
        copy.site = site.shifted(by: delta)
        copy.nameSite = nameSite.shifted(by: delta)
        copy.propertyAssignments = propertyAssignments.shifted(by: delta)
        return copy
    }
}

extension ExtensionFact: PositionShiftable {
    func shifted(by delta: Int) -> ExtensionFact {
        ExtensionFact(extendedType: extendedType, conformances: conformances, site: site.shifted(by: delta), propertyNames: propertyNames)
    }
}

extension InjectionCallFact: PositionShiftable {
    func shifted(by delta: Int) -> InjectionCallFact {
        var copy = self
        copy.site = site.shifted(by: delta)
        copy.nameSite = nameSite.shifted(by: delta)
        copy.customPrefixChain = customPrefixChain.shifted(by: delta)
        return copy
    }
}

extension ExplicitAssignmentFact: PositionShiftable {
    func shifted(by delta: Int) -> ExplicitAssignmentFact {
        var copy = self
        copy.site = site.shifted(by: delta)
        copy.targetSite = targetSite.shifted(by: delta)
        copy.value = value.shifted(by: delta)
        return copy
    }
}

extension TestReferenceFact: PositionShiftable {
    func shifted(by delta: Int) -> TestReferenceFact {
        var copy = self
        copy.value = value.shifted(by: delta)
        copy.site = site.shifted(by: delta)
        return copy
    }
}

extension GeneratedConstantFact: PositionShiftable {
    func shifted(by delta: Int) -> GeneratedConstantFact {
        var copy = self
        copy.site = site.shifted(by: delta)
        return copy
    }
}

extension VisibleTextFact: PositionShiftable {
    func shifted(by delta: Int) -> VisibleTextFact { VisibleTextFact(text: text, site: site.shifted(by: delta)) }
}
