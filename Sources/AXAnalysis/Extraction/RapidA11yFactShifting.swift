// Moves the offsets of RapidA11y facts (see FactShifting.swift): every stored site moves.

extension RapidFieldValue: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidFieldValue {
        RapidFieldValue(text: text, isKnown: isKnown, site: site.shifted(shift))
    }
}

extension RapidInformationFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidInformationFact {
        var copy = self
        copy.type = type.shifted(shift)
        copy.index = index.shifted(shift)
        copy.scope = scope.shifted(shift)
        copy.traitsSite = traitsSite.shifted(shift)
        copy.site = site.shifted(shift)
        return copy
    }
}

extension RapidInformationFunctionFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidInformationFunctionFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.elements = elements.shifted(shift)
        copy.returnedArraySite = returnedArraySite.shifted(shift)
        copy.returnStatementSite = returnStatementSite.shifted(shift)
        return copy
    }
}

extension RapidControlFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidControlFact {
        RapidControlFact(expression: expression, site: site.shifted(shift))
    }
}

extension RapidControlsFunctionFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidControlsFunctionFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.elements = elements.shifted(shift)
        return copy
    }
}

extension RapidDeclarationFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidDeclarationFact {
        var copy = self
        copy.conformanceSite = conformanceSite.shifted(shift)
        copy.information = information.shifted(shift)
        copy.controls = controls.shifted(shift)
        return copy
    }
}

extension RapidApplyCallFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidApplyCallFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.nameSite = nameSite.shifted(shift)
        return copy
    }
}

extension RapidDirectApplicationFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidDirectApplicationFact {
        var copy = self
        copy.site = site.shifted(shift)
        copy.receiverSite = receiverSite.shifted(shift)
        copy.information = information.shifted(shift)
        return copy
    }
}

extension RapidTestReferenceFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidTestReferenceFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

extension RapidTraitAssignmentFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidTraitAssignmentFact {
        var copy = self
        copy.site = site.shifted(shift)
        return copy
    }
}

extension RapidA11yFileFacts: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> RapidA11yFileFacts {
        guard !isEmpty else { return self }
        var copy = self
        copy.declarations = declarations.shifted(shift)
        copy.applyCalls = applyCalls.shifted(shift)
        copy.directApplications = directApplications.shifted(shift)
        copy.testReferences = testReferences.shifted(shift)
        copy.traitAssignments = traitAssignments.shifted(shift)
        return copy
    }
}
