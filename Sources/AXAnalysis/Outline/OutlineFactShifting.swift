// Moves the offsets of outline facts, as `FactShifting` does for the rest of a summary.

extension OutlineFileFacts: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineFileFacts {
        var copy = self
        copy.classes = classes.shifted(shift)
        copy.goldens = goldens.shifted(shift)
        copy.formatOverrides = formatOverrides.shifted(shift)
        return copy
    }
}

extension OutlineClassFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineClassFact {
        var copy = self
        copy.nameSite = nameSite.shifted(shift)
        copy.properties = properties.shifted(shift)
        copy.methods = methods.shifted(shift)
        copy.getters = getters.shifted(shift)
        return copy
    }
}

extension OutlineProperty: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineProperty {
        OutlineProperty(name: name, initialValue: initialValue?.shifted(shift), site: site.shifted(shift))
    }
}

extension OutlineGetter: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineGetter { OutlineGetter(name: name, value: value.shifted(shift)) }
}

extension OutlineVariableRead: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineVariableRead {
        OutlineVariableRead(
            hasOutlets: hasOutlets, properties: properties.shifted(shift), getters: getters.shifted(shift))
    }
}

extension OutlineMethod: PositionShiftable {
    /// Every position of a method is at or after its origin: a shift from there on moves the
    /// origin alone; one that starts inside the method moves the positions after its start.
    func shifted(_ shift: OffsetShift) -> OutlineMethod {
        if shift.from <= origin { return moved(by: shift.delta) }
        return OutlineMethod(
            name: name, labels: labels, parameters: parameters, defaults: defaults.map { $0?.shifted(shift) },
            body: body.shifted(shift), origin: origin)
    }
}

extension OutlineStatement: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineStatement {
        let movedKind: Kind
        switch kind {
        case .assign(let target, let value): movedKind = .assign(target: target, value: value.shifted(shift))
        case .insertTraits(let target, let value):
            movedKind = .insertTraits(target: target, value: value.shifted(shift))
        case .removeTraits(let target, let value):
            movedKind = .removeTraits(target: target, value: value.shifted(shift))
        case .call(let receiver, let name, let arguments):
            movedKind = .call(receiver: receiver, name: name, arguments: arguments.shifted(shift))
        case .forEach(let items, let receiver, let name):
            movedKind = .forEach(items: items.shifted(shift), receiver: receiver, name: name)
        case .forIn(let name, let items, let body):
            movedKind = .forIn(name: name, items: items.shifted(shift), body: body.shifted(shift))
        case .local(let name, let value): movedKind = .local(name: name, value: value.shifted(shift))
        case .returnValue(let value): movedKind = .returnValue(value.shifted(shift))
        case .notModelled: movedKind = kind
        }
        return OutlineStatement(kind: movedKind, site: site.shifted(shift))
    }
}

extension OutlineArgument: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> OutlineArgument { OutlineArgument(label: label, value: value.shifted(shift)) }
}

extension OutlineExpr: PositionShiftable {
    /// Only closures hold positions (their statements' sites).
    func shifted(_ shift: OffsetShift) -> OutlineExpr {
        switch self {
        case .closure(let statements): return .closure(statements.shifted(shift))
        case .array(let elements): return .array(elements.shifted(shift))
        case .union(let elements): return .union(elements.shifted(shift))
        case .call(let callee, let arguments): return .call(callee: callee, arguments: arguments.shifted(shift))
        case .string, .template, .bool, .number, .member, .path, .nilLiteral, .unknown: return self
        }
    }
}

extension AXSnapshotGoldenFact: PositionShiftable {
    func shifted(_ shift: OffsetShift) -> AXSnapshotGoldenFact {
        var copy = self
        copy.construction = construction.shifted(shift)
        copy.site = site.shifted(shift)
        copy.setup = setup?.shifted(shift)
        return copy
    }
}
