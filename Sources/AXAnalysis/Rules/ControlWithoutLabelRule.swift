// control-without-label (opt-in): a control VoiceOver reaches with nothing to say but its traits.

/// From the accessibility outlines (`AccessibilityOutliner`): a UIKit button, switch, slider or
/// text field without placeholder that AXSnapshot would list (AX-3) with an empty label (AX-5a:
/// no `accessibilityLabel`, no title for `.normal`), in a screen whose outline is certain (but for locale-formatted percentages); not the screen's
/// own root (a reusable control is labelled where it is used) nor inside cells, which data
/// sources configure later; or a
/// SwiftUI `Button`, `Toggle`, `Link`, `NavigationLink` or `Menu` whose label has no text and no
/// image (ax-lsp's VoiceOver model). Opt-in: labels set after appearance are not seen.
package enum ControlWithoutLabelRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "control-without-label",
        defaultSeverity: .warning,
        isOptIn: true,
        summary: "a control has no accessibility label from any source",
        help:
            "VoiceOver announces this control by its traits alone (\"button\"), so users cannot tell what it does. Give it a title, a text, or an `accessibilityLabel` (UIKit) / `.accessibilityLabel(_:)` (SwiftUI).",
        semantics: ["AX-3", "AX-5", "AX-9"],
        triggeringExamples: [
            """
            import UIKit

            final class PlayerView: UIView {
                let 1️⃣play = UIButton()
                let volume = UISlider()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    play.setImage(UIImage(named: "play"), for: .normal)
                    volume.accessibilityLabel = "Volume"
                    addSubview(play)
                    addSubview(volume)
                }
                required init?(coder: NSCoder) { nil }
            }
            """,
            """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        1️⃣Button {} label: { Image(decorative: "dots") }
                        Button("Share") {}
                        2️⃣Toggle("", isOn: .constant(true))
                    }
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import UIKit

            final class PlayerView: UIView {
                let play = UIButton()
                let volume = UISlider()
                let name = UITextField()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    play.setImage(UIImage(named: "play"), for: .normal)
                    play.accessibilityLabel = "Play"
                    volume.accessibilityLabel = "Volume"
                    name.placeholder = "Name"
                    [play, volume, name].forEach(addSubview)
                }
                required init?(coder: NSCoder) { nil }
            }
            """,
            """
            import UIKit

            // The title comes from a model: the outline is dynamic, nothing is claimed.
            final class OfferView: UIView {
                let action = UIButton()
                init(offer: Offer) {
                    super.init(frame: .zero)
                    if offer.isActive { action.setTitle(offer.title, for: .normal) }
                    addSubview(action)
                }
                required init?(coder: NSCoder) { nil }
            }
            """,
            """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button {} label: { Image(decorative: "dots") }
                            .accessibilityLabel("More")
                        Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                        Toggle("Wi-Fi", isOn: .constant(true))
                        NavigationLink(destination: Text("Details"), isActive: .constant(false)) { EmptyView() }
                        ShareLink(item: URL(fileURLWithPath: "/"))
                        Button { } label: { makeMoreLabel() }
                    }
                }
            }
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        var reported: Set<SourceSite> = []
        var findings: [Finding] = []
        for outline in AccessibilityOutliner.outlines(
            summaries: context.summaries.keys.sorted().compactMap { context.summaries[$0] })
        {
            guard outline.model != .axSnapshot || (outline.isCertainButForLocale && !outline.isReusableCell) else {
                continue
            }
            for element in outline.elements where element.isControl && element.label.isEmpty {
                guard let site = element.site, reported.insert(site).inserted else { continue }
                findings.append(
                    makeFinding(
                        at: site,
                        message:
                            "this control has no accessibility label (in \(outline.typeName)); VoiceOver reads only its traits: give it a title or an accessibility label"
                    ))
            }
        }
        return findings
    }
}
