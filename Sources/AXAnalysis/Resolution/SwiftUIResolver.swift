// Branch/leaf composition through the SwiftUI render tree (BL-n) and explicit SwiftUI
// identifiers (EX-2).

/// Resolves SwiftUI identifiers over the whole workspace: walks every render root (Apps,
/// Scenes and Views nothing instantiates, then previews) and turns per-context outcomes into
/// findings.
enum SwiftUIResolver {
    /// The synthetic `#if` block that keeps previews apart: two previews (or a preview and the
    /// app) never render in the same run, so their identifiers are never duplicates.
    static let previewBlockID = "swiftui-previews"

    static func resolve(index: WorkspaceIndex, options: AnalysisOptions) -> ResolutionOutput {
        let catalog = SwiftUIComponentCatalog(index: index)
        let walker = SwiftUIRenderWalker(catalog: catalog, index: index)
        for root in catalog.nonPreviewRoots {
            guard let body = root.members["body"] else { continue }
            let scope = SwiftUIScope(component: root, bindings: rootBindings(root, walker: walker), displayName: root.name)
            var environment = SwiftUIEnvironment(rootName: root.name, rootKey: "root:\(root.name)", conditions: root.conditions)
            environment.componentStack = [root.name]
            walker.reachedComponents.insert(root.name)
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
        return ResolutionOutput(identifiers: walker.identifiers, findings: walker.findings + outcomeFindings(walker))
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
                for context in outcome.contextsWithoutBranch {
                    findings.append(LeafWithoutBranchRule.missingInContext(leafSite: site, leaf: outcome.leafText, rootName: context.rootName, usageSite: context.usageSite))
                }
            }
        }
        for (site, control) in walker.controlOutcomes where !control.identified {
            findings.append(ControlWithoutIdentifierRule.swiftUIFinding(controlSite: site, control: control.name))
        }
        return findings
    }
}
