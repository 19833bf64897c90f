// image-without-label (opt-in): an image VoiceOver reads by its file or symbol name, or reaches empty.

/// From the accessibility outlines (`AccessibilityOutliner`): a SwiftUI `Image` that is not
/// decorative, not hidden, has no `.accessibilityLabel` (or `label:`), and whose name becomes
/// what VoiceOver reads, alone, inside a `.combine`d element, or as a button's only content
/// (images beside a text in a button or `Label` are read as that text, and an ancestor with
/// `.accessibilityElement(children: .ignore)` replaces them); or a UIKit `UIImageView` made an
/// accessibility element with no label, in a screen whose outline is certain (but for locale-formatted percentages); not the screen's
/// own root (a reusable control is labelled where it is used) nor inside cells, which data
/// sources configure later.
///
/// Precision against SwiftLint's `accessibility_label_for_image`: its triggering and
/// non-triggering examples are rewritten in ours (the `Gallery` and `ProfileHeader` examples),
/// and realm/SwiftLint#6420 (an image in a `Label`'s `icon:` closure, read as the title) is a
/// non-triggering example. A label given as `Text(…)` (`.accessibilityLabel(Text("…"))`,
/// `.accessibility(label: Text("…"))`) or as any run-time expression is a label: those
/// fired here before and are non-triggering examples now. #5364 and #6446 were not readable
/// from the reference corpus when this was written; they are not covered by a named example.
package enum ImageWithoutLabelRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "image-without-label",
        defaultSeverity: .warning,
        isOptIn: true,
        summary: "an image that VoiceOver reaches has no accessibility label",
        help:
            "VoiceOver reads a SwiftUI image's file or symbol name (\"close icon white\") when it has no label, and nothing useful for an unlabelled `UIImageView` element. Add an accessibility label, or mark the image decorative (`Image(decorative:)`, `.accessibilityHidden(true)`, `isAccessibilityElement = false`).",
        semantics: ["AX-3", "AX-5", "AX-9"],
        triggeringExamples: [
            """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        1️⃣Image("close-icon-white")
                        Image(decorative: "divider")
                        Button(action: {}) { 2️⃣Image(systemName: "plus") }
                        HStack {
                            3️⃣Image("star")
                            Text("Favourite")
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            """,
            """
            import SwiftUI

            // SwiftLint's true positives, in our own code: an image made from a `UIImage` or `NSImage`
            // (no name to read either), `.accessibilityHidden(false)`, an image beside a text that
            // nothing combines, a container that keeps its children (`.contain`), `SwiftUI.Image`.
            struct Gallery: View {
                let photo: UIImage
                let icon: NSImage
                var body: some View {
                    VStack {
                        1️⃣Image(uiImage: photo)
                        SwiftUI.5️⃣Image(nsImage: icon).resizable()
                        2️⃣Image("hero").resizable().accessibilityHidden(false)
                        HStack {
                            3️⃣Image("flag")
                            Text("Reported")
                        }
                        VStack {
                            4️⃣Image("tile")
                            Image("tile-2").accessibilityLabel("Second tile")
                        }
                        .accessibilityElement(children: .contain)
                    }
                }
            }
            """,
            """
            import UIKit

            final class AvatarView: UIView {
                let 1️⃣photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    photo.isAccessibilityElement = true
                    addSubview(photo)
                }
                required init?(coder: NSCoder) { nil }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Image("close-icon-white").accessibilityLabel("Close")
                        Image("secret").accessibilityHidden(true)
                        Image("logo", label: Text("Company logo"))
                        Button(action: {}) {
                            HStack {
                                Image(systemName: "arrow.right")
                                Text("Continue")
                            }
                        }
                        Label {
                            Text("Connected")
                        } icon: {
                            Image(systemName: "checkmark.circle.fill")
                        }
                        Label(title: { Text("Download") }, icon: { Image("custom-download-icon") })
                        VStack {
                            Image(systemName: "wifi")
                            Text("Network")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Connected to Wi-Fi")
                        Button { } label: { Image(systemName: "xmark") }
                            .accessibilityLabel("Close")
                    }
                }
            }
            """,
            """
            import SwiftUI

            // SwiftLint's false positives and non-triggering cases, in our own code: the deprecated
            // `.accessibility(hidden:)` and `.accessibility(label:)`, a `Text` or run-time label, a hidden
            // container, `.accessibilityElement()` (children ignored), a decorative image combined with
            // a text, images beside a text in a `NavigationLink`, buttons labelled after their image.
            struct ProfileHeader: View {
                let avatar: UIImage
                let isMuted: Bool
                let caption: String
                var body: some View {
                    VStack {
                        Image("banner").accessibility(hidden: true)
                        Image("banner").accessibility(label: Text("Summer sale"))
                        Image("banner").accessibilityLabel(Text("Summer sale"))
                        Image(uiImage: avatar).resizable().accessibilityLabel(caption)
                        Image(uiImage: avatar).renderingMode(.template).accessibilityHidden(true)
                        SwiftUI.Image("banner").resizable().accessibilityHidden(true)
                        HStack {
                            Image("sun")
                            Image(systemName: "cloud")
                        }
                        .accessibilityElement()
                        .accessibilityLabel("Partly cloudy")
                        VStack {
                            Image("ornament")
                            Image("ornament-2")
                        }
                        .accessibilityHidden(true)
                        HStack(spacing: 4) {
                            Image(decorative: "bullet")
                            Text("Fresh today")
                        }
                        .accessibilityElement(children: .combine)
                        NavigationLink(destination: AccountView()) {
                            HStack {
                                Image(systemName: "person.crop.circle")
                                Text("Account")
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        }
                        Button { toggleMute() } label: {
                            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                        }
                        .accessibilityLabel(isMuted ? "Unmute" : "Mute")
                        Button(action: share) {
                            Image(uiImage: avatar).renderingMode(.template)
                        }
                        .accessibilityLabel(Text("Share profile"))
                    }
                }
            }
            """,
            """
            import UIKit

            final class AvatarView: UIView {
                let photo = UIImageView()
                let decoration = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    photo.isAccessibilityElement = true
                    photo.accessibilityLabel = "Profile photo"
                    addSubview(photo)
                    addSubview(decoration)
                }
                required init?(coder: NSCoder) { nil }
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
            for element in outline.elements {
                var sites = element.imageNameSites
                if outline.model == .axSnapshot, outline.isCertainButForLocale, !outline.isReusableCell,
                    element.isImageView, element.label.isEmpty, let site = element.site
                {
                    sites.append(site)
                }
                for site in sites where reported.insert(site).inserted {
                    findings.append(
                        makeFinding(
                            at: site,
                            message:
                                "this image has no accessibility label (in \(outline.typeName)); VoiceOver reads its name or nothing: add an accessibility label, or mark it decorative"
                        ))
                }
            }
        }
        return findings
    }
}
