// rapid-traits-reset: RapidA11y replaces a standard control's traits (RA-7).

/// `applyProperties(_:)` sets `accessibilityTraits = info.traits` on every control, unconditionally.
/// The default information has no traits, so a `UIButton` (or `UISwitch`) loses `.button`, a
/// `UISlider` loses `.adjustable` (VoiceOver's swipe to adjust stops working) and a `UILabel`
/// loses `.staticText`. Traits set in code before the call are replaced too, including those a
/// custom control's own `init` sets (`RapidOwnTraits`).
///
/// Raised by `RapidA11yResolver` (Resolution/RapidA11yResolver.swift) at the control's element of the controls array.
package enum RapidTraitsResetRule: Rule {
    package static let description = RuleDescription(
        id: "rapid-traits-reset",
        defaultSeverity: .info,
        summary: "RapidA11y replaces a control's standard traits with the information's",
        help:
            "RapidA11y writes the information's `traits` over the control's `accessibilityTraits`; it does not merge them. With the default information (no traits) VoiceOver stops announcing a button as a button and a slider can no longer be adjusted by swiping. Traits the app sets in code before the call (`label.accessibilityTraits = .header`), and those a custom control sets on itself in its own `init`, are lost the same way. Keep the trait in the information (`info.traits = .button`, or `UIAccessibilityTraitButton` in Swift 3/4 copies of the library; the quick fix does that for standard traits), or set it after the call.",
        semantics: ["RA-7", "RA-9", "RA-13"],
        triggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class VolumeViewController: UIViewController, RapidAccessible {
                @IBOutlet var muteButton: UIButton!
                @IBOutlet var volume: UISlider!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var slider = UISlider.accessibilityProperties
                    slider.index = 1
                    return [UIButton.accessibilityProperties, slider]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [1️⃣muteButton, 2️⃣volume] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            import RapidA11y

            final class VolumeViewController: UIViewController, RapidAccessible {
                @IBOutlet var muteButton: UIButton!
                @IBOutlet var volume: UISlider!

                static func rapidControlsInformation() -> [RapidControlInformation] {
                    var mute = UIButton.accessibilityProperties
                    mute.traits = .button
                    var slider = UISlider.accessibilityProperties
                    slider.index = 1
                    slider.traits = UIAccessibilityTraitAdjustable
                    return [mute, slider]
                }
                func rapidAccessibilityControls() -> [NSObject] { return [muteButton, volume] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyAccessibility()
                }
            }
            """
        ]
    )

    /// `.button, .selected`: traits as the app writes them.
    private static func listed(_ traits: [String]) -> String {
        traits.map { ".\($0)" }.joined(separator: ", ")
    }

    /// Traits the app set in code before the call, which the information does not keep.
    static func finding(
        control: RapidControlFact, site: SourceSite, lost: [String], traits: [String], assignment: SourceSite,
        informationSite: SourceSite
    ) -> Finding {
        let applied = traits.isEmpty ? "no traits" : listed(traits)
        let names = listed(lost)
        return makeFinding(
            at: site,
            message:
                "'\(control.expression)' loses \(names), set in code before the RapidA11y call: RapidA11y replaces accessibilityTraits with the information's (\(applied)); set them in the information or after the call",
            related: [
                RelatedSite(site: assignment, message: "the traits set here are replaced"),
                RelatedSite(site: informationSite, message: "the information paired with '\(control.expression)'")
            ]
        )
    }

    /// Traits the control's own initialiser set (a custom view in another file), which the
    /// information does not keep.
    static func finding(
        control: RapidControlFact, site: SourceSite, lost: [String], traits: [String], ownInit: SourceSite,
        type: String,
        informationSite: SourceSite
    ) -> Finding {
        let applied = traits.isEmpty ? "no traits" : listed(traits)
        let names = listed(lost)
        return makeFinding(
            at: site,
            message:
                "'\(control.expression)' loses \(names), which \(type)'s init sets: RapidA11y replaces accessibilityTraits with the information's (\(applied)) after the control is created; set them in the information",
            related: [
                RelatedSite(site: ownInit, message: "the traits \(type)'s init sets"),
                RelatedSite(site: informationSite, message: "the information paired with '\(control.expression)'")
            ]
        )
    }

    static func finding(
        control: RapidControlFact, site: SourceSite, type: String, trait: String, traits: [String],
        informationSite: SourceSite
    ) -> Finding {
        let applied = traits.isEmpty ? "no traits" : listed(traits)
        return makeFinding(
            at: site,
            message:
                "'\(control.expression)' (a \(type)) loses its .\(trait) trait: RapidA11y replaces accessibilityTraits with the information's (\(applied)); add .\(trait) to the information's traits",
            related: [
                RelatedSite(site: informationSite, message: "the information paired with '\(control.expression)'")
            ]
        )
    }
}
