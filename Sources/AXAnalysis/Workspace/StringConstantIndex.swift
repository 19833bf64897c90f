// Resolves references to string constants (`IDs.login.email`, `Login.Field.email.rawValue`,
// `IDs.home.row("Inbox")`) to values, through a table keyed by qualified owner name.

/// A resolved constant: its text, with `{expr}` parts when some of it is only known at run time.
package struct StringConstantValue: Hashable, Sendable {
    package var text: String
    package var isTemplate: Bool
    /// Some of the text is a localized text in the development language: on a device in another
    /// language it is that language's text.
    package var isLocalized = false

    package init(text: String, isTemplate: Bool, isLocalized: Bool = false) {
        self.text = text
        self.isTemplate = isTemplate
        self.isLocalized = isLocalized
    }

    /// What an identifier with a localized text says about it.
    package static let localizedNote =
        "a localized text, in the development language: the identifier changes with the device's language"
}

/// Every `StringConstantFact` of the workspace by owner and member name. A lookup walks the
/// reference's path one member at a time, so it costs the path's length, never a scan of types.
package struct StringConstantIndex: Sendable {
    /// Owner as written (`IDs.Login`, `""` for globals) → member name → declaration.
    private var members: [String: [String: StringConstantFact]] = [:]

    /// The members declared in `owner` (as qualified in the table).
    func membersOf(_ owner: String) -> [String: StringConstantFact]? { members[owner] }
    /// Last component of an owner (`Login`) → owners ending with it (`IDs.Login`).
    private var ownersBySimpleName: [String: [String]] = [:]
    /// The app's identifier helpers by role, in path order (`IdentifierForwarder`).
    var forwarders: [IdentifierForwarder.Role: [StringConstantFact]] = [:]
    /// Table name → key → text, in the development language (`en.lproj` before a table in no
    /// language folder, before `Base.lproj`).
    private var developmentTexts: [String: [String: String]] = [:]
    private static let maximumDepth = 24
    /// Each typealias of a plain type name, by its simple and qualified name → the type as
    /// written (the first in path order wins), which the type tables read when no type has
    /// the name.
    package private(set) var typeAliases: [String: String] = [:]

    package init(summaries: [String: FileSummary]) {
        let tables = summaries.keys.filter { summaries[$0]?.kind == .localizationTable }
        for path in tables.sorted(by: { (Self.tableRank($0), $0) < (Self.tableRank($1), $1) }) {
            guard let entries = summaries[path]?.developmentTexts, !entries.isEmpty else { continue }
            let table = LocalizationTableExtractor.tableName(path)
            for entry in entries where developmentTexts[table]?[entry.key] == nil {
                developmentTexts[table, default: [:]][entry.key] = entry.text
            }
        }
        var aliases: [StringConstantFact] = []
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path] else { continue }
            for fact in summary.stringConstants {
                if fact.kind == .forwarder, let forwarder = fact.forwarder {
                    forwarders[forwarder.role, default: []].append(fact)
                    continue
                }
                if fact.kind == .alias {
                    aliases.append(fact)
                    if let target = fact.typeName {
                        if typeAliases[fact.name] == nil { typeAliases[fact.name] = target }
                        let qualified = "\(fact.owner).\(fact.name)"
                        if !fact.owner.isEmpty, typeAliases[qualified] == nil { typeAliases[qualified] = target }
                    }
                    continue
                }
                // Declarations in `#if` clauses and redeclarations: the first in path order wins.
                if members[fact.owner]?[fact.name] == nil { members[fact.owner, default: [:]][fact.name] = fact }
            }
        }
        addSwiftGenNamespaces(summaries)
        for owner in members.keys.sorted() where !owner.isEmpty {
            let simple = owner.split(separator: ".").last.map(String.init) ?? owner
            ownersBySimpleName[simple, default: []].append(owner)
        }
        // Owners that only hold nested owners (`enum IDs { struct Login { … } }` with no members of its own).
        for owner in members.keys.sorted() {
            var parts = owner.split(separator: ".").map(String.init)
            while parts.count > 1 {
                parts.removeLast()
                let parent = parts.joined(separator: ".")
                if members[parent] == nil {
                    members[parent] = [:]
                    let simple = parts.last ?? parent
                    ownersBySimpleName[simple, default: []].append(parent)
                }
            }
        }
        addAliases(aliases)
    }

    /// `typealias MultihopState = MultihopStateV2`: the alias names the same members, and the
    /// same nested owners (an enum's cases hold their own values of a property that switches
    /// over `self`). A name the workspace declares as a type of its own keeps its members.
    private mutating func addAliases(_ aliases: [StringConstantFact]) {
        guard !aliases.isEmpty else { return }
        var children: [String: [String]] = [:]
        for owner in members.keys {
            guard let dot = owner.lastIndex(of: ".") else { continue }
            children[String(owner[..<dot]), default: []].append(owner)
        }
        for alias in aliases {
            let qualified = alias.owner.isEmpty ? alias.name : "\(alias.owner).\(alias.name)"
            guard members[qualified] == nil, let typeName = alias.typeName,
                let target = owner(named: typeName, from: alias.owner.isEmpty ? nil : alias.owner),
                target != qualified
            else { continue }
            var pending = [(target, qualified)]
            while let (from, to) = pending.popLast() {
                guard members[to] == nil, let declared = members[from] else { continue }
                members[to] = declared
                ownersBySimpleName[to.split(separator: ".").last.map(String.init) ?? to, default: []].append(to)
                for child in children[from] ?? [] {
                    pending.append((child, to + child.dropFirst(from.count)))
                }
            }
        }
    }

    /// The accessors SwiftGen generates from a configuration's tables, for an app that does not
    /// commit the generated file: each development-language key becomes a `.localized` member
    /// of the configured enum, as the committed file's `tr(…, fallback:)` would declare it. An
    /// app that declares the enum itself keeps its own declarations.
    private mutating func addSwiftGenNamespaces(_ summaries: [String: FileSummary]) {
        let configs = summaries.keys.sorted().compactMap { summaries[$0] }.filter { $0.kind == .swiftGenConfig }
        guard !configs.isEmpty else { return }
        let tables = summaries.keys.filter { summaries[$0]?.kind == .localizationTable }
            .sorted { (Self.tableRank($0), $0) < (Self.tableRank($1), $1) }
        for strings in configs.flatMap(\.swiftGenStrings) {
            let declared = members.keys.contains { $0 == strings.enumName || $0.hasPrefix(strings.enumName + ".") }
            guard !declared else { continue }
            // Table name → key → text, the first table of a name in rank order winning a key.
            var texts: [String: [String: String]] = [:]
            var keyOrder: [String: [String]] = [:]
            for path in tables where strings.reads(path) {
                guard let entries = summaries[path]?.developmentTexts else { continue }
                let table = LocalizationTableExtractor.tableName(path)
                for entry in entries where texts[table]?[entry.key] == nil {
                    texts[table, default: [:]][entry.key] = entry.text
                    keyOrder[table, default: []].append(entry.key)
                }
            }
            // Several tables: SwiftGen nests each in an enum named after it.
            let nestsTables = texts.count > 1
            for table in texts.keys.sorted() {
                let owner =
                    nestsTables
                    ? "\(strings.enumName).\(SwiftGenConfigExtractor.swiftIdentifier(table))" : strings.enumName
                for key in keyOrder[table] ?? [] {
                    guard let text = texts[table]?[key],
                        let accessor = SwiftGenConfigExtractor.accessor(
                            key: key, text: text, structured: strings.structured)
                    else { continue }
                    let qualified = ([owner] + accessor.path).joined(separator: ".")
                    guard members[qualified]?[accessor.name] == nil else { continue }
                    var fact = StringConstantFact(
                        owner: qualified, name: accessor.name, kind: .localized, value: text, valueKind: .literal)
                    fact.localization = LocalizedTextCall(
                        table: table, key: key, defaultText: text, defaultIsTableText: true)
                    members[qualified, default: [:]][accessor.name] = fact
                }
            }
        }
    }

    /// The value of a reference written in `context` (the enclosing type's qualified name, for
    /// unqualified and `Self.` references): literal text, or a template whose `{expr}` parts
    /// are run-time values; nil when the reference names no constant.
    package func value(of reference: String, arguments: [String]? = nil, context: String? = nil) -> StringConstantValue?
    {
        value(of: reference, arguments: arguments, context: context, depth: 0)
    }

    private func value(of reference: String, arguments: [String]?, context: String?, depth: Int) -> StringConstantValue?
    {
        guard depth < Self.maximumDepth, let parts = Self.pathParts(reference) else { return nil }
        // The longest prefix that names an owner, from the context outwards.
        if parts.count > 1 {
            for length in stride(from: parts.count - 1, through: 1, by: -1) {
                let prefix = parts[..<length].joined(separator: ".")
                if let owner = owner(named: prefix, from: context),
                    let found = walk(owner: owner, path: Array(parts[length...]), arguments: arguments, depth: depth)
                {
                    return found
                }
            }
            return nil
        }
        // An unqualified name: the enclosing types from the inside out, then globals.
        var scopes: [String] = []
        if let context {
            var pieces = context.split(separator: ".").map(String.init)
            while !pieces.isEmpty {
                scopes.append(pieces.joined(separator: "."))
                pieces.removeLast()
            }
        }
        scopes.append("")
        for scope in scopes {
            if let found = walk(owner: scope, path: parts, arguments: arguments, depth: depth) { return found }
        }
        return nil
    }

    /// `self.IDs.Login.email.rawValue` → `IDs`, `Login`, `email`, `rawValue` (the case reads
    /// its raw value: a String one, or an integer one, never its name); nil when a part is empty.
    private static func pathParts(_ reference: String) -> [String]? {
        var parts = reference.split(separator: ".", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: " \t\n\r")
        }
        if parts.first == "self" || parts.first == "Self" { parts.removeFirst() }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
        return parts
    }

    /// `name` as seen from `context`: nested in the context or one of its parents, qualified
    /// as written, or by its last component when that is unambiguous enough (first in order).
    func owner(named name: String, from context: String?) -> String? {
        if let context {
            var pieces = context.split(separator: ".").map(String.init)
            while !pieces.isEmpty {
                let candidate = (pieces + [name]).joined(separator: ".")
                if members[candidate] != nil { return candidate }
                pieces.removeLast()
            }
        }
        if members[name] != nil { return name }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return ownersBySimpleName[simple]?.first { $0 == name || $0.hasSuffix("." + name) }
    }

    /// `IDs.Checkout.payButton` when `IDs.Checkout` is a namespace of string constants here but
    /// declares no `payButton` (no constant, no nested type): the owner as found and the names
    /// it does declare. Nil when the reference resolves, is unqualified, or its owner is not a
    /// namespace of this workspace (a type from a package, a localized-text namespace).
    package func missingMember(_ reference: String) -> (owner: String, name: String, names: [String])? {
        guard let parts = Self.pathParts(reference), parts.count >= 2, let name = parts.last,
            value(of: reference) == nil
        else { return nil }
        let ownerPath = parts.dropLast().joined(separator: ".")
        // `product.name` with `product` a local, a parameter or a loop's element (test data): a
        // value, not the nested namespace of the same simple name some type declares. Only a
        // namespace declared under exactly that lower-case path is one.
        if parts.first?.first?.isLowercase == true, members[ownerPath] == nil { return nil }
        // `A11yIdentifiers.authenticationStartScreen.appVesion`: a namespace of instances
        // (`static let authenticationStartScreen = AuthenticationStartScreen()`) is walked to the
        // instance's type; messages name the path as written.
        let throughInstance = owner(named: ownerPath, from: nil) == nil ? instanceOwner(Array(parts.dropLast())) : nil
        guard let owner = owner(named: ownerPath, from: nil) ?? throughInstance,
            let declared = members[owner], !declared.isEmpty,
            // SwiftGen's namespaces hold localized texts: a query of one is a label query.
            !declared.values.contains(where: { $0.kind == .localized }),
            declared[name] == nil, members["\(owner).\(name)"] == nil
        else { return nil }
        let nested = members.keys.filter { $0.hasPrefix(owner + ".") && !$0.dropFirst(owner.count + 1).contains(".") }
            .map { String($0.dropFirst(owner.count + 1)) }
        return (throughInstance == nil ? owner : ownerPath, name, (Array(declared.keys) + nested).sorted())
    }

    /// The namespace a path names as written in a test (`A11yIDs.Home`, or through an instance,
    /// `A11yIdentifiers.homeScreen`): its qualified owner, its members and the simple names of
    /// the types nested in it; nil when the path names no namespace of string constants.
    func namespaceListing(_ path: String) -> (owner: String, members: [StringConstantFact], nested: [String])? {
        guard let parts = Self.pathParts(path) else { return nil }
        let written = parts.joined(separator: ".")
        guard let owner = owner(named: written, from: nil) ?? instanceOwner(parts), let declared = members[owner] else {
            return nil
        }
        let nested = members.keys.filter { $0.hasPrefix(owner + ".") && !$0.dropFirst(owner.count + 1).contains(".") }
            .map { String($0.dropFirst(owner.count + 1)) }.sorted()
        return (owner, declared.values.filter { $0.kind != .forwarder }.sorted { $0.name < $1.name }, nested)
    }

    /// The type a path through at least one namespace instance names (`A11yIdentifiers.homeScreen`
    /// → `A11yIdentifiers.HomeScreen`), walking nested types and `.instance` members; nil when a
    /// part is neither, or when no instance is crossed (`owner(named:)` answers those).
    private func instanceOwner(_ parts: [String]) -> String? {
        guard let first = parts.first, var current = owner(named: first, from: nil) else { return nil }
        var crossedInstance = false
        for part in parts.dropFirst() {
            if let member = members[current]?[part], member.kind == .instance, let typeName = member.typeName,
                let type = owner(named: typeName, from: current)
            {
                current = type
                crossedInstance = true
            } else if members["\(current).\(part)"] != nil {
                current = "\(current).\(part)"
            } else {
                return nil
            }
        }
        return crossedInstance ? current : nil
    }

    /// Which development-language table wins for a name: `en.lproj`, then a string catalog or a
    /// table in no language folder, then `Base.lproj`.
    private static func tableRank(_ path: String) -> Int {
        if path.contains("en.lproj/") { return 0 }
        if path.contains("Base.lproj/") { return 2 }
        return 1
    }

    /// The text a localized call shows in the development language: the table's text for the
    /// key (SwiftGen's fallback is that text, from the module's own table), else the default
    /// written in code, else the key itself (what Foundation returns when the table lacks it);
    /// nil when neither the table nor a default is in the workspace.
    package func localizedText(_ call: LocalizedTextCall) -> String? {
        if call.defaultIsTableText, let text = call.defaultText { return text }
        if let table = developmentTexts[call.table] { return table[call.key] ?? call.defaultText ?? call.key }
        return call.defaultText
    }

    func walk(owner: String, path: [String], arguments: [String]?, depth: Int) -> StringConstantValue? {
        guard let first = path.first else { return nil }
        let rest = Array(path.dropFirst())
        if let member = members[owner]?[first] {
            switch member.kind {
            case .enumCase, .enumCaseName:
                if rest.isEmpty {
                    // A String raw value, or what a case of another enum prints as.
                    if member.kind == .enumCase {
                        return arguments == nil ? StringConstantValue(text: member.value, isTemplate: false) : nil
                    }
                    return caseDescription(member, arguments: arguments)
                }
                if let found = caseMember(member, arguments: arguments, owner: owner, path: rest, depth: depth) {
                    return found
                }
            case .value:
                if rest == ["rawValue"], arguments == nil, member.valueKind == .reference {
                    // `static let field = Field.email` read as `IDs.field.rawValue`.
                    return value(of: member.value + ".rawValue", arguments: nil, context: owner, depth: depth + 1)
                }
                guard rest.isEmpty, arguments == nil else { break }
                return resolveTemplate(member.value, kind: member.valueKind, owner: owner, bindings: [:], depth: depth)
            case .forwarder, .alias:
                break
            case .function:
                guard rest.isEmpty, let arguments, arguments.count == member.parameters.count else { break }
                let bindings = Dictionary(zip(member.parameters, arguments), uniquingKeysWith: { first, _ in first })
                return resolveTemplate(
                    member.value, kind: member.valueKind, owner: owner, bindings: bindings, depth: depth)
            case .localized:
                // The text in the development language, which UI tests run in.
                guard rest.isEmpty, arguments == nil, let localization = member.localization,
                    let text = localizedText(localization)
                else { break }
                return StringConstantValue(text: text, isTemplate: false, isLocalized: true)
            case .instance:
                guard !rest.isEmpty, let typeName = member.typeName, let type = self.owner(named: typeName, from: owner)
                else { break }
                return walk(owner: type, path: rest, arguments: arguments, depth: depth + 1)
            }
        }
        // A nested type (`IDs.Login.email` with `email` static in `Login`).
        if !rest.isEmpty, members[owner.isEmpty ? first : "\(owner).\(first)"] != nil {
            return walk(
                owner: owner.isEmpty ? first : "\(owner).\(first)", path: rest, arguments: arguments, depth: depth + 1)
        }
        return nil
    }

    /// Substitutes each `{expr}` part: a bound parameter (a literal argument, or the argument's
    /// own template), another constant seen from `owner`, or else a run-time part kept as is.
    private func resolveTemplate(
        _ template: String, kind: StringExpr.Kind, owner: String, bindings: [String: String], depth: Int
    ) -> StringConstantValue? {
        switch kind {
        case .literal:
            return StringConstantValue(text: template, isTemplate: false)
        case .reference:
            return value(of: template, arguments: nil, context: owner, depth: depth + 1)
        case .other:
            return nil
        case .interpolated:
            var result = ""
            var isTemplate = false
            var isLocalized = false
            var remaining = Substring(template)
            while let open = remaining.firstIndex(of: "{") {
                result += remaining[..<open]
                guard let close = remaining[open...].firstIndex(of: "}") else { break }
                let inner = String(remaining[remaining.index(after: open)..<close])
                if let bound = bindings[inner] {
                    result += bound
                    isTemplate = isTemplate || bound.contains("{")
                } else if let constant = value(of: inner, arguments: nil, context: owner, depth: depth + 1) {
                    result += constant.text
                    isTemplate = isTemplate || constant.isTemplate
                    isLocalized = isLocalized || constant.isLocalized
                } else {
                    result += "{\(inner)}"
                    isTemplate = true
                }
                remaining = remaining[remaining.index(after: close)...]
            }
            return StringConstantValue(text: result + remaining, isTemplate: isTemplate, isLocalized: isLocalized)
        }
    }
}
