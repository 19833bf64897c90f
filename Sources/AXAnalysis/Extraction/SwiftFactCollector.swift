// The syntax walk that collects a Swift file's facts: types and their members here, calls and
// assignments in SwiftFactCollector+Calls.swift.
@_spi(RawSyntax) import SwiftSyntax

/// Walks one file once and fills a `FileSummary` (all but the SwiftUI part).
final class SwiftFactCollector: SyntaxVisitor {
    static func collect(tree: SourceFileSyntax, file: String, text: String? = nil) -> FileSummary {
        let collector = SwiftFactCollector(file: file)
        collector.sourceText = text
        collector.walk(tree)
        collector.finish()
        return collector.summary
    }

    /// Collects with a memo: bodies recorded in `previous` are replayed, and every body's facts
    /// are recorded into `memo` for the next edit.
    static func collect(
        tree: SourceFileSyntax, file: String, text: String? = nil, previous: ExtractionMemo?, memo: ExtractionMemo
    ) -> FileSummary {
        let collector = SwiftFactCollector(file: file)
        collector.sourceText = text
        collector.previousMemo = previous
        collector.memo = memo
        collector.walk(tree)
        collector.finish()
        return collector.summary
    }

    var previousMemo: ExtractionMemo?
    var memo: ExtractionMemo?
    /// The tree's source, when the caller has it: byte searches in it rule out work.
    var sourceText: String?
    /// The bodies being recorded, outermost first.
    var recordings: [CollectorUnitRecording] = []
    /// Per type index: how many properties the fingerprint covers, and the fingerprint.
    private var propertyFingerprints: [Int: (count: Int, value: Int)] = [:]

    let file: String
    /// The local types found for names below a statement (`ReceiverTypeInference`).
    var localTypeMemo: [LocalTypeKey: String?] = [:]
    var summary: FileSummary
    /// Qualified names of the types (and extended types) we are inside, innermost last; nil
    /// entries stand for function bodies (types declared there are local).
    var typeStack: [String?] = []
    /// Index into `summary.types` for each open type declaration, parallel to declarations.
    var openTypeIndices: [Int] = []
    var functionStack: [String] = []
    /// How many `#Preview { … }` macros the walk is inside.
    var previewMacroDepth = 0
    /// Per open function declaration (innermost last): its `String` parameters, which a query
    /// subscripting one makes a query helper (`QueryHelperLink`). Closures and accessors see
    /// the enclosing function's.
    var helperParameterStack: [[QueryHelperParameter]] = []

    init(file: String) {
        self.file = file
        self.summary = FileSummary(path: file, kind: .swift)
        super.init(viewMode: .sourceAccurate)
    }

    func site(_ node: some SyntaxProtocol) -> SourceSite { SourceSite(file: file, range: node.trimmedByteRange) }

    /// The nearest enclosing type or extended type, looking through function bodies.
    var enclosingTypeName: String? {
        for entry in typeStack.reversed() { if let entry { return entry } }
        return nil
    }
    var currentFunction: String? { functionStack.last }

    func finish() {}

    // MARK: Dispatch (overrides must live in the class body; handlers are in extensions)

    /// Code under `#if false` is never compiled: it contributes no fact.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isNeverActive ? .skipChildren : .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        handleVariable(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        handleCall(node)
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        handleSubscript(node)
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        recordCodeValue(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        handleSequence(node)
        return .visitChildren
    }

    /// A reference holds only tokens, so its children are not visited; its name is compared
    /// as raw text (the most frequent node of a file should not build a `String`).
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.rawText == "XCUIApplication" {
            summary.usesXCUIApplication = true
            for index in recordings.indices { recordings[index].usesXCUIApplication = true }
        }
        recordLazyRead(node)
        return .skipChildren
    }

    /// `avatar` or `self.avatar` in a method, where `avatar` is a `lazy var` of the enclosing
    /// type declared above: the first access creates the lazy storage (GEN-3, GEN-4).
    private func recordLazyRead(_ node: DeclReferenceExprSyntax) {
        guard mentionsLazy, let function = currentFunction, let owner = enclosingTypeName,
            let (typeIndex, lazyNames) = lazyPropertyNames(of: owner), !lazyNames.isEmpty
        else { return }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return }
        }
        let name = node.baseName.text
        guard lazyNames.contains(name) else { return }
        mutateType(
            typeIndex, .lazyPropertyRead(PropertyAssignmentFact(property: name, function: function, site: site(node))))
    }

    /// The last type named `owner` declared so far and the names of its `lazy` properties so far,
    /// kept while neither changes: every name a method reads asks (the lookup and the scan of the
    /// properties were 2% of a cold scan of the six real apps).
    private func lazyPropertyNames(of owner: String) -> (typeIndex: Int, names: Set<String>)? {
        let typeCount = summary.types.count
        if let cached = lazyNamesCache, cached.owner == owner, cached.typeCount == typeCount,
            summary.types.indices.contains(cached.typeIndex),
            summary.types[cached.typeIndex].properties.count == cached.propertyCount
        {
            return (cached.typeIndex, cached.names)
        }
        guard let typeIndex = summary.types.lastIndex(where: { $0.qualifiedName == owner }) else {
            lazyNamesCache = nil
            return nil
        }
        let properties = summary.types[typeIndex].properties
        let names = Set(properties.lazy.filter(\.isLazy).map(\.name))
        lazyNamesCache = (owner, typeCount, typeIndex, properties.count, names)
        return (typeIndex, names)
    }

    /// Whether the source can declare a `lazy` property at all (every property in the summary
    /// comes from a declaration in this text, replayed ones too). Most files cannot, and then no
    /// name a method reads needs the lookup (1% of a cold scan of the six real apps).
    private lazy var mentionsLazy: Bool = sourceText.map { ByteSearch.contains($0, "lazy") } ?? true

    /// Whether the source has an `#if` at all; without one no declaration sits in a conditional
    /// clause and `enclosingConditions` (a walk up to the root) need not be asked.
    lazy var mentionsIfConfig: Bool = sourceText.map { ByteSearch.contains($0, "#if") } ?? true

    /// Whether the file imports XCTest (so may be UI-test code): only there are calls recorded
    /// as possible query-helper calls (`helperArgument`). Read from the file's top-level imports
    /// on first use, and part of every unit's key, since no unit holds them all.
    private var importsXCTest: Bool?

    func mayCallQueryHelpers(from node: some SyntaxProtocol) -> Bool {
        if let importsXCTest { return importsXCTest }
        var found = false
        if let file = node.root.as(SourceFileSyntax.self) {
            for statement in file.statements.each {
                if let declaration = statement.item.as(ImportDeclSyntax.self),
                    declaration.path.first?.name.text == "XCTest"
                {
                    found = true
                    break
                }
                // `#if canImport(XCTest) import XCTest #endif`.
                if let block = statement.item.as(IfConfigDeclSyntax.self),
                    block.clauses.contains(where: { clause in
                        clause.elements?.as(CodeBlockItemListSyntax.self)?.contains {
                            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "XCTest"
                        } == true
                    })
                {
                    found = true
                    break
                }
            }
        }
        importsXCTest = found
        return found
    }

    private var lazyNamesCache: (owner: String, typeCount: Int, typeIndex: Int, propertyCount: Int, names: Set<String>)?

    /// Page objects name the app and its elements as types (`let app: XCUIApplication`,
    /// `var email: XCUIElement { … }`) without creating the app: they are UI-test code too.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // A superclass written with arguments (`class LoginViewController: BaseViewController<LoginModel>`)
        // makes no instance of it: `type(of: self)` is the subclass (GEN-1).
        if node.genericArgumentClause != nil, !(node.parent?.is(InheritedTypeSyntax.self) ?? false) {
            summary.genericInstantiations.append(node.trimmedText)
        }
        if node.name.rawText == "XCUIApplication" || node.name.rawText == "XCUIElement" {
            summary.usesXCUIApplication = true
            for index in recordings.indices { recordings[index].usesXCUIApplication = true }
        }
        return .visitChildren
    }

    /// `ChoiceCell<Int>()`: a generic type instantiated in an expression (GEN-1).
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        summary.genericInstantiations.append(node.trimmedText)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        handleMemberAccess(node)
        return .visitChildren
    }

    /// Where a body's `super.<name>(…)` call ends (relative to the body) and the cell style its
    /// `super.init(style:…)` passes; remembered per body in the memo, since every keystroke
    /// would otherwise scan every method of the file again.
    private func superCallScan(name: String, body: CodeBlockSyntax) -> SuperCallScan {
        let bodyID = body.raw.id
        // The memo starts with the previous one's entries: a known one is already there.
        if let known = previousMemo?.superCallScans[bodyID], known.name == name { return known }
        let bodyStart = body.position.utf8Offset
        var scan = SuperCallScan(name: name)
        // A body whose bytes do not contain `super` has no statement starting with it.
        if let sourceText,
            !ByteSearch.contains(sourceText, in: ByteRange(start: bodyStart, end: body.endPosition.utf8Offset), "super")
        {
            memo?.superCallScans[bodyID] = scan
            return scan
        }
        // Only a statement whose first token is `super` can start with `super.<name>(`; the
        // check spares building the text of every other statement of the body.
        for statement in body.statements.each
        where statement.item.firstToken(viewMode: .sourceAccurate)?.rawText == "super" {
            let text = statement.item.trimmedText
            if text.hasPrefix("super.\(name)(") || (name == "init" && text.hasPrefix("super.init(")) {
                scan.afterSuperCallOffset = statement.endPositionBeforeTrailingTrivia.utf8Offset - bodyStart
                if name == "init", let call = statement.item.as(FunctionCallExprSyntax.self) {
                    for argument in call.arguments where argument.label?.text == "style" {
                        let style = argument.expression.trimmedText
                        scan.cellStyle = style.hasPrefix(".") ? String(style.dropFirst()) : style
                    }
                }
            }
        }
        memo?.superCallScans[bodyID] = scan
        return scan
    }

    // MARK: Bodies (memo units)

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        memo != nil && node.isExtractionMemoUnit ? enterUnit(Syntax(node)) : .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) { leaveUnit(Syntax(node)) }

    /// Members of a type or extension are units too: a keystroke in one method then costs one
    /// lookup per other member instead of a walk of its declaration.
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { enterUnit(Syntax(node)) }

    override func visitPost(_ node: MemberBlockItemSyntax) { leaveUnit(Syntax(node)) }

    /// The last parent whose children's `#if` clauses were computed (`conditions(around:)`).
    private var conditionsOfChildren: (parent: SyntaxIdentifier, conditions: [ConditionClause])?

    private func enterUnit(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let memo else { return .visitChildren }
        let key = unitKey(node)
        let unitID = node.raw.id
        let start = node.position.utf8Offset
        if let previousMemo, let unit = previousMemo.collectorUnits[unitID], unit.key == key {
            summary.replay(unit.journal, at: start)
            for index in recordings.indices {
                if unit.journal.usesXCUIApplication { recordings[index].usesXCUIApplication = true }
                for mutation in unit.journal.ownerMutations where mutation.typeIndex < recordings[index].counts[1] {
                    recordings[index].ownerMutations.append(mutation.shifted(by: start - recordings[index].start))
                }
            }
            memo.replayedUnitCount += 1
            return .skipChildren
        }
        recordings.append(
            CollectorUnitRecording(listID: unitID, start: start, key: key, counts: summary.collectorArrayCounts))
        return .visitChildren
    }

    private func leaveUnit(_ node: Syntax) {
        guard let memo, let unit = recordings.last, unit.listID == node.raw.id, unit.start == node.position.utf8Offset
        else { return }
        recordings.removeLast()
        var journal = summary.journal(since: unit.counts, delta: -unit.start)
        journal.usesXCUIApplication = unit.usesXCUIApplication
        journal.ownerMutations = unit.ownerMutations
        memo.collectorUnits[unit.listID] = CollectorUnit(key: unit.key, journal: journal)
        memo.walkedUnitCount += 1
    }

    /// Everything a body's facts read besides the body: the walk's stacks, the types so far, the
    /// enclosing type's properties so far, and the `#if` clauses around it.
    private func unitKey(_ node: Syntax) -> CollectorUnitKey {
        let ownerIndex = enclosingTypeName.flatMap { owner in
            summary.types.lastIndex(where: { $0.qualifiedName == owner })
        }
        let fingerprint: (count: Int, value: Int) = ownerIndex.map(propertyFingerprint(ofType:)) ?? (count: 0, value: 0)
        return CollectorUnitKey(
            typeStack: typeStack, functionStack: functionStack, openTypeIndices: openTypeIndices,
            typeCount: summary.types.count,
            ownerIndex: ownerIndex, ownerPropertyCount: fingerprint.count, ownerPropertyFingerprint: fingerprint.value,
            conditions: conditions(around: node),
            helperParameters: helperParameterStack.last ?? [], mayCallQueryHelpers: mayCallQueryHelpers(from: node)
        )
    }

    /// The `#if` clauses around `node`: those around its parent, so the members of one list (a
    /// type's hundreds of members, each a unit) share one walk up the tree.
    private func conditions(around node: Syntax) -> [ConditionClause] {
        guard let parent = node.parent else { return node.enclosingConditions(file: file) }
        if let cached = conditionsOfChildren, cached.parent == parent.id { return cached.conditions }
        let conditions = node.enclosingConditions(file: file)
        conditionsOfChildren = (parent.id, conditions)
        return conditions
    }

    /// A hash chained over the type's properties (name and type), extended as properties arrive.
    private func propertyFingerprint(ofType index: Int) -> (count: Int, value: Int) {
        let properties = summary.types[index].properties
        var (count, value) = propertyFingerprints[index] ?? (0, 0)
        if count > properties.count { (count, value) = (0, 0) }
        while count < properties.count {
            var hasher = Hasher()
            hasher.combine(value)
            hasher.combine(properties[count].name)
            hasher.combine(properties[count].effectiveTypeName)
            hasher.combine(properties[count].isLazy)
            value = hasher.finalize()
            count += 1
        }
        propertyFingerprints[index] = (count, value)
        return (count, value)
    }

    /// Every change to an already declared type goes through here, so that each unit being
    /// recorded notes the changes to types declared before it (its journal holds the types
    /// declared inside it whole).
    func mutateType(_ typeIndex: Int, _ mutation: TypeMutation) {
        guard summary.types.indices.contains(typeIndex) else { return }
        mutation.apply(to: &summary.types[typeIndex])
        for index in recordings.indices where typeIndex < recordings[index].counts[1] {
            recordings[index].ownerMutations.append(
                .init(typeIndex: typeIndex, mutation: mutation.shifted(by: -recordings[index].start)))
        }
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { summary.imports.append(first.name.text) }
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewMacroDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewMacroDepth -= 1 }
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewMacroDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewMacroDepth -= 1 }
    }

    /// Inside a `#Preview` or a type that conforms to `PreviewProvider`: code the running app
    /// never executes.
    var isInPreview: Bool {
        previewMacroDepth > 0
            || openTypeIndices.contains { index in
                summary.types.indices.contains(index)
                    && summary.types[index].inherited.contains {
                        $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider"
                    }
            }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node, name: node.name, kind: .class, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node, name: node.name, kind: .struct, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node, name: node.name, kind: .enum, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node, name: node.name, kind: .actor, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            node, name: node.name, kind: .protocol, generics: nil, whereClause: nil, inheritance: node.inheritanceClause
        )
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedText
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        var propertyNames: [String] = []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        propertyNames.append(name)
                    }
                }
            }
        }
        summary.extensions.append(
            ExtensionFact(
                extendedType: extended, conformances: conformances, site: site(node), propertyNames: propertyNames))
        typeStack.append(extended)
        openTypeIndices.append(-1)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeStack.removeLast()
        openTypeIndices.removeLast()
    }

    /// `<Command: SearchUICommand>` or `where Command: SearchUICommand`: each constrained
    /// parameter's first constraint as written (a property typed `Command` reads through it).
    private static func genericConstraints(
        _ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) -> [String: String] {
        var constraints: [String: String] = [:]
        // Not `generics?.parameters ?? []`: an empty syntax collection literal allocates a syntax
        // arena of its own, once per type declaration.
        if let generics {
            for parameter in generics.parameters {
                if let inherited = parameter.inheritedType { constraints[parameter.name.text] = inherited.trimmedText }
            }
        }
        guard let whereClause else { return constraints }
        for requirement in whereClause.requirements {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text,
                constraints[name] == nil
            else { continue }
            constraints[name] = conformance.rightType.trimmedText
        }
        return constraints
    }

    private func openType(
        _ node: some DeclSyntaxProtocol, name: TokenSyntax, kind: TypeFact.Kind,
        generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?,
        inheritance: InheritanceClauseSyntax?
    ) {
        let simple = TypeNameText.withoutBackticks(name.text)
        let isLocal = typeStack.last.map { $0 == nil } ?? false
        let qualified: String
        if let outer = typeStack.last ?? nil { qualified = "\(outer).\(simple)" } else { qualified = simple }
        var fact = TypeFact(name: simple, qualifiedName: qualified, kind: kind, site: site(node), nameSite: site(name))
        fact.genericParameters = generics?.parameters.map { $0.name.text } ?? []
        fact.genericConstraints = Self.genericConstraints(generics, whereClause)
        fact.inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        fact.isLocal = isLocal
        fact.conditions = node.enclosingConditions(file: file)
        summary.types.append(fact)
        openTypeIndices.append(summary.types.count - 1)
        typeStack.append(qualified)
    }

    private func closeType() {
        typeStack.removeLast()
        openTypeIndices.removeLast()
    }

    // MARK: Functions (scopes)

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMethod(name: node.name.text, node: node, body: node.body)
        recordSignature(
            name: TypeNameText.withoutBackticks(node.name.text), parameters: node.signature.parameterClause.parameters,
            modifiers: node.modifiers, node: node)
        recordFunctionReturns(node)
        functionStack.append(node.name.text)
        helperParameterStack.append(QueryHelperParameter.stringParameters(of: node.signature.parameterClause))
        typeStack.append(nil)
        openTypeIndices.append(-1)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        helperParameterStack.removeLast()
        closeFunction()
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        recordEnumCases(node)
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        recordCaseBindings(node)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        recordConditionCaseBindings(node.conditions, scope: Syntax(node.body))
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        // The statements after the guard see its names: its enclosing list, from the guard on.
        if let list = node.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            recordConditionCaseBindings(node.conditions, scope: Syntax(list))
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMethod(name: "init", node: node, body: node.body)
        recordSignature(
            name: "init", parameters: node.signature.parameterClause.parameters, modifiers: node.modifiers, node: node)
        functionStack.append("init")
        // An initializer is no helper a call names.
        helperParameterStack.append([])
        typeStack.append(nil)
        openTypeIndices.append(-1)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        helperParameterStack.removeLast()
        closeFunction()
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(functionStack.last ?? "accessor")
        typeStack.append(nil)
        openTypeIndices.append(-1)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { closeFunction() }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        // `didSet`/`willSet`/`get`/`set` name the code inside them (an outlet's didSet runs when
        // the nib connects it, before awakeFromNib and viewDidLoad).
        functionStack.append(node.accessorSpecifier.text)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { functionStack.removeLast() }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        recordLoopBinding(node)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        recordElementBindings(node)
        recordTupleElements(node)
        // Closures inherit the enclosing function's name but declare local types.
        functionStack.append(functionStack.last ?? "closure")
        typeStack.append(nil)
        openTypeIndices.append(-1)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { closeFunction() }

    private func closeFunction() {
        functionStack.removeLast()
        typeStack.removeLast()
        openTypeIndices.removeLast()
    }

    /// The type declaration a member node belongs to, when it is a direct member of one.
    func owningTypeIndex(ofMember node: some SyntaxProtocol) -> Int? {
        guard var list = node.parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self) else {
            return nil
        }
        // A member under `#if` belongs to the type around the block; its clause is in its conditions.
        while let clause = list.parent?.as(IfConfigClauseSyntax.self),
            let outer = clause.parent?.parent?.as(IfConfigDeclSyntax.self)?.parent?.as(MemberBlockItemSyntax.self)?
                .parent?.as(MemberBlockItemListSyntax.self)
        {
            list = outer
        }
        guard let memberBlock = list.parent?.as(MemberBlockSyntax.self) else { return nil }
        guard memberBlock.parent?.is(ExtensionDeclSyntax.self) == false else { return nil }
        return openTypeIndices.last.flatMap { $0 >= 0 ? $0 : nil }
    }

    private func recordMethod(name: String, node: some SyntaxProtocol, body: CodeBlockSyntax?) {
        guard let typeIndex = owningTypeIndex(ofMember: node) else { return }
        var afterSuper: Int?
        if let body {
            let scan = superCallScan(name: name, body: body)
            afterSuper = scan.afterSuperCallOffset.map { $0 + body.position.utf8Offset }
            if let style = scan.cellStyle { mutateType(typeIndex, .cellStyle(style)) }
        }
        mutateType(
            typeIndex,
            .method(
                MethodFact(
                    name: name, site: site(node), bodySite: body.map(site), afterSuperCallOffset: afterSuper,
                    hasSyntaxErrors: node.hasError
                )))
    }
}
