// Evaluates the body of `rapidControlsInformation()` over the subset SEMANTICS calls certain:
// `T.accessibilityProperties`, copies with struct semantics, field assignments with literals,
// array literals and `+`, the demo's `Array(a...b).map { … }` idiom and `static let` constants.
import SwiftSyntax

/// Evaluates information values statement by statement; anything outside the subset makes the
/// result (or the field it writes) a template with its reason.
struct RapidInformationEvaluator {
    /// What a name or expression evaluates to.
    enum Value {
        case info(RapidInformationFact)
        case list([RapidInformationFact])
        case integer(Int)
    }

    let file: String
    /// `static let` constants of the enclosing type, by name.
    var constants: [String: Value]
    private var environment: [String: Value] = [:]
    private var mutableNames: Set<String> = []
    /// Why the result is not certain, the first reason found.
    private(set) var reason: String?
    /// Variables whose values stopped being known (a statement the subset does not cover wrote them).
    private var unknownNames: Set<String> = []

    /// The largest range the `map` idiom is unrolled for.
    static let maximumRangeCount = 256
    /// The longest list evaluated: `let b = a + a` doubles a list per line, and hostile input
    /// must not make extraction exponential.
    static let maximumListCount = 1024

    init(file: String, constants: [String: Value] = [:]) {
        self.file = file
        self.constants = constants
    }

    private func site(_ node: some SyntaxProtocol) -> SourceSite {
        SourceSite(file: file, range: node.trimmedByteRange)
    }

    private mutating func giveUp(_ why: String) {
        if reason == nil { reason = why }
    }

    // MARK: Function bodies

    /// The information list a function body returns, or nil with `reason` set.
    mutating func evaluateFunction(_ body: CodeBlockSyntax, into fact: inout RapidInformationFunctionFact) {
        let statements = Array(body.statements)
        var returned: ExprSyntax?
        for (position, statement) in statements.enumerated() {
            if let stmt = statement.item.as(ReturnStmtSyntax.self) {
                returned = stmt.expression
                fact.returnStatementSite = site(stmt)
                break
            }
            if position == statements.count - 1, statements.count == 1,
                let expression = statement.item.as(ExprSyntax.self)
            {
                returned = expression
                fact.returnStatementSite = site(expression)
                break
            }
            execute(statement.item)
        }
        guard let returned else {
            fact.dynamicReason = reason ?? "rapidControlsInformation() has no return statement the analysis can read"
            return
        }
        if returned.is(ArrayExprSyntax.self) { fact.returnedArraySite = site(returned) }
        switch evaluate(returned) {
        case .list(let list)?:
            fact.elements = list
            fact.dynamicReason = reason
        default:
            giveUp("the returned value `\(Self.short(returned))` is not evaluated")
            fact.dynamicReason = reason
        }
    }

    /// One statement outside the subset only matters if it names a tracked variable.
    private mutating func execute(_ item: CodeBlockItemSyntax.Item) {
        if let declaration = item.as(VariableDeclSyntax.self) {
            let isVar = declaration.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let initializer = binding.initializer?.value, let value = evaluate(initializer) {
                    environment[name] = value
                    unknownNames.remove(name)
                } else {
                    environment[name] = nil
                    unknownNames.insert(name)
                }
                if isVar { mutableNames.insert(name) } else { mutableNames.remove(name) }
            }
            return
        }
        if let expression = item.as(ExprSyntax.self), assign(expression) { return }
        // Anything else that mentions a tracked variable (a loop, a branch, a call) may change it.
        let mentioned = Self.identifiers(in: Syntax(item)).filter { environment[$0] != nil }
        if !mentioned.isEmpty {
            giveUp("`\(Self.short(item))` is not evaluated")
            let statementSite = site(item)
            for name in mentioned {
                // An information keeps its type (nothing here can change it but `x.type =`);
                // what the statement may have written is only known at run time.
                guard case .info(var info)? = environment[name] else {
                    environment[name] = nil
                    unknownNames.insert(name)
                    continue
                }
                info.index = RapidFieldValue(text: "{\(name).index}", isKnown: false, site: statementSite)
                info.scope = RapidFieldValue(text: "{\(name).scope}", isKnown: false, site: statementSite)
                info.traits = nil
                environment[name] = .info(info)
            }
        }
    }

    /// `x.index = 1`, `x.scope = "s"`, `x.traits = .button`, `x.type = T.self`, `x.index += 1`.
    private mutating func assign(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let target = elements[0].as(MemberAccessExprSyntax.self),
            let name = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let isPlainAssignment = elements[1].is(AssignmentExprSyntax.self)
        let compound = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
        guard isPlainAssignment || compound == "+=" || compound == "-=" else { return false }
        guard case .info(var info)? = environment[name] else { return false }
        let field = target.declName.baseName.text
        let value = elements[2]
        // Only traits (`a | b`) read more than one operand.
        guard elements.count == 3 || field == "traits" else { return false }
        let valueSite = site(expression)
        switch field {
        case "index":
            if isPlainAssignment, let number = integer(value) {
                info.index = RapidFieldValue(text: String(number), isKnown: true, site: valueSite)
            } else if let compound, info.index.isKnown, let current = Int(info.index.text), let delta = integer(value) {
                info.index = RapidFieldValue(
                    text: String(compound == "+=" ? current + delta : current - delta), isKnown: true, site: valueSite)
            } else {
                giveUp("the index `\(Self.short(value))` is only known at run time")
                info.index = RapidFieldValue(text: "{\(Self.short(value))}", isKnown: false, site: valueSite)
            }
        case "scope":
            guard isPlainAssignment else { return false }
            if value.is(NilLiteralExprSyntax.self) {
                info.scope = RapidFieldValue(text: "", isKnown: true, site: valueSite)
            } else if let literal = StringExprReader.plainLiteral(value) {
                info.scope = RapidFieldValue(text: literal, isKnown: true, site: valueSite)
            } else {
                giveUp("the scope `\(Self.short(value))` is only known at run time")
                info.scope = RapidFieldValue(text: "{\(Self.short(value))}", isKnown: false, site: valueSite)
            }
        case "traits":
            guard isPlainAssignment else { return false }
            info.traits =
                elements.count == 3 ? RapidTraits.read(value) : RapidTraits.read(sequence: Array(elements[2...]))
            info.traitsSite = valueSite
        case "type":
            guard isPlainAssignment else { return false }
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            {
                info.type = typeField(base, site: valueSite)
            } else {
                giveUp("the type `\(Self.short(value))` is only known at run time")
                info.type = RapidFieldValue(text: "{\(Self.short(value))}", isKnown: false, site: valueSite)
            }
        case "rapidType":
            break // inert metadata (RA-4)
        default:
            return false
        }
        environment[name] = .info(info)
        return true
    }

    // MARK: Expressions

    mutating func evaluate(_ expression: ExprSyntax) -> Value? {
        if let integerValue = integer(expression) { return .integer(integerValue) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "accessibilityProperties", let base = member.base {
                return .info(
                    RapidInformationFact(type: typeField(base, site: site(expression)), site: site(expression)))
            }
            if let base = member.base?.trimmedText, base == "Self" || base == "self" || TypeNameText.isPlain(base),
                let constant = constants[member.declName.baseName.text]
            {
                return located(constant, at: expression)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if unknownNames.contains(name) { return nil }
            if let value = environment[name] ?? constants[name] {
                guard case .info(var info) = value else { return value }
                info.site = site(expression)
                info.variable = environment[name] == nil ? nil : name
                info.variableIsMutable = mutableNames.contains(name)
                return .info(info)
            }
            return nil
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var list: [RapidInformationFact] = []
            for element in array.elements {
                switch evaluate(element.expression) {
                case .info(let info)?: list.append(info)
                case .list(let inner)?:
                    list += inner
                    if list.count > Self.maximumListCount { return bounded(list) }
                default:
                    giveUp("the element `\(Self.short(element.expression))` is not evaluated")
                    return nil
                }
            }
            return bounded(list)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return concatenation(Array(sequence.elements))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            guard case .list(let left)? = evaluate(infix.leftOperand),
                case .list(let right)? = evaluate(infix.rightOperand)
            else { return nil }
            return bounded(left + right)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return mapIdiom(call)
        }
        return nil
    }

    /// `[a] + [b] + list`: lists joined.
    private mutating func concatenation(_ elements: [ExprSyntax]) -> Value? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var list: [RapidInformationFact] = []
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            guard case .list(let part)? = evaluate(element) else { return nil }
            list += part
            if list.count > Self.maximumListCount { return bounded(list) }
        }
        return .list(list)
    }

    /// The list, or nil (with the reason) past `maximumListCount`.
    private mutating func bounded(_ list: [RapidInformationFact]) -> Value? {
        guard list.count <= Self.maximumListCount else {
            giveUp("the list has more than \(Self.maximumListCount) informations")
            return nil
        }
        return .list(list)
    }

    /// A constant's value re-sited at the reference (its hint and fixes belong to the use).
    private func located(_ value: Value, at expression: ExprSyntax) -> Value {
        guard case .info(var info) = value else { return value }
        info.site = site(expression)
        return .info(info)
    }

    /// `Array(a...b).map { i in x.index = i; return x }`, `(a..<b).map { … }`.
    private mutating func mapIdiom(_ call: FunctionCallExprSyntax) -> Value? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map",
            let base = member.base
        else { return nil }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, let range = integerRange(base) else {
            giveUp("`\(Self.short(call))` is not evaluated")
            return nil
        }
        guard range.count <= Self.maximumRangeCount else {
            giveUp("the range of `\(Self.short(base))` is too long to unroll")
            return nil
        }
        let parameter: String
        if let shorthand = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
            let first = shorthand.first
        {
            parameter = first.name.text
        } else if let clause = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self),
            let first = clause.parameters.first
        {
            parameter = first.secondName?.text ?? first.firstName.text
        } else {
            parameter = "$0"
        }
        var list: [RapidInformationFact] = []
        let statements = Array(closure.statements)
        for value in range {
            environment[parameter] = .integer(value)
            var result: Value?
            for (position, statement) in statements.enumerated() {
                if let stmt = statement.item.as(ReturnStmtSyntax.self) {
                    result = stmt.expression.flatMap { evaluate($0) }
                    break
                }
                if position == statements.count - 1, let expression = statement.item.as(ExprSyntax.self),
                    !isAssignment(expression)
                {
                    result = evaluate(expression)
                    break
                }
                execute(statement.item)
            }
            guard case .info(var info)? = result else {
                environment[parameter] = nil
                giveUp("the closure of `\(Self.short(call))` is not evaluated")
                return nil
            }
            info.site = site(call)
            info.variable = nil
            list.append(info)
        }
        environment[parameter] = nil
        return .list(list)
    }

    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }

    /// `Array(0...3)`, `(0..<4)`, `0...3`.
    private mutating func integerRange(_ expression: ExprSyntax) -> ClosedRange<Int>? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Array",
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            return integerRange(only.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return integerRange(only.expression)
        }
        var parts: [ExprSyntax] = []
        var rangeOperator: String?
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            parts = [elements[0], elements[2]]
            rangeOperator = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.rightOperand]
            rangeOperator = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        }
        guard parts.count == 2, let low = integer(parts[0]), let high = integer(parts[1]) else { return nil }
        switch rangeOperator {
        case "..."?: return low <= high ? low...high : nil
        case "..<"?: return low < high ? low...(high - 1) : nil
        default: return nil
        }
    }

    /// An integer literal, `-1`, or a name bound to an integer (the `map` closure's parameter).
    private func integer(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.filter { $0 != "_" })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let literal = prefix.expression.as(IntegerLiteralExprSyntax.self)
        {
            return Int(literal.literal.text.filter { $0 != "_" }).map { -$0 }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            case .integer(let value)? = environment[reference.baseName.text]
        {
            return value
        }
        return nil
    }

    /// The information's type read through a metatype (RA-4): printed as `type(of:)` prints it.
    private func typeField(_ base: ExprSyntax, site: SourceSite) -> RapidFieldValue {
        let written = base.trimmedText
        if written == "Self" || written == "self" || written.hasPrefix("type(of:")
            || base.is(FunctionCallExprSyntax.self)
        {
            return RapidFieldValue(text: "{\(written)}", isKnown: false, site: site)
        }
        return RapidFieldValue(text: TypePrinter.runtimeName(written), isKnown: true, site: site)
    }

    // MARK: Text

    /// The identifiers a node mentions (cheap token scan).
    static func identifiers(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { names.insert(text) }
        }
        return names
    }

    /// A node's text on one line, shortened for messages.
    static func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedText.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            $0.trimmingCharacters(in: " \t")
        }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}

/// Trait expressions in both spellings (RA-13): `.button`, `UIAccessibilityTraits.button`,
/// `UIAccessibilityTraitButton`, `[.button, .selected]`, `a | b`, `.none`, `[]`.
enum RapidTraits {
    /// The trait names, empty for none; nil when the expression is not a trait literal.
    static func read(_ expression: ExprSyntax) -> [String]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let inner = read(element.expression) else { return nil }
                names += inner
            }
            return unique(names)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedText
            guard base == nil || base == "UIAccessibilityTraits" || base == "UIAccessibility.Traits" else { return nil }
            let name = member.declName.baseName.text
            return name == "none" ? [] : [name]
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            guard text.hasPrefix("UIAccessibilityTrait"), text.count > "UIAccessibilityTrait".count else { return nil }
            let rest = text.dropFirst("UIAccessibilityTrait".count)
            let name = rest.prefix(1).lowercased() + rest.dropFirst()
            return name == "none" ? [] : [name]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return read(sequence: Array(sequence.elements))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            ["UIAccessibilityTraits", "UIAccessibility.Traits"].contains(call.calledExpression.trimmedText)
        {
            return []
        }
        return nil
    }

    /// `a | b | c`, operators unfolded.
    static func read(sequence elements: [ExprSyntax]) -> [String]? {
        guard elements.count % 2 == 1 else { return nil }
        var names: [String] = []
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "|" else { return nil }
                continue
            }
            guard let inner = read(element) else { return nil }
            names += inner
        }
        return unique(names)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
