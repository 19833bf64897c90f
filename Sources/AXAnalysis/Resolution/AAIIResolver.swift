// AAII: what one `injectAccessibilityIdentifiers(customPrefixChain:replaceExisting:)` call
// writes (AAII-1…AAII-9, on the reflection facts GEN-1…GEN-6).

/// An identifier AAII writes, with what the UIKit resolver needs to order it against explicit
/// assignments (AAII-3, AAII-7).
struct AAIIWrite {
    var identifier: ComputedIdentifier
    /// The owner type and member the write targets (`view`, `self`, `contentView`, a property).
    var ownerType: String
    var member: String
    var call: InjectionCallFact
    var callFile: String
}

enum AAIIResolver {
    static func resolve(call: InjectionCallFact, file: String, index: WorkspaceIndex, findings: inout [Finding]) -> [AAIIWrite] {
        // The owner: `self` of the enclosing type, or a receiver whose type we read.
        let ownerWritten: String
        switch call.receiver {
        case .enclosingSelf:
            guard let enclosing = call.enclosingType else { return [] }
            ownerWritten = enclosing
        case .typed(let type):
            ownerWritten = type
        case .unknown:
            return []
        }
        let ownerRef = index.type(named: ownerWritten)
        let ownerName = TypeNameText.baseName(ownerWritten)
        let qualifiedOwner = ownerRef?.fact.qualifiedName ?? ownerName

        // AAII-2: the prefix is the run-time type name, unless a non-empty chain replaces it.
        var prefix: String
        var certainty = Certainty.certain
        var prefixStep: ProvenanceStep
        let callSite = SourceSite(file: file, range: call.nameSite.range)
        if let chain = call.customPrefixChain, !chain.isEmpty {
            prefix = chain.map(\.templateText).joined(separator: ".")
            if chain.contains(where: { $0.kind != .literal }) { certainty = .dynamic }
            prefixStep = ProvenanceStep(kind: .customPrefix, site: call.site, detail: "customPrefixChain replaces the type name: \"\(prefix)\"")
        } else if call.customPrefixChainIsDynamic {
            prefix = "{customPrefixChain}"
            certainty = .dynamic
            prefixStep = ProvenanceStep(kind: .customPrefix, site: call.site, detail: "customPrefixChain is computed at run time")
        } else if case .enclosingSelf = call.receiver, let ownerRef {
            let printed = TypePrinter.runtimeName(of: ownerRef.fact)
            prefix = printed.name
            if printed.isDynamic { certainty = .dynamic }
            prefixStep = ProvenanceStep(kind: .typePrefix, site: SourceSite(file: ownerRef.file, range: ownerRef.fact.nameSite.range), detail: "type(of: self) prints \"\(prefix)\"")
        } else {
            prefix = TypePrinter.runtimeName(ownerWritten)
            prefixStep = ProvenanceStep(kind: .typePrefix, site: ownerRef.map { SourceSite(file: $0.file, range: $0.fact.nameSite.range) } ?? call.site, detail: "type(of:) prints \"\(prefix)\"")
        }
        let injectionStep = ProvenanceStep(
            kind: .injection, site: callSite,
            detail: "injectAccessibilityIdentifiers(\(call.effectiveReplaceExisting ? "" : "replaceExisting: false")) on \(ownerName)"
        )
        // Elements without a declaration of their own (root view, cell parts) live on the class.
        let classSite = ownerRef.map { SourceSite(file: $0.file, range: $0.fact.nameSite.range) } ?? callSite

        var writes: [AAIIWrite] = []
        func write(_ value: String, member: String, site: SourceSite, elementSite: SourceSite, certainty memberCertainty: Certainty, steps: [ProvenanceStep], note: String? = nil) {
            let final = max(certainty, memberCertainty)
            let identifier = ComputedIdentifier(
                value: value, site: site, elementSite: elementSite, elementName: member, convention: .aaii,
                certainty: final, via: [prefixStep, injectionStep] + steps, conditions: call.conditions,
                isRepeated: index.isTableViewCell(ownerName) || index.inherits(ownerName, from: "UICollectionReusableView"),
                note: note
            )
            writes.append(AAIIWrite(identifier: identifier, ownerType: qualifiedOwner, member: member, call: call, callFile: file))
        }

        // AAII-4: a view controller's root view.
        if index.isViewController(ownerName) {
            let note = index.isTableViewController(ownerName) ? "the root view of a UITableViewController is its table view" : nil
            write("\(prefix).view", member: "view", site: callSite, elementSite: classSite, certainty: .certain,
                  steps: [ProvenanceStep(kind: .rootView, site: callSite, detail: "root view of a view controller (AAII-4)")], note: note)
        }
        // AAII-5: table-view cells only.
        if index.isTableViewCell(ownerName) {
            write(prefix, member: "self", site: callSite, elementSite: classSite, certainty: .certain,
                  steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "the cell itself (AAII-5)")])
            write("\(prefix).contentView", member: "contentView", site: callSite, elementSite: classSite, certainty: .certain,
                  steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "cell.contentView (AAII-5)")])
            for part in CellStyleParts.parts(style: cellStyle(of: ownerName, index: index)) {
                write("\(prefix).\(part.name)", member: part.name, site: callSite, elementSite: classSite, certainty: part.certainty,
                      steps: [ProvenanceStep(kind: .cellPart, site: callSite, detail: "cell.\(part.name) (AAII-5)")], note: part.note)
            }
        }
        // AAII-6 / AAII-8: the Mirror children of the dynamic class.
        guard let ownerRef else { return writes }
        let mirrorChildren = MirrorChildren.children(of: ownerRef, index: index, findings: &findings)
        for child in mirrorChildren {
            var label = child.label
            var notes: [String] = []
            var childCertainty = child.certainty
            // GEN-6: an optional view assigned only after the call is still nil when it runs.
            if childCertainty == .possible, let property = child.property, case .enclosingSelf = call.receiver {
                switch InjectionTiming.assignmentTiming(of: property, in: ownerRef.fact, file: ownerRef.file, call: call, callFile: file) {
                case .onlyAfter(let assignment):
                    findings.append(AAIIViewCreatedAfterInjectionRule.finding(property: property, file: ownerRef.file, assignment: assignment, callSite: callSite))
                    continue
                case .before:
                    childCertainty = .certain
                case .unknown:
                    break
                }
            }
            if child.isLazy {
                label = "$__lazy_storage_$_\(child.label)"
                childCertainty = max(childCertainty, .possible)
                notes.append("only if the lazy view was read before the call; AAII strips only the Swift 4 '.storage' label")
                findings.append(AAIILazyStorageLabelRule.finding(propertySite: child.site, property: child.label, identifier: "\(prefix).\(label)"))
            }
            if let note = child.note { notes.append(note) }
            write("\(prefix).\(label)", member: child.label, site: child.site, elementSite: child.elementSite, certainty: childCertainty,
                  steps: [ProvenanceStep(kind: child.fromCustomMirror ? .customMirrorEntry : .property, site: child.site, detail: child.fromCustomMirror ? "customMirror child \"\(child.label)\"" : "stored property \(child.label)")],
                  note: notes.isEmpty ? nil : notes.joined(separator: "; "))
        }
        // AAII-7: a stored view that is also the root view (`view = profileView` in loadView) is
        // written twice; the property write comes later and wins unless replaceExisting is false.
        if let rootProperty = ownerRef.fact.rootViewProperty,
           let rootIndex = writes.firstIndex(where: { $0.member == "view" }),
           let propertyIndex = writes.firstIndex(where: { $0.member == rootProperty }) {
            let loser = call.effectiveReplaceExisting ? rootIndex : propertyIndex
            let winner = call.effectiveReplaceExisting ? propertyIndex : rootIndex
            findings.append(IdentifierOverwrittenRule.sameObjectWrittenTwice(lost: writes[loser].identifier, kept: writes[winner].identifier, property: rootProperty))
            writes.remove(at: loser)
        }
        // Superclass stored views are never reached (no superclassMirror in AAII), unless an
        // inherited customMirror lists them.
        let reachedSites = Set(mirrorChildren.map(\.elementSite))
        for superName in index.classChain(of: ownerName).dropFirst() {
            guard let superRef = index.type(named: superName) else { continue }
            for property in superRef.fact.properties where MirrorChildren.isStoredViewCandidate(property, index: index)
            && !reachedSites.contains(SourceSite(file: superRef.file, range: property.site.range)) {
                findings.append(AAIISuperclassPropertyUnreachedRule.finding(
                    property: property, file: superRef.file, declaringType: superRef.fact.name, injectedType: ownerName, callSite: callSite))
            }
        }
        return writes
    }

    private static func cellStyle(of owner: String, index: WorkspaceIndex) -> String? {
        for name in index.classChain(of: owner) {
            if let style = index.type(named: name)?.fact.cellStyle { return style }
        }
        let registered = index.summaries.values.contains { summary in
            summary.registeredCellTypes.contains { TypeNameText.baseName($0) == owner }
        }
        return registered ? "default" : nil
    }
}

/// When the code assigns an optional view property relative to an injection call (GEN-6).
enum InjectionTiming {
    enum Timing {
        /// Assigned before the call runs (same method, or an earlier lifecycle method).
        case before
        /// Every assignment the code shows runs after the call.
        case onlyAfter(SourceSite)
        case unknown
    }

    static func assignmentTiming(of property: PropertyFact, in type: TypeFact, file: String, call: InjectionCallFact, callFile: String) -> Timing {
        let assignments = type.propertyAssignments.filter { $0.property == property.name }
        guard !assignments.isEmpty else { return .unknown }
        var firstAfter: SourceSite?
        for assignment in assignments {
            switch ExecutionOrder.compare(function: assignment.function, site: assignment.site, call: call, callFile: callFile) {
            case .before?: return .before
            case .after?: firstAfter = firstAfter ?? assignment.site
            case nil: return .unknown
            }
        }
        return firstAfter.map { .onlyAfter($0) } ?? .unknown
    }
}

/// Which of `textLabel`, `detailTextLabel`, `imageView` a cell style has (UIKit behaviour).
enum CellStyleParts {
    struct Part {
        let name: String
        let certainty: Certainty
        let note: String?
    }

    static func parts(style: String?) -> [Part] {
        let unknown = "exists only for some cell styles; the style is not visible in Swift (nib, storyboard or a computed style)"
        switch style {
        case "default":
            return [Part(name: "textLabel", certainty: .certain, note: nil), Part(name: "imageView", certainty: .certain, note: nil)]
        case "subtitle", "value1":
            return [Part(name: "textLabel", certainty: .certain, note: nil), Part(name: "detailTextLabel", certainty: .certain, note: nil),
                    Part(name: "imageView", certainty: .certain, note: nil)]
        case "value2":
            return [Part(name: "textLabel", certainty: .certain, note: nil), Part(name: "detailTextLabel", certainty: .certain, note: nil),
                    Part(name: "imageView", certainty: .possible, note: "value2 cells have no image view in current UIKit")]
        default:
            return [Part(name: "textLabel", certainty: .possible, note: unknown), Part(name: "detailTextLabel", certainty: .possible, note: unknown),
                    Part(name: "imageView", certainty: .possible, note: unknown)]
        }
    }
}
