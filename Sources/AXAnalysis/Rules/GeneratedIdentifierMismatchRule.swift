// generated-identifier-mismatch: a generated `Identifiers` constant disagrees with run time (AI-8).

/// Sourcery's AccessibilityIdentificable template emits `"<Type>.<name>"` for every variable whose
/// type starts with "UI": computed, static and extension properties (never identified), wrapped
/// properties (whose run-time identifier is the wrapper's), nested types (`Outer.Inner` while run
/// time prints `Inner`). Tests using such a constant query an identifier nothing has.
package enum GeneratedIdentifierMismatchRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "generated-identifier-mismatch",
        defaultSeverity: .error,
        summary: "a generated Identifiers constant does not match the identifier the element gets at run time",
        help: "The generated constant's value is not an identifier any element gets. Sourcery's template emits constants for computed, static and wrapped properties and prints nested types with their outer type, none of which match run time. Regenerate the file, or use the run-time identifier the finding names.",
        semantics: ["AI-8", "AI-7", "GEN-1"],
        triggeringExamples: [
            """
            //- App/ViewController.swift
            import UIKit

            class ViewController: UIViewController {
                @AccessibilityIdentify(identifier: "custom_id")
                var testView = UIView()
            }
            //- AppUITests/Generated/AccessibilityIdentificable.generated.swift
            public extension Identifiers {
                struct ViewController {
                    public static var 1️⃣testView = "ViewController.testView"
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            //- App/CustomView.swift
            import UIKit

            class CustomView: UIView, AccessibilityIdentificable {
                private var label: UILabel = UILabel(frame: .zero)
            }
            //- AppUITests/Generated/AccessibilityIdentificable.generated.swift
            public extension Identifiers {
                struct CustomView {
                    public static var label = "CustomView.label"
                }
            }
            """,
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var values: Set<String> = []
        for identifier in context.identifiers { values.insert(identifier.value) }
        var findings: [Finding] = []
        for path in context.summaries.keys.sorted() {
            guard let summary = context.summaries[path] else { continue }
            for constant in summary.generatedConstants {
                let expected = constant.isArray ? "\(constant.value)_{index}" : constant.value
                if values.contains(expected) { continue }
                var message = "\(constant.path) is '\(expected)' but no element gets that identifier at run time"
                var related: [RelatedSite] = []
                if let actual = runtimeIdentifier(for: constant, context: context) {
                    message += "; '\(constant.propertyName)' gets '\(actual.value)' (\(context.describe(actual.site)))"
                    related.append(RelatedSite(site: actual.site, message: "run-time identifier '\(actual.value)'"))
                } else {
                    message += "; regenerate the identifiers file or remove the constant"
                }
                findings.append(makeFinding(at: constant.site, message: message, identifier: expected, related: related))
            }
        }
        return findings
    }

    /// The identifier the constant's property really gets, found through its type.
    private static func runtimeIdentifier(for constant: GeneratedConstantFact, context: RuleContext) -> ComputedIdentifier? {
        let typeName = TypeNameText.baseName(constant.typeName)
        for ref in context.index.typesBySimpleName[typeName] ?? [] {
            guard let property = ref.fact.properties.first(where: { $0.name == constant.propertyName }) else { continue }
            if let identifier = context.identifiers.first(where: {
                $0.site.file == ref.file && ($0.site.range == property.nameSite.range || $0.elementSite.range == property.site.range)
            }) {
                return identifier
            }
        }
        return nil
    }
}
