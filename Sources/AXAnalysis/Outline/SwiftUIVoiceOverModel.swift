// ax-lsp's own VoiceOver model of SwiftUI views, in AXSnapshot's block format. AXSnapshot cannot
// snapshot SwiftUI (AX-9), so this is approximate and always labelled as a model: `Text` is a
// static text, `Button`/`Toggle`/`Link` one element labelled by their texts, `Image` an image
// labelled by its name unless decorative, stacks list children in source order, and the
// accessibility modifiers replace or merge fields.

/// One element of the model while it is built.
struct SwiftUIModelElement {
    var label: String = ""
    var value: String = ""
    var traits: Set<String> = []
    var hint: String?
    var actions: [String] = []
    /// The view that made it (for findings).
    var site: SourceSite?
    var isControl = false
    /// Images whose names are (part of) the label; cleared by an explicit label.
    var imageNameSites: [SourceSite] = []
}

/// Builds the VoiceOver model of each SwiftUI view type.
struct SwiftUIVoiceOverModel {
    /// View types by simple name: their `body` nodes.
    private var bodies: [String: [SwiftUIViewNode]] = [:]
    private var dynamic: [String] = []
    private var depth = 0

    init(summaries: [FileSummary]) {
        for summary in summaries {
            for fragment in summary.swiftUI.typeFragments {
                guard let body = fragment.viewMembers.first(where: { $0.name == "body" && !$0.isFunction }) else {
                    continue
                }
                if bodies[fragment.name] == nil { bodies[fragment.name] = body.nodes }
            }
        }
    }

    /// The outline of every view type declared in `summaries` (only `typeName`'s, only `path`'s).
    static func outlines(summaries: [FileSummary], typeName: String?, inFiles paths: Set<String>?)
        -> [AccessibilityOutline]
    {
        let model = SwiftUIVoiceOverModel(summaries: summaries)
        var result: [AccessibilityOutline] = []
        for summary in summaries.sorted(by: { $0.path < $1.path })
        where !summary.isTestCode && (paths?.contains(summary.path) ?? true) {
            for fragment in summary.swiftUI.typeFragments
            where fragment.isDeclaration && (typeName == nil || fragment.name == typeName) {
                guard fragment.conformances.contains("View"),
                    let body = fragment.viewMembers.first(where: { $0.name == "body" && !$0.isFunction })
                else { continue }
                var builder = model
                let elements = body.nodes.flatMap { builder.elements(of: $0) }
                let outlineElements = elements.map { element in
                    OutlineElement(
                        block: Self.describe(element), site: element.site, label: element.label,
                        isControl: element.isControl,
                        imageNameSites: element.imageNameSites)
                }
                result.append(
                    AccessibilityOutline(
                        typeName: fragment.name, site: fragment.nameSite, model: .swiftUIVoiceOverModel,
                        text: AXSnapshotFormatter.assemble(outlineElements.map(\.block)), elements: outlineElements,
                        dynamic: builder.dynamic
                    ))
            }
        }
        return result
    }

    private mutating func note(_ text: String) {
        if !dynamic.contains(text) { dynamic.append(text) }
    }

    private mutating func text(_ expression: StringExpr?) -> String? {
        guard let expression else { return nil }
        if expression.kind != .literal { note(expression.value) }
        return expression.templateText
    }

    private func firstString(_ node: SwiftUIViewNode, label: String? = nil) -> StringExpr? {
        node.arguments.first { $0.label == label && $0.string != nil }?.string
    }

    /// The title a view's first unlabelled argument gives it: the string, `{…}` for another
    /// expression (`Text(L10n.title(name))`), nil when there is none.
    private mutating func title(of node: SwiftUIViewNode) -> String? {
        if let string = firstString(node) { return text(string) }
        guard node.arguments.contains(where: { $0.label == nil && !$0.isClosure && $0.views == nil }) else {
            return nil
        }
        note("\(node.name) title")
        return "{…}"
    }

    private func childViews(_ node: SwiftUIViewNode) -> [SwiftUIViewNode] {
        node.arguments.flatMap { $0.views ?? [] }
    }

    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List",
        "Form",
        "Section", "Group", "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "ViewThatFits",
        "TabView",
        "GeometryReader", "ForEach"
    ]
    private static let silent: Set<String> = [
        "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "EmptyView",
        "LinearGradient"
    ]

    // MARK: Nodes

    mutating func elements(of node: SwiftUIViewNode) -> [SwiftUIModelElement] {
        if node.modifiers.contains(where: { isHidingModifier($0) }) { return [] }
        if node.conditions.contains(where: { $0.blockID.hasPrefix("runtime") }) {
            note("presence: \(node.name) under if/switch")
        }
        var elements = baseElements(of: node)
        for index in elements.indices where elements[index].site == nil { elements[index].site = node.nameSite }
        for modifier in node.modifiers { apply(modifier, to: &elements) }
        return elements
    }

    private func isHidingModifier(_ modifier: SwiftUIModifier) -> Bool {
        (modifier.name == "hidden" && modifier.arguments.isEmpty)
            || (modifier.name == "accessibilityHidden" && modifier.arguments.first?.booleanLiteral == true)
            || (modifier.name == "accessibility"
                && modifier.arguments.contains { $0.label == "hidden" && $0.booleanLiteral == true })
    }

    private mutating func baseElements(of node: SwiftUIViewNode) -> [SwiftUIModelElement] {
        switch node.name {
        case "Text":
            let label = firstString(node, label: "verbatim").flatMap { text($0) } ?? title(of: node) ?? ""
            return [SwiftUIModelElement(label: label, traits: ["staticText"])]
        case "Image":
            if node.arguments.contains(where: { $0.label == "decorative" }) { return [] }
            let name = text(firstString(node) ?? firstString(node, label: "systemName")) ?? "{image}"
            if firstString(node) == nil && firstString(node, label: "systemName") == nil { note("image name") }
            let labelled = node.arguments.first { $0.label == "label" }?.views.map { joinedLabels(of: $0) }
            if let labelled, !labelled.isEmpty { return [SwiftUIModelElement(label: labelled, traits: ["image"])] }
            return [SwiftUIModelElement(label: name, traits: ["image"], imageNameSites: [node.nameSite])]
        case "Label":
            // `Label("T", systemImage:)`, `Label { Text("T") } icon: { … }`, `Label(title: { … }, icon: { … })`:
            // the title is read, the icon is not.
            let titleViews =
                node.arguments.first { $0.label == "title" }?.views ?? node.arguments.first {
                    $0.label == nil && $0.isClosure
                }?.views ?? []
            let label = title(of: node) ?? joinedLabels(of: titleViews)
            return [SwiftUIModelElement(label: label, traits: ["staticText"])]
        case "Button", "NavigationLink", "Link", "Menu", "ShareLink":
            let content =
                node.arguments.first { $0.label == "label" }?.views ?? node.arguments.first {
                    $0.isClosure && $0.label == nil && firstString(node) == nil
                }?.views ?? []
            var element = SwiftUIModelElement(traits: [node.name == "Link" ? "link" : "button"], isControl: true)
            let title = title(of: node)
            // `NavigationLink(destination:isActive:) { EmptyView() }`: a hidden programmatic link
            // with nothing on screen, which VoiceOver never reaches.
            if title == nil, node.name != "ShareLink",
                content.allSatisfy({ $0.name == "EmptyView" && $0.modifiers.isEmpty })
            {
                return []
            }
            if let title { element.label = title } else { labelFromContent(content, into: &element) }
            // A ShareLink without a title shows the system's "Share".
            if node.name == "ShareLink", element.label.isEmpty, content.isEmpty { element.label = "Share" }
            return [element]
        case "Toggle":
            note("isOn")
            var element = SwiftUIModelElement(value: "{isOn}", traits: ["button"], isControl: true)
            if let title = title(of: node) {
                element.label = title
            } else {
                labelFromContent(childViews(node), into: &element)
            }
            return [element]
        case "TextField", "SecureField", "TextEditor":
            let title = title(of: node) ?? ""
            note("text")
            return [SwiftUIModelElement(label: title, value: "{text}")]
        case "Slider", "Stepper", "Picker", "DatePicker":
            note("value")
            let label = title(of: node) ?? joinedLabels(of: node.arguments.first { $0.label == "label" }?.views ?? [])
            return [SwiftUIModelElement(label: label, value: "{value}", traits: ["adjustable"])]
        default:
            break
        }
        if Self.silent.contains(node.name) { return [] }
        if node.name == "ForEach" { note("ForEach: element count") }
        if Self.containers.contains(node.name) { return childViews(node).flatMap { elements(of: $0) } }
        if let body = bodies[node.name], depth < 16 {
            depth += 1
            defer { depth -= 1 }
            return body.flatMap { elements(of: $0) }
        }
        note("\(node.name) (not modelled)")
        // A view the model cannot expand (a function, a slot, a view of another module) still
        // shows something, and a button labelled by it is not unlabelled.
        let children = childViews(node)
        return children.isEmpty ? [SwiftUIModelElement(label: "{\(node.name)}")] : children.flatMap { elements(of: $0) }
    }

    /// The texts of views that become one element's label (a button's content).
    private mutating func joinedLabels(of views: [SwiftUIViewNode]) -> String {
        views.flatMap { elements(of: $0) }.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A control's label from its content: the texts when there are any (images beside a text
    /// are read as that text), else the images' names, which is what VoiceOver falls back to.
    private mutating func labelFromContent(_ views: [SwiftUIViewNode], into element: inout SwiftUIModelElement) {
        let parts = views.flatMap { elements(of: $0) }.filter { !$0.label.isEmpty }
        let texts = parts.filter { $0.imageNameSites.isEmpty }
        let chosen = texts.isEmpty ? parts : texts
        element.label = chosen.map(\.label).joined(separator: ", ")
        element.imageNameSites = chosen.flatMap(\.imageNameSites)
    }

    // MARK: Modifiers

    private static let traitNames: [String: String] = [
        "isHeader": "header", "isButton": "button", "isLink": "link", "isSelected": "selected", "isImage": "image",
        "isStaticText": "staticText", "isSearchField": "searchField", "isSummaryElement": "summaryElement",
        "updatesFrequently": "updatesFrequently", "isKeyboardKey": "keyboardKey",
        "startsMediaSession": "startsMediaSession",
        "playsSound": "playsSound", "allowsDirectInteraction": "allowsDirectInteraction",
        "causesPageTurn": "causesPageTurn",
        "isToggle": "toggle", "isModal": "modal", "isTabBar": "tabBar"
    ]

    private mutating func traits(of modifier: SwiftUIModifier) -> Set<String> {
        guard let value = modifier.arguments.first?.string?.value else {
            note(".\(modifier.name)(…) traits")
            return []
        }
        let name = String(value.split(separator: ".").last ?? Substring(value))
        guard let trait = Self.traitNames[name] else {
            note("trait \(value)")
            return []
        }
        return [trait]
    }

    private mutating func apply(_ modifier: SwiftUIModifier, to elements: inout [SwiftUIModelElement]) {
        let string = modifier.arguments.first?.string
        switch modifier.name {
        case "accessibilityElement":
            let children = modifier.arguments.first { $0.label == "children" }?.string?.value ?? ".ignore"
            if children.hasSuffix("contain") { return }
            var merged = SwiftUIModelElement()
            if children.hasSuffix("combine") {
                merged.label = elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
                merged.traits = elements.reduce(into: Set<String>()) { $0.formUnion($1.traits) }
                merged.actions = elements.flatMap(\.actions)
                merged.imageNameSites = elements.flatMap(\.imageNameSites)
                merged.isControl = elements.contains(where: \.isControl)
            }
            merged.site = elements.first?.site
            elements = [merged]
        case "accessibilityLabel":
            if let label = label(of: modifier.arguments.first) {
                for index in elements.indices {
                    elements[index].label = label
                    elements[index].imageNameSites = []
                }
            }
        case "accessibilityValue":
            if let value = text(string) { for index in elements.indices { elements[index].value = value } }
        case "accessibilityHint":
            if let hint = text(string) { for index in elements.indices { elements[index].hint = hint } }
        case "accessibility":
            for argument in modifier.arguments {
                if argument.label == "label", let label = label(of: argument) {
                    for index in elements.indices {
                        elements[index].label = label
                        elements[index].imageNameSites = []
                    }
                    continue
                }
                guard let value = text(argument.string) else { continue }
                for index in elements.indices {
                    switch argument.label {
                    case "value": elements[index].value = value
                    case "hint": elements[index].hint = value
                    default: break
                    }
                }
            }
        case "accessibilityAddTraits":
            let added = traits(of: modifier)
            for index in elements.indices { elements[index].traits.formUnion(added) }
        case "accessibilityRemoveTraits":
            let removed = traits(of: modifier)
            for index in elements.indices { elements[index].traits.subtract(removed) }
        case "accessibilityHeading":
            for index in elements.indices { elements[index].traits.insert("header") }
        case "accessibilityAction":
            guard let name = text(modifier.arguments.first { $0.label == "named" }?.string) else { return }
            for index in elements.indices { elements[index].actions.append(name) }
        case "disabled":
            if modifier.arguments.first?.booleanLiteral == true {
                for index in elements.indices { elements[index].traits.insert("notEnabled") }
            } else if modifier.arguments.first?.booleanLiteral == nil {
                note("disabled(…)")
            }
        default:
            break
        }
    }

    /// The label a `.accessibilityLabel(…)` / `.accessibility(label:)` argument gives: its string,
    /// the text of a `Text(…)` argument, or `{…}` for any other expression (a label whose value
    /// only the run time knows is still a label, never the image's name).
    private mutating func label(of argument: SwiftUIArgument?) -> String? {
        guard let argument else { return nil }
        if let value = text(argument.string) { return value }
        if let views = argument.views {
            let joined = joinedLabels(of: views)
            if !joined.isEmpty { return joined }
        }
        note("accessibility label")
        return "{…}"
    }

    /// The block of one element, as AX-5 assembles it (traits in AXSnapshot's order, then
    /// VoiceOver-only ones such as `toggle`).
    static func describe(_ element: SwiftUIModelElement) -> String {
        var text = element.label + (!element.label.isEmpty && !element.value.isEmpty ? ", " : "") + element.value
        let standard = OutlineTraits.standardOrder.filter(element.traits.contains)
        let others = element.traits.subtracting(OutlineTraits.standardOrder).sorted()
        if !(standard + others).isEmpty { text += "\n" + (standard + others).joined(separator: ", ") }
        if let hint = element.hint { text += "\n" + hint }
        if !element.actions.isEmpty { text += "\nActions: " + element.actions.joined(separator: ", ") }
        return text
    }
}
