// Reads SwiftUI view components, bodies, scenes and previews out of one file's tree.
@_spi(RawSyntax) import SwiftSyntax

enum SwiftUIExtractor {
    /// With a memo, bodies that held nothing for SwiftUI last time (and are the same raw node in
    /// the same context) are skipped; `memo` records this walk's quiet bodies.
    static func extract(
        from tree: SourceFileSyntax, file: String, text: String? = nil, previous: ExtractionMemo? = nil,
        memo: ExtractionMemo? = nil
    ) -> SwiftUIFileFacts {
        // A text without `#if` has no conditional clause for a view node to sit in.
        let visitor = SwiftUIDeclarationVisitor(
            file: file, mentionsIfConfig: text.map { ByteSearch.contains($0, "#if") } ?? true)
        // Every hosting type's name contains "Hosting": a file whose text does not cannot host
        // a SwiftUI root, and its calls need no callee name (they were 4% of an extraction).
        if let text {
            visitor.mayHostViews = ByteSearch.contains(text, "Hosting")
            // Both identifier modifiers (`accessibilityIdentifier(`, `accessibility(identifier:`) contain it.
            visitor.mayApplyIdentifiers = ByteSearch.contains(text, "accessibility")
            // Without a memo (a cold extraction) bodies with nothing to read are skipped.
            if memo == nil { visitor.bodyFilter = SwiftUIBodyFilter(text: text) }
        }
        visitor.previousMemo = previous
        visitor.memo = memo
        visitor.walk(tree)
        var facts = visitor.facts
        facts.roots.append(contentsOf: visitor.detached.roots(adding: facts, builder: visitor.builder, file: file))
        for index in facts.roots.indices { facts.roots[index].ordinal = index }
        return facts
    }
}

/// Conformances that make a type's `body` part of a render tree.
enum SwiftUIConformance {
    static let view = "View"
    static let app = "App"
    static let scene = "Scene"
    static let previewProvider = "PreviewProvider"
    static let viewModifier = "ViewModifier"
    static let renderTypes: Set<String> = [view, app, scene, viewModifier]
    /// The identifier APIs, never read as custom modifiers even when the workspace defines them.
    static let identifierAPINames: Set<String> = [
        "accessibilityIdentifierBranch", "accessibilityIdentifierLeaf", "accessibilityIdentifier", "accessibility"
    ]
    /// Types that show a SwiftUI view from UIKit or AppKit.
    static let hostingTypes: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration"
    ]
}

/// Visits type declarations, extensions and `#Preview` macros.
final class SwiftUIDeclarationVisitor: SyntaxVisitor {
    let file: String
    let builder: SwiftUIViewTreeBuilder
    private(set) var facts = SwiftUIFileFacts()
    /// Names of the types (and extended types) around the current node, outermost first.
    private var enclosingTypes: [String] = []

    var previousMemo: ExtractionMemo?
    var memo: ExtractionMemo?
    /// False when the file's text names no hosting type, so no call needs reading.
    var mayHostViews = true
    /// False when the file's text holds no identifier modifier, so no call needs reading.
    var mayApplyIdentifiers = true
    /// Every identifier modifier met, to find those no view tree holds.
    private(set) var detached = SwiftUIDetachedIdentifiers()
    /// Says which bodies cannot hold anything this visitor reads; nil reads every body.
    var bodyFilter: SwiftUIBodyFilter?
    /// The bodies being walked, outermost first: identity, offset, fact counts and view counter
    /// on entry, and the quiet units found inside.
    private var recordings: [(listID: RawSyntax.ID, start: Int, counts: [Int], counter: Int)] = []

    init(file: String, mentionsIfConfig: Bool = true) {
        self.file = file
        self.builder = SwiftUIViewTreeBuilder(file: file, mentionsIfConfig: mentionsIfConfig)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Bodies (memo units)

    /// Only bodies that produced no fact and numbered no view are remembered: skipping such a body
    /// again (same raw node, same enclosing types) changes nothing, so no fact needs moving.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        if let bodyFilter,
            !bodyFilter.mayHoldDeclarations(
                in: ByteRange(start: node.position.utf8Offset, end: node.endPosition.utf8Offset))
        {
            return .skipChildren
        }
        return memo != nil && node.isExtractionMemoUnit ? enterUnit(Syntax(node)) : .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) { leaveUnit(Syntax(node)) }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { enterUnit(Syntax(node)) }

    /// Code under `#if false` is never compiled: it contributes no view.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isNeverActive ? .skipChildren : .visitChildren
    }

    override func visitPost(_ node: MemberBlockItemSyntax) { leaveUnit(Syntax(node)) }

    // Signatures, attributes, modifiers, type annotations and clauses hold no declaration and no
    // `#Preview`; only a default value could call a hosting controller. Their subtrees were most
    // of the nodes this visitor walked in a UIKit file.
    override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind {
        mayHostViews || mayApplyIdentifiers ? .visitChildren : .skipChildren
    }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enterUnit(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard memo != nil else { return .visitChildren }
        let unitID = node.raw.id
        if let previousMemo, let unit = previousMemo.quietSwiftUIUnits[unitID], unit.enclosingTypes == enclosingTypes {
            return .skipChildren
        }
        recordings.append((unitID, node.position.utf8Offset, factCounts, builder.counter.next))
        return .visitChildren
    }

    private func leaveUnit(_ node: Syntax) {
        guard let memo, let unit = recordings.last, unit.listID == node.raw.id, unit.start == node.position.utf8Offset
        else { return }
        recordings.removeLast()
        guard factCounts == unit.counts, builder.counter.next == unit.counter else { return }
        memo.quietSwiftUIUnits[unit.listID] = QuietSwiftUIUnit(enclosingTypes: enclosingTypes)
    }

    private var factCounts: [Int] {
        // An identifier modifier may become a detached root once the file is read: never quiet.
        [
            facts.typeFragments.count, facts.roots.count, facts.customModifiers.count, facts.viewFunctions.count,
            facts.styleFactories.count, detached.count
        ]
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        readType(
            name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            members: node.memberBlock, isDeclaration: true, whereClause: node.genericWhereClause)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        readType(
            name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            members: node.memberBlock, isDeclaration: true, whereClause: node.genericWhereClause)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        readType(
            name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            members: node.memberBlock, isDeclaration: true, whereClause: node.genericWhereClause)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNameText.baseName(node.extendedType.trimmedText)
        enclosingTypes.append(Self.typePath(node.extendedType.trimmedText))
        if name == SwiftUIConformance.view {
            readCustomModifiers(node.memberBlock)
            return .visitChildren
        }
        guard name != SwiftUIConformance.viewModifier else { return .visitChildren }
        guard let token = node.extendedType.lastToken(viewMode: .sourceAccurate) else { return .visitChildren }
        enclosingTypes.removeLast()
        readType(
            name: token, displayName: name, qualifiedName: Self.typePath(node.extendedType.trimmedText),
            inheritance: node.inheritanceClause,
            generics: nil, members: node.memberBlock, isDeclaration: false, whereClause: node.genericWhereClause)
        enclosingTypes.append(Self.typePath(node.extendedType.trimmedText))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

    /// `Feature.Row<T>` → `Feature.Row`, `SwiftUI.Text` kept as written.
    static func typePath(_ written: String) -> String {
        // Most names have neither generics nor spaces: nothing to filter, character by character.
        // (ASCII whitespace is 0x09–0x0D and the space; any non-ASCII byte takes the long way.)
        if !written.utf8.contains(where: {
            $0 == UInt8(ascii: "<") || $0 == 0x20 || (0x09...0x0D).contains($0) || $0 >= 0x80
        }) {
            return written
        }
        var text = written
        if let genericStart = text.firstIndex(of: "<") { text = String(text[..<genericStart]) }
        return text.filter { !$0.isWhitespace }
    }

    /// `func primaryButton(_ title: String) -> some View` outside any type: a view function.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enclosingTypes.isEmpty else { return .visitChildren }
        let reader = SwiftUIMemberReader(file: file, builder: builder, viewGenericParameters: [])
        if let viewMember = memoisedViewMember(Syntax(node), [], read: { reader.viewMember(node) }) {
            facts.viewFunctions.append(viewMember)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        readPreview(
            macroName: node.macroName, pound: node.pound, arguments: node.arguments,
            trailingClosure: node.trailingClosure, node: Syntax(node))
    }

    /// A top-level `#Preview { … }` parses as an expression statement.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        readPreview(
            macroName: node.macroName, pound: node.pound, arguments: node.arguments,
            trailingClosure: node.trailingClosure, node: Syntax(node))
    }

    private func readPreview(
        macroName: TokenSyntax, pound: TokenSyntax, arguments: LabeledExprListSyntax,
        trailingClosure: ClosureExprSyntax?, node: Syntax
    ) -> SyntaxVisitorContinueKind {
        guard macroName.text == "Preview" else { return .visitChildren }
        var nodes: [SwiftUIViewNode] = []
        for argument in arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                nodes.append(contentsOf: builder.nodes(in: closure.statements))
            }
        }
        if let trailingClosure { nodes.append(contentsOf: builder.nodes(in: trailingClosure.statements)) }
        facts.roots.append(
            SwiftUIRootFact(
                kind: .preview, name: "#Preview", nodes: nodes, site: builder.site(of: Syntax(pound)),
                conditions: node.enclosingConditions(file: file)))
        return .skipChildren
    }

    /// `UIHostingController(rootView: X)` and friends: X is a render root of the running app.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if mayApplyIdentifiers, SwiftUIDetachedIdentifiers.isIdentifierModifier(node) {
            detached.record(node, enclosingTypes: enclosingTypes)
        }
        guard mayHostViews else { return .visitChildren }
        let (_, name, _) = builder.calleeName(node.calledExpression)
        guard SwiftUIConformance.hostingTypes.contains(name) else { return .visitChildren }
        var nodes: [SwiftUIViewNode] = []
        for argument in node.arguments where argument.label?.text == "rootView" || argument.label?.text == "content" {
            nodes.append(contentsOf: builder.nodes(in: argument.expression))
        }
        if let trailing = node.trailingClosure { nodes.append(contentsOf: builder.nodes(in: trailing.statements)) }
        if !nodes.isEmpty {
            facts.roots.append(
                SwiftUIRootFact(
                    kind: .hosting, name: name, nodes: nodes, site: builder.site(of: Syntax(node.calledExpression)),
                    conditions: node.enclosingConditions(file: file)))
        }
        return .visitChildren
    }

    /// `extension View { func card() -> some View { … self … } }`: modifiers written as view
    /// functions or computed properties (`var cardStyle: some View`), inlined where they are
    /// used (the identifier APIs themselves are skipped). A function's own generic parameters
    /// constrained to `View` are view types of its signature: `func apply<V: View>(_ block:
    /// (Self) -> V) -> V` returns views. A name written in backticks (`` func `if`(…) ``) is
    /// called without them (`.if(flag) { … }`).
    private func readCustomModifiers(_ members: MemberBlockSyntax) {
        let reader = SwiftUIMemberReader(file: file, builder: builder, viewGenericParameters: [])
        for member in members.members.each {
            if let variable = member.decl.as(VariableDeclSyntax.self), !reader.isStatic(variable.modifiers),
                let viewMember = memoisedViewMember(Syntax(variable), [], read: { reader.viewMember(variable) })
            {
                facts.customModifiers.append(viewMember)
                continue
            }
            guard let function = member.decl.as(FunctionDeclSyntax.self), !reader.isStatic(function.modifiers),
                !SwiftUIConformance.identifierAPINames.contains(function.name.text)
            else { continue }
            let generics = viewGenericParameters(
                function.genericParameterClause, whereClause: function.genericWhereClause)
            let functionReader =
                generics.isEmpty
                ? reader : SwiftUIMemberReader(file: file, builder: builder, viewGenericParameters: generics)
            guard
                var viewMember = memoisedViewMember(
                    Syntax(function), generics, read: { functionReader.viewMember(function) })
            else { continue }
            viewMember.name = TypeNameText.withoutBackticks(viewMember.name)
            facts.customModifiers.append(viewMember)
        }
    }

    private func readType(
        name: TokenSyntax, displayName: String? = nil, qualifiedName: String? = nil,
        inheritance: InheritanceClauseSyntax?,
        generics: GenericParameterClauseSyntax?, members: MemberBlockSyntax, isDeclaration: Bool,
        whereClause: GenericWhereClauseSyntax?
    ) {
        var fragment = SwiftUITypeFragment(
            name: displayName ?? name.text, isDeclaration: isDeclaration, nameSite: builder.site(of: Syntax(name)))
        fragment.qualifiedName = qualifiedName ?? (enclosingTypes + [name.text]).joined(separator: ".")
        fragment.conformances = inheritance?.inheritedTypes.map { TypeNameText.baseName($0.type.trimmedText) } ?? []
        fragment.viewGenericParameters = viewGenericParameters(generics, whereClause: whereClause)
        fragment.conditions = name.enclosingConditions(file: file)
        let reader = SwiftUIMemberReader(
            file: file, builder: builder, viewGenericParameters: fragment.viewGenericParameters)
        var hasBodyProperty = false
        // Stored properties and initializers matter only when the fragment is kept; most types
        // (view controllers, models) are not, so they are read after that is known. (View
        // members are read in order either way: building their nodes numbers them.)
        var storedVariables: [VariableDeclSyntax] = []
        var initializers: [InitializerDeclSyntax] = []
        let selfType = Self.selfType(whereClause) ?? fragment.qualifiedName
        for member in members.members.each {
            let declaration = member.decl
            if let variable = declaration.as(VariableDeclSyntax.self) {
                if reader.isStatic(variable.modifiers) {
                    if fragment.conformances.contains(SwiftUIConformance.previewProvider),
                        let preview = reader.previews(variable)
                    {
                        facts.roots.append(preview)
                    } else if let factory = reader.styleFactory(
                        variable, owner: fragment.qualifiedName, selfType: selfType)
                    {
                        facts.styleFactories.append(factory)
                    }
                    continue
                }
                if !isKnownNonViewMember(member, fragment.viewGenericParameters),
                    let viewMember = memoisedViewMember(
                        Syntax(variable), fragment.viewGenericParameters, read: { reader.viewMember(variable) })
                {
                    hasBodyProperty = hasBodyProperty || viewMember.name == "body"
                    fragment.viewMembers.append(viewMember)
                } else {
                    rememberNonViewMember(member, fragment.viewGenericParameters)
                    storedVariables.append(variable)
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self),
                !isKnownNonViewMember(member, fragment.viewGenericParameters),
                let viewMember = memoisedViewMember(
                    Syntax(function), fragment.viewGenericParameters, read: { reader.viewMember(function) })
            {
                if reader.isStatic(function.modifiers) {
                    var qualified = viewMember
                    qualified.name = "\(fragment.name).\(viewMember.name)"
                    facts.viewFunctions.append(qualified)
                } else {
                    fragment.viewMembers.append(viewMember)
                }
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                if reader.isStatic(function.modifiers),
                    let factory = reader.styleFactory(function, owner: fragment.qualifiedName, selfType: selfType)
                {
                    facts.styleFactories.append(factory)
                } else {
                    rememberNonViewMember(member, fragment.viewGenericParameters)
                }
            }
        }
        let conformsToRenderType = !Set(fragment.conformances).isDisjoint(with: SwiftUIConformance.renderTypes)
        // Styles (`ButtonStyle`, `TextFieldStyle`, …) build views in `makeBody`/`_body`: their
        // explicit identifiers are identifiers too (EX-2 is context-free).
        let isStyle = !fragment.viewMembers.isEmpty && fragment.conformances.contains { $0.hasSuffix("Style") }
        let relevant =
            conformsToRenderType || hasBodyProperty || isStyle
            || (!isDeclaration && (!fragment.viewMembers.isEmpty || !initializers.isEmpty))
        guard relevant else {
            // A type that is no view (an enum's `var label: some View { switch self { … } }`):
            // nothing renders its members by name, but their identifiers are identifiers.
            for member in fragment.viewMembers where Self.appliesExplicitIdentifier(member.nodes) {
                facts.roots.append(
                    SwiftUIRootFact(
                        kind: .detached, name: "\(fragment.qualifiedName).\(member.name)", nodes: member.nodes,
                        site: member.site, conditions: fragment.conditions))
            }
            return
        }
        fragment.storedProperties = storedVariables.flatMap { reader.storedProperties($0) }
        fragment.initializers = initializers.map { reader.initializer($0) }
        facts.typeFragments.append(fragment)
    }

    /// True when some node (nested views included) has an explicit identifier modifier.
    private static func appliesExplicitIdentifier(_ nodes: [SwiftUIViewNode]) -> Bool {
        nodes.contains { node in
            node.modifiers.contains { $0.kind == .explicitIdentifier || appliesExplicitIdentifier($0.childViews) }
                || node.arguments.contains { appliesExplicitIdentifier($0.views ?? []) }
        }
    }

    /// `where Self == BrandedStyle`: what `Self` is in a protocol extension.
    private static func selfType(_ whereClause: GenericWhereClauseSyntax?) -> String? {
        guard let whereClause else { return nil }
        for requirement in whereClause.requirements {
            if case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.trimmedText == "Self" {
                return typePath(same.rightType.trimmedText)
            }
        }
        return nil
    }

    /// The view member `read` builds from `declaration`, taken from the previous extraction's memo
    /// when that built it from the same raw node with the same outside inputs (see
    /// `MemoisedViewMember`): moved to the node's offset, and the view counter advanced past the
    /// numbers it took. Without a memo (a cold extraction), `read()`.
    private func memoisedViewMember(
        _ declaration: Syntax, _ viewGenericParameters: [String], read: () -> SwiftUIViewMemberFact?
    ) -> SwiftUIViewMemberFact? {
        guard let memo else { return read() }
        let id = declaration.raw.id
        let offset = declaration.position.utf8Offset
        let counterStart = builder.counter.next
        let conditions = declaration.enclosingConditions(file: file)
        if let known = previousMemo?.viewMembers[id], known.counterStart == counterStart,
            known.viewGenericParameters == viewGenericParameters, known.conditions == conditions
        {
            builder.counter.advance(by: known.counterCount)
            memo.reusedViewMemberCount += 1
            return known.fact.shifted(by: offset - known.offset)
        }
        guard let fact = read() else { return nil }
        memo.viewMembers[id] = MemoisedViewMember(
            viewGenericParameters: viewGenericParameters, conditions: conditions, counterStart: counterStart,
            counterCount: builder.counter.next - counterStart, offset: offset, fact: fact)
        return fact
    }

    /// Whether the previous extraction found this same member (same raw node, same view generic
    /// parameters around it) not to be a view member. Deciding that reads the member's type
    /// text, and every keystroke would repeat it for every member of the file.
    private func isKnownNonViewMember(_ member: MemberBlockItemSyntax, _ viewGenericParameters: [String]) -> Bool {
        guard let known = previousMemo?.nonViewMembers[member.raw.id], known == viewGenericParameters else {
            return false
        }
        return true
    }

    private func rememberNonViewMember(_ member: MemberBlockItemSyntax, _ viewGenericParameters: [String]) {
        memo?.nonViewMembers[member.raw.id] = viewGenericParameters
    }

    /// `<Content: View>` and `where Content: View`.
    private func viewGenericParameters(
        _ generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
    ) -> [String] {
        // Not `generics?.parameters ?? []`: an empty syntax collection literal allocates a syntax
        // arena of its own, for every type of every file (0.8% of a cold scan of the six apps).
        var result: [String] = []
        if let generics {
            for parameter in generics.parameters {
                if let inherited = parameter.inheritedType, inherited.trimmedText.contains(SwiftUIConformance.view) {
                    result.append(parameter.name.text)
                }
            }
        }
        guard let whereClause else { return result }
        for requirement in whereClause.requirements {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.rightType.trimmedText.contains(SwiftUIConformance.view)
            {
                result.append(conformance.leftType.trimmedText)
            }
        }
        return result
    }
}
