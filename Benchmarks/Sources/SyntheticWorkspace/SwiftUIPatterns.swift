// The SwiftUI patterns of real apps that the plain screens lacked (without them the workspace
// cost 2–3× its parse while real SwiftUI apps cost far more): shared custom
// modifiers (`extension View` functions and `ViewModifier`s applied with `.modifier(…)`), some
// rendering the modified view in two branches; generic containers taking `@ViewBuilder`
// content; a router modifier naming many screens, applied by the tabs of an `App`; and the same
// type names in two modules. Modelled on IceCubesApp (`CardBackgroundModifier`, `View.if`,
// `withEnvironments`, `withAppRouter`, `NavigationTab<Content>`) and home-assistant/iOS
// (`CircularGlassOrLegacyBackgroundModifier`, `View.modify`, `CardView<Content>`).

/// One shared custom modifier: how a view applies it, and whether its body renders the
/// modified view more than once (`if #available … { content.a() } else { content.b() }`).
struct SharedModifier: Sendable {
    /// The `extension View` function name, or the `ViewModifier` type for `.modifier(…)`.
    let name: String
    /// What follows the dot at a use site, e.g. `cardBackground(cornerRadius: 12)`; `%@` is
    /// where the use site's own identifier prefix goes (modifiers that put an identifier on a
    /// view they add take it from the caller, as real ones must to stay unique).
    let usage: String

    /// The use site's text with `prefix` for `%@`.
    func usage(prefix: String) -> String { usage.replacingOccurrences(of: "%@", with: prefix) }
    /// The body renders `content` / `self` in more than one branch.
    let rendersContentTwice: Bool
}

/// A generic container: a view with a `@ViewBuilder` content slot, used as `Name(…) { … }`.
struct SharedContainer: Sendable {
    let name: String
    /// The call before the trailing closure, e.g. `CardView(title: "Orders")` (`%@` is the title).
    let header: String
}

/// The design system the SwiftUI screens draw from, written once per workspace.
struct SwiftUIDesignSystem: Sendable {
    /// The two modules, each with `Components/` and `Modifiers/` (same type names in both).
    static let modules = ["DesignSystem", "FeatureKit"]

    var modifiers: [SharedModifier] = []
    var containers: [SharedContainer] = []
    /// Small views with no identifier that embed each other (`AvatarView` in `AuthorBar` in
    /// `MediaCard`…), each ending in custom modifiers and a platform `#if`: the deep, silent
    /// subtrees IceCubesApp's rows are made of. Every shared row embeds one.
    var blocks: [String] = []

    static let allBlocks = [
        "AvatarView", "BadgeView", "TagView", "AuthorBar", "ActionBar", "MediaPreview", "LinkCard", "StatusHeader"
    ]

    /// Every modifier and container the templates can write, in the order they are added as the
    /// workspace grows (the first ones are the most used in real apps).
    static let allModifiers: [SharedModifier] = [
        SharedModifier(name: "cardBackground", usage: "cardBackground(cornerRadius: 12)", rendersContentTwice: true),
        SharedModifier(name: "withEnvironments", usage: "withEnvironments()", rendersContentTwice: false),
        SharedModifier(
            name: "if", usage: "if(isLoading) { view in view.redacted(reason: .placeholder) }",
            rendersContentTwice: true),
        SharedModifier(name: "themed", usage: "themed(.standard)", rendersContentTwice: false),
        SharedModifier(
            name: "glassOrLegacyBackground", usage: "glassOrLegacyBackground(tint: nil)", rendersContentTwice: true),
        SharedModifier(
            name: "loadingOverlay", usage: "loadingOverlay(isLoading, id: \"%@.loading\")", rendersContentTwice: false),
        SharedModifier(name: "sectionStyle", usage: "sectionStyle(.regular)", rendersContentTwice: true),
        SharedModifier(name: "hoverLift", usage: "hoverLift()", rendersContentTwice: false),
        SharedModifier(name: "sectionCard", usage: "sectionCard()", rendersContentTwice: true),
        SharedModifier(name: "errorBanner", usage: "errorBanner(nil, id: \"%@.error\")", rendersContentTwice: false),
        SharedModifier(name: "roundedBorder", usage: "roundedBorder(.secondary)", rendersContentTwice: false),
        SharedModifier(
            name: "PlaceholderShimmerModifier", usage: "modifier(PlaceholderShimmerModifier(active: isLoading))",
            rendersContentTwice: true)
    ]

    static let allContainers: [SharedContainer] = [
        SharedContainer(name: "CardView", header: "CardView(title: \"%@\")"),
        SharedContainer(name: "SectionContainer", header: "SectionContainer(title: \"%@\")"),
        SharedContainer(name: "LoadingContainer", header: "LoadingContainer(isLoading: isLoading)"),
        SharedContainer(name: "HeaderFooterContainer", header: "HeaderFooterContainer(footer: \"%@\")")
    ]

    /// How many of each a workspace of `fileCount` files gets (at least the first two of each
    /// from 50 files on; all of them from 600).
    init(fileCount: Int) {
        guard fileCount >= 50 else { return }
        let modifierCount = min(Self.allModifiers.count, max(4, fileCount / 50))
        let containerCount = min(Self.allContainers.count, max(2, fileCount / 150))
        modifiers = Array(Self.allModifiers.prefix(modifierCount))
        containers = Array(Self.allContainers.prefix(containerCount))
        blocks = Array(Self.allBlocks.prefix(min(Self.allBlocks.count, max(3, fileCount / 100))))
    }

    /// The blocks block `index` embeds: the one before it and the one at half its index, so
    /// the deepest nests about four levels.
    func embeddedBlocks(of index: Int) -> [String] {
        guard index > 0 else { return [] }
        let lower = Set([index - 1, index / 2]).sorted()
        return lower.map { blocks[$0] }
    }

    var isEmpty: Bool { modifiers.isEmpty }

    /// The design system's files under `root` (modifiers in the first module, the `ViewModifier`
    /// types and the containers in both, so their names are declared twice).
    func files(root: String) -> [SyntheticFile] {
        guard !isEmpty else { return [] }
        var files: [SyntheticFile] = []
        let first = Self.modules[0]
        let second = Self.modules[1]
        func path(_ module: String, _ folder: String, _ name: String) -> String {
            "\(root)/Packages/\(module)/Sources/\(module)/\(folder)/\(name).swift"
        }
        for modifier in modifiers {
            files.append(
                SyntheticFile(
                    path: path(first, "Modifiers", Self.fileName(of: modifier)),
                    text: Self.modifierFile(modifier, module: first, variant: 0), kind: .swiftUIModifier))
        }
        // The second module declares the `ViewModifier` types again (its own `CardBackgroundModifier`
        // and so on), used there with `.modifier(…)` only.
        for modifier in modifiers where Self.hasViewModifierType(modifier) {
            files.append(
                SyntheticFile(
                    path: path(second, "Modifiers", Self.fileName(of: modifier)),
                    text: Self.modifierFile(modifier, module: second, variant: 1), kind: .swiftUIModifier))
        }
        for container in containers {
            files.append(
                SyntheticFile(
                    path: path(first, "Components", container.name),
                    text: Self.containerFile(container, module: first, variant: 0), kind: .swiftUIContainer))
            files.append(
                SyntheticFile(
                    path: path(second, "Components", container.name),
                    text: Self.containerFile(container, module: second, variant: 1), kind: .swiftUIContainer))
        }
        for (index, block) in blocks.enumerated() {
            // Every other block is declared in both modules (same name, same shape).
            files.append(
                SyntheticFile(
                    path: path(first, "Views", block), text: blockFile(index: index, module: first),
                    kind: .swiftUIContainer))
            if index % 2 == 1 {
                files.append(
                    SyntheticFile(
                        path: path(second, "Views", block), text: blockFile(index: index, module: second),
                        kind: .swiftUIContainer))
            }
        }
        return files
    }

    static func fileName(of modifier: SharedModifier) -> String {
        switch modifier.name {
        case "cardBackground": return "CardBackgroundModifier"
        case "if": return "ConditionalModifier"
        case "withEnvironments": return "View+Environments"
        case "themed": return "ThemeApplier"
        case "glassOrLegacyBackground": return "View+GlassOrLegacyBackground"
        case "loadingOverlay": return "LoadingOverlayModifier"
        case "sectionStyle": return "SectionStyleModifier"
        case "hoverLift": return "HoverLiftModifier"
        case "sectionCard": return "View+SectionCard"
        case "errorBanner": return "ErrorBannerModifier"
        case "roundedBorder": return "View+RoundedBorder"
        default: return modifier.name
        }
    }

    static func hasViewModifierType(_ modifier: SharedModifier) -> Bool {
        [
            "cardBackground", "themed", "loadingOverlay", "sectionStyle", "hoverLift", "errorBanner",
            "PlaceholderShimmerModifier"
        ].contains(modifier.name)
    }

    // MARK: Modifier files

    /// A modifier's file; `variant` 1 is the second module's copy of its `ViewModifier` type
    /// (same name, a slightly different body, no `extension View`).
    static func modifierFile(_ modifier: SharedModifier, module: String, variant: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(fileName(of: modifier)).swift (\(module)): a custom modifier the screens share.")
        writer.line("import SwiftUI")
        writer.line()
        let access = variant == 0 ? "public " : ""
        switch modifier.name {
        case "cardBackground":
            writer.block("struct CardBackgroundModifier: ViewModifier") { writer in
                writer.line("@Environment(\\.colorScheme) private var colorScheme")
                writer.line("let cornerRadius: CGFloat")
                writer.line()
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.block("if #available(iOS 26.0, *)") { writer in
                        writer.line(
                            "content.glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: cornerRadius))"
                        )
                    }
                    writer.block("else") { writer in
                        writer.line("content")
                        writer.line(
                            "    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: cornerRadius))"
                        )
                        if variant == 0 {
                            writer.line("    .overlay(")
                            writer.line("        RoundedRectangle(cornerRadius: cornerRadius)")
                            writer.line("            .stroke(Color.primary.opacity(0.15), lineWidth: 1)")
                            writer.line("    )")
                        }
                    }
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func cardBackground(cornerRadius: CGFloat = 12) -> some View") { writer in
                        writer.line("modifier(CardBackgroundModifier(cornerRadius: cornerRadius))")
                    }
                }
            }
        case "if":
            writer.block("extension View") { writer in
                writer.line("@ViewBuilder")
                writer.block(
                    "\(access)func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View"
                ) { writer in
                    writer.block("if condition") { writer in writer.line("transform(self)") }
                    writer.block("else") { writer in writer.line("self") }
                }
                writer.line()
                writer.line("@ViewBuilder")
                writer.block(
                    "\(access)func modify<Modified: View>(@ViewBuilder _ transform: (Self) -> Modified?) -> some View"
                ) { writer in
                    writer.block("if let view = transform(self)") { writer in writer.line("view") }
                    writer.block("else") { writer in writer.line("self") }
                }
            }
        case "withEnvironments":
            writer.block("extension View") { writer in
                writer.block("\(access)func withEnvironments() -> some View") { writer in
                    writer.line("environment(SessionStore.shared)")
                    for object in ["UserPreferences", "ThemeStore", "RouterPath", "ToastCenter", "CurrentAccount"] {
                        writer.line("    .environment(\(object).shared)")
                    }
                }
            }
        case "themed":
            writer.block("struct ThemeApplier: ViewModifier") { writer in
                writer.line("@Environment(\\.colorScheme) var colorScheme")
                writer.line("var theme: Theme")
                writer.line()
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.line("content")
                    writer.line("    .tint(theme.tintColor)")
                    writer.line("    .preferredColorScheme(theme.followsSystem ? nil : theme.scheme)")
                    writer.line("    .onAppear {")
                    writer.line("        theme.apply(colorScheme)")
                    writer.line("    }")
                    if variant == 0 {
                        writer.line("    .onChange(of: colorScheme) { _, newValue in")
                        writer.line("        theme.apply(newValue)")
                        writer.line("    }")
                    }
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func themed(_ theme: Theme) -> some View") { writer in
                        writer.line("modifier(ThemeApplier(theme: theme))")
                    }
                }
            }
        case "glassOrLegacyBackground":
            writer.block("extension View") { writer in
                writer.line("/// A glass effect on iOS 26, padding and a dark circle before.")
                writer.line("@ViewBuilder")
                writer.block("\(access)func glassOrLegacyBackground(tint: Color? = nil) -> some View") { writer in
                    writer.block("if #available(iOS 26.0, *)") { writer in
                        writer.line("self")
                        writer.line("    .padding(8)")
                        writer.line("    .glassEffect(.clear.interactive().tint(tint), in: .circle)")
                    }
                    writer.block("else") { writer in
                        writer.line("self")
                        writer.line("    .padding(8)")
                        writer.line("    .background(.black)")
                        writer.line("    .clipShape(.circle)")
                    }
                }
            }
        case "loadingOverlay":
            writer.block("struct LoadingOverlayModifier: ViewModifier") { writer in
                writer.line("let isLoading: Bool")
                writer.line("let id: String")
                writer.line()
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.line("content")
                    writer.line("    .disabled(isLoading)")
                    writer.line("    .overlay(alignment: .topTrailing) {")
                    writer.line("        if isLoading {")
                    writer.line("            ProgressView()")
                    writer.line(
                        variant == 0
                            ? "                .accessibilityIdentifier(id)"
                            : "                .accessibilityIdentifier(\"\\(id).spinner\")")
                    writer.line("        }")
                    writer.line("    }")
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func loadingOverlay(_ isLoading: Bool, id: String) -> some View") { writer in
                        writer.line("modifier(LoadingOverlayModifier(isLoading: isLoading, id: id))")
                    }
                }
            }
        case "sectionStyle":
            writer.block("enum SectionStyleKind") { writer in
                writer.line("case compact, regular, prominent")
            }
            writer.line()
            writer.block("struct SectionStyleModifier: ViewModifier") { writer in
                writer.line("let kind: SectionStyleKind")
                writer.line()
                writer.line("@ViewBuilder")
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.block("switch kind") { writer in
                        writer.line("case .compact:")
                        writer.line("    content.padding(4)")
                        writer.line("case .regular, .prominent:")
                        writer.line("    content")
                        writer.line("        .padding()")
                        writer.line("        .background(Color.accentColor.opacity(kind == .prominent ? 0.2 : 0.05))")
                    }
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func sectionStyle(_ kind: SectionStyleKind) -> some View") { writer in
                        writer.line("modifier(SectionStyleModifier(kind: kind))")
                    }
                }
            }
        case "hoverLift":
            writer.block("struct HoverLiftModifier: ViewModifier") { writer in
                writer.line("@State private var isHovering = false")
                writer.line()
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.line("content")
                    writer.line("    .scaleEffect(isHovering ? 1.02 : 1)")
                    writer.line("    .animation(.easeInOut(duration: 0.15), value: isHovering)")
                    writer.line("    #if !os(watchOS)")
                    writer.line("    .onHover { hovering in")
                    writer.line("        isHovering = hovering")
                    writer.line("    }")
                    writer.line("    #endif")
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func hoverLift() -> some View") { writer in
                        writer.line("modifier(HoverLiftModifier())")
                    }
                }
            }
        case "sectionCard":
            // A modifier made of other custom modifiers, one of them branching.
            writer.block("extension View") { writer in
                writer.line("@ViewBuilder")
                writer.block("\(access)func sectionCard(highlighted: Bool = false) -> some View") { writer in
                    writer.block("if highlighted") { writer in
                        writer.line("padding(12)")
                        writer.line("    .cardBackground(cornerRadius: 16)")
                        writer.line("    .shadow(radius: 4)")
                    }
                    writer.block("else") { writer in
                        writer.line("padding(12)")
                        writer.line("    .cardBackground(cornerRadius: 16)")
                    }
                }
            }
        case "errorBanner":
            writer.block("struct ErrorBannerModifier: ViewModifier") { writer in
                writer.line("let message: String?")
                writer.line("let id: String")
                writer.line()
                writer.block("func body(content: Content) -> some View") { writer in
                    writer.block("VStack(spacing: 0)") { writer in
                        writer.block("if let message") { writer in
                            writer.line("Text(message)")
                            writer.line("    .font(.footnote)")
                            writer.line(
                                variant == 0
                                    ? "    .accessibilityIdentifier(id)"
                                    : "    .accessibilityIdentifier(\"\\(id).message\")")
                        }
                        writer.line("content")
                    }
                }
            }
            if variant == 0 {
                writer.line()
                writer.block("extension View") { writer in
                    writer.block("\(access)func errorBanner(_ message: String?, id: String) -> some View") { writer in
                        writer.line("modifier(ErrorBannerModifier(message: message, id: id))")
                    }
                }
            }
        case "roundedBorder":
            writer.block("extension View") { writer in
                writer.block("\(access)func roundedBorder(_ color: Color, width: CGFloat = 1) -> some View") { writer in
                    writer.line("overlay(")
                    writer.line("    RoundedRectangle(cornerRadius: 8)")
                    writer.line("        .stroke(color, lineWidth: width)")
                    writer.line(")")
                }
            }
        default:
            // PlaceholderShimmerModifier: used with `.modifier(…)` directly.
            writer.block("\(access)struct PlaceholderShimmerModifier: ViewModifier") { writer in
                writer.line("let active: Bool")
                writer.line()
                writer.block("\(access)func body(content: Content) -> some View") { writer in
                    writer.block("if active") { writer in
                        writer.line("content")
                        writer.line("    .redacted(reason: .placeholder)")
                        writer.line("    .opacity(\(variant == 0 ? "0.6" : "0.5"))")
                    }
                    writer.block("else") { writer in writer.line("content") }
                }
            }
        }
        return writer.text
    }

    // MARK: Block files

    /// Block `index`: an image, the blocks it embeds (each with a custom modifier), a caption,
    /// then one or two custom modifiers that take no identifier and, on every other block, a
    /// postfix `#if`.
    func blockFile(index: Int, module: String) -> String {
        let name = blocks[index]
        let silent = modifiers.filter { !$0.usage.contains("%@") }
        func pick(_ offset: Int) -> SharedModifier { silent[(index * 3 + offset) % silent.count] }
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift (\(module)): a small view the rows are made of.")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("struct \(name): View") { writer in
            writer.line("let title: String")
            writer.line("@State private var isLoading = false")
            writer.line()
            writer.block("var body: some View") { writer in
                writer.block("HStack(spacing: 4)") { writer in
                    writer.line("Image(systemName: \"\(["person.circle", "star", "tag", "link"][index % 4])\")")
                    for (offset, embedded) in embeddedBlocks(of: index).enumerated() {
                        writer.line("\(embedded)(title: title)")
                        writer.line("    .\(pick(offset + 2).usage)")
                    }
                    writer.line("Text(title)")
                    writer.line("    .font(.caption)")
                }
                writer.line(".\(pick(0).usage)")
                if index % 3 != 2 { writer.line(".\(pick(1).usage)") }
                if index % 2 == 0 {
                    writer.line("#if os(visionOS)")
                    writer.line(".hoverEffect()")
                    writer.line("#else")
                    writer.line(".contentShape(Rectangle())")
                    writer.line("#endif")
                }
            }
        }
        return writer.text
    }

    // MARK: Container files

    /// A generic container's file; the two modules' copies have the same name and different
    /// bodies (and one takes its content as a closure, the other as a view).
    static func containerFile(_ container: SharedContainer, module: String, variant: Int) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(container.name).swift (\(module)): a container the screens put their content in.")
        writer.line("import SwiftUI")
        writer.line()
        let access = variant == 0 ? "public " : ""
        switch container.name {
        case "CardView":
            writer.block("\(access)struct CardView<Content: View>: View") { writer in
                writer.line("let title: String")
                if variant == 0 {
                    writer.line("@ViewBuilder let content: Content")
                } else {
                    writer.line("let content: () -> Content")
                    writer.line()
                    writer.block("init(title: String, @ViewBuilder content: @escaping () -> Content)") { writer in
                        writer.line("self.title = title")
                        writer.line("self.content = content")
                    }
                }
                writer.line()
                writer.block("\(access)var body: some View") { writer in
                    writer.block("VStack(alignment: .leading, spacing: 8)") { writer in
                        writer.line("Text(title)")
                        writer.line("    .font(.headline)")
                        writer.line(variant == 0 ? "content" : "content()")
                    }
                    writer.line(".frame(maxWidth: .infinity, alignment: .leading)")
                    writer.line(
                        variant == 0
                            ? ".cardBackground(cornerRadius: 12)" : ".modifier(CardBackgroundModifier(cornerRadius: 8))"
                    )
                }
            }
        case "SectionContainer":
            writer.block("\(access)struct SectionContainer<Content: View>: View") { writer in
                writer.line("let title: String")
                writer.line("var content: () -> Content")
                writer.line()
                writer.block("\(access)init(title: String, @ViewBuilder content: @escaping () -> Content)") { writer in
                    writer.line("self.title = title")
                    writer.line("self.content = content")
                }
                writer.line()
                writer.block("\(access)var body: some View") { writer in
                    writer.line("Section {")
                    writer.line("    content()")
                    writer.line(variant == 0 ? "        .sectionStyle(.regular)" : "        .padding(.vertical, 4)")
                    writer.line("} header: {")
                    writer.line("    Text(title)")
                    writer.line("}")
                }
            }
        case "LoadingContainer":
            writer.block("\(access)struct LoadingContainer<Content: View>: View") { writer in
                writer.line("let isLoading: Bool")
                writer.line("@ViewBuilder let content: Content")
                writer.line()
                writer.block("\(access)var body: some View") { writer in
                    writer.block("Group") { writer in
                        writer.block("if isLoading") { writer in
                            writer.line("ProgressView()")
                        }
                        writer.block("else") { writer in
                            writer.line("content")
                        }
                    }
                    writer.line(
                        variant == 0
                            ? ".modifier(PlaceholderShimmerModifier(active: isLoading))"
                            : ".animation(.default, value: isLoading)")
                }
            }
        default:
            // HeaderFooterContainer: two slots, the header built by the container's caller.
            writer.block("\(access)struct HeaderFooterContainer<Content: View>: View") { writer in
                writer.line("let footer: String")
                writer.line("@ViewBuilder let content: Content")
                writer.line()
                writer.block("\(access)var body: some View") { writer in
                    writer.block("VStack(spacing: 4)") { writer in
                        writer.line("content")
                        writer.line("    .frame(maxWidth: .infinity)")
                        writer.line("footerView")
                    }
                }
                writer.line()
                writer.line("@ViewBuilder")
                writer.block("private var footerView: some View") { writer in
                    writer.block("if footer.isEmpty") { writer in writer.line("EmptyView()") }
                    writer.block("else") { writer in
                        writer.line("Text(footer)")
                        writer.line("    .font(.caption)")
                    }
                }
            }
        }
        return writer.text
    }

    // MARK: Navigation: router, tabs and the app

    /// `extension View { func withAppRouter() }`: a `navigationDestination` whose `switch` names
    /// `destinations` (screen type names), as IceCubesApp's router does.
    static func routerFile(destinations: [String]) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// AppRouter.swift: every pushed screen, one case each.")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("enum RouterDestination: Hashable") { writer in
            for (index, _) in destinations.enumerated() { writer.line("case destination\(index)") }
        }
        writer.line()
        writer.block("extension View") { writer in
            writer.block("func withAppRouter() -> some View") { writer in
                writer.closureBlock("navigationDestination(for: RouterDestination.self) { destination in") { writer in
                    writer.block("switch destination") { writer in
                        for (index, screen) in destinations.enumerated() {
                            writer.line("case .destination\(index):")
                            writer.line("    \(screen)(items: [])")
                        }
                    }
                }
            }
        }
        return writer.text
    }

    /// A tab: its screen inside `NavigationTab`, which applies the router and the environments.
    static func tabFile(name: String, screen: String, modifiers: [SharedModifier]) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// \(name).swift: one tab of the app.")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("struct \(name): View") { writer in
            writer.line("@State private var isLoading = false")
            writer.line()
            writer.block("var body: some View") { writer in
                writer.block("NavigationTab(id: \"\(name)\")") { writer in
                    writer.line("\(screen)(items: [])")
                }
                for modifier in modifiers { writer.line(".\(modifier.usage(prefix: name))") }
            }
        }
        return writer.text
    }

    /// `NavigationTab<Content>` (the tabs' container) and the `App` whose `TabView` holds them.
    static func appFile(tabs: [String], modifiers: [SharedModifier], appModifiers: [SharedModifier]) -> String {
        var writer = SwiftCodeWriter()
        writer.line("// SyntheticApp.swift: the app, its tabs and the navigation container they share.")
        writer.line("import SwiftUI")
        writer.line()
        writer.line("@main")
        writer.block("struct SyntheticApp: App") { writer in
            writer.block("var body: some Scene") { writer in
                writer.block("WindowGroup") { writer in
                    writer.block("TabView") { writer in
                        for tab in tabs {
                            writer.line("\(tab)()")
                            writer.line("    .tabItem { Label(\"\(tab)\", systemImage: \"circle\") }")
                        }
                    }
                    for modifier in appModifiers { writer.line(".\(modifier.usage(prefix: "SyntheticApp"))") }
                }
            }
        }
        writer.line()
        writer.block("struct NavigationTab<Content: View>: View") { writer in
            writer.line("@State private var routerPath = RouterPath()")
            writer.line("@State private var isLoading = false")
            writer.line("let id: String")
            writer.line("var content: () -> Content")
            writer.line()
            writer.block("init(id: String, @ViewBuilder content: @escaping () -> Content)") { writer in
                writer.line("self.id = id")
                writer.line("self.content = content")
            }
            writer.line()
            writer.block("var body: some View") { writer in
                writer.block("NavigationStack(path: $routerPath.path)") { writer in
                    writer.line("content()")
                    for modifier in modifiers { writer.line("    .\(modifier.usage(prefix: "\\(id)"))") }
                    writer.line("    .withAppRouter()")
                    writer.line("    .toolbar {")
                    writer.line("        ToolbarItem(placement: .topBarTrailing) {")
                    writer.line("            Button(\"Settings\") { routerPath.presentSettings() }")
                    writer.line("        }")
                    writer.line("    }")
                }
                writer.line(".environment(routerPath)")
            }
        }
        return writer.text
    }
}
