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
        help:
            "The generated constant's value is not an identifier any element gets. Sourcery's template emits constants for computed, static and wrapped properties and prints nested types with their outer type, none of which match run time. Regenerate the file, or use the run-time identifier the finding names.",
        semantics: ["AI-8", "AI-7", "AI-5", "GEN-1"],
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
            """
            //- App/RatingView.swift
            import UIKit

            final class BadgeView: UIView {}

            final class RatingView: UIView, AccessibilityIdentificable {
                let stars = [UIImageView(), UIImageView()]
                let 1️⃣badges = [BadgeView(), BadgeView()]
            }
            //- AppUITests/Generated/AccessibilityIdentificable.generated.swift
            public extension Identifiers {
                struct RatingView {
                    public static var stars = ArrayIdentifiers(value: "RatingView.stars")
                }
            }
            """
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
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var values: Set<String> = []
        for identifier in context.identifiers { values.insert(identifier.value) }
        var findings: [Finding] = []
        // Only files with generated constants, sorted (sorting every path cost more than the rule).
        for path in context.summaries.filter({ !$0.value.generatedConstants.isEmpty }).keys.sorted() {
            guard let summary = context.summaries[path] else { continue }
            for constant in summary.generatedConstants {
                let expected = constant.isArray ? "\(constant.value)_{index}" : constant.value
                if values.contains(expected) { continue }
                // AI-5: an array the code shows is identified per element (`X.stars_0`…), which
                // the constant's subscript produces.
                if constant.isArray, values.contains(where: { isElement($0, of: constant.value) }) { continue }
                var message = "\(constant.path) is '\(expected)' but no element gets that identifier at run time"
                var related: [RelatedSite] = []
                if let actual = runtimeIdentifier(for: constant, context: context) {
                    message += "; '\(constant.propertyName)' gets '\(actual.value)' (\(context.describe(actual.site)))"
                    related.append(RelatedSite(site: actual.site, message: "run-time identifier '\(actual.value)'"))
                } else {
                    message += "; regenerate the identifiers file or remove the constant"
                }
                findings.append(
                    makeFinding(at: constant.site, message: message, identifier: expected, related: related))
            }
        }
        findings += missingArrayConstants(context)
        return findings
    }

    private static func isElement(_ value: String, of base: String) -> Bool {
        guard value.hasPrefix(base + "_") else { return false }
        let index = value.dropFirst(base.count + 1)
        return !index.isEmpty && index.allSatisfy(\.isNumber)
    }

    /// AI-5 / AI-8: an array AccessibilityIdentificable identifies per element, in a type the
    /// generated file has a struct for, but no constant (Sourcery emits array constants only for
    /// element types spelled `UI…`): tests have no constant for those identifiers.
    private static func missingArrayConstants(_ context: RuleContext) -> [Finding] {
        var constants: [String: Set<String>] = [:]
        for summary in context.summaries.values {
            for constant in summary.generatedConstants {
                constants[TypeNameText.baseName(constant.typeName), default: []].insert(constant.propertyName)
            }
        }
        guard !constants.isEmpty else { return [] }
        var findings: [Finding] = []
        var reported: Set<SourceSite> = []
        for identifier in context.identifiers where identifier.convention == .identificable {
            guard let open = identifier.elementName.firstIndex(of: "["), let dot = identifier.value.firstIndex(of: ".")
            else { continue }
            let property = String(identifier.elementName[..<open])
            let typeName = String(identifier.value[..<dot])
            guard let names = constants[typeName], !names.contains(property), reported.insert(identifier.site).inserted
            else { continue }
            var finding = makeFinding(
                at: identifier.site,
                message:
                    "the generated Identifiers.\(typeName) has no constant for '\(property)', whose elements get '\(identifier.value)'…; Sourcery's template emits array constants only for element types starting with 'UI': add the constant or query the identifiers directly",
                identifier: identifier.value
            )
            // Nothing wrong is queried yet; tests simply have no constant to use.
            finding.severity = .warning
            findings.append(finding)
        }
        return findings
    }

    /// The identifier the constant's property really gets, found through its type.
    private static func runtimeIdentifier(for constant: GeneratedConstantFact, context: RuleContext)
        -> ComputedIdentifier?
    {
        let typeName = TypeNameText.baseName(constant.typeName)
        for ref in context.index.typesBySimpleName[typeName] ?? [] {
            guard let property = ref.fact.properties.first(where: { $0.name == constant.propertyName }) else {
                continue
            }
            if let identifier = context.identifiers.first(where: {
                $0.site.file == ref.file
                    && ($0.site.range == property.nameSite.range || $0.elementSite.range == property.site.range)
            }) {
                return identifier
            }
        }
        return nil
    }
}
