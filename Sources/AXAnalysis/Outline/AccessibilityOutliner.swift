// The accessibility outline API: for each UIKit screen, the text `Screen().axSnapshot()` returns
// in a unit test (AX-1…AX-7), with `{expr}` templates for what only the run time knows.

/// One screen's outline.
public struct AccessibilityOutline: Hashable, Sendable {
    /// What the text models.
    package enum Model: String, Hashable, Sendable {
        /// AXSnapshot's output for a UIKit view or controller, exactly.
        case axSnapshot
        /// ax-lsp's approximate VoiceOver model of a SwiftUI view, in AXSnapshot's block format.
        case swiftUIVoiceOverModel = "swiftui-voiceover-model"
    }

    package var typeName: String
    /// The type's name token.
    package var site: SourceSite
    package var model: Model
    /// Byte for byte the string AXSnapshot returns: no trailing newline, `""` when nothing is exposed.
    package var text: String
    public var elements: [OutlineElement]
    /// Expressions and statements only the run time knows; empty when the text is certain.
    package var dynamic: [String]
    /// A table or collection cell (or header): its content is configured after construction by
    /// whoever dequeues it, so missing labels say nothing.
    package var isReusableCell = false

    package var isCertain: Bool { dynamic.isEmpty }

    /// Certain but for the locale percentages are formatted in: what labels and exposure depend on.
    package var isCertainButForLocale: Bool { dynamic.allSatisfy { $0 == AXSnapshotFormatter.localeNote } }
}

/// Computes outlines from file summaries (no syntax trees, no IO).
public enum AccessibilityOutliner {
    /// The outline of every `UIView` and `UIViewController` subclass outside test code, and the
    /// VoiceOver model of every SwiftUI view, by file and position; only `typeName`'s, or only
    /// those declared in `path`, when given.
    public static func outlines(summaries: [FileSummary], typeName: String? = nil, inFile path: String? = nil)
        -> [AccessibilityOutline]
    {
        outlines(summaries: summaries, typeName: typeName, inFiles: path.map { [$0] })
    }

    /// The labels VoiceOver reads for the elements created in `files` (each screen declared
    /// there, outlined once), by the site that creates the element; empty labels left out.
    package static func elementLabels(summaries: [FileSummary], files: Set<String>) -> [SourceSite: String] {
        var labels: [SourceSite: String] = [:]
        for outline in outlines(summaries: summaries, typeName: nil, inFiles: files) {
            for element in outline.elements where !element.label.isEmpty {
                guard let site = element.site, labels[site] == nil else { continue }
                labels[site] = element.label
            }
        }
        return labels
    }

    static func outlines(summaries: [FileSummary], typeName: String?, inFiles paths: Set<String>?)
        -> [AccessibilityOutline]
    {
        let classes = OutlineClassTable(summaries: summaries)
        var result: [AccessibilityOutline] = []
        for summary in summaries.sorted(by: { $0.path < $1.path })
        where !summary.isTestCode && (paths?.contains(summary.path) ?? true) {
            for fact in summary.outline.classes where typeName == nil || fact.name == typeName {
                guard classes.classes[fact.name]?.nameSite == fact.nameSite else { continue }
                let chain = classes.chain(of: fact.name)
                guard chain.contains("UIView") || chain.contains("UIViewController") else { continue }
                result.append(outline(of: fact, classes: classes))
            }
        }
        // SwiftUI views get ax-lsp's VoiceOver model instead (AX-9), marked as such.
        result += SwiftUIVoiceOverModel.outlines(summaries: summaries, typeName: typeName, inFiles: paths)
        return result.sorted { ($0.site.file, $0.site.range.start) < ($1.site.file, $1.site.range.start) }
    }

    static func outline(of fact: OutlineClassFact, classes: OutlineClassTable) -> AccessibilityOutline {
        let evaluator = OutlineEvaluator(classes: classes)
        let root = evaluator.screen(fact.name, site: fact.nameSite)
        return outline(typeName: fact.name, site: fact.nameSite, root: root, evaluator: evaluator)
    }

    static func outline(typeName: String, site: SourceSite, root: OutlineObject?, evaluator: OutlineEvaluator)
        -> AccessibilityOutline
    {
        let elements = root.map { AXSnapshotFormatter(evaluator: evaluator).exposedElements(of: $0) } ?? []
        var outline = AccessibilityOutline(
            typeName: typeName, site: site, model: .axSnapshot,
            text: AXSnapshotFormatter.assemble(elements.map(\.block)),
            elements: elements, dynamic: evaluator.dynamic
        )
        outline.isReusableCell =
            root.map { view in
                ["UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"].contains(
                    where: view.isKind(of:))
            } ?? false
        return outline
    }

    /// The outline of what a unit test snapshots (`ChipView(title: "Vegan")`), or nil when the
    /// construction does not name a workspace view or controller.
    static func outline(ofConstruction construction: OutlineExpr, site: SourceSite, classes: OutlineClassTable)
        -> AccessibilityOutline?
    {
        guard case .call(let callee, _) = construction, classes.classes[callee] != nil else { return nil }
        let evaluator = OutlineEvaluator(classes: classes)
        let value = evaluator.evaluate(
            construction, in: OutlineEvaluator.Frame(object: nil, className: nil),
            site: classes.classes[callee]?.nameSite)
        guard let root = evaluator.rootView(of: value) else { return nil }
        return outline(typeName: callee, site: site, root: root, evaluator: evaluator)
    }
}
