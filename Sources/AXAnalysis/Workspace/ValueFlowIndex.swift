// Follows an identifier written with a property or a parameter (`cellModel.accessibilityIdentifier`,
// `accessibilityIdentifier`) back to the values the app's code writes there: a stored property is
// the union of its default, its initializers' arguments and its assignments; a parameter is the
// union of what its callers pass. What cannot be traced stays a `{…}` part, with the reason.

import Foundation

/// Where an expression is written: its file, enclosing type and function.
package struct FlowContext: Hashable, Sendable {
    package var file: String
    package var owner: String?
    package var function: String?
    /// A local whose type the site's own code says (`guard let model = x as? CellModel`).
    package var local: LocalType?
    /// The UTF-8 offset of the expression, for the names a case pattern binds around it.
    package var position: Int?

    package struct LocalType: Hashable, Sendable {
        package var name: String
        package var type: String

        package init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    package init(file: String, owner: String?, function: String?, position: Int? = nil) {
        self.file = file
        self.owner = owner
        self.function = function
        self.position = position
    }
}

/// One value an expression can have, with the write or argument it comes from.
package struct FlowValue: Hashable, Sendable {
    package var text: String
    package var isTemplate: Bool
    /// The literal or constant the value was last read from (nil for a value written at the site).
    package var origin: SourceSite?
    /// For a template, why its `{…}` parts stayed unknown.
    package var reason: String?
    /// Some of the text is a localized text (`StringConstantValue.isLocalized`).
    package var isLocalized = false

    init(text: String, isTemplate: Bool, origin: SourceSite?, reason: String? = nil, isLocalized: Bool = false) {
        self.text = text
        self.isTemplate = isTemplate
        self.origin = origin
        self.reason = reason
        self.isLocalized = isLocalized
    }

    /// A constant's value as read at `origin`.
    init(_ constant: StringConstantValue, origin: SourceSite?) {
        self.init(
            text: constant.text, isTemplate: constant.isTemplate, origin: origin, isLocalized: constant.isLocalized)
    }
}

/// What an expression can be: its values, and why some of it could not be followed.
package struct FlowResult: Sendable {
    package var values: [FlowValue] = []
    /// One sentence per part that stayed a template (`{cellModel.title}`: no write found…).
    package var reasons: [String] = []
    /// Some write or caller gives `nil` (or an empty string): no identifier at all then.
    package var mayBeAbsent = false
    /// True when the values are all it can be: every write and caller was traced.
    package var isComplete: Bool { reasons.isEmpty }

    mutating func addReason(_ reason: String) {
        if !reasons.contains(reason) { reasons.append(reason) }
    }
}

/// One site's walk through the data flow: what it is following (to stop at cycles), and how many
/// parts it has looked at, capped so that a site whose values fan out through many cases, callers
/// and writes stays a template instead of costing the whole resolution.
struct FlowWalk {
    private var following: Set<String> = []
    private(set) var steps = 0
    static let maximumSteps = 4_000

    mutating func insert(_ key: String) -> (inserted: Bool, memberAfterInsert: String) { following.insert(key) }
    mutating func remove(_ key: String) { following.remove(key) }
    /// Counts one more part; false once the walk is over its budget.
    mutating func step() -> Bool {
        steps += 1
        return steps <= Self.maximumSteps
    }
}

/// The workspace's signatures, calls and writes by name, made once per set of summaries.
package final class ValueFlowIndex: @unchecked Sendable {
    /// A fact where its file's summary holds it: the summary's array and an offset, not a copy
    /// (a fact is about 200 bytes, and a workspace has hundreds of thousands).
    struct Located {
        let file: String
        private let facts: [ValueFlowFact]
        private let offset: Int

        /// `offset` is one of `facts`' indices: the index makes each from enumerating the array
        /// it keeps, which never changes after.
        fileprivate init(file: String, facts: [ValueFlowFact], offset: Int) {
            self.file = file
            self.facts = facts
            self.offset = offset
        }

        var fact: ValueFlowFact {
            _read { yield facts[offset] }
        }
    }

    /// Signatures by function name (`init` for initializers).
    private var signatures: [String: [Located]] = [:]
    /// Calls by the callee's last name (`phone` for `.phone(…)`, `CellModel` for `CellModel(…)`).
    private var calls: [String: [Located]] = [:]
    /// The calls of the workspace's test code, by the same names: never values of the app, but
    /// they tell a function only tests call from one nothing calls.
    private var testCalls: [String: [Located]] = [:]
    /// Writes by property name.
    private var writes: [String: [Located]] = [:]
    /// Enum cases with associated values by case name.
    private var enumCases: [String: [Located]] = [:]
    /// Case patterns' bound names by file.
    private var caseBindings: [String: [Located]] = [:]
    /// Loop and closure parameters bound to a collection's elements, by file.
    private var elementBindings: [String: [Located]] = [:]
    /// The elements of array literals properties hold (`var items: [Kind] { [.a, .b] }`), by
    /// property name: read only through a name bound over the property.
    private var arrayElements: [String: [Located]] = [:]
    /// Locals computed from cases or strings (`let id = switch kind { … }`), by file.
    private var localValues: [String: [Located]] = [:]
    /// Closure parameters that are a call's first argument unwrapped (`ifLet`), by file.
    private var closureValues: [String: [Located]] = [:]
    /// The answers so far: resolution asks for the same part at many sites.
    private var memo: [String: FlowResult] = [:]
    private var conformersByProtocol: [String: [TypeRef]] = [:]
    /// Identifier-holding property name → the types declaring it (`onlyTypeDeclaring`), made
    /// the first time a read needs it.
    private var identifierPropertyOwners: [String: [TypeFact]]?
    /// `memberwiseConstructions(of:)` by type (file, qualified name, where it is declared).
    private var memberwiseCache: [String: [Located]?] = [:]
    /// `impliedType(of:)` by the call's receiver (`MullvadListActionItemView|item`).
    private var impliedTypes: [String: String?] = [:]
    private let lock = NSLock()

    /// The most values one site gets: past this a site stays a template.
    static let maximumValues = 24
    /// The most values one `{…}` part of a template is spelled out into.
    static let maximumPartValues = 8
    private static let maximumDepth = 8

    init(summaries: [String: FileSummary]) {
        let paths = summaries.keys.sorted()
        let receivers = Self.callReceivingNames(paths.compactMap { summaries[$0] })
        for path in paths {
            guard let summary = summaries[path], !summary.valueFlows.isEmpty else { continue }
            let facts = summary.valueFlows
            // Indices, not elements: enumerating would copy every fact (its strings and slots)
            // only to read its kind and name.
            if summary.isTestCode {
                for offset in facts.indices where facts[offset].kind == .call {
                    let name = Self.lastName(facts[offset].name)
                    guard receivers.contains(name) else { continue }
                    testCalls[name, default: []].append(Located(file: path, facts: facts, offset: offset))
                }
                continue
            }
            for offset in facts.indices {
                let kind = facts[offset].kind
                if kind == .call {
                    // Most calls name an API of the SDK (`Text(…)`, `UIImage(named:)`) that no
                    // lookup below ever asks for: keeping them cost more memory than the rest of
                    // the index.
                    let name = Self.lastName(facts[offset].name)
                    guard receivers.contains(name) else { continue }
                    calls[name, default: []].append(Located(file: path, facts: facts, offset: offset))
                    continue
                }
                let located = Located(file: path, facts: facts, offset: offset)
                switch kind {
                case .signature: signatures[facts[offset].name, default: []].append(located)
                case .call: break
                case .write:
                    // `label.text = Strings.title`: kept for the UI-test rule's shown texts, never a
                    // write of a model's property.
                    if facts[offset].receiver != nil, SwiftFactCollector.textProperties.contains(facts[offset].name) {
                        continue
                    }
                    writes[facts[offset].name, default: []].append(located)
                case .enumCase: enumCases[facts[offset].name, default: []].append(located)
                case .caseBinding: caseBindings[path, default: []].append(located)
                case .elementBinding: elementBindings[path, default: []].append(located)
                case .arrayElement: arrayElements[facts[offset].name, default: []].append(located)
                case .localValue: localValues[path, default: []].append(located)
                case .closureValue: closureValues[path, default: []].append(located)
                }
            }
        }
    }

    private static func lastName(_ callee: String) -> String {
        // The scalars, not the characters: every call of the workspace asks, and a dot is one
        // scalar (a callee is a chain of identifiers, which never start with a combining mark).
        let scalars = callee.unicodeScalars
        guard let dot = scalars.lastIndex(of: ".") else { return callee }
        let last = Substring(scalars[scalars.index(after: dot)...])
        return last.isEmpty ? String(callee.split(separator: ".").last ?? Substring(callee)) : String(last)
    }

    /// Every key `calls` and `testCalls` are read with (`matchingCalls`, `propertyValues`): the
    /// names of the app's functions and enum cases, `init`, the type an initializer is declared
    /// in, and every type of the workspace (its memberwise initializer). A call by any other
    /// last name can reach no signature.
    private static func callReceivingNames(_ summaries: [FileSummary]) -> Set<String> {
        var names: Set<String> = ["init"]
        for summary in summaries {
            for type in summary.types { names.insert(type.name) }
            guard !summary.isTestCode else { continue }
            let facts = summary.valueFlows
            for offset in facts.indices where facts[offset].kind == .signature || facts[offset].kind == .enumCase {
                let name = facts[offset].name
                names.insert(name)
                if name == "init", let owner = facts[offset].owner?.split(separator: ".").last {
                    names.insert(String(owner))
                }
            }
        }
        return names
    }

    // MARK: Answers

    /// The values of `expression` (a `{…}` part of a template, as written) at `context`, or nil
    /// when it names no parameter or stored property the analysis can follow.
    package func values(of expression: String, at context: FlowContext, index: WorkspaceIndex) -> FlowResult? {
        let key =
            "\(expression)|\(context.file)|\(context.owner ?? "")|\(context.function ?? "")|\(context.local.map { "\($0.name):\($0.type)" } ?? "")|\(context.position ?? -1)"
        if let known = locked({ memo[key] }) { return known }
        var visiting = FlowWalk()
        let result = part(expression, at: context, index: index, depth: 0, visiting: &visiting)
        if let result { locked { memo[key] = result } }
        return result
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Parts

    /// `name`, `self.name`, `model.name`, `model?.name`: a parameter of the enclosing function, a
    /// stored property of the enclosing type, or a property of a parameter's or property's type.
    private func part(
        _ expression: String, at context: FlowContext, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard depth < Self.maximumDepth, visiting.step() else { return nil }
        if let (value, fallback) = Self.splitNilCoalescing(expression) {
            return nilCoalesced(value, fallback, at: context, index: index, depth: depth, visiting: &visiting)
        }
        // `viewModel.identifier(for: section)`, `bannerConfig()`: what the function returns, its
        // arguments left to its parameters' callers.
        var expression = Substring(Self.withoutSubscriptArguments(Self.trimmedSpaces(expression)))
        var isCall = false
        if expression.hasSuffix(")"), let open = expression.firstIndex(of: "(") {
            expression = expression[..<open]
            isCall = true
        }
        var names = expression.split(separator: ".", omittingEmptySubsequences: false).map { name in
            var text = Self.trimmedSpaces(name)
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return text
        }
        if names.first == "self" { names.removeFirst() }
        // `model[key].name`: the first name's element type is the receiver.
        var isElement = false
        if names.count == 2, let first = names.first, first.hasSuffix("[]") {
            names[0] = String(first.dropLast(2))
            isElement = true
        }
        // `Section.allCases[index].rawValue`: that member of every case of the enum.
        if names.count == 3, names[1] == "allCases[]", !isCall, let type = names.first, let member = names.last,
            Self.isIdentifier(member),
            let values = index.constants.everyCaseMember(member, of: type, context: context.owner)
        {
            return FlowResult(values: values.map { FlowValue($0, origin: nil) })
        }
        guard !names.isEmpty, names.allSatisfy(Self.isIdentifier) else { return nil }
        if isCall, let last = names.indices.last { names[last] += "()" }
        if names.count == 1, let name = names.first {
            if let argument = closureArgument(name, at: context) {
                return part(
                    argument.expression, at: argument.context, index: index, depth: depth + 1, visiting: &visiting)
            }
            if let local = localBindingValues(name, at: context, index: index, depth: depth, visiting: &visiting) {
                return local
            }
            if let bound = caseBindingValues(name, at: context, index: index, depth: depth, visiting: &visiting) {
                return bound
            }
            if let element = arrayElementValues(name, at: context, index: index, depth: depth, visiting: &visiting) {
                return element
            }
            if let parameter = parameter(named: name, at: context) {
                return parameterValues(parameter, index: index, depth: depth, visiting: &visiting)
            }
            if let owner = context.owner, let type = index.type(named: owner) {
                return memberValues(name, of: type.fact, index: index, depth: depth, visiting: &visiting)
            }
            return nil
        }
        guard names.count >= 2, names.count <= 6, let first = names.first, let last = names.last else { return nil }
        // `$0.accessibilityIdentifier` of a closure mapping tuples: the tuple's element as built.
        if names.count == 2, !isCall,
            let element = localBindingValues(
                names.joined(separator: "."), at: context, index: index, depth: depth, visiting: &visiting)
        {
            return element
        }
        guard var receiverType = nameType(first, at: context, index: index, depth: depth) else {
            if !isCall, let only = onlyTypeDeclaring(last, index: index) {
                return memberValues(last, of: only, index: index, depth: depth, visiting: &visiting)
            }
            // A name bound by a case pattern (or a closure's `$1` of one) has no type here: its
            // values may still be cases of the enum the app's identifier helpers take.
            return convertedCases(
                names, of: nil, isCall: isCall, at: context, index: index, depth: depth, visiting: &visiting)
        }
        if isElement {
            guard let element = ReceiverTypeInference.elementType(receiverType) else { return nil }
            receiverType = element
        }
        // `hop.multihopContext.accessibilityIdentifier`: each middle name a property of the last.
        var declaringType = context.owner.flatMap { index.type(named: $0)?.fact }
        for middle in names.dropFirst().dropLast() {
            guard let type = resolvedType(receiverType, in: declaringType, index: index),
                let property = storedProperty(middle, of: type.fact.qualifiedName, index: index)
                    ?? anyProperty(middle, of: type.fact.qualifiedName, index: index),
                let next = property.effectiveTypeName
            else {
                if !isCall, let only = onlyTypeDeclaring(last, index: index) {
                    return memberValues(last, of: only, index: index, depth: depth, visiting: &visiting)
                }
                // A property declared in an extension has no type here: its values may still
                // be cases of the enum the app's identifier helpers take.
                return convertedCases(
                    names, of: nil, isCall: isCall, at: context, index: index, depth: depth, visiting: &visiting)
            }
            receiverType = Self.specialized(next, of: type.fact, as: receiverType)
            declaringType = type.fact
        }
        guard let type = resolvedType(receiverType, in: declaringType, index: index) else {
            guard !isCall, let only = onlyTypeDeclaring(last, index: index) else { return nil }
            return memberValues(last, of: only, index: index, depth: depth, visiting: &visiting)
        }
        if type.fact.kind == .protocol {
            return protocolValues(last, of: type.fact, index: index, depth: depth, visiting: &visiting)
        }
        if let values = memberValues(last, of: type.fact, index: index, depth: depth, visiting: &visiting) {
            return values
        }
        // A type that declares no such property was read wrong on the way (a nested `Context`
        // of a generic base class taken for another type of that name).
        if !isCall,
            !index.classChain(of: type.fact.name).contains(where: { owner in
                index.type(named: owner)?.fact.properties.contains { $0.name == last } ?? false
            }), let only = onlyTypeDeclaring(last, index: index), only.qualifiedName != type.fact.qualifiedName
        {
            return memberValues(last, of: only, index: index, depth: depth, visiting: &visiting)
        }
        return convertedCases(
            names, of: type.fact, isCall: isCall, at: context, index: index, depth: depth, visiting: &visiting)
    }

    /// `id?.asString ?? title`: the values of the left side, and the right side's where the
    /// left can be nil or is not followed.
    private func nilCoalesced(
        _ value: String, _ fallback: String, at context: FlowContext, index: WorkspaceIndex, depth: Int,
        visiting: inout FlowWalk
    ) -> FlowResult? {
        let left = part(value, at: context, index: index, depth: depth + 1, visiting: &visiting)
        let right: FlowResult
        let trimmed = fallback.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\""),
            !trimmed.dropFirst().dropLast().contains("\"")
        {
            let literal = String(trimmed.dropFirst().dropLast())
            var result = FlowResult(
                values: literal.isEmpty || literal.contains("\\(")
                    ? [] : [FlowValue(text: literal, isTemplate: false, origin: nil)], reasons: [])
            result.mayBeAbsent = literal.isEmpty
            guard !literal.contains("\\(") else { return nil }
            right = result
        } else if trimmed == "nil" {
            var absent = FlowResult()
            absent.mayBeAbsent = true
            right = absent
        } else if let followed = part(trimmed, at: context, index: index, depth: depth + 1, visiting: &visiting) {
            right = followed
        } else if let constant = index.constants.value(of: trimmed, context: context.owner) {
            right = FlowResult(
                values: [FlowValue(constant, origin: nil)], reasons: [])
        } else {
            right = FlowResult(
                values: [
                    FlowValue(
                        text: "{\(trimmed)}", isTemplate: true, origin: nil,
                        reason: Self.unknownReason(trimmed, index: index)
                            ?? "'\(Self.shortened(trimmed))' is not a constant, parameter or property the analysis follows"
                    )
                ], reasons: [])
        }
        guard let left else {
            // The left side is not followed: it, or the fallback.
            var result = FlowResult(
                values: [
                    FlowValue(
                        text: "{\(value)}", isTemplate: true, origin: nil,
                        reason: Self.unknownReason(value, index: index)
                            ?? "'\(Self.shortened(value))' is not a constant, parameter or property the analysis follows"
                    )
                ], reasons: [])
            merge(right, into: &result)
            return result
        }
        var result = FlowResult(values: [], reasons: left.reasons)
        merge(FlowResult(values: left.values, reasons: []), into: &result)
        // Nothing writes the left side, or a write is not traced: what it holds then is only
        // known at run time, so it stays beside the fallback rather than vanishing behind it.
        // (With no value on either side the whole `a ?? b` stays one template.)
        if !left.isComplete, !left.values.contains(where: \.isTemplate), !right.values.isEmpty,
            let reason = left.reasons.first
        {
            merge(
                FlowResult(values: [FlowValue(text: "{\(value)}", isTemplate: true, origin: nil, reason: reason)]),
                into: &result)
        }
        if left.mayBeAbsent || left.values.isEmpty || !left.isComplete {
            merge(right, into: &result)
            result.mayBeAbsent = right.mayBeAbsent
        }
        return result
    }

    /// `a ?? b` split at its first `??` outside brackets and string literals.
    private static func splitNilCoalescing(_ text: String) -> (String, String)? {
        guard ByteSearch.contains(text, "??") else { return nil }
        var depth = 0
        var inString = false
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                switch character {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "?" where depth == 0 && previous == "?":
                    let left = text[..<text.index(before: index)].trimmingCharacters(in: .whitespaces)
                    let right = text[text.index(after: index)...].trimmingCharacters(in: .whitespaces)
                    guard !left.isEmpty, !right.isEmpty else { return nil }
                    return (left, right)
                default: break
                }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The type as written of `name` at `context`: a typed local, a parameter, a property of
    /// the enclosing type, or an element of a collection the code iterates.
    private func nameType(_ name: String, at context: FlowContext, index: WorkspaceIndex, depth: Int) -> String? {
        if let local = context.local, local.name == name { return local.type }
        if depth < Self.maximumDepth, let argument = closureArgument(name, at: context) {
            // `$1` of `ifLet(accessibilityId)`: the argument's type, unwrapped.
            let names = Self.chainNames(argument.expression)
            guard let first = names.first,
                let root = nameType(first, at: argument.context, index: index, depth: depth + 1),
                let type = memberType(of: root, through: names.dropFirst(), index: index)
            else { return nil }
            return Self.plainType(type)
        }
        if let parameter = parameter(named: name, at: context), let type = parameter.slot.typeName { return type }
        if let owner = context.owner,
            let property = storedProperty(name, of: owner, index: index) ?? anyProperty(name, of: owner, index: index),
            let type = property.effectiveTypeName
        {
            return type
        }
        // `let identifiers = placement.identifiers`, then `identifiers.apple`: the type of what
        // the local reads.
        if depth < Self.maximumDepth, let local = innermost(localValues, named: name, at: context),
            let written = local.fact.value, written.kind == .reference, !written.value.contains("(")
        {
            let names = Self.chainNames(written.value)
            let at = FlowContext(
                file: context.file, owner: context.owner, function: context.function,
                position: written.site.range.start)
            if let first = names.first, first != name,
                let root = nameType(first, at: at, index: index, depth: depth + 1),
                let type = memberType(of: root, through: names.dropFirst(), index: index)
            {
                return type
            }
        }
        guard depth < Self.maximumDepth, let binding = innermost(elementBindings, named: name, at: context),
            let collection = binding.fact.receiver
        else { return nil }
        // `for action in presentation.buttons`: the element type of the collection's.
        let names = Self.chainNames(collection)
        // `ForEach(NotificationKeys.allCases) { key in … }`: each case of the enum.
        if names.count == 2, names.last == "allCases", let first = names.first, let type = index.type(named: first) {
            return type.fact.qualifiedName
        }
        let declared = names.count == 1 ? binding.fact.slots.first?.typeName : nil
        guard let first = names.first, first != name || names.count > 1,
            let root = declared
                ?? nameType(
                    first,
                    at: FlowContext(
                        file: context.file, owner: context.owner, function: context.function,
                        position: binding.fact.site.range.start),
                    index: index, depth: depth + 1),
            let type = memberType(of: root, through: names.dropFirst(), index: index)
        else { return nil }
        switch binding.fact.slots.first?.label {
        case ValueFlowSlot.dictionaryKey: return ReceiverTypeInference.dictionaryTypes(type)?.key
        case ValueFlowSlot.dictionaryValue: return ReceiverTypeInference.dictionaryTypes(type)?.value
        default: return ReceiverTypeInference.elementType(type)
        }
    }

    /// `presentation.buttons`, `self.items?` → its names, without `self` and optional marks.
    private static func chainNames(_ text: String) -> [String] {
        var names = text.split(separator: ".").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }
        if names.first == "self" { names.removeFirst() }
        return names
    }

    /// The type as written of `members` read one after another from a value of `type`.
    private func memberType(of type: String, through members: ArraySlice<String>, index: WorkspaceIndex) -> String? {
        var type = type
        for member in members {
            guard let owner = index.type(named: Self.plainType(type)),
                let property = storedProperty(member, of: owner.fact.qualifiedName, index: index)
                    ?? anyProperty(member, of: owner.fact.qualifiedName, index: index),
                let next = property.effectiveTypeName
            else { return nil }
            type = Self.specialized(next, of: owner.fact, as: type)
        }
        return type
    }

    /// `State`, the type of `state` in `Store<State, Action>`, read through a
    /// `Store<DebugMenuState, DebugMenuAction>`: the argument written for that parameter
    /// (`DebugMenuState`); any other type as it is.
    private static func specialized(_ type: String, of owner: TypeFact, as written: String) -> String {
        guard let position = owner.genericParameters.firstIndex(of: plainType(type)) else { return type }
        let plain = plainType(written)
        guard let open = plain.firstIndex(of: "<"), plain.hasSuffix(">") else { return type }
        let arguments = TypePrinter.topLevelArguments(
            String(plain[plain.index(after: open)..<plain.index(before: plain.endIndex)]))
        guard arguments.count == owner.genericParameters.count, !arguments[position].isEmpty else { return type }
        return arguments[position]
    }

    /// A type as written in `owner` (`Action` in `MullvadInputAlert` is its nested
    /// `MullvadInputAlert.Action` before any other `Action`).
    private func resolvedType(_ written: String, in owner: TypeFact?, index: WorkspaceIndex) -> TypeRef? {
        let plain = Self.plainType(written)
        if let owner, !plain.contains("."), let nested = index.type(named: "\(owner.qualifiedName).\(plain)") {
            return nested
        }
        if let found = index.type(named: plain) { return found }
        // `private var searchUICommand: Command` in `SearchViewController<…, Command: SearchUICommand>`:
        // what the constraint declares, so a read through it gets every conformer's value.
        guard let constraint = owner?.genericConstraints[plain] else { return nil }
        for part in constraint.split(separator: "&") {
            if let found = index.type(named: Self.plainType(String(part))) { return found }
        }
        return nil
    }

    /// The argument a closure parameter is (`$1` of `view.ifLet(id) { $0…($1) }`), where the
    /// callee is declared `func ifLet<T>(_ value: T?, _ content: (Self, T) -> …)`.
    private func closureArgument(_ name: String, at context: FlowContext) -> (expression: String, context: FlowContext)?
    {
        guard let binding = innermost(closureValues, named: name, at: context), let receiver = binding.fact.receiver,
            let callee = binding.fact.slots.first?.name
        else { return nil }
        let forwards = (signatures[callee] ?? []).contains { signature in
            let slots = signature.fact.slots
            guard slots.count >= 2, let first = slots[0].typeName, first.hasSuffix("?") else { return false }
            let wrapped = first.dropLast().trimmingCharacters(in: .whitespaces)
            guard let closure = slots[1].typeName, !wrapped.isEmpty else { return false }
            // `(Self, T) -> Content`, `(Self, _ value: T) -> Content`.
            return closure.contains(", \(wrapped))") || closure.contains(": \(wrapped))")
        }
        guard forwards else { return nil }
        return (
            receiver,
            FlowContext(
                file: context.file, owner: context.owner, function: context.function,
                position: binding.fact.site.range.start)
        )
    }

    /// The innermost binding of `name` in `bindings` whose scope holds `context`'s position.
    private func innermost(_ bindings: [String: [Located]], named name: String, at context: FlowContext) -> Located? {
        guard let position = context.position else { return nil }
        return (bindings[context.file] ?? [])
            .filter {
                $0.fact.name == name && $0.fact.site.range.start <= position && position < $0.fact.site.range.end
            }
            .min { $0.fact.site.range.length < $1.fact.site.range.length }
    }

    /// `domain` in `ForEach(allDomains) { domain in … }` where the enclosing type's `allDomains`
    /// holds an array literal of cases (`{ [.pattern, .logic] }`): each element. Nil when the
    /// binding sees only some elements (`allDomains.filter { … }`, `where`), when the collection
    /// is a parameter or a local, or when the property holds no such literal.
    private func arrayElementValues(
        _ name: String, at context: FlowContext, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard !arrayElements.isEmpty, let binding = innermost(elementBindings, named: name, at: context),
            !binding.fact.isOverSomeElements, let owner = binding.fact.owner, let receiver = binding.fact.receiver
        else { return nil }
        // A dictionary's key or value is no element of a literal.
        guard binding.fact.slots.first?.label == nil else { return nil }
        let names = Self.chainNames(receiver)
        guard names.count == 1, let property = names.first else { return nil }
        let at = FlowContext(
            file: context.file, owner: context.owner, function: context.function,
            position: binding.fact.site.range.start)
        if parameter(named: property, at: at) != nil { return nil }
        let elements = (arrayElements[property] ?? []).filter { $0.fact.owner == owner }
        guard !elements.isEmpty else { return nil }
        var result = FlowResult()
        for element in elements {
            guard let written = element.fact.value else { continue }
            let from = FlowContext(
                file: element.file, owner: owner, function: nil, position: written.site.range.start)
            merge(evaluate(written, at: from, index: index, depth: depth + 1, visiting: &visiting), into: &result)
        }
        return result
    }

    /// A local computed from cases or strings (`let id = switch location { … }`): each value.
    private func localBindingValues(
        _ name: String, at context: FlowContext, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard let innermost = innermost(localValues, named: name, at: context) else { return nil }
        var result = FlowResult()
        for value in localValues[context.file] ?? []
        where value.fact.name == name && value.fact.site == innermost.fact.site {
            guard let written = value.fact.value else { continue }
            let at = FlowContext(
                file: context.file, owner: context.owner, function: context.function, position: written.site.range.start
            )
            merge(evaluate(written, at: at, index: index, depth: depth + 1, visiting: &visiting), into: &result)
        }
        return result
    }

    /// `accessibilityId.asString`, `kind.rawValue`: a property of an enum that reads `self`,
    /// evaluated for each case the receiver can hold (`{.loginButton}` → `loginButton`).
    private func convertedCases(
        _ names: [String], of type: TypeFact?, isCall: Bool, at context: FlowContext, index: WorkspaceIndex,
        depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard !isCall, names.count >= 2, let member = names.last else { return nil }
        if let type {
            guard type.kind == .enum, index.constants.declaresCases(type.qualifiedName) else { return nil }
            guard
                member == "rawValue" || index.constants.value(of: "\(type.qualifiedName).\(member)") != nil
                    || type.properties.contains(where: { $0.name == member && !$0.isStored })
            else { return nil }
        } else {
            guard index.constants.hasForwarders(.modifier) || index.constants.hasForwarders(.setter) else { return nil }
        }
        let receiver = names.dropLast().joined(separator: ".")
        guard let cases = part(receiver, at: context, index: index, depth: depth + 1, visiting: &visiting) else {
            // A value the flow gives no case of (a closure's parameter over a filtered `allCases`,
            // a decoded value) stays a template: every case would name values the app may never
            // give (bitwarden's debug menu lists only the flags its filter keeps).
            return nil
        }
        var result = FlowResult(values: [], reasons: cases.reasons)
        result.mayBeAbsent = cases.mayBeAbsent
        for value in cases.values {
            guard value.isTemplate, value.text.hasPrefix("{"), value.text.hasSuffix("}") else {
                result.values.append(value)
                continue
            }
            let written = String(value.text.dropFirst().dropLast())
            let caseName = written.split(separator: ".").last.map(String.init) ?? written
            let qualifier = written.dropLast(caseName.count)
            let enumName: String?
            if let type {
                enumName =
                    qualifier == "." || qualifier == "\(type.name)." || qualifier == "\(type.qualifiedName)."
                    ? type.qualifiedName : nil
            } else if case .value(_, let helperType)? = index.constants.forwardedValue(
                ofExpression: written, role: .modifier)
                ?? index.constants.forwardedValue(ofExpression: written, role: .setter)
            {
                enumName = helperType
            } else {
                enumName = nil
            }
            if let enumName, !caseName.contains("("),
                let converted = index.constants.value(of: "\(enumName).\(caseName).\(member)")
            {
                result.values.append(
                    FlowValue(converted, origin: value.origin))
            } else {
                result.values.append(
                    FlowValue(
                        text: "{\(written).\(member)}", isTemplate: true, origin: value.origin, reason: value.reason))
            }
        }
        return result
    }

    /// `name` of an instance of `type`: a stored property's writes, or a computed property's value.
    private func memberValues(
        _ name: String, of type: TypeFact, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard
            storedProperty(name, of: type.qualifiedName, index: index) != nil
                || !writes(to: name, of: type, index: index).isEmpty
        else {
            return computedValues(name, of: type, index: index)
        }
        return propertyValues(name, of: type.qualifiedName, index: index, depth: depth, visiting: &visiting)
    }

    /// The one workspace type that declares an instance property `name` that holds an
    /// identifier (`titleAccessibilityIdentifier`), for a read whose receiver the analysis cannot
    /// type (`context.viewState.…` through a generic view model's state). Nil when none or
    /// several do, and for names UIKit and SwiftUI types have too (`accessibilityIdentifier`):
    /// a guess by name is only safe for a name the app made up.
    private func onlyTypeDeclaring(_ name: String, index: WorkspaceIndex) -> TypeFact? {
        guard name != "accessibilityIdentifier", SwiftFactCollector.holdsIdentifier(name) else { return nil }
        let table: [String: [TypeFact]]
        if let known = locked({ identifierPropertyOwners }) {
            table = known
        } else {
            var made: [String: [TypeFact]] = [:]
            for ref in index.typesBySimpleName.values.joined() {
                for property in ref.fact.properties
                where !property.isStatic && SwiftFactCollector.holdsIdentifier(property.name) {
                    if made[property.name]?.contains(where: { $0.qualifiedName == ref.fact.qualifiedName }) != true {
                        made[property.name, default: []].append(ref.fact)
                    }
                }
            }
            locked { identifierPropertyOwners = made }
            table = made
        }
        guard let owners = table[name], owners.count == 1 else { return nil }
        return owners.first
    }

    /// Whether a function or initializer of the workspace has this base name.
    package func declaresSignature(named name: String) -> Bool { signatures[name] != nil }

    /// The types conforming to a protocol, found once per protocol: every read through it asks.
    private func conformers(of protocolName: String, index: WorkspaceIndex) -> [TypeRef] {
        if let known = locked({ conformersByProtocol[protocolName] }) { return known }
        let found = index.conformingTypes(to: protocolName)
        locked { conformersByProtocol[protocolName] = found }
        return found
    }

    /// `name` of a value typed by a protocol (`viewModel: EmptyStateViewModel`): what every
    /// conforming type of the workspace gives it.
    private func protocolValues(
        _ name: String, of proto: TypeFact, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        var result = FlowResult()
        var conformerCount = 0
        for conformer in conformers(of: proto.name, index: index) where conformer.fact.kind != .protocol {
            conformerCount += 1
            if let values = memberValues(name, of: conformer.fact, index: index, depth: depth + 1, visiting: &visiting)
            {
                merge(values, into: &result)
            } else if conformer.fact.properties.contains(where: { $0.name == name && !$0.isStored }) {
                result.addReason("property '\(name)' of \(conformer.fact.name) is computed at run time")
            }
        }
        guard conformerCount > 0 else { return nil }
        return result
    }

    /// `model[category]?.title` → `model[].title`: what a subscript reads is the collection's
    /// element, whatever the key.
    private static func withoutSubscriptArguments(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "[")) else { return text }
        var result = ""
        var depth = 0
        for character in text {
            if character == "[" {
                if depth == 0 { result.append("[") }
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { result.append("]") }
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// `text` without leading and trailing spaces and tabs, as `trimmingCharacters(in:
    /// .whitespaces)` gives it, which bridges through `NSString` on every call: a text whose ends
    /// are ASCII and neither a space nor a tab (every name, nearly every expression) is returned as it is.
    private static func trimmedSpaces<S: StringProtocol>(_ written: S) -> String {
        let text = String(written)
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        let isPlain = { (byte: UInt8) in byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        if isPlain(first), isPlain(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `title`, `_title`: a name, not an expression.
    private static func isIdentifier(_ text: String) -> Bool {
        // `$1`, a closure's shorthand parameter.
        if text.count == 2, text.first == "$", text.last?.isNumber == true { return true }
        // ASCII names (nearly all) by their bytes: `CharacterSet`'s getters cost far more, and
        // every part of every template asks. Among ASCII scalars `alphanumerics` is exactly these.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
                return false
            }
            return text.utf8.allSatisfy(ParseCostGuard.isIdentifierByte)
        }
        guard let first = text.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
    }

    /// `CellModel?`, `CellModel!`, `Optional<CellModel>` → `CellModel`.
    private static func plainType(_ written: String) -> String {
        var text = Self.trimmedSpaces(written)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
        return text
    }

    // MARK: Case patterns

    /// `id` bound by `case let .option(title: _, accessibilityIdentifier: id)` around `context`:
    /// what every construction of that case passes for it.
    private func caseBindingValues(
        _ name: String, at context: FlowContext, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult? {
        guard let position = context.position else { return nil }
        // The innermost pattern around the expression that binds the name. The file and the
        // pattern's range say it all: a SwiftUI site inside `var body` names no function.
        let binding = (caseBindings[context.file] ?? [])
            .filter {
                $0.fact.site.range.start <= position && position < $0.fact.site.range.end
                    && $0.fact.slots.contains { $0.name == name }
            }
            .min { $0.fact.site.range.length < $1.fact.site.range.length }
        guard let binding, let slotIndex = binding.fact.slots.firstIndex(where: { $0.name == name }) else { return nil }
        // A recursive function that passes a bound value to itself comes back here.
        let key = "case|\(context.file)|\(binding.fact.site.range.start)|\(name)"
        guard visiting.insert(key).inserted else { return FlowResult() }
        defer { visiting.remove(key) }
        let pattern = binding.fact
        let qualifier = pattern.receiver.flatMap { receiver -> String? in
            guard let dot = receiver.lastIndex(of: ".") else { return nil }
            let base = String(receiver[..<dot])
            return base.isEmpty ? nil : base
        }
        let cases = (enumCases[pattern.name] ?? []).filter { candidate in
            let fact = candidate.fact
            guard fact.slots.count == pattern.slots.count else { return false }
            if let qualifier, let owner = fact.owner,
                !(owner == qualifier || owner.hasSuffix("." + qualifier) || qualifier.hasSuffix("." + owner))
            {
                return false
            }
            // A pattern's label, where it writes one, is the case's.
            return zip(fact.slots, pattern.slots).allSatisfy { $1.label == nil || $0.label == $1.label }
        }
        guard !cases.isEmpty else {
            return FlowResult(
                values: [],
                reasons: [
                    "'\(name)' is bound by the case pattern \(pattern.receiver ?? pattern.name)(…) of an enum the workspace does not declare"
                ])
        }
        var result = FlowResult()
        for enumCase in cases {
            let parameter = Parameter(signature: enumCase, position: slotIndex, slot: enumCase.fact.slots[slotIndex])
            merge(parameterValues(parameter, index: index, depth: depth, visiting: &visiting), into: &result)
        }
        return result
    }

    // MARK: Parameters

    private struct Parameter {
        var signature: Located
        var position: Int
        var slot: ValueFlowSlot
    }

    /// The parameter `name` of the function around `context` (any overload that has one).
    private func parameter(named name: String, at context: FlowContext) -> Parameter? {
        guard let function = context.function else { return nil }
        for signature in signatures[function] ?? []
        where signature.fact.owner == context.owner && signature.file == context.file {
            if let position = signature.fact.slots.firstIndex(where: { $0.name == name }) {
                return Parameter(signature: signature, position: position, slot: signature.fact.slots[position])
            }
        }
        return nil
    }

    /// What every call of the parameter's function passes for it (its default when a call
    /// leaves it out).
    private func parameterValues(_ parameter: Parameter, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk)
        -> FlowResult
    {
        let signature = parameter.signature.fact
        let isCase = signature.kind == .enumCase
        let described =
            isCase
            ? "associated value '\(parameter.slot.label ?? parameter.slot.name ?? "\(parameter.position)")' of case \(Self.describe(signature))"
            : "parameter '\(parameter.slot.name ?? "_")' of \(Self.describe(signature))"
        let key = "parameter|\(parameter.signature.file)|\(signature.site.range.start)|\(parameter.position)"
        guard visiting.insert(key).inserted else { return FlowResult(values: [], reasons: []) }
        defer { visiting.remove(key) }
        var result = FlowResult()
        var callCount = 0
        var previewSamples = 0
        for call in matchingCalls(of: parameter.signature, in: calls) {
            callCount += 1
            var context = FlowContext(
                file: call.file, owner: call.fact.owner, function: call.fact.function,
                position: call.fact.site.range.start)
            let argument = Self.argument(for: parameter.position, of: signature, in: call.fact)
            if call.fact.isInPreview, case .passed = argument {
                // A preview's `BitwardenTextField(title: "Title")` passes sample data the running
                // app never shows; a default the preview leaves in place is the app's own.
                previewSamples += 1
                callCount -= 1
                continue
            }
            switch argument {
            case .passed(let slot) where slot.value != nil:
                if let value = slot.value {
                    // `choice.accessibilityIdentifier` with `choice` a local of a known type.
                    if let type = slot.typeName, let root = value.value.split(separator: ".").first {
                        context.local = FlowContext.LocalType(
                            name: String(root).trimmingCharacters(in: CharacterSet(charactersIn: "?!")), type: type)
                    }
                    merge(
                        evaluate(value, at: context, index: index, depth: depth + 1, visiting: &visiting), into: &result
                    )
                }
            case .passed:
                result.addReason(
                    "\(described): the call \(call.fact.name)(…) in \(Self.fileName(call.file)) passes a value the analysis does not follow"
                )
            case .defaulted:
                if let value = parameter.slot.value {
                    let own = FlowContext(
                        file: parameter.signature.file, owner: signature.owner, function: signature.function)
                    merge(evaluate(value, at: own, index: index, depth: depth + 1, visiting: &visiting), into: &result)
                } else {
                    result.addReason("\(described): its default is not a value the analysis follows")
                }
            case .noMatch:
                callCount -= 1
            }
        }
        if callCount == 0, isCalledOnlyByTests(parameter) {
            // Only unit tests call it (`Choice(…)` built under `__tests__`): the app never runs
            // this code, so it gives the element no identifier, as a caller passing nil does.
            var absent = FlowResult()
            absent.mayBeAbsent = true
            return absent
        }
        if callCount == 0, previewSamples > 0 {
            result.addReason("\(described): only previews pass it a value, sample data the app never shows")
            return result
        }
        if callCount == 0 {
            if let value = parameter.slot.value {
                let own = FlowContext(
                    file: parameter.signature.file, owner: signature.owner, function: signature.function)
                merge(evaluate(value, at: own, index: index, depth: depth + 1, visiting: &visiting), into: &result)
            }
            result.addReason("\(described): nothing in the workspace \(isCase ? "constructs" : "calls") it")
        }
        return result
    }

    /// Whether test code calls the parameter's function (or constructs its case) where the app's
    /// code, as far as the analysis reads it, does not. An initializer is also taken as called
    /// by a `.init(…)` whose type is implied (`choices: [.init(iconImage: nil, title: "1.0")]`)
    /// and whose labels fit it; such a call in the app's code may be one of its own the
    /// analysis cannot attribute, so then it is not only the tests'.
    private func isCalledOnlyByTests(_ parameter: Parameter) -> Bool {
        let signature = parameter.signature.fact
        func fits(_ call: Located) -> Bool {
            if case .noMatch = Self.argument(for: parameter.position, of: signature, in: call.fact) { return false }
            return true
        }
        func impliedInitializers(_ table: [String: [Located]]) -> [Located] {
            signature.name == "init" ? (table["init"] ?? []).filter { $0.fact.name == ".init" } : []
        }
        guard !impliedInitializers(calls).contains(where: fits) else { return false }
        return (matchingCalls(of: parameter.signature, in: testCalls) + impliedInitializers(testCalls)).contains(
            where: fits)
    }

    private enum Argument {
        case passed(ValueFlowSlot)
        case defaulted
        case noMatch
    }

    /// The argument a call passes for the signature's parameter at `position`, matching labels
    /// in order (a parameter with a default may be left out).
    private static func argument(for position: Int, of signature: ValueFlowFact, in call: ValueFlowFact) -> Argument {
        var callIndex = 0
        var found: Argument = .defaulted
        for (parameterIndex, parameter) in signature.slots.enumerated() {
            let argument = callIndex < call.slots.count ? call.slots[callIndex] : nil
            if let argument, argument.label == parameter.label {
                if parameterIndex == position { found = .passed(argument) }
                callIndex += 1
            } else if !parameter.hasDefault, !(parameter.typeName?.contains("->") ?? false) {
                // A parameter without a default must be passed (a closure may trail the call).
                return .noMatch
            }
        }
        return callIndex == call.slots.count ? found : .noMatch
    }

    /// Calls in `calls` (the app's, or the tests') that can reach `signature`: by its name (its
    /// type's name for an initializer), unqualified, on an instance, or qualified by its own type.
    private func matchingCalls(of signature: Located, in calls: [String: [Located]]) -> [Located] {
        let fact = signature.fact
        let ownerName = fact.owner.flatMap { $0.split(separator: ".").last.map(String.init) }
        if fact.name == "init" {
            guard let ownerName else { return [] }
            let direct = (calls[ownerName] ?? []).filter { call in
                call.fact.name == ownerName || call.fact.name.hasSuffix("." + ownerName)
            }
            let explicit = (calls["init"] ?? []).filter { call in
                let base = String(call.fact.name.dropLast(5))
                return base == ownerName || base.hasSuffix("." + ownerName)
                    || (base == "Self" || base == "self") && call.fact.owner == fact.owner
                    // `.init(…)` in the type, or in the type around a nested one (`return .init(…)`
                    // in a function of the type that declares `BannerImageConfig`).
                    || base.isEmpty
                        && (call.fact.owner == fact.owner
                            || call.fact.owner.map { fact.owner?.hasPrefix($0 + ".") ?? false } ?? false)
            }
            return direct + explicit
        }
        return (calls[fact.name] ?? []).filter { call in
            let callee = call.fact.name
            guard let dot = callee.lastIndex(of: ".") else { return true }
            let base = String(callee[..<dot])
            // `.phone(…)`, `model.configure(…)`, `?.configure(…)`: the receiver's type is not
            // written; `Other.phone(…)` names another type.
            guard let first = base.split(separator: ".").last?.first, first.isUppercase else { return true }
            return base == ownerName || base.hasSuffix("." + (ownerName ?? "")) || base == "Self" || base == fact.owner
        }
    }

    // MARK: Properties

    private func storedProperty(_ name: String, of owner: String, index: WorkspaceIndex) -> PropertyFact? {
        guard let type = index.type(named: owner) else { return nil }
        return type.fact.properties.first { $0.name == name && $0.isStored && !$0.isStatic }
    }

    private func anyProperty(_ name: String, of owner: String, index: WorkspaceIndex) -> PropertyFact? {
        index.type(named: owner)?.fact.properties.first { $0.name == name && !$0.isStatic }
    }

    private func writes(to name: String, of type: TypeFact, index: WorkspaceIndex) -> [Located] {
        (writes[name] ?? []).filter { write in
            if write.fact.receiver == nil { return write.fact.owner.map { Self.sameType($0, type) } ?? false }
            return write.fact.receiverType.map { Self.sameType(Self.plainType($0), type) } ?? false
        }
    }

    /// The type a `.init(…)` passed as a labelled argument builds: what the outer callee's
    /// parameter of that label declares (`MullvadListActionItemView(item: .init(…))` →
    /// `MullvadListActionItem`), when every signature of that name and label agrees.
    /// The calls that build `type` through its memberwise initializer, or nil when it has none
    /// (not a struct, or an initializer declared in its body replaces it). The same for every
    /// property of the type, and every read of one asks: made once.
    private func memberwiseConstructions(of type: TypeRef) -> [Located]? {
        let key = "\(type.file)|\(type.fact.qualifiedName)|\(type.fact.site.range.start)"
        if let known = locked({ memberwiseCache[key] }) { return known }
        let made = makeMemberwiseConstructions(of: type)
        locked { memberwiseCache[key] = .some(made) }
        return made
    }

    private func makeMemberwiseConstructions(of type: TypeRef) -> [Located]? {
        guard type.fact.kind == .struct else { return nil }
        // An initializer declared in an extension keeps the memberwise one.
        let usesMemberwise = !(signatures["init"] ?? []).contains { signature in
            (signature.fact.owner.map { Self.sameType($0, type.fact) } ?? false)
                && signature.file == type.file && type.fact.site.range.contains(signature.fact.site.range.start)
        }
        guard usesMemberwise else { return nil }
        // The memberwise initializer: `CellModel(title: …, accessibilityIdentifier: …)`.
        // `.init(…)` written where the type is implied (`let options: [OptionSpec] = [.init(…)]`)
        // inside the type or the one that declares it.
        let parent = type.fact.qualifiedName.split(separator: ".").dropLast().joined(separator: ".")
        let implied = (calls["init"] ?? []).filter { call in
            call.fact.name == ".init"
                && (call.fact.owner == type.fact.qualifiedName || !parent.isEmpty && call.fact.owner == parent
                    || impliedType(of: call.fact).map { Self.sameType($0, type.fact) } ?? false)
                || call.fact.name == "self.init" && call.fact.owner == type.fact.qualifiedName
        }
        // `InputAlert.Action(…)` builds that `Action`, not `MenuAlert.Action`.
        return (calls[type.fact.name] ?? []).filter { call in
            call.fact.name == type.fact.name || type.fact.qualifiedName == call.fact.name
                || type.fact.qualifiedName.hasSuffix("." + call.fact.name)
        } + implied
    }

    private func impliedType(of call: ValueFlowFact) -> String? {
        guard let receiver = call.receiver else { return nil }
        // Every memberwise read of a struct asks this of every `.init(…)` of the workspace.
        if let known = locked({ impliedTypes[receiver] }) { return known }
        let implied = impliedType(receiver: receiver)
        locked { impliedTypes[receiver] = .some(implied) }
        return implied
    }

    private func impliedType(receiver: String) -> String? {
        guard let bar = receiver.lastIndex(of: "|") else { return nil }
        let callee = String(receiver[..<bar])
        let label = String(receiver[receiver.index(after: bar)...])
        let name = Self.lastName(callee)
        // A type's initializer (`Row(item: .init(…))`) or a function (`row(item: .init(…))`).
        let candidates =
            name.first?.isUppercase == true
            ? (signatures["init"] ?? []).filter { $0.fact.owner.map { Self.lastName($0) == name } ?? false }
            : signatures[name] ?? []
        let types = Set(
            candidates.compactMap { signature in
                signature.fact.slots.first { $0.label == label }?.typeName.map(Self.plainType)
            })
        return types.count == 1 ? types.first : nil
    }

    private static func sameType(_ written: String, _ type: TypeFact) -> Bool {
        written == type.qualifiedName || written == type.name || type.qualifiedName.hasSuffix("." + written)
    }

    /// Every value written to `owner.name`: its default, `self.name = …` in the type's
    /// functions (an initializer's parameter followed to its callers), `receiver.name = …`
    /// on a receiver of the type, and a struct's memberwise initializer arguments.
    private func propertyValues(
        _ name: String, of owner: String, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult {
        guard let type = index.type(named: owner) else {
            return FlowResult(values: [], reasons: ["'\(name)': the type \(owner) is not in the workspace"])
        }
        let key = "property|\(type.fact.qualifiedName)|\(name)"
        guard visiting.insert(key).inserted else { return FlowResult() }
        defer { visiting.remove(key) }
        var result = FlowResult()
        var traced = 0
        var previewSamples = 0
        var onlyDefault = true
        for write in writes(to: name, of: type.fact, index: index) {
            traced += 1
            if write.fact.function != nil { onlyDefault = false }
            guard let value = write.fact.value else {
                result.addReason(
                    "property '\(name)' of \(type.fact.name): a write in \(Self.fileName(write.file)) the analysis does not follow"
                )
                continue
            }
            let context = FlowContext(
                file: write.file, owner: write.fact.owner, function: write.fact.function,
                position: write.fact.site.range.start)
            merge(evaluate(value, at: context, index: index, depth: depth + 1, visiting: &visiting), into: &result)
        }
        // `x.name = …` on a receiver whose type the analysis cannot read may be this property.
        // (`x.accessibilityIdentifier = …` is an element's own identifier, a site of its own,
        // and not a model's property: UIKit views all have one.)
        for write in self.writes[name] ?? []
        where write.fact.receiver != nil && write.fact.receiverType == nil && name != "accessibilityIdentifier" {
            onlyDefault = false
            result.addReason(
                "property '\(name)' of \(type.fact.name): may be written through '\(write.fact.receiver ?? "")' in \(Self.fileName(write.file))"
            )
        }
        let property = type.fact.properties.first { $0.name == name && !$0.isStatic }
        if let constructions = memberwiseConstructions(of: type),
            !(property?.isLet == true && property?.hasInitializer == true)
        {
            // An optional `var` without a default is a parameter the memberwise initializer
            // defaults to nil: a construction that leaves it out builds a value without one.
            let defaultsToNil =
                property.map { property in
                    guard !property.isLet, !property.hasInitializer, let type = property.typeName else { return false }
                    // `String?` and `Optional<String>` alike (`plainType` strips either).
                    return Self.plainType(type) != Self.trimmedSpaces(type)
                } ?? false
            for call in constructions {
                if call.fact.isInPreview, call.fact.slots.contains(where: { $0.label == name }) {
                    // Sample data of a preview, as for an initializer's parameter.
                    previewSamples += 1
                    continue
                }
                guard let slot = call.fact.slots.first(where: { $0.label == name }) else {
                    if defaultsToNil {
                        traced += 1
                        onlyDefault = false
                        result.mayBeAbsent = true
                    }
                    continue
                }
                traced += 1
                onlyDefault = false
                if let value = slot.value {
                    let context = FlowContext(
                        file: call.file, owner: call.fact.owner, function: call.fact.function,
                        position: call.fact.site.range.start)
                    merge(
                        evaluate(value, at: context, index: index, depth: depth + 1, visiting: &visiting), into: &result
                    )
                } else {
                    result.addReason(
                        "property '\(name)' of \(type.fact.name): the initializer call in \(Self.fileName(call.file)) passes a value the analysis does not follow"
                    )
                }
            }
        }
        if traced > 0, onlyDefault, property?.isLet == false {
            result.addReason("property '\(name)' of \(type.fact.name) is a var: only its default is known")
        }
        if traced == 0 {
            if let constant = index.constants.value(of: "\(type.fact.qualifiedName).\(name)") {
                return FlowResult(
                    values: [FlowValue(constant, origin: nil)], reasons: [])
            }
            result.addReason(
                previewSamples > 0
                    ? "property '\(name)' of \(type.fact.name): only previews write it, sample data the app never shows"
                    : "property '\(name)' of \(type.fact.name): nothing in the workspace writes it")
        }
        return result
    }

    /// A computed property with one value per case (`var id: String { switch self { … } }`),
    /// read through the constants table.
    private func computedValues(_ name: String, of type: TypeFact, index: WorkspaceIndex) -> FlowResult? {
        // `var asString: String { "\(self)" }` is what each instance prints as: no one value.
        if let constant = index.constants.value(of: "\(type.qualifiedName).\(name)"), !constant.text.contains("{self") {
            return FlowResult(
                values: [FlowValue(constant, origin: nil)], reasons: [])
        }
        return nil
    }

    // MARK: Values

    /// A written value seen from where it is written: literals and constants as they are,
    /// parameters and properties followed, templates part by part.
    private func evaluate(
        _ value: StringExpr, at context: FlowContext, index: WorkspaceIndex, depth: Int, visiting: inout FlowWalk
    ) -> FlowResult {
        if value.kind == .other, value.value == "nil" {
            var absent = FlowResult()
            absent.mayBeAbsent = true
            return absent
        }
        switch value.kind {
        case .literal:
            return FlowResult(
                values: [FlowValue(text: value.value, isTemplate: false, origin: value.site)], reasons: [])
        case .reference:
            if let followed = part(value.value, at: context, index: index, depth: depth, visiting: &visiting) {
                return followed
            }
            if let constant = index.constants.value(of: value.value, context: context.owner) {
                return FlowResult(
                    values: [FlowValue(constant, origin: value.site)],
                    reasons: [])
            }
            return FlowResult(values: [
                FlowValue(
                    text: "{\(value.value)}", isTemplate: true, origin: value.site,
                    reason: Self.unknownReason(value.value, index: index)
                        ?? "'\(value.value)' in \(Self.fileName(value.site.file)) is not a constant, parameter or property the analysis follows"
                )
            ])
        case .interpolated, .other:
            if value.kind == .other, Self.splitNilCoalescing(value.value) != nil,
                let coalesced = part(value.value, at: context, index: index, depth: depth, visiting: &visiting)
            {
                return coalesced
            }
            if value.kind == .other,
                let alternatives = index.constants.alternatives(ofExpression: value.value, context: context.owner)
            {
                var result = FlowResult()
                for alternative in alternatives {
                    // `flag ? .logoutButton : nil`: no identifier on that branch.
                    if alternative.value.text == "{nil}"
                        || alternative.value.text == "nil" && alternative.value.isTemplate
                    {
                        result.mayBeAbsent = true
                        continue
                    }
                    merge(
                        expand(
                            alternative.value, origin: value.site, at: context, index: index, depth: depth,
                            visiting: &visiting), into: &result)
                }
                return result
            }
            let substituted =
                value.kind == .interpolated
                ? index.constants.substitute(template: value.value, context: context.owner)
                : index.constants.value(ofExpression: value.value, context: context.owner)
                    ?? StringConstantValue(text: "{\(value.value)}", isTemplate: true)
            return expand(substituted, origin: value.site, at: context, index: index, depth: depth, visiting: &visiting)
        }
    }

    /// A template's `{…}` parts followed one by one; the values are every combination, up to
    /// `maximumValues`.
    package func expand(
        _ template: StringConstantValue, origin: SourceSite?, at context: FlowContext, index: WorkspaceIndex
    ) -> FlowResult {
        var visiting = FlowWalk()
        return expand(template, origin: origin, at: context, index: index, depth: 0, visiting: &visiting)
    }

    private func expand(
        _ template: StringConstantValue, origin: SourceSite?, at context: FlowContext, index: WorkspaceIndex,
        depth: Int, visiting: inout FlowWalk
    ) -> FlowResult {
        guard template.isTemplate else {
            return FlowResult(values: [FlowValue(template, origin: origin)], reasons: [])
        }
        var partial: [FlowValue] = [
            FlowValue(text: "", isTemplate: false, origin: origin, isLocalized: template.isLocalized)
        ]
        var reasons: [String] = []
        var mayBeAbsent = false
        var remaining = Substring(template.text)
        func append(_ options: [FlowValue]) {
            var next: [FlowValue] = []
            for prefix in partial {
                for option in options {
                    let reasons = [prefix.reason, option.reason].compactMap { $0 }
                    next.append(
                        FlowValue(
                            text: prefix.text + option.text, isTemplate: prefix.isTemplate || option.isTemplate,
                            origin: option.origin ?? prefix.origin,
                            reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "),
                            isLocalized: prefix.isLocalized || option.isLocalized))
                }
            }
            partial = next
        }
        while let open = remaining.firstIndex(of: "{") {
            append([FlowValue(text: String(remaining[..<open]), isTemplate: false, origin: nil)])
            guard let close = Self.matchingClose(in: remaining, from: open) else { break }
            let inner = String(remaining[remaining.index(after: open)..<close])
            // Only read when the part stays a template (the reason may parse it).
            var kept: FlowValue {
                FlowValue(
                    text: "{\(inner)}", isTemplate: true, origin: nil,
                    reason: Self.unknownReason(inner, index: index)
                        ?? (Self.isNameOrMember(inner)
                            ? "'\(inner)' is not a constant, parameter or stored property the analysis follows"
                            : "'\(Self.shortened(inner))' is computed at run time"))
            }
            let followed = part(inner, at: context, index: index, depth: depth + 1, visiting: &visiting)
            // A whole value (`{viewModel.title}`) takes all its values; a part of a longer
            // template only a few.
            let isWhole = template.text.count == inner.count + 2
            let partLimit = isWhole ? Self.maximumValues : Self.maximumPartValues
            if let followed, !followed.values.isEmpty, followed.values.count <= partLimit,
                partial.count * followed.values.count <= Self.maximumValues
            {
                append(followed.values)
                reasons += followed.reasons
                mayBeAbsent = mayBeAbsent || followed.mayBeAbsent
            } else if let followed, followed.values.isEmpty {
                // Nothing but `nil` or untraced writes reach it.
                var why = kept
                why.reason =
                    followed.reasons.isEmpty
                    ? "only nil or an empty string reaches '\(inner)'" : followed.reasons.joined(separator: "; ")
                append([why])
            } else if let followed, followed.values.count > partLimit {
                // `…Subtitle.{region.localizedName}` over every region: one template reads better
                // than a site's values crowded out by one part's.
                var many = kept
                many.reason = "'\(inner)' can be any of more than \(Self.maximumPartValues) values"
                append([many])
            } else {
                append([kept])
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        append([FlowValue(text: String(remaining), isTemplate: false, origin: nil)])
        var result = FlowResult(values: partial, reasons: reasons)
        result.mayBeAbsent = mayBeAbsent
        return result
    }

    /// A localized text or a namespace the workspace does not hold (`unknownValueReason`).
    private static func unknownReason(_ written: String, index: WorkspaceIndex) -> String? {
        index.constants.unknownValueReason(ofExpression: written) { index.type(named: $0) != nil }
    }

    private static func isNameOrMember(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!"
        }
    }

    /// An expression on one line, cut to a readable length.
    private static func shortened(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        return oneLine.count > 60 ? String(oneLine.prefix(57)) + "…" : oneLine
    }

    private static func matchingClose(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var position = open
        while position < text.endIndex {
            switch text[position] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position = text.index(after: position)
        }
        return nil
    }

    private func merge(_ other: FlowResult, into result: inout FlowResult) {
        // An empty identifier is no identifier, as `nil` is.
        for value in other.values where !value.text.isEmpty && !result.values.contains(where: { $0.text == value.text })
        {
            guard result.values.count < Self.maximumValues else {
                result.addReason("more than \(Self.maximumValues) values")
                break
            }
            result.values.append(value)
        }
        for reason in other.reasons where !result.reasons.contains(reason) { result.reasons.append(reason) }
        if other.mayBeAbsent || other.values.contains(where: { $0.text.isEmpty }) { result.mayBeAbsent = true }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func describe(_ signature: ValueFlowFact) -> String {
        let labels = signature.slots.map { ($0.label ?? "_") + ":" }.joined()
        let owner = signature.owner.map { $0 + "." } ?? ""
        return "\(owner)\(signature.name)(\(labels))"
    }
}

/// The names a call's arguments can flow through: the workspace's function and initializer
/// signatures and its types. Typing in `Text("…")` or `UIImage(named: "…")` changes a call
/// fact no signature of the workspace receives, so the edit stays a move.
struct ValueFlowDeclaredNames: Equatable {
    private var names: Set<String> = []

    init(summaries: [String: FileSummary]) {
        for summary in summaries.values {
            for fact in summary.valueFlows where fact.kind == .signature || fact.kind == .enumCase {
                names.insert(fact.name)
            }
            for type in summary.types { names.insert(type.name) }
        }
    }

    /// Whether `old` and `new` differ only in the values of calls to nothing declared here.
    func equalIgnoringInertCalls(_ old: [ValueFlowFact], _ new: [ValueFlowFact]) -> Bool {
        guard old.count == new.count else { return false }
        for (before, after) in zip(old, new) where before != after {
            guard before.kind == .call, after.kind == .call, !receives(before), !receives(after),
                Self.erasingValues(before) == Self.erasingValues(after)
            else { return false }
        }
        return true
    }

    private func receives(_ call: ValueFlowFact) -> Bool {
        let last = call.name.split(separator: ".").last.map(String.init) ?? call.name
        return names.contains(last) || last == "init"
    }

    /// A call with its arguments' texts blanked (kinds and positions kept).
    static func erasingValues(_ fact: ValueFlowFact) -> ValueFlowFact {
        var erased = fact
        for index in erased.slots.indices { erased.slots[index].value?.value = "" }
        return erased
    }
}
