// Branch/leaf composition through the SwiftUI render tree (BL-n) and explicit SwiftUI
// identifiers (EX-2).

/// Resolves SwiftUI identifiers over the whole workspace: walks every render root and turns
/// per-context outcomes into findings.
///
/// - Roots, in this order: every `App`; `Scene`s and `View`s that no view, scene or host
///   instantiates; views handed to `UIHostingController(rootView:)` and friends; then previews
///   (`#Preview`, `PreviewProvider.previews`), which skip components the app already reaches
///   and carry a synthetic `preview` clause so previews are never duplicates of each other.
/// - Sites: `site` is the modifier name token (`accessibilityIdentifierLeaf`,
///   `accessibilityIdentifier`, `accessibility` of `.accessibility(identifier:)`); `elementSite`
///   is the whole view expression (base view and its full modifier chain); `elementName` the
///   base view's name (`Text`, `UserDetails`, `content`).
/// - `via`: usage steps (the component's name token at each usage site), `property` steps (the
///   usage argument that gave a BL-7 value), branch steps and the leaf/explicit step, outermost
///   first; branches cleared by a leaf are left out, explicit identifiers list no branches.
/// - `contextKey`: the root and every usage on the path — component instantiations, calls of
///   view functions and custom modifiers, content slots and `some View` members
///   (`root:ContentView>File.swift#000012`) — keyed by node ordinals so edits that only move code
///   keep it; postfix `#if` choices add `#ifN`.
/// - Custom modifiers (`extension View` view functions, `.modifier(SomeViewModifier(…))`) are
///   inlined at their use with `self`/`content` bound to the modified view; free and static
///   view functions (`badge("x")`, `Components.primaryButton(…)`) where they are called.
/// - Branches of one `if … else`/`switch`/`?:` get `runtime:` clauses of one block, so the same
///   identifier in two of them is not a duplicate.
/// - `let id = "…"` string locals of a body are substituted at extraction (a closure parameter
///   of the same name hides them; `var`s are not followed).
/// - Not modelled: `let v = Text(…)` view locals; instance methods of helper objects that build views
///   (`factory.makeRow()`, walked only through the closures passed to them); overloaded
///   `some View` functions (the first wins); a leaf and an explicit identifier meeting on one
///   element across a component boundary (BL-6 is checked within one chain); environment flow
///   into sheets and navigation destinations is assumed to follow the modifier/argument position.
enum SwiftUIResolver {
    /// The synthetic `#if` block that keeps previews apart: two previews (or a preview and the
    /// app) never render in the same run, so their identifiers are never duplicates.
    static let previewBlockID = "swiftui-previews"

    static func resolve(index: WorkspaceIndex, options: AnalysisOptions, limits: SwiftUIRenderWalker.Limits = .init()) -> ResolutionOutput {
        let catalog = SwiftUIComponentCatalog(index: index)
        let walker = SwiftUIRenderWalker(catalog: catalog, index: index, limits: limits)
        for root in catalog.nonPreviewRoots {
            guard let body = root.members["body"] else { continue }
            let scope = SwiftUIScope(component: root, bindings: rootBindings(root, walker: walker), displayName: root.name)
            var environment = SwiftUIEnvironment(rootName: root.name, rootKey: "root:\(root.qualifiedName)", conditions: root.conditions)
            environment.componentStack = [root.qualifiedName]
            walker.reachedComponents.insert(root.qualifiedName)
            walker.walk(body.nodes, scope: scope, environment: environment)
        }
        for host in catalog.hostingRoots {
            let scope = SwiftUIScope(component: nil, bindings: [:], displayName: host.name)
            let environment = SwiftUIEnvironment(rootName: host.name, rootKey: "host:" + SwiftUIEnvironment.contextComponent(file: host.site.file, ordinal: host.ordinal), conditions: host.conditions)
            walker.walk(host.nodes, scope: scope, environment: environment)
        }
        walker.componentsSkippedInPreviews = walker.reachedComponents
        walker.isWalkingPreview = true
        for (ordinal, preview) in catalog.previews.enumerated() {
            let clause = ConditionClause(blockID: previewBlockID, clauseIndex: ordinal, text: "preview")
            let scope = SwiftUIScope(component: nil, bindings: [:], displayName: preview.name)
            let environment = SwiftUIEnvironment(
                rootName: preview.name, rootKey: "preview:" + SwiftUIEnvironment.contextComponent(file: preview.site.file, ordinal: preview.ordinal),
                conditions: [clause] + preview.conditions)
            walker.walk(preview.nodes, scope: scope, environment: environment)
        }
        return ResolutionOutput(identifiers: walker.identifiers, findings: firstPerSite(walker.findings) + outcomeFindings(walker))
    }

    /// A site reached in many usage contexts is reported once, for its first context.
    private static func firstPerSite(_ findings: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        return findings.filter { finding in
            seen.insert("\(finding.ruleID)|\(finding.site.file)|\(finding.site.range.start)|\(finding.site.range.end)").inserted
        }
    }

    /// A root has no usage site: its properties keep their literal defaults only.
    private static func rootBindings(_ root: SwiftUIComponent, walker: SwiftUIRenderWalker) -> [String: SwiftUIBinding] {
        var bindings: [String: SwiftUIBinding] = [:]
        let empty = SwiftUIScope(component: nil, bindings: [:], displayName: root.name)
        for property in root.storedProperties where !property.hasPropertyWrapper {
            if let value = property.stringDefault { bindings[property.name] = .string(walker.strings.resolve(value, in: empty)) }
        }
        return bindings
    }

    /// leaf-without-branch and control-without-identifier need every context's outcome.
    private static func outcomeFindings(_ walker: SwiftUIRenderWalker) -> [Finding] {
        var findings: [Finding] = []
        for (site, outcome) in walker.leafOutcomes where !outcome.contextsWithoutBranch.isEmpty {
            if outcome.appliedCount == 0 && !outcome.insideLeaf {
                findings.append(LeafWithoutBranchRule.neverApplies(leafSite: site, leaf: outcome.leafText))
            } else {
                var rootNames: [String] = []
                for context in outcome.contextsWithoutBranch where !rootNames.contains(context.rootName) { rootNames.append(context.rootName) }
                findings.append(LeafWithoutBranchRule.missingInContexts(
                    leafSite: site, leaf: outcome.leafText, rootNames: rootNames,
                    usageSites: outcome.contextsWithoutBranch.compactMap(\.usageSite)))
            }
        }
        for (site, control) in walker.controlOutcomes where !control.identified {
            findings.append(ControlWithoutIdentifierRule.swiftUIFinding(controlSite: site, control: control.name))
        }
        return findings
    }
}
