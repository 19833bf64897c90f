// Calls and assignments: AAII injection calls, explicit identifier assignments, UI-test queries,
// visible texts, cell registrations.
import SwiftSyntax

extension SwiftFactCollector {
    /// XCUIElementTypeQueryProvider properties whose subscripts query identifiers (and labels).
    static let queryProperties: Set<String> = [
        "activityIndicators", "alerts", "browsers", "buttons", "cells", "checkBoxes", "collectionViews",
        "colorWells", "comboBoxes", "datePickers", "decrementArrows", "dialogs", "disclosureTriangles",
        "disclosedChildRows", "dockItems", "drawers", "grids", "groups", "handles", "helpTags", "icons",
        "images", "incrementArrows", "keyboards", "keys", "layoutAreas", "layoutItems", "levelIndicators",
        "links", "maps", "mattes", "menuBarItems", "menuBars", "menuButtons", "menuItems", "menus",
        "navigationBars", "otherElements", "outlineRows", "outlines", "pageIndicators", "pickerWheels",
        "pickers", "popUpButtons", "popovers", "progressIndicators", "radioButtons", "radioGroups",
        "ratingIndicators", "relevanceIndicators", "rulerMarkers", "rulers", "scrollBars", "scrollViews",
        "searchFields", "secureTextFields", "segmentedControls", "sheets", "sliders", "splitGroups",
        "splitters", "staticTexts", "statusBars", "statusItems", "steppers", "switches", "tabBars",
        "tabGroups", "tables", "tableColumns", "tableRows", "tabs", "textFields", "textViews", "timelines",
        "toggles", "toolbarButtons", "toolbars", "touchBars", "valueIndicators", "webViews", "windows"
    ]

    /// SwiftUI views and UIKit initialisers whose first unlabeled string is visible text.
    static let textTakingCallees: Set<String> = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Link", "NavigationLink", "Menu",
        "Picker", "Stepper", "DatePicker", "Section", "Tab", "LabeledContent", "ShareLink", "ProgressView",
        "UIAlertController", "UIAlertAction", "UIBarButtonItem", "UIAction", "UIMenu", "UITabBarItem"
    ]

    static let textModifiers: Set<String> = [
        "accessibilityLabel", "accessibility", "navigationTitle", "setTitle", "accessibilityValue",
        "navigationBarTitle",
        "alert", "confirmationDialog", "help"
    ]

    /// The argument labels of those callees and modifiers that carry shown text besides the
    /// unlabelled one (`Alert(title:)`, `.searchable(prompt:)`); the UI-test rule reads the same.
    static let textArgumentLabels: Set<String> = ["title", "label", "message", "titleKey", "prompt"]

    static let textProperties: Set<String> = [
        "text", "title", "placeholder", "accessibilityLabel", "accessibilityValue", "prompt"
    ]

    func handleCall(_ call: FunctionCallExprSyntax) {
        recordCallFlow(call)
        let calleeName: String?
        var receiver: ExprSyntax?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            calleeName = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calleeName = member.declName.baseName.text
            receiver = member.base
        } else {
            calleeName = nil
        }
        guard let name = calleeName else { return }
        switch name {
        case "injectAccessibilityIdentifiers":
            recordInjection(call, receiver: receiver)
        case "register":
            if let first = call.arguments.first, first.label == nil,
                call.arguments.contains(where: {
                    $0.label?.text == "forCellReuseIdentifier" || $0.label?.text == "forCellWithReuseIdentifier"
                }),
                let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            {
                summary.registeredCellTypes.append(base.trimmedText)
            }
        case "elementForIdentifier", "elementExistsForIdentifier", "elementHittable", "elementInViewForControl":
            // RapidTests (RA-12): `descendants(matching: .any)[id]`, an exact query.
            if let argument = call.arguments.first, argument.label == nil {
                recordTestReference(
                    kind: .matchingIdentifier, argument: argument.expression, elementType: "any", node: call)
            }
        case "NSPredicate":
            recordPredicate(call)
        case "matching", "containing", "element":
            if let argument = call.arguments.first(where: { $0.label?.text == "identifier" }),
                !(call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(Self.queriesAnotherApp) ?? false)
            {
                recordTestReference(
                    kind: .matchingIdentifier, argument: argument.expression,
                    elementType: call.arguments.first?.expression.trimmedText, node: call)
            }
        default:
            break
        }
        recordLocalizedDefault(call, name: name)
        recordImageName(call, name: name)
        recordPossibleHelperCall(call, name: name)
        if Self.textTakingCallees.contains(name) || Self.textModifiers.contains(name) {
            for argument in call.arguments
            where argument.label == nil
                || Self.textArgumentLabels.contains(argument.label?.text ?? "")
            {
                if let text = StringExprReader.plainLiteral(argument.expression) {
                    summary.visibleTexts.append(VisibleTextFact(text: text, site: site(argument.expression)))
                }
            }
        }
    }

    /// `Strings.emptyTitle`, `L10n.Settings.title`: one name chain rooted at a capitalised name.
    private static func isNamespaceConstant(_ value: ExprSyntax, _ elements: [ExprSyntax]) -> Bool {
        guard elements.count == 1, let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
            isNameChain(base)
        else { return false }
        return base.trimmedText.first?.isUppercase == true
    }

    /// Every plain string literal of the code, as a value it can produce (`LabelSource.codeValue`):
    /// an identifier the analysis cannot follow (`{viewModel.id}`) may take it, a test's typo is
    /// in none. Texts longer than an identifier would be, or on several lines, are not kept.
    func recordCodeValue(_ node: StringLiteralExprSyntax) {
        guard node.segments.count == 1, node.openingQuote.tokenKind == .stringQuote,
            let text = StringExprReader.plainLiteral(ExprSyntax(node)), !text.isEmpty, text.utf8.count <= 200
        else { return }
        summary.visibleTexts.append(VisibleTextFact(text: text, site: site(node), source: .codeValue))
    }

    /// An image's asset name, the label of an image (or image button) that has no other:
    /// `Image("ic-power-off")` (not `Image(decorative:)`, which SwiftUI hides, nor
    /// `Image(_:label:)`, labelled by its `Text`) and `UIImage(named: "ic-power-off")`.
    private func recordImageName(_ call: FunctionCallExprSyntax, name: String) {
        let arguments = call.arguments
        guard let first = arguments.first else { return }
        switch name {
        case "Image":
            guard first.label == nil, !arguments.contains(where: { $0.label?.text == "label" }) else { return }
        case "UIImage":
            guard first.label?.text == "named" else { return }
        default:
            return
        }
        guard let text = StringExprReader.plainLiteral(first.expression), !text.isEmpty else { return }
        summary.visibleTexts.append(VisibleTextFact(text: text, site: site(first.expression), source: .imageName))
    }

    /// Texts shown through a localization call when no table overrides them, and text a UI test
    /// types: `NSLocalizedString("key", value: "Add Bookmark", comment: "")` (the key itself
    /// without `value:`), `String(localized: "Done")`, `String(localized: "key", defaultValue: "…")`,
    /// `LocalizedStringResource("key", defaultValue: "…")`, SwiftGen's
    /// `L10n.tr("Localizable", "key", fallback: "Compose")`, `field.typeText("my bookmark")`.
    private func recordLocalizedDefault(_ call: FunctionCallExprSyntax, name: String) {
        func record(_ expression: ExprSyntax, source: LabelSource) {
            guard var text = StringExprReader.plainLiteral(expression) else { return }
            if source == .typedByTest {
                // `typeText("query\n")`: the return key submits; the field shows the rest.
                while let last = text.last, last == "\n" || last == "\r" { text.removeLast() }
            }
            guard !text.isEmpty else { return }
            summary.visibleTexts.append(VisibleTextFact(text: text, site: site(expression), source: source))
        }
        let labeled = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
        switch name {
        case "NSLocalizedString":
            if let value = labeled("value") {
                record(value, source: .localizedDefault)
            } else if let key = call.arguments.first, key.label == nil {
                record(key.expression, source: .localizedDefault)
            }
        case "String", "LocalizedStringResource", "LocalizedStringKey":
            if let value = labeled("defaultValue") {
                record(value, source: .localizedDefault)
            } else if let key = labeled("localized") ?? (name == "String" ? nil : call.arguments.first?.expression) {
                record(key, source: .localizedDefault)
            }
        case "tr":
            if let fallback = labeled("fallback") { record(fallback, source: .localizedDefault) }
        case "typeText":
            if let first = call.arguments.first, first.label == nil { record(first.expression, source: .typedByTest) }
        default:
            break
        }
    }

    private func recordInjection(_ call: FunctionCallExprSyntax, receiver: ExprSyntax?) {
        let injectionReceiver: InjectionReceiver
        if receiver == nil || receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            injectionReceiver = enclosingTypeName == nil ? .unknown(receiver?.trimmedText ?? "") : .enclosingSelf
        } else if let receiver, let type = ReceiverTypeInference.typeName(of: receiver, in: self) {
            injectionReceiver = .typed(type)
        } else {
            injectionReceiver = .unknown(receiver?.trimmedText ?? "")
        }
        let nameToken =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        var fact = InjectionCallFact(
            site: site(call), nameSite: nameToken.map { site($0) } ?? site(call), receiver: injectionReceiver)
        fact.enclosingType = enclosingTypeName
        fact.enclosingFunction = currentFunction
        fact.conditions = call.enclosingConditions(file: file)
        for argument in call.arguments {
            switch argument.label?.text {
            case "customPrefixChain":
                if let array = argument.expression.as(ArrayExprSyntax.self) {
                    fact.customPrefixChain = array.elements.map { StringExprReader.read($0.expression, file: file) }
                } else {
                    fact.customPrefixChainIsDynamic = true
                }
            case "replaceExisting":
                if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                    fact.replaceExisting = literal.literal.tokenKind == .keyword(.true)
                } else {
                    fact.replaceExistingIsDynamic = true
                }
            default:
                break
            }
        }
        summary.injectionCalls.append(fact)
    }

    func handleSubscript(_ node: SubscriptCallExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return }
        let base = node.calledExpression
        var elementType: String?
        if let member = base.as(MemberAccessExprSyntax.self),
            Self.queryProperties.contains(member.declName.baseName.text)
        {
            elementType = member.declName.baseName.text
        } else if let reference = base.as(DeclReferenceExprSyntax.self),
            Self.queryProperties.contains(reference.baseName.text),
            !argument.expression.is(IntegerLiteralExprSyntax.self)
        {
            // `buttons["x"]` with `self` implicit: inside `extension XCUIApplication` or
            // `XCUIElement`, and in page objects that forward the app's queries.
            elementType = reference.baseName.text
        } else if let call = base.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["descendants", "children", "matching"].contains(name)
        {
            elementType = call.arguments.first?.expression.trimmedText
        }
        guard let elementType, !Self.queriesAnotherApp(base) else { return }
        recordTestReference(kind: .subscriptQuery, argument: argument.expression, elementType: elementType, node: node)
    }

    func recordTestReference(
        kind: TestReferenceFact.Kind, argument: ExprSyntax, elementType: String?, node: some SyntaxProtocol,
        pattern: QueryPattern? = nil
    ) {
        var value = StringExprReader.read(argument, file: file)
        if let accessor = Self.rSwiftStringAccessor(argument) {
            value = StringExpr(kind: .reference, value: accessor, site: value.site)
        }
        // A test-local constant (`let prefix = "feed.row."` earlier in the body) is its literal.
        if value.kind == .reference, let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let bound = Self.localInitializer(named: name, from: Syntax(argument), before: argument.position),
            let literal = StringExprReader.plainLiteral(bound)
        {
            value = StringExpr(kind: .literal, value: literal, site: value.site)
        }
        var kind = kind
        if value.kind == .reference, Self.namesGeneratedConstant(value.value) {
            kind = .generatedConstant
        }
        if value.kind == .other, let subscriptOfConstant = argument.as(SubscriptCallExprSyntax.self),
            Self.namesGeneratedConstant(subscriptOfConstant.calledExpression.trimmedText)
        {
            // `Identifiers.X.buttons[2]`: an array constant indexed at run time.
            kind = .generatedConstant
            value = StringExpr(
                kind: .reference, value: subscriptOfConstant.calledExpression.trimmedText, site: value.site)
        }
        var fact = TestReferenceFact(
            kind: kind, value: value, elementType: elementType, site: site(argument),
            conditions: node.enclosingConditions(file: file), pattern: pattern)
        if kind == .subscriptQuery || kind == .matchingIdentifier {
            fact.helper = queryHelperLink(forQueryArgument: argument)
        }
        summary.testReferences.append(fact)
    }

    /// R.swift's string accessors, `R.string.localizable.compose()`, `…compose.callAsFunction()`,
    /// `…compose(preferredLanguages: ["en"])`, `…greeting(name)`: `R.string.localizable.compose`,
    /// the table and key as R.swift spells them (`LocalizedAccessor` finds the key).
    static func rSwiftStringAccessor(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var names: [String] = []
        var current: ExprSyntax? = call.calledExpression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                return nil
            }
        }
        if names.last == "callAsFunction" { names.removeLast() }
        guard names.count == 4, names.first == "R", names.dropFirst().first == "string" else { return nil }
        return names.joined(separator: ".")
    }

    /// AccessibilityIdentificable's constants are nested per type (`Identifiers.X.y`); a
    /// two-part `Identifiers.y` is a namespace of string constants the tests declare.
    static func namesGeneratedConstant(_ path: String) -> Bool {
        path.hasPrefix("Identifiers.") && path.split(separator: ".").count >= 3
    }

    /// `Identifiers.X.y` used outside a query (`let id = Identifiers.X.y`).
    func handleMemberAccess(_ node: MemberAccessExprSyntax) {
        guard
            node.base?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                == "Identifiers"
        else { return }
        // Skip those already recorded as a query argument, and inner parts of longer chains.
        if node.parent?.is(MemberAccessExprSyntax.self) == true { return }
        if let labeled = node.parent?.as(LabeledExprSyntax.self),
            labeled.parent?.parent?.is(SubscriptCallExprSyntax.self) == true || labeled.label?.text == "identifier"
        {
            return
        }
        if node.parent?.is(SubscriptCallExprSyntax.self) == true { return }
        let value = StringExpr(kind: .reference, value: node.trimmedText, site: site(node))
        summary.testReferences.append(
            TestReferenceFact(
                kind: .generatedConstant, value: value, elementType: nil, site: site(node),
                conditions: node.enclosingConditions(file: file)))
    }

    /// Where the statement list holding `node` starts, looking no further up than the member
    /// it is in (a memo unit's facts depend only on the unit); nil at top level.
    static func statementListStart(of node: some SyntaxProtocol) -> Int? {
        var current = node.parent
        while let candidate = current {
            if let list = candidate.as(CodeBlockItemListSyntax.self) {
                return list.parent?.is(SourceFileSyntax.self) == true ? nil : list.position.utf8Offset
            }
            if candidate.is(MemberBlockItemSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// The first name of a target path (`cell` in `cell.priceLabel`, `cell?.contentView`).
    /// The object `expression` refers to, seen through what only changes its static type or
    /// reaches it again: parentheses, `?`/`!`, `as?`/`as!` casts, KVC's `value(forKey:)` (an
    /// alert action's view), and locals bound to such an expression earlier in an enclosing
    /// block. Nil when it is no such chain.
    static func sameObject(_ expression: ExprSyntax, before position: AbsolutePosition, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return sameObject(only.expression, before: position, depth: depth)
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            return sameObject(chain.expression, before: position, depth: depth)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            return sameObject(unwrap.expression, before: position, depth: depth)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
            return sameObject(elements[0], before: position, depth: depth)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return sameObject(cast.expression, before: position, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "value", call.arguments.first?.label?.text == "forKey",
            let base = member.base
        {
            return sameObject(base, before: position, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = localInitializer(named: name, from: Syntax(expression), before: position) {
                return sameObject(bound, before: bound.position, depth: depth + 1) ?? name
            }
            return name
        }
        if expression.is(MemberAccessExprSyntax.self) { return expression.trimmedText }
        return nil
    }

    /// `springboard.buttons["Allow"]` with `let springboard = XCUIApplication(bundleIdentifier:
    /// "com.apple.springboard")` in the same body: a query on another app (Springboard, Safari,
    /// Settings), not on the app under test, so it is no reference to the app's identifiers.
    static func queriesAnotherApp(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        var steps = 0
        while let node = current, steps < 32 {
            steps += 1
            if let call = node.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "XCUIApplication" {
                    return call.arguments.first?.label?.text == "bundleIdentifier"
                }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let chain = node.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                current = localInitializer(
                    named: reference.baseName.text, from: Syntax(reference), before: reference.position)
            } else {
                return false
            }
        }
        return false
    }

    /// `let name = value` in a block enclosing `node`, before `position`: its value; with
    /// `optionalBindings`, also `guard let name = value` before it and `if let name = value`
    /// around it. The search ends at the enclosing declaration, so the answer depends only on
    /// the body being walked (the extraction memo replays a body's facts while the body is
    /// unchanged).
    static func localInitializer(
        named name: String, from node: Syntax, before position: AbsolutePosition,
        optionalBindings: Bool = false
    ) -> ExprSyntax? {
        var current: Syntax? = node.parent
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < position {
                    if optionalBindings, let guardStatement = item.item.as(GuardStmtSyntax.self),
                        let value = optionalBinding(name, in: guardStatement.conditions)
                    {
                        return value
                    }
                    guard let declaration = item.item.as(VariableDeclSyntax.self),
                        declaration.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in declaration.bindings {
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                            let value = binding.initializer?.value
                        {
                            return value
                        }
                    }
                }
            }
            if optionalBindings, let ifExpression = ancestor.as(IfExprSyntax.self),
                let value = optionalBinding(name, in: ifExpression.conditions)
            {
                return value
            }
            switch ancestor.kind {
            case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .memberBlockItem, .sourceFile:
                return nil
            default: break
            }
            current = ancestor.parent
        }
        return nil
    }

    /// `let name = value` among `if`/`guard` conditions (`if let name` alone binds `name` itself).
    private static func optionalBinding(_ name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        }
        return nil
    }

    static func targetRoot(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return targetRoot(base) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return targetRoot(unwrap.expression) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return targetRoot(chain.expression) }
        return nil
    }

    /// `target.accessibilityIdentifier = value` and visible-text assignments (`label.text = "…"`).
    func handleSequence(_ node: SequenceExprSyntax) {
        // Most sequences are operators (`a + b`, `x == y`): look at the second element before
        // copying them all (the copy was 7% of an extraction).
        // (By raw kind: no node is made for a sequence that is not an assignment.)
        guard node.elements.rawKind(at: 1) == .assignmentExpr, node.elements.rawKind(at: 2) != nil else { return }
        let elements = Array(node.elements.each)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        let target = elements[0]
        let valueElements = Array(elements[2...])
        guard let value = valueElements.first else { return }
        let property: String
        var base: ExprSyntax?
        if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            base = member.base
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
        } else {
            return
        }
        if property == "view",
            base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            currentFunction == "loadView", valueElements.count == 1, let owner = enclosingTypeName,
            let typeIndex = summary.types.lastIndex(where: { $0.qualifiedName == owner })
        {
            var assigned = value.trimmedText
            if assigned.hasPrefix("self.") { assigned.removeFirst(5) }
            if !assigned.contains(".") && !assigned.contains("(") { mutateType(typeIndex, .rootViewProperty(assigned)) }
        }
        if property != "accessibilityIdentifier", let function = currentFunction, let owner = enclosingTypeName,
            base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let typeIndex = summary.types.lastIndex(where: { $0.qualifiedName == owner })
        {
            // Recorded whatever the declaration order (a property declared below the method that
            // assigns it); resolution matches them against the type's properties (GEN-6).
            var assignment = PropertyAssignmentFact(property: property, function: function, site: site(node))
            assignment.arrayLiteralCount =
                valueElements.count == 1 ? value.as(ArrayExprSyntax.self)?.elements.count : nil
            mutateType(typeIndex, .propertyAssignment(assignment))
        }
        // Shown texts (`label.text = …`) are labels, never identifier values; a type's own
        // property of the same name (`self.title = title` in an initializer) may be passed on
        // to `.accessibilityIdentifier(title)`.
        let isOwnProperty = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        // `label.text = Strings.emptyTitle` is kept for the UI-test rule, which reads the
        // constant's value as a shown text (value flow skips it: no model's property).
        if currentFunction != nil,
            isOwnProperty || !Self.textProperties.contains(property) || Self.isNamespaceConstant(value, valueElements),
            base == nil || Self.isNameChain(base ?? target)
        {
            recordWriteFlow(
                target: target, property: property, base: base, value: value, valueElements: valueElements, node: node)
        }
        if property == "accessibilityIdentifier" {
            let targetText = base?.trimmedText ?? "self"
            var fact = ExplicitAssignmentFact(
                site: site(node), targetExpression: targetText, targetSite: base.map { site($0) } ?? site(target),
                value: valueElements.count == 1
                    ? StringExprReader.read(value, file: file)
                    : StringExprReader.read(sequence: valueElements, file: file)
            )
            // `let id = model.identifier; label.accessibilityIdentifier = id`: the local's value.
            if valueElements.count == 1, let reference = value.as(DeclReferenceExprSyntax.self),
                let local = localFlowValue(of: reference)
            {
                fact.value = local
            } else if valueElements.count == 1, value.is(MemberAccessExprSyntax.self),
                let root = Self.targetRoot(value),
                root.baseName.tokenKind != .keyword(.self)
            {
                fact.valueRootType = ReceiverTypeInference.typeName(of: ExprSyntax(root), in: self)
            }
            fact.enclosingType = enclosingTypeName
            fact.enclosingFunction = currentFunction
            if let base, let object = Self.sameObject(base, before: node.position, depth: 0), object != targetText {
                fact.sameObjectAs = object
            }
            fact.conditions = node.enclosingConditions(file: file)
            fact.blockStart = Self.statementListStart(of: node)
            if let root = base.flatMap(Self.targetRoot), root.baseName.tokenKind != .keyword(.self) {
                fact.targetRootType = ReceiverTypeInference.typeName(of: ExprSyntax(root), in: self)
            }
            summary.explicitAssignments.append(fact)
        } else if Self.textProperties.contains(property), let text = StringExprReader.plainLiteral(value) {
            summary.visibleTexts.append(VisibleTextFact(text: text, site: site(value)))
        }
    }
}
