// Reads the string constants of a file (`StringConstantFact`s): declarations only, never the
// statements of function or view bodies.

@_spi(RawSyntax) import SwiftSyntax

/// Collects `let` constants, computed `String` properties, `String` enum cases, namespace
/// instances (`static let login = Login()`) and `String`-returning functions, keyed by their
/// enclosing types as written.
final class StringConstantExtractor: SyntaxVisitor {
    private let file: String
    /// The tree's source, when the caller has it (`IdentifierForwarderReader` searches its bytes).
    private let text: String?
    /// Enclosing types, outermost first, whether each is an enum with `String` raw values, and
    /// for an enum with integer raw values each case's (empty for any other type).
    private var owners: [Owner] = []
    /// The owners outside each extension being walked, restored when it ends.
    private var extensionStack: [[Owner]] = []
    private typealias Owner = (name: String, stringRawValues: Bool, intRawValues: [String: String])
    private var facts: [StringConstantFact] = []
    /// The previous extraction's memo, and this one's (`ExtractionMemo.stringConstantMembers`).
    private let previous: ExtractionMemo?
    private let memo: ExtractionMemo?
    /// The member being read for the memo: its identity, owner and where its facts start.
    private var recording: (id: RawSyntax.ID, owner: String, stringRawValues: Bool, start: Int)?

    private init(file: String, text: String?, previous: ExtractionMemo?, memo: ExtractionMemo?) {
        self.file = file
        self.text = text
        self.previous = previous
        self.memo = memo
        super.init(viewMode: .sourceAccurate)
    }

    /// With a memo, members other than type declarations that the incremental parser reused
    /// (the same raw node, in a type of the same name) contribute the constants they did last
    /// time; the facts carry no offsets, so nothing needs moving.
    /// `text`, when given, must be the tree's source.
    static func extract(
        from tree: SourceFileSyntax, file: String, text: String? = nil, previous: ExtractionMemo? = nil,
        memo: ExtractionMemo? = nil
    ) -> [StringConstantFact] {
        let extractor = StringConstantExtractor(file: file, text: text, previous: previous, memo: memo)
        extractor.walk(tree)
        return extractor.facts
    }

    /// The enclosing types joined (`IDs.Login`), kept until they change: every member asks.
    private var owner: String {
        if let ownerText { return ownerText }
        let text = owners.map(\.name).joined(separator: ".")
        ownerText = text
        return text
    }
    private var ownerText: String?

    // MARK: Members (memo units)

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A case of an enum with integer raw values reads the cases before it (an implicit raw
        // value counts up from the previous one): never replayed on its own.
        let readsEarlierCases = owners.last?.intRawValues.isEmpty == false && node.decl.is(EnumCaseDeclSyntax.self)
        guard memo != nil, recording == nil, !Self.declaresType(node.decl), !readsEarlierCases else {
            return .visitChildren
        }
        let id = node.raw.id
        let owner = self.owner
        let stringRawValues = owners.last?.stringRawValues ?? false
        if let known = previous?.stringConstantMembers[id], known.owner == owner,
            known.stringRawValues == stringRawValues
        {
            facts += known.facts
            return .skipChildren
        }
        recording = (id, owner, stringRawValues, facts.count)
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockItemSyntax) {
        guard let memo, let current = recording, current.id == node.raw.id else { return }
        recording = nil
        memo.stringConstantMembers[current.id] = StringConstantMember(
            owner: current.owner, stringRawValues: current.stringRawValues,
            facts: Array(facts[current.start...]))
    }

    /// Type declarations hold members of their own (units themselves); everything else a
    /// member can be reads only its own syntax and the enclosing owner.
    private static func declaresType(_ decl: DeclSyntax) -> Bool {
        switch decl.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .ifConfigDecl: return true
        default: return false
        }
    }

    // MARK: Scopes

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { popOwner() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { popOwner() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { popOwner() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let rawType = node.inheritanceClause?.inheritedTypes.first.map { TypeNameText.baseName($0.type.trimmedText) }
        return push(
            node.name.text, raw: rawType == "String",
            intRawValues: rawType.map(Self.integerTypes.contains) == true ? Self.integerRawValues(node) : [:])
    }
    override func visitPost(_ node: EnumDeclSyntax) { popOwner() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension names its type in full (`extension IDs.Login`), whatever encloses it.
        let saved = owners
        owners = [(node.extendedType.trimmedText, false, [:])]
        ownerText = nil
        extensionStack.append(saved)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners = extensionStack.popLast() ?? []
        ownerText = nil
    }

    private func push(_ name: String, raw: Bool = false, intRawValues: [String: String] = [:])
        -> SyntaxVisitorContinueKind
    {
        owners.append((TypeNameText.withoutBackticks(name), raw, intRawValues))
        ownerText = nil
        return .visitChildren
    }

    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"
    ]

    /// Each case's raw value of an enum with integer raw values, in decimal: an explicit one as
    /// written, an implicit one the previous plus one (0 for the first). Cases under `#if`, and
    /// implicit ones after a raw value that is not a plain integer literal, are left out: which
    /// are compiled, or what they count up from, is not known here.
    private static func integerRawValues(_ node: EnumDeclSyntax) -> [String: String] {
        var values: [String: String] = [:]
        var next: Int? = 0
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else {
                if member.decl.is(IfConfigDeclSyntax.self) { next = nil }
                continue
            }
            for element in cases.elements {
                let value = element.rawValue.map { integerLiteral($0.value) } ?? next
                if let value {
                    values[TypeNameText.withoutBackticks(element.name.text)] = String(value)
                }
                next = value.flatMap { $0 == Int.max ? nil : $0 + 1 }
            }
        }
        return values
    }

    /// `42`, `-1`, `0x1F`, `1_000`: the value; nil for any other expression.
    private static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        var sign = 1
        var literal = expression
        if let prefixed = expression.as(PrefixOperatorExprSyntax.self), prefixed.operator.text == "-" {
            sign = -1
            literal = prefixed.expression
        }
        guard let integer = literal.as(IntegerLiteralExprSyntax.self) else { return nil }
        let digits = integer.literal.text.filter { $0 != "_" }
        let radix: Int
        let body: Substring
        switch digits.prefix(2) {
        case "0x": (radix, body) = (16, digits.dropFirst(2))
        case "0o": (radix, body) = (8, digits.dropFirst(2))
        case "0b": (radix, body) = (2, digits.dropFirst(2))
        default: (radix, body) = (10, Substring(digits))
        }
        return Int(body, radix: radix).map { sign * $0 }
    }

    private func popOwner() {
        owners.removeLast()
        ownerText = nil
    }

    // Statements and expressions hold no declarations identifiers are named with.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        // `subscript(key: AccessibilityIdentifier) -> XCUIElement { self[key.asString] }`.
        if let accessors = node.accessorBlock {
            facts += IdentifierForwarderReader.forwarders(
                name: "subscript", parameters: node.parameterClause.parameters, body: Syntax(accessors), file: file,
                text: text)
        }
        return .skipChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Declarations

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // `typealias MultihopState = MultihopStateV2`: code names the enum through the alias
        // (`MultihopState.always.description`). Only a plain name is an owner constants can be
        // read through; a function type or a generic instantiation is not.
        let target = node.initializer.value
        guard node.genericParameterClause == nil, Self.isPlainTypeName(target) else {
            return .skipChildren
        }
        facts.append(
            StringConstantFact(
                owner: owner, name: TypeNameText.withoutBackticks(node.name.text), kind: .alias, value: "",
                valueKind: .other, typeName: target.trimmedText))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings.each {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = TypeNameText.withoutBackticks(pattern.identifier.text)
            let annotation = binding.typeAnnotation?.type.trimmedText
            if let getter = binding.accessorBlock.flatMap(Self.getterExpression) {
                guard annotation.map({ TypeNameText.baseName($0) == "String" }) ?? false else { continue }
                if let cases = Self.switchOverSelf(getter) {
                    // `var id: String { switch self { case .home: "tab-home" … } }`: each case's
                    // value, read as `Tab.home.id`.
                    for (caseName, expression) in cases {
                        record(name: name, expression: expression, owner: owner + "." + caseName)
                    }
                } else {
                    record(name: name, expression: getter)
                }
            } else if isLet, let initializer = binding.initializer?.value {
                // `NSLocalizedString(…)` is called like an initialiser but gives a text.
                if LocalizedTextCallReader.read(initializer) == nil,
                    let typeName = Self.instanceType(initializer, annotation: annotation)
                {
                    facts.append(
                        StringConstantFact(
                            owner: owner, name: name, kind: .instance, value: "", valueKind: .other, typeName: typeName)
                    )
                } else {
                    record(name: name, expression: initializer)
                }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard owners.last?.stringRawValues == true else {
            // A case of any other enum prints as its name (`"\(self)"`), which the app's own
            // identifier helpers often use as the identifier.
            for element in node.elements.each {
                var fact = StringConstantFact(
                    owner: owner, name: TypeNameText.withoutBackticks(element.name.text), kind: .enumCaseName,
                    value: TypeNameText.withoutBackticks(element.name.text), valueKind: .literal)
                if let payload = element.parameterClause?.parameters {
                    fact.parameters = payload.map { $0.firstName.map { TypeNameText.withoutBackticks($0.text) } ?? "_" }
                    fact.payloadIsString = payload.map { TypeNameText.baseName($0.type.trimmedText) == "String" }
                }
                fact.rawValue = owners.last?.intRawValues[fact.name]
                facts.append(fact)
            }
            return .skipChildren
        }
        for element in node.elements.each {
            let name = TypeNameText.withoutBackticks(element.name.text)
            if let raw = element.rawValue?.value {
                let read = StringExprReader.read(raw, file: file)
                guard read.kind == .literal else { continue }
                facts.append(
                    StringConstantFact(
                        owner: owner, name: name, kind: .enumCase, value: read.value, valueKind: .literal))
            } else {
                facts.append(
                    StringConstantFact(owner: owner, name: name, kind: .enumCase, value: name, valueKind: .literal))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            facts += IdentifierForwarderReader.forwarders(
                name: TypeNameText.withoutBackticks(node.name.text),
                parameters: node.signature.parameterClause.parameters, body: Syntax(body), file: file, text: text)
        }
        guard let returned = node.signature.returnClause?.type.trimmedText, TypeNameText.baseName(returned) == "String",
            let body = node.body, let expression = Self.singleExpression(body.statements)
        else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            TypeNameText.withoutBackticks((parameter.secondName ?? parameter.firstName).text)
        }
        let read = StringExprReader.read(expression, file: file)
        guard read.kind == .literal || read.kind == .interpolated else { return .skipChildren }
        facts.append(
            StringConstantFact(
                owner: owner, name: TypeNameText.withoutBackticks(node.name.text), kind: .function,
                value: read.value, valueKind: read.kind, parameters: parameters))
        return .skipChildren
    }

    private func record(name: String, expression: ExprSyntax, owner: String? = nil) {
        if let localization = LocalizedTextCallReader.read(expression) {
            var fact = StringConstantFact(
                owner: owner ?? self.owner, name: name, kind: .localized, value: localization.defaultText ?? "",
                valueKind: .literal)
            fact.localization = localization
            facts.append(fact)
            return
        }
        let read = StringExprReader.read(expression, file: file)
        guard read.kind != .other else { return }
        facts.append(
            StringConstantFact(
                owner: owner ?? self.owner, name: name, kind: .value, value: read.value, valueKind: read.kind))
    }

    /// `switch self { case .a: x; case .b, .c: y }` with one expression per case: case name → expression.
    private static func switchOverSelf(_ expression: ExprSyntax) -> [(String, ExprSyntax)]? {
        guard let switchExpression = expression.as(SwitchExprSyntax.self),
            switchExpression.subject.trimmedText == "self"
        else { return nil }
        var result: [(String, ExprSyntax)] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                let value = singleExpression(switchCase.statements)
            else { continue }
            for item in label.caseItems {
                guard
                    let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                        MemberAccessExprSyntax.self),
                    member.base == nil
                else { continue }
                result.append((TypeNameText.withoutBackticks(member.declName.baseName.text), value))
            }
        }
        return result.isEmpty ? nil : result
    }

    // MARK: Helpers

    /// `Name` or `Outer.Name`, without generic arguments.
    private static func isPlainTypeName(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.genericArgumentClause == nil }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause == nil && isPlainTypeName(member.baseType)
        }
        return false
    }

    /// The one expression a getter returns (`{ "x" }`, `{ return "x" }`, `get { "x" }`).
    private static func getterExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        switch block.accessors {
        case .getter(let statements):
            return singleExpression(statements)
        case .accessors(let accessors):
            guard accessors.count == 1, let only = accessors.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                let body = only.body
            else { return nil }
            return singleExpression(body.statements)
        }
    }

    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// `Login()`, `IDs.Login()`, or `.init()` with an annotation: the type of a namespace instance.
    private static func instanceType(_ initializer: ExprSyntax, annotation: String?) -> String? {
        guard let call = initializer.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        {
            return annotation
        }
        guard callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self) else { return nil }
        let text = callee.trimmedText
        guard let last = text.split(separator: ".").last, last.first?.isUppercase == true else { return nil }
        return text
    }
}
