// "Set the identifier explicitly": writes the computed identifier as an explicit one, so it no
// longer depends on a convention (a `.accessibilityIdentifier` modifier or an assignment).
import SwiftSyntax

/// Builds the edits that pin an element's computed identifier as an explicit identifier.
enum ExplicitIdentifierFix {
    /// Every way to pin `identifier` explicitly, most natural first; empty when the element is
    /// already explicit, the value is a template, or the code around it has syntax errors.
    /// `validate: false` leaves the re-parse check to the caller (hints check all their edits
    /// in one parse).
    static func fixes(
        for identifier: ComputedIdentifier, workspace: AnalysisWorkspace, trees: SyntaxTrees, validate: Bool = true
    ) -> [Fix] {
        guard identifier.certainty != .dynamic, !identifier.value.contains("$__lazy_storage_$_"),
            let source = trees.source(of: identifier.elementSite.file)
        else { return [] }
        let fixes: [Fix]
        switch identifier.convention {
        case .branchLeaf:
            fixes = swiftUIModifier(for: identifier, source: source, trees: trees).map { [$0] } ?? []
        case .aaii:
            fixes = uikit(for: identifier, source: source, workspace: workspace, trees: trees)
        case .identificable, .explicitUIKit, .explicitSwiftUI, .interfaceBuilder, .rapid:
            // AccessibilityIdentificable rewrites its identifiers after every viewDidLoad and
            // init (AI-4), so a pinned copy would only be a second write of the same value; so
            // does every RapidA11y apply call (RA-2).
            fixes = []
        }
        return validate ? trees.validFixes(fixes) : fixes
    }

    // MARK: SwiftUI

    /// Replaces the leaf with `.accessibilityIdentifier("<full identifier>")`. Adding the
    /// explicit modifier next to the leaf would make the two conflict (BL-6), so the leaf goes.
    /// Only offered when nothing inside the element uses branch/leaf modifiers, whose paths the
    /// leaf's branch reset (BL-2) would otherwise stop governing.
    static func swiftUIModifier(for identifier: ComputedIdentifier, source: SourceText, trees: SyntaxTrees) -> Fix? {
        guard let leaf = identifier.via.last(where: { $0.kind == .leaf }), leaf.site.file == source.path,
            let tree = trees.tree(of: source.path),
            let member = SyntaxLookup.innermost(MemberAccessExprSyntax.self, containing: leaf.site.range, in: tree),
            member.declName.baseName.text == "accessibilityIdentifierLeaf",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            let base = member.base, !call.hasError
        else { return nil }
        let inner = source.slice(
            ByteRange(start: identifier.elementSite.range.start, end: base.endPositionBeforeTrailingTrivia.utf8Offset))
        guard !inner.contains("accessibilityIdentifier") else { return nil }
        let range = ByteRange(
            start: member.period.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: call.endPositionBeforeTrailingTrivia.utf8Offset)
        return Fix(
            title: "replace the leaf with the explicit identifier '\(identifier.value)'",
            kind: .refactor,
            edits: [
                FileEdit(
                    file: source.path, range: range,
                    replacement: ModifierInsertion.call("accessibilityIdentifier", identifier.value))
            ]
        )
    }

    // MARK: UIKit

    /// An assignment after the injection call (or after `super.viewDidLoad()` /
    /// `super.awakeFromNib()`), and a `didSet` on an outlet.
    static func uikit(
        for identifier: ComputedIdentifier, source: SourceText, workspace: AnalysisWorkspace, trees: SyntaxTrees
    ) -> [Fix] {
        // `x?.accessibilityIdentifier = …` is not matched to the element by the analysis yet, so
        // pinning an optional would read as a second element with the same identifier.
        guard let target = UIKitTarget.resolve(identifier, workspace: workspace), !target.expression.hasSuffix("?")
        else { return [] }
        let statement =
            "\(target.expression).accessibilityIdentifier = \"\(NameMaker.literalContent(identifier.value))\""
        var fixes: [Fix] = []
        if let point = target.insertionPoint,
            let method = target.owner.methods.first(where: { ($0.bodySite?.range.contains(point.offset) ?? false) }),
            !method.hasSyntaxErrors, let ownerSource = trees.source(of: target.ownerFile)
        {
            let indent = ownerSource.indentation(ofLineContaining: point.anchor)
            fixes.append(
                Fix(
                    title: "set identifier '\(identifier.value)' explicitly in \(method.name)()",
                    kind: .refactor,
                    edits: [
                        FileEdit(
                            file: target.ownerFile, range: ByteRange(start: point.offset, end: point.offset),
                            replacement: ownerSource.lineBreak + indent + statement)
                    ]
                ))
        }
        // A didSet runs when the outlet is connected, before AAII's call; the analysis cannot
        // order it against the call, so it is the fallback when no method can take the assignment.
        if fixes.isEmpty, let property = target.property, property.isIBOutlet, !property.isLet,
            let didSet = didSetEdit(
                property: property, statement: statement, file: target.ownerFile, workspace: workspace, trees: trees)
        {
            fixes.append(
                Fix(
                    title: "set identifier '\(identifier.value)' explicitly in a didSet of '\(property.name)'",
                    kind: .refactor, edits: [didSet]))
        }
        return fixes
    }

    /// ` { didSet { … } }` after the outlet's type annotation, when the declaration has a single
    /// binding without accessors or initialiser.
    private static func didSetEdit(
        property: PropertyFact, statement: String, file: String, workspace: AnalysisWorkspace, trees: SyntaxTrees
    ) -> FileEdit? {
        guard let source = trees.source(of: file) else { return nil }
        let insertion = { () -> Int? in
            guard let tree = trees.tree(of: file),
                let declaration = SyntaxLookup.innermost(
                    VariableDeclSyntax.self, containing: property.nameSite.range, in: tree),
                !declaration.hasError, declaration.bindings.count == 1, let binding = declaration.bindings.first,
                binding.accessorBlock == nil, binding.initializer == nil, binding.typeAnnotation != nil
            else { return nil }
            return binding.endPositionBeforeTrailingTrivia.utf8Offset
        }()
        guard let insertion else { return nil }
        let indent = source.indentation(ofLineContaining: property.site.range.start)
        let unit = source.indentationUnit
        let lineBreak = source.lineBreak
        let text = " {\(lineBreak)\(indent)\(unit)didSet { \(statement) }\(lineBreak)\(indent)}"
        return FileEdit(file: file, range: ByteRange(start: insertion, end: insertion), replacement: text)
    }
}

/// The element an AAII or AccessibilityIdentificable identifier lands on, as code in its owner
/// type can name it, and where an assignment to it may go.
struct UIKitTarget {
    /// `view`, `self`, `contentView`, `textLabel?`, `barView`, `badge?`.
    let expression: String
    let owner: TypeFact
    let ownerFile: String
    let property: PropertyFact?
    /// Where a new statement goes (`offset`) and a position on the line whose indentation it copies.
    let insertionPoint: (offset: Int, anchor: Int)?

    static func resolve(_ identifier: ComputedIdentifier, workspace: AnalysisWorkspace) -> UIKitTarget? {
        let call = injectionCall(of: identifier, workspace: workspace)
        // The owner: the type declaring the property, or the type whose `self` the call injects.
        var owner: (file: String, fact: TypeFact)?
        var property: PropertyFact?
        if let summary = workspace.summary(of: identifier.elementSite.file) {
            for type in summary.types {
                if let match = type.properties.first(where: { $0.site.range == identifier.elementSite.range }) {
                    owner = (summary.path, type)
                    property = match
                } else if type.nameSite.range == identifier.elementSite.range {
                    owner = (summary.path, type)
                }
            }
        }
        guard let owner else { return nil }
        let steps = Set(identifier.via.map(\.kind))
        let expression: String
        if let property {
            guard steps.contains(.property), !steps.contains(.customMirrorEntry), !steps.contains(.wrapper) else {
                return nil
            }
            // `weak var x: UIView!` is still implicitly unwrapped; only `?` types need chaining.
            let written = property.effectiveTypeName ?? ""
            let optional = written.hasSuffix("?") || (property.isWeak && !written.hasSuffix("!"))
            expression = optional ? "\(property.name)?" : property.name
        } else if steps.contains(.rootView) {
            expression = "view"
        } else if steps.contains(.cellPart) {
            switch identifier.elementName {
            case "self": expression = "self"
            case "contentView": expression = "contentView"
            default: expression = "\(identifier.elementName)?"
            }
        } else {
            return nil
        }

        var point: (Int, Int)?
        if let call, case .enclosingSelf = call.fact.receiver, call.file == owner.file,
            call.fact.enclosingType == owner.fact.name || call.fact.enclosingType == owner.fact.qualifiedName,
            owner.fact.methods.contains(where: { $0.bodySite?.range.contains(call.fact.site.range) ?? false })
        {
            point = (call.fact.site.range.end, call.fact.site.range.start)
        } else {
            let preferred = workspace.index.isViewController(owner.fact.name) ? "viewDidLoad" : "awakeFromNib"
            if let method = owner.fact.methods.first(where: { $0.name == preferred }),
                let offset = method.afterSuperCallOffset
            {
                point = (offset, max(0, offset - 1))
            }
        }
        return UIKitTarget(
            expression: expression, owner: owner.fact, ownerFile: owner.file, property: property, insertionPoint: point)
    }

    /// The injection call an AAII identifier comes from.
    static func injectionCall(of identifier: ComputedIdentifier, workspace: AnalysisWorkspace) -> (
        file: String, fact: InjectionCallFact
    )? {
        guard let step = identifier.via.first(where: { $0.kind == .injection }),
            let summary = workspace.summary(of: step.site.file),
            let call = summary.injectionCalls.first(where: {
                $0.nameSite.range == step.site.range || $0.site.range == step.site.range
            })
        else { return nil }
        return (step.site.file, call)
    }
}
