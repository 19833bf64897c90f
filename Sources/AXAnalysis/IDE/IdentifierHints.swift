// Identifier hints (inlay hints in editors): the identifier each element gets, shown right after the element.

/// Computes the inlay hints of a file range.
package enum IdentifierHints {
    /// Hints whose position lies in `range` of `path`, sorted by position. Several usage
    /// contexts of one element are compacted into one hint (`"A.B" +2`). Computing the edits
    /// that accepting a hint applies re-parses the file once per hint; editors that resolve
    /// hints lazily ask without them (`includeEdits: false`) and then for one hint at a time.
    ///
    /// A server passes what it keeps between requests: `lines`, the open document's line index
    /// (used when it indexes the file's current text), and `identifiers`, so a request neither
    /// indexes the whole file nor copies every identifier of the workspace.
    package static func hints(
        in path: String, range: ByteRange, workspace: AnalysisWorkspace, includeEdits: Bool = true,
        lines: LineIndex? = nil, identifiers lookup: FileIdentifiers? = nil
    ) -> [IdentifierHint] {
        guard let text = workspace.text(of: path) else { return [] }
        let source = SourceText(path: path, text: text, lines: lines)
        let identifiers =
            lookup?.identifiers(of: path, workspace: workspace) ?? FileIdentifiers.scan(path, workspace: workspace)
        // One hint per element and convention: usage contexts of one site share it.
        var groups: [GroupKey: [ComputedIdentifier]] = [:]
        var order: [GroupKey] = []
        for identifier in identifiers {
            let key = GroupKey(identifier)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(identifier)
        }
        let propertySites = PropertySites(path: path, workspace: workspace)
        let hints = DeepStack.run { () -> [IdentifierHint] in
            let trees = SyntaxTrees(workspace: workspace, sources: [source])
            var hints: [IdentifierHint] = []
            for key in order {
                // A value passed in from another file is hinted there, at its argument.
                guard let group = groups[key], let first = group.first,
                    !(first.convention == .explicitSwiftUI && first.isSuppliedByUsage && first.site.file != path)
                else { continue }
                let offset = position(of: first, source: source, workspace: workspace, propertySites: propertySites)
                guard offset >= range.start, offset <= range.end else { continue }
                hints.append(
                    hint(for: group, at: offset, workspace: workspace, trees: trees, includeEdits: includeEdits))
            }
            return keepValidEdits(hints, trees: trees)
        }
        return hints.sorted { ($0.utf8Offset, $0.label) < ($1.utf8Offset, $1.label) }
    }

    /// What makes identifiers share a hint: the element, its report site and the convention.
    private struct GroupKey: Hashable {
        let siteFile: String
        let siteStart: Int
        let elementStart: Int
        let elementName: String
        let convention: Convention

        init(_ identifier: ComputedIdentifier) {
            siteFile = identifier.site.file
            siteStart = identifier.site.range.start
            elementStart = identifier.elementSite.range.start
            elementName = identifier.elementName
            convention = identifier.convention
        }
    }

    /// The sites of the properties declared in one file, collected once per request (each
    /// UIKit hint asks whether its element is one).
    struct PropertySites {
        private let ranges: Set<ByteRange>

        init(path: String, workspace: AnalysisWorkspace) {
            var ranges: Set<ByteRange> = []
            for type in workspace.summary(of: path)?.types ?? [] {
                for property in type.properties { ranges.insert(property.site.range) }
            }
            self.ranges = ranges
        }

        func contains(_ range: ByteRange) -> Bool { ranges.contains(range) }
    }

    /// Where an identifier's hint goes: after SwiftUI elements, at the end of a UIKit property's
    /// declaration line, after the injection call for root views and cell parts (at the end of a
    /// subclass's declaration line when the call is inherited), after the statement of an
    /// explicit assignment. An explicit SwiftUI identifier whose value a usage passed in (a custom
    /// view's, modifier's or style's parameter) goes after that argument, which is where it is
    /// reported.
    static func position(
        of identifier: ComputedIdentifier, source: SourceText, workspace: AnalysisWorkspace,
        propertySites: PropertySites
    ) -> Int {
        switch identifier.convention {
        case .explicitSwiftUI where identifier.isSuppliedByUsage:
            return identifier.site.range.end
        case .branchLeaf, .explicitSwiftUI, .interfaceBuilder:
            return identifier.elementSite.range.end
        case .explicitUIKit:
            return identifier.site.range.end
        case .rapid:
            // A control's hint follows its element of the controls array; the root's, the apply call.
            return identifier.via.contains { $0.kind == .rootView }
                ? identifier.elementSite.range.end : identifier.site.range.end
        case .aaii, .identificable:
            if identifier.elementSite.file == source.path, propertySites.contains(identifier.elementSite.range) {
                return source.lines.lineContentEnd(source.lines.line(containing: identifier.elementSite.range.end))
            }
            if let call = UIKitTarget.injectionCall(of: identifier, workspace: workspace), call.file == source.path,
                identifier.site == SourceSite(file: call.file, range: call.fact.nameSite.range)
            {
                return call.fact.site.range.end
            }
            // A subclass's root view from an inherited call is reported on the subclass (GEN-1).
            if identifier.convention == .aaii, identifier.site.file == source.path,
                identifier.via.contains(where: { $0.kind == .rootView || $0.kind == .cellPart })
            {
                return source.lines.lineContentEnd(source.lines.line(containing: identifier.site.range.end))
            }
            return identifier.site.range.end
        }
    }

    static func hint(
        for group: [ComputedIdentifier], at offset: Int, workspace: AnalysisWorkspace, trees: SyntaxTrees,
        includeEdits: Bool
    ) -> IdentifierHint {
        let values = uniqueValues(group)
        let first = group[0]
        var parts = [IdentifierHint.LabelPart(text: "→ ")]
        parts += RapidA11yHintDetail.labelParts(for: first) ?? IdentifierLabel.parts(for: first)
        if first.certainty == .possible { parts.append(IdentifierHint.LabelPart(text: "?")) }
        if let detail = RapidA11yHintDetail.suffix(for: first) { parts.append(IdentifierHint.LabelPart(text: detail)) }
        if values.count > 1 { parts.append(IdentifierHint.LabelPart(text: " +\(values.count - 1)")) }
        var edits: [FileEdit] = []
        if includeEdits, values.count == 1, first.certainty == .certain,
            let fix = ExplicitIdentifierFix.fixes(for: first, workspace: workspace, trees: trees, validate: false).first
        {
            edits = fix.edits
        }
        return IdentifierHint(
            utf8Offset: offset, parts: parts, tooltip: tooltip(group, values: values),
            kind: IdentifierHint.Kind(first.convention), textEdits: edits)
    }

    /// Hints never check their edits in the hundreds of re-parses one per hint would cost: all
    /// edits are applied together and checked in one parse. If that parse has new errors, the
    /// first few hints are checked one by one and the rest lose their edits.
    static let maximumSeparateChecks = 8

    static func keepValidEdits(_ hints: [IdentifierHint], trees: SyntaxTrees) -> [IdentifierHint] {
        let withEdits = hints.indices.filter { !hints[$0].textEdits.isEmpty }
        guard !withEdits.isEmpty else { return hints }
        let combined = Fix(title: "all hint edits", edits: withEdits.flatMap { hints[$0].textEdits })
        if !trees.validFixes([combined]).isEmpty { return hints }
        var checked = hints
        for (position, index) in withEdits.enumerated() {
            let valid =
                position < maximumSeparateChecks
                && !trees.validFixes([Fix(title: "hint edit", edits: hints[index].textEdits)]).isEmpty
            if !valid { checked[index].textEdits = [] }
        }
        return checked
    }

    private static func uniqueValues(_ group: [ComputedIdentifier]) -> [ComputedIdentifier] {
        var seen: Set<String> = []
        return group.filter { seen.insert($0.value).inserted }
    }

    private static func tooltip(_ group: [ComputedIdentifier], values: [ComputedIdentifier]) -> String {
        var lines: [String] = []
        if values.count > 1 {
            // UIKit reflection: one per dynamic class (inherited call) or generic instantiation (GEN-1).
            let reflected = values.allSatisfy { $0.convention == .aaii || $0.convention == .identificable }
            lines.append(
                "\(values.count) identifiers, one per \(reflected ? "class or instantiation that reaches this element" : "place this view is used"):"
            )
        }
        for identifier in values {
            var line =
                "`\(identifier.value)` (\(ConventionText.name(identifier.convention)), \(identifier.certainty.rawValue))"
            if let note = identifier.note { line += ": \(note)" }
            if let condition = identifier.conditions.displayText { line += " — only when `\(condition)`" }
            lines.append(values.count > 1 ? "- " + line : line)
        }
        return lines.joined(separator: "\n")
    }
}

/// Splits an identifier into label parts that link to the provenance steps that wrote them.
enum IdentifierLabel {
    static func parts(for identifier: ComputedIdentifier) -> [IdentifierHint.LabelPart] {
        let value = identifier.value
        var parts: [IdentifierHint.LabelPart] = [IdentifierHint.LabelPart(text: "\"")]
        var cursor = value.startIndex
        let injectionSite = identifier.via.first { $0.kind == .injection }?.site
        var lastLinked: ProvenanceStep?
        for step in identifier.via {
            guard let contribution = quoted(step.detail), !contribution.isEmpty,
                [.branch, .leaf, .typePrefix, .customPrefix, .customMirrorEntry].contains(step.kind),
                let found = value[cursor...].range(of: contribution)
            else { continue }
            if found.lowerBound > cursor {
                parts.append(IdentifierHint.LabelPart(text: String(value[cursor..<found.lowerBound])))
            }
            // RapidA11y's type part comes from the information (or the conformance), not the call.
            let viaCall = (step.kind == .typePrefix || step.kind == .customPrefix) && identifier.convention != .rapid
            let link = viaCall ? (injectionSite ?? step.site) : step.site
            parts.append(IdentifierHint.LabelPart(text: contribution, link: link, tooltip: step.detail))
            cursor = found.upperBound
            lastLinked = step
        }
        // AccessibilityIdentificable names no prefix in its steps: the type part links to the
        // conformance that opts the class in.
        if cursor == value.startIndex, let conformance = identifier.via.first(where: { $0.kind == .conformance }),
            let dot = value.firstIndex(of: "."), dot > value.startIndex
        {
            parts.append(
                IdentifierHint.LabelPart(
                    text: String(value[..<dot]), link: conformance.site, tooltip: conformance.detail))
            cursor = dot
            lastLinked = conformance
        }
        // The member part of UIKit identifiers (`.barView`, `.view`) links to its property or part.
        if cursor < value.endIndex, lastLinked?.kind != .leaf,
            let member = identifier.via.last(where: { [.property, .rootView, .cellPart].contains($0.kind) }),
            value[cursor...].hasPrefix(".")
        {
            parts.append(IdentifierHint.LabelPart(text: "."))
            let rest = value[value.index(after: cursor)...]
            parts.append(IdentifierHint.LabelPart(text: String(rest), link: member.site, tooltip: member.detail))
            cursor = value.endIndex
        }
        if cursor < value.endIndex {
            let link = cursor == value.startIndex ? identifier.via.last?.site : nil
            parts.append(
                IdentifierHint.LabelPart(
                    text: String(value[cursor...]), link: link, tooltip: link == nil ? nil : identifier.via.last?.detail
                ))
        }
        parts.append(IdentifierHint.LabelPart(text: "\""))
        return merged(parts)
    }

    /// The text between the first and last double quote of a step's detail.
    static func quoted(_ detail: String) -> String? {
        guard let open = detail.firstIndex(of: "\""), let close = detail.lastIndex(of: "\""), open < close else {
            return nil
        }
        return String(detail[detail.index(after: open)..<close])
    }

    /// Joins neighbouring parts that link nowhere.
    private static func merged(_ parts: [IdentifierHint.LabelPart]) -> [IdentifierHint.LabelPart] {
        var result: [IdentifierHint.LabelPart] = []
        for part in parts {
            if part.link == nil, let last = result.last, last.link == nil {
                result[result.count - 1].text += part.text
            } else {
                result.append(part)
            }
        }
        return result
    }
}

/// Conventions in words, for hints and hover.
enum ConventionText {
    static func name(_ convention: Convention) -> String {
        switch convention {
        case .aaii: return "AAII injection"
        case .branchLeaf: return "branch/leaf"
        case .identificable: return "AccessibilityIdentificable"
        case .explicitUIKit: return "explicit UIKit assignment"
        case .explicitSwiftUI: return "explicit SwiftUI modifier"
        case .interfaceBuilder: return "Interface Builder"
        case .rapid: return "RapidA11y"
        }
    }
}
