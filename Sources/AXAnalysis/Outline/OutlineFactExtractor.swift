// Reads a file's outline facts: every class's stored properties, initialisers and methods as
// `OutlineStatement`s, and the AXSnapshot assertions of its unit tests.
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// What the outline read from one property declaration of a class.
struct OutlineVariableRead {
    var hasOutlets: Bool
    var properties: [OutlineProperty]
    var getters: [OutlineGetter]
}

/// One walk over a file; bodies are read as statements, never run.
final class OutlineFactExtractor: SyntaxVisitor {
    private let file: String
    private var facts = OutlineFileFacts()

    /// AXSnapshot's six package formatting closures (AX-8).
    static let formatClosureNames: Set<String> = [
        "generateAccessibilityDescription", "generateAccessbilityLabelDescription",
        "generateAccessibilityValueDescription",
        "generateAccessibilityTraitDescription", "generateAccessibilityHintDescription",
        "generateAccessibilityCustomActionsDescription"
    ]

    /// Accessibility properties whose overridden getter decides an outline field (AX-3, AX-5).
    static let outlineGetterNames: Set<String> = [
        "isAccessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
        "accessibilityTraits",
        "accessibilityCustomActions"
    ]

    /// What the visit of a node that holds only statements or member declarations returns:
    /// `.skipChildren` when the text cannot hold an assertion or a format override, so that
    /// statements are not searched (classes are read from member blocks either way, so the
    /// facts are the same).
    private let statementWalk: SyntaxVisitorContinueKind

    /// The extraction of the tree the incremental parser reused nodes from, and the memo this
    /// extraction fills for the next (`ExtractionMemo.outlineMethods`).
    private let previous: ExtractionMemo?
    private let memo: ExtractionMemo?

    private init(file: String, searchesStatements: Bool, previous: ExtractionMemo? = nil, memo: ExtractionMemo? = nil) {
        self.file = file
        self.statementWalk = searchesStatements ? .visitChildren : .skipChildren
        self.previous = previous
        self.memo = memo
        super.init(viewMode: .sourceAccurate)
    }

    /// `text`, when given, is the tree's source: a file that never says `axSnapshot` or
    /// `generateAcc` has no statement worth searching.
    static func extract(
        from tree: SourceFileSyntax, file: String, text: String? = nil,
        previous: ExtractionMemo? = nil, memo: ExtractionMemo? = nil
    ) -> OutlineFileFacts {
        let searches =
            text.map { ByteSearch.contains($0, "axSnapshot") || ByteSearch.contains($0, "generateAcc") } ?? true
        let extractor = OutlineFactExtractor(file: file, searchesStatements: searches, previous: previous, memo: memo)
        extractor.walk(tree)
        return extractor.facts
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    // Without statements to search, only type declarations can hold what the walk reads (a
    // class nested in a type): the other members are read by `visit(ClassDeclSyntax)` from the
    // member list, and walking their signatures, attributes and parameter types found nothing
    // (a third of the outline's share of a keystroke in a 5,000-line class).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { statementWalk }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { statementWalk }

    private func site(_ node: some SyntaxProtocol) -> SourceSite {
        SourceSite(file: file, range: node.trimmedByteRange)
    }

    // MARK: Classes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // Classes declared in a body are not screens anyone snapshots by name.
        var parent = node.parent
        while let current = parent, !current.is(SourceFileSyntax.self) {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorBlockSyntax.self)
            {
                return .visitChildren
            }
            parent = current.parent
        }
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { TypeNameText.baseName($0.type.trimmedText) }
        var fact = OutlineClassFact(
            name: TypeNameText.withoutBackticks(node.name.text), superclass: superclass, nameSite: site(node.name))
        for member in node.memberBlock.members.each {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                remembered(variable, into: &fact)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                fact.methods.append(
                    remembered(initializer) {
                        method(
                            name: "init", parameters: initializer.signature.parameterClause, body: initializer.body,
                            origin: $0)
                    })
            } else if let function = member.decl.as(FunctionDeclSyntax.self), !Self.isStatic(function.modifiers) {
                fact.methods.append(
                    remembered(function) {
                        method(
                            name: TypeNameText.withoutBackticks(function.name.text),
                            parameters: function.signature.parameterClause,
                            body: function.body, origin: $0)
                    })
            }
        }
        facts.classes.append(fact)
        return .visitChildren
    }

    /// `read()`, or what the previous extraction read from the same declaration (reused by the
    /// incremental parser), moved to where it is now; either way remembered for the next one.
    private func remembered(_ declaration: some SyntaxProtocol, _ read: (_ origin: Int) -> OutlineMethod)
        -> OutlineMethod
    {
        let offset = declaration.position.utf8Offset
        let id = declaration.raw.id
        if let known = previous?.outlineMethods[id] {
            // The memo starts with the previous one's entries: only a moved one is written.
            guard offset != known.offset else { return known.method }
            // Relative to its declaration, the method moves as one number.
            let outline = known.method.moved(by: offset - known.offset)
            memo?.outlineMethods[id] = (outline, offset)
            return outline
        }
        let outline = read(offset)
        memo?.outlineMethods[id] = (outline, offset)
        return outline
    }

    /// `read(variable)`, or what the previous extraction read from the same declaration,
    /// moved to where it is now; either way remembered for the next one.
    private func remembered(_ variable: VariableDeclSyntax, into fact: inout OutlineClassFact) {
        let offset = variable.position.utf8Offset
        let id = variable.raw.id
        let read: OutlineVariableRead
        if let known = previous?.outlineVariables[id] {
            read = known.read.shifted(by: offset - known.offset)
            // The memo starts with the previous one's entries: only a moved one is written.
            if offset != known.offset { memo?.outlineVariables[id] = (read, offset) }
        } else {
            read = self.read(variable)
            memo?.outlineVariables[id] = (read, offset)
        }
        if read.hasOutlets { fact.hasOutlets = true }
        fact.properties += read.properties
        fact.getters += read.getters
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.each.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private func read(_ variable: VariableDeclSyntax) -> OutlineVariableRead {
        var fact = OutlineVariableRead(hasOutlets: false, properties: [], getters: [])
        guard !Self.isStatic(variable.modifiers) else { return fact }
        if variable.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasPrefix("IBOutlet") == true
        }) {
            fact.hasOutlets = true
        }
        for binding in variable.bindings.each {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = TypeNameText.withoutBackticks(pattern.identifier.text)
            if let accessors = binding.accessorBlock {
                if Self.outlineGetterNames.contains(name), let value = Self.getterExpression(accessors) {
                    fact.getters.append(OutlineGetter(name: name, value: expression(value)))
                }
                continue
            }
            fact.properties.append(
                OutlineProperty(
                    name: name, initialValue: binding.initializer.map { expression($0.value) }, site: site(binding)))
        }
        return fact
    }

    /// The value of a getter made of one expression (`{ true }`, `{ get { "x" } set {} }`).
    private static func getterExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let accessors):
            items = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let items, items.count == 1, let only = items.first else { return nil }
        if let expression = only.item.as(ExprSyntax.self) { return expression }
        return only.item.as(ReturnStmtSyntax.self)?.expression
    }

    private func method(name: String, parameters: FunctionParameterClauseSyntax, body: CodeBlockSyntax?, origin: Int)
        -> OutlineMethod
    {
        var labels: [String] = []
        var names: [String] = []
        var defaults: [OutlineExpr?] = []
        for parameter in parameters.parameters.each {
            labels.append(parameter.firstName.text)
            names.append((parameter.secondName ?? parameter.firstName).text)
            defaults.append(parameter.defaultValue.map { expression($0.value) })
        }
        return OutlineMethod(
            name: name, labels: labels, parameters: names, defaults: defaults,
            body: body.map { statements($0.statements) } ?? [],
            origin: origin)
    }

    // MARK: Statements

    func statements(_ list: CodeBlockItemListSyntax) -> [OutlineStatement] {
        var result: [OutlineStatement] = []
        for item in list.each { append(item, to: &result) }
        return result
    }

    /// The statements one item of a block reads as (none for what the language lacks).
    private func append(_ item: CodeBlockItemSyntax, to result: inout [OutlineStatement]) {
        let here = site(item)
        if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings.each {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                    let value = binding.initializer?.value
                else { continue }
                // A local the evaluator cannot read (`let x = 1 + 2`) prints as `{x}` where it is
                // used, unrecorded or not; leaving it out keeps edits like that a mere move.
                let read = expression(value)
                if case .unknown = read { continue }
                result.append(OutlineStatement(kind: .local(name: pattern.identifier.text, value: read), site: here))
            }
        } else if let expressionStatement = item.item.as(ExprSyntax.self) {
            if let kind = statementKind(expressionStatement) { result.append(OutlineStatement(kind: kind, site: here)) }
        } else if let returned = item.item.as(ReturnStmtSyntax.self) {
            if let value = returned.expression {
                result.append(OutlineStatement(kind: .returnValue(expression(value)), site: here))
            }
        } else if let wrapped = item.item.as(ExpressionStmtSyntax.self) {
            if let kind = statementKind(wrapped.expression) { result.append(OutlineStatement(kind: kind, site: here)) }
        } else if let loop = item.item.as(ForStmtSyntax.self), loop.whereClause == nil, loop.tryKeyword == nil,
            loop.awaitKeyword == nil,
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let kind = OutlineStatement.Kind.forIn(
                name: name, items: expression(loop.sequence), body: statements(loop.body.statements))
            result.append(OutlineStatement(kind: kind, site: here))
        } else if item.item.is(ForStmtSyntax.self) || item.item.is(GuardStmtSyntax.self)
            || item.item.is(WhileStmtSyntax.self)
            || item.item.is(RepeatStmtSyntax.self)
        {
            result.append(OutlineStatement(kind: .notModelled(Self.firstLine(item.item.trimmedFirstLine)), site: here))
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { !$0.isNewline }).trimmingCharacters(in: " {")
    }

    private func statementKind(_ node: ExprSyntax) -> OutlineStatement.Kind? {
        if node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) {
            return .notModelled(Self.firstLine(node.trimmedFirstLine))
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            guard sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements.each)
            guard elements.count == 3, let target = Self.path(elements[0]) else { return nil }
            if elements[1].is(AssignmentExprSyntax.self) {
                return .assign(target: target, value: expression(elements[2]))
            }
            if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "|=" {
                return .insertTraits(target: target, value: expression(elements[2]))
            }
            return nil
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = call.arguments.each.map {
            OutlineArgument(label: $0.label?.text, value: expression($0.expression))
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let receiver: String?
            if let base = member.base {
                if base.is(SuperExprSyntax.self) {
                    receiver = "super"
                } else if let path = Self.path(base) {
                    receiver = path
                } else if name == "forEach" {
                    receiver = nil
                } else {
                    return nil
                }
            } else {
                return nil
            }
            switch name {
            case "forEach":
                guard let base = member.base, let (callReceiver, callName) = forEachCall(call) else { return nil }
                return .forEach(items: expression(base), receiver: callReceiver, name: callName)
            case "insert", "formUnion":
                if let receiver, receiver.hasSuffix("accessibilityTraits"), let value = arguments.first?.value {
                    return .insertTraits(target: receiver, value: value)
                }
            case "remove", "subtract":
                if let receiver, receiver.hasSuffix("accessibilityTraits"), let value = arguments.first?.value {
                    return .removeTraits(target: receiver, value: value)
                }
            default:
                break
            }
            return .call(receiver: receiver == "self" ? nil : receiver, name: name, arguments: arguments)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return .call(receiver: nil, name: reference.baseName.text, arguments: arguments)
        }
        return nil
    }

    /// The call `forEach` makes with each element: `forEach(addSubview)`, `forEach(view.addSubview)`,
    /// `forEach { stack.addArrangedSubview($0) }`.
    private func forEachCall(_ call: FunctionCallExprSyntax) -> (String?, String)? {
        if let argument = call.arguments.first?.expression, call.arguments.count == 1 {
            if let reference = argument.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
            if let member = argument.as(MemberAccessExprSyntax.self), let base = member.base, let path = Self.path(base)
            {
                return (path == "self" ? nil : path, member.declName.baseName.text)
            }
        }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
            let inner = only.as(FunctionCallExprSyntax.self), inner.arguments.count == 1
        else { return nil }
        var parameter = "$0"
        if let names = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
            let first = names.first
        {
            parameter = first.name.text
        }
        guard Self.path(inner.arguments.first?.expression) == parameter else { return nil }
        if let reference = inner.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        if let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let path = Self.path(base)
        {
            return (path == "self" ? nil : path, member.declName.baseName.text)
        }
        return nil
    }

    // MARK: Expressions

    /// `title`, `self.title.text`, `button.titleLabel?.text`: names joined by dots, without
    /// `self.`, `?` and `!`; nil for anything else.
    static func path(_ node: ExprSyntax?) -> String? {
        guard let node else { return nil }
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let chained = node.as(OptionalChainingExprSyntax.self) { return path(chained.expression) }
        if let forced = node.as(ForceUnwrapExprSyntax.self) { return path(forced.expression) }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = path(base) {
            let name = member.declName.baseName.text
            return prefix == "self" ? name : prefix + "." + name
        }
        return nil
    }

    func expression(_ node: ExprSyntax) -> OutlineExpr {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return .string(value) }
            let read = StringExprReader.readLiteral(literal, file: file)
            let parts = literal.segments.compactMap { segment in
                segment.as(ExpressionSegmentSyntax.self).map {
                    $0.expressions.map { $0.expression.trimmedText }.joined(separator: ", ")
                }
            }
            return .template(read.value, parts: parts)
        }
        if let boolean = node.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if node.is(IntegerLiteralExprSyntax.self) || node.is(FloatLiteralExprSyntax.self) {
            return .number(node.trimmedText)
        }
        if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return .number(node.trimmedText)
        }
        if node.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return expression(only.expression)
        }
        if let array = node.as(ArrayExprSyntax.self) { return .array(array.elements.map { expression($0.expression) }) }
        if let member = node.as(MemberAccessExprSyntax.self) {
            if member.base == nil { return .member(member.declName.baseName.text) }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                return .member(member.declName.baseName.text)
            }
        }
        if let path = Self.path(node) { return .path(path) }
        if let call = node.as(FunctionCallExprSyntax.self) { return callExpression(call) }
        if let sequence = node.as(SequenceExprSyntax.self) { return sequenceExpression(sequence) }
        return .unknown(node.trimmedText)
    }

    private func callExpression(_ call: FunctionCallExprSyntax) -> OutlineExpr {
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            return .closure(statements(closure.statements))
        }
        let arguments = call.arguments.each.map {
            OutlineArgument(label: $0.label?.text, value: expression($0.expression))
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "union", let other = arguments.first?.value { return .union([expression(base), other]) }
            if name == "init" { return .call(callee: TypeNameText.baseName(base.trimmedText), arguments: arguments) }
        }
        var callee = call.calledExpression.trimmedText
        if callee.hasPrefix("self.") { callee.removeFirst(5) }
        if callee.hasPrefix("Self.") { callee.removeFirst(5) }
        return .call(callee: callee, arguments: arguments)
    }

    private func sequenceExpression(_ sequence: SequenceExprSyntax) -> OutlineExpr {
        let elements = Array(sequence.elements)
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map {
            $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text
        }
        if elements.count >= 3, elements.count % 2 == 1, operators.allSatisfy({ $0 == "|" }) {
            return .union(elements.enumerated().filter { $0.offset % 2 == 0 }.map { expression($0.element) })
        }
        if elements.count >= 3, operators.allSatisfy({ $0 == "+" }),
            elements.contains(where: { $0.is(StringLiteralExprSyntax.self) })
        {
            let read = StringExprReader.read(sequence: elements, file: file)
            switch read.kind {
            case .literal: return .string(read.value)
            case .interpolated: return .template(read.value, parts: Self.templateParts(read.value))
            case .reference, .other: break
            }
        }
        return .unknown(sequence.trimmedText)
    }

    /// The `{expr}` parts of a template.
    static func templateParts(_ template: String) -> [String] {
        var parts: [String] = []
        var current: String?
        for character in template {
            if character == "{" {
                current = ""
            } else if character == "}", let part = current {
                parts.append(part)
                current = nil
            } else {
                current?.append(character)
            }
        }
        return parts
    }

    // MARK: Golden assertions

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = Self.path(elements[0]),
            Self.formatClosureNames.contains(String(target.split(separator: ".").last ?? Substring(target)))
        {
            facts.formatOverrides.append(site(node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return .visitChildren
        }
        if callee == "assertInlineSnapshot" {
            recordInlineSnapshot(node)
            return .visitChildren
        }
        if callee == "assertSnapshot" {
            recordReferenceSnapshot(node)
            return .visitChildren
        }
        guard callee == "XCTAssertEqual" || callee == "XCTAssert" || callee == "XCTAssertTrue" else {
            return .visitChildren
        }
        let arguments = Array(node.arguments.prefix(2)).map(\.expression)
        if callee == "XCTAssertEqual", arguments.count == 2 {
            recordGolden(arguments[0], arguments[1], assertion: node)
        } else if let sequence = arguments.first?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
                recordGolden(elements[0], elements[2], assertion: node)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "expect",
            let sequence = node.arguments.first?.expression.as(SequenceExprSyntax.self)
        else { return .visitChildren }
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
            recordGolden(elements[0], elements[2], assertion: node)
        }
        return .visitChildren
    }

    /// swift-snapshot-testing's `assertInlineSnapshot(of: x.axSnapshot(), as: .lines) { """…""" }`
    /// (or `matches: { … }`): with the `.lines` strategy the snapshot of a `String` is the string
    /// itself, compared for equality with the closure's literal. Other strategies (`.dump`,
    /// `.description`) format the value first, so they are not read.
    private func recordInlineSnapshot(_ node: FunctionCallExprSyntax) {
        let arguments = Array(node.arguments)
        guard
            let value = arguments.first(where: { $0.label?.text == "of" || $0.label?.text == "matching" })?.expression,
            Self.isLinesStrategy(arguments)
        else { return }
        let closure =
            node.trailingClosure
            ?? arguments.first(where: { $0.label?.text == "matches" })?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1, let statement = closure.statements.first,
            let literal = statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression
        else { return }
        recordGolden(value, literal, assertion: node)
    }

    /// swift-snapshot-testing's `assertSnapshot(of: x.axSnapshot(), as: .lines)` (or the older
    /// `matching:`): the expected text is in the reference file the library names after the test
    /// file, the test function and the assertion (`named:`, else its count among the function's
    /// unnamed `assertSnapshot` calls, whatever their strategy).
    private func recordReferenceSnapshot(_ node: FunctionCallExprSyntax) {
        let arguments = Array(node.arguments)
        guard
            let value = arguments.first(where: { $0.label?.text == "of" || $0.label?.text == "matching" })?.expression,
            Self.isLinesStrategy(arguments), let receiver = Self.snapshotCall(value),
            let function = Self.enclosingFunction(of: node),
            let (construction, changed) = construction(of: receiver, before: node)
        else { return }
        let identifier: String
        if let named = arguments.first(where: { $0.label?.text == "named" }) {
            guard let name = named.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return }
            identifier = name
        } else {
            let counter = UnnamedSnapshotCallCounter(viewMode: .sourceAccurate)
            counter.walk(function)
            identifier = String(counter.positions.filter { $0 <= node.position }.count)
        }
        var fact = AXSnapshotGoldenFact(
            construction: construction, expected: nil, site: site(node), changedBeforeAssertion: changed)
        if changed, let name = Self.path(receiver), !name.contains(".") {
            fact.receiverName = name
            fact.setup = setupStatements(before: node)
        }
        fact.referenceFile = SnapshotReferenceFile.path(
            testFile: file, testName: TypeNameText.withoutBackticks(function.name.text),
            identifier: identifier)
        facts.goldens.append(fact)
    }

    /// `as: .lines`: the strategy whose snapshot of a `String` is the string itself.
    private static func isLinesStrategy(_ arguments: [LabeledExprSyntax]) -> Bool {
        guard
            let strategy = arguments.first(where: { $0.label?.text == "as" })?.expression.as(
                MemberAccessExprSyntax.self)
        else { return false }
        return strategy.base == nil && strategy.declName.baseName.text == "lines"
    }

    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var parent = node.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            parent = current.parent
        }
        return nil
    }

    private func recordGolden(_ first: ExprSyntax, _ second: ExprSyntax, assertion: some SyntaxProtocol) {
        let pair = Self.snapshotCall(first).map { ($0, second) } ?? Self.snapshotCall(second).map { ($0, first) }
        guard let (receiver, expectedNode) = pair, let literal = expectedNode.as(StringLiteralExprSyntax.self),
            let (construction, changed) = construction(of: receiver, before: assertion)
        else { return }
        var fact = AXSnapshotGoldenFact(
            construction: construction, expected: literal.representedLiteralValue, site: site(literal),
            changedBeforeAssertion: changed)
        if changed, let name = Self.path(receiver), !name.contains(".") {
            fact.receiverName = name
            fact.setup = setupStatements(before: assertion)
        }
        facts.goldens.append(fact)
    }

    /// AX-1: the statements of the assertion's block before it, as the test runs them; nil when
    /// one cannot be read as written (an `await`, which runs code the test does not show, or a
    /// statement the outline language lacks).
    private func setupStatements(before assertion: some SyntaxProtocol) -> [OutlineStatement]? {
        var node: Syntax? = Syntax(assertion)
        while let current = node, !current.is(CodeBlockItemSyntax.self) { node = current.parent }
        guard let item = node?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        var result: [OutlineStatement] = []
        for earlier in list {
            if earlier.id == item.id { break }
            if earlier.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }) {
                return nil
            }
            let count = result.count
            append(earlier, to: &result)
            if result.count == count { return nil }
        }
        return result
    }

    /// How the snapshotted object is built, and whether it is changed before the assertion:
    /// a construction call in the assertion, or a `let` earlier in its block.
    private func construction(of receiver: ExprSyntax, before assertion: some SyntaxProtocol) -> (OutlineExpr, Bool)? {
        var construction: OutlineExpr?
        var changed = false
        if let call = receiver.as(FunctionCallExprSyntax.self) {
            construction = callExpression(call)
        } else if let name = Self.path(receiver), !name.contains(".") {
            (construction, changed) = localConstruction(named: name, before: assertion)
        }
        guard let construction, case .call = construction else { return nil }
        return (construction, changed)
    }

    /// `x.axSnapshot()` → `x`.
    private static func snapshotCall(_ node: ExprSyntax) -> ExprSyntax? {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "axSnapshot"
        else { return nil }
        return member.base
    }

    /// `let name = X(…)` earlier in the assertion's block, and whether a statement between them names `name`.
    private func localConstruction(named name: String, before assertion: some SyntaxProtocol) -> (OutlineExpr?, Bool) {
        var node: Syntax? = Syntax(assertion)
        while let current = node, !current.is(CodeBlockItemSyntax.self) { node = current.parent }
        guard let item = node?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return (nil, false) }
        var construction: OutlineExpr?
        var changed = false
        for earlier in list {
            if earlier.id == item.id { break }
            if let variable = earlier.item.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                })
            {
                construction = binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }.map(
                    callExpression)
                changed = false
            } else if construction != nil, Self.mentions(earlier, name: name) {
                changed = true
            }
        }
        return (construction, changed)
    }

    private static func mentions(_ node: some SyntaxProtocol, name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

/// The positions of a test function's `assertSnapshot` calls without `named:`, which the library
/// numbers 1, 2, … in the order they run.
private final class UnnamedSnapshotCallCounter: SyntaxVisitor {
    var positions: [AbsolutePosition] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "assertSnapshot",
            !node.arguments.contains(where: { $0.label?.text == "named" })
        {
            positions.append(node.position)
        }
        return .visitChildren
    }
}
