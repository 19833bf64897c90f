// A large company's iOS monorepo built from the app generator's Swift files: the same seeded
// files, moved into many feature modules, plus the storyboards, xibs and localization tables real
// apps carry. A separate entry point, so the files `generate` writes (which the other
// benchmarks' figures depend on) stay as they are.
import Foundation

extension SyntheticWorkspace {
    /// Bumped whenever the monorepo's layout or its non-Swift templates change.
    public static let monorepoVersion = 1

    /// Files per feature module: real monorepos split features into modules of a few hundred files.
    static let filesPerModule = 250

    /// Exactly `fileCount` files under `root` (a path prefix only: nothing is written).
    ///
    /// The mix follows the real apps of the accuracy corpus (about 17,700 Swift files, 80
    /// storyboards, 550 xibs, 1,700 `.strings`/`.stringsdict` tables and a few string catalogs):
    /// 0.5% storyboards, 3% xibs, 7% `.strings` tables, 0.5% `.xcstrings` catalogs, one
    /// `Package.swift` per module, and the rest Swift from `generate` with the same seed. Every
    /// type name is distinct (the app generator numbers its screens, cells and services); the
    /// feature folders become modules `Modules/<Feature>Kit<n>/Sources/<Feature>Kit<n>/` of about
    /// 250 files, the shared components a `SharedUI` module, the design system's two modules and
    /// the app target stay where they are. Storyboard scenes and xib owners name the module's own
    /// view controllers and cells, and give their elements identifiers.
    public static func generateMonorepo(fileCount: Int, seed: UInt64 = 7, root: String = "/synthetic")
        -> [SyntheticFile]
    {
        // Rounded up, so that even the CI's tiny monorepos have one file of each kind.
        let storyboardCount = (fileCount + 199) / 200
        let xibCount = (fileCount * 3 + 99) / 100
        let stringsCount = (fileCount * 7 + 99) / 100
        let catalogCount = (fileCount + 199) / 200
        let moduleCount = max(1, fileCount / filesPerModule)
        let swiftCount = max(1, fileCount - storyboardCount - xibCount - stringsCount - catalogCount - moduleCount)
        let modules = (0..<moduleCount).map { index -> String in
            let feature = Vocabulary.features[index % Vocabulary.features.count]
            let round = index / Vocabulary.features.count
            return round == 0 ? "\(feature)Kit" : "\(feature)Kit\(round + 1)"
        }
        var modulesOfFeature: [String: [String]] = [:]
        for (index, module) in modules.enumerated() {
            modulesOfFeature[Vocabulary.features[index % Vocabulary.features.count], default: []].append(module)
        }
        // In a workspace too small for a module per feature, features share modules.
        func modulesFor(_ feature: String) -> [String] {
            modulesOfFeature[feature] ?? [modules[(Vocabulary.features.firstIndex(of: feature) ?? 0) % modules.count]]
        }
        func moduleFolder(_ module: String) -> String { "\(root)/Modules/\(module)/Sources/\(module)" }

        var files: [SyntheticFile] = []
        var ordinalInFeature: [String: Int] = [:]
        var viewControllers: [String: [String]] = [:]
        var cells: [String: [String]] = [:]
        for file in generate(fileCount: swiftCount, seed: seed, root: root) {
            let relative = file.path.hasPrefix(root + "/") ? String(file.path.dropFirst(root.count + 1)) : file.path
            let parts = relative.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                files.append(file)
                continue
            }
            let (folder, rest) = (parts[0], parts[1])
            var moved = file
            if folder == "Components" {
                moved.path = "\(moduleFolder("SharedUI"))/Components/\(rest)"
            } else if Vocabulary.features.contains(folder) {
                let ordinal = ordinalInFeature[folder, default: 0]
                ordinalInFeature[folder] = ordinal + 1
                let candidates = modulesFor(folder)
                let module = candidates[ordinal % candidates.count]
                moved.path = "\(moduleFolder(module))/\(rest)"
                let typeName = (rest as NSString).deletingPathExtension
                if file.kind == .viewController { viewControllers[module, default: []].append(typeName) }
                if file.kind == .tableCell { cells[module, default: []].append(typeName) }
            }
            files.append(moved)
        }

        var random = SeededGenerator(seed: seed &+ 3)
        for module in modules {
            files.append(
                SyntheticFile(
                    path: "\(root)/Modules/\(module)/Package.swift", text: packageManifest(module: module),
                    kind: .packageManifest))
        }
        for index in 0..<storyboardCount {
            let module = modules[index % modules.count]
            let owners = viewControllers[module] ?? []
            let name = "\(module)Flow\(index / modules.count + 1)"
            files.append(
                SyntheticFile(
                    path: "\(moduleFolder(module))/Resources/\(name).storyboard",
                    text: storyboard(name: name, module: module, viewControllers: owners, random: &random),
                    kind: .storyboard))
        }
        for index in 0..<xibCount {
            let module = modules[index % modules.count]
            let moduleCells = cells[module] ?? []
            let slot = index / modules.count
            // A cell's own xib first; a module with more xibs than cells has plain views too.
            let owner = slot < moduleCells.count ? moduleCells[slot] : "\(module)View\(slot + 1)"
            files.append(
                SyntheticFile(
                    path: "\(moduleFolder(module))/Resources/\(owner).xib",
                    text: xib(owner: owner, module: module, random: &random), kind: .xib))
        }
        let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "nl", "pt-BR", "sv", "zh-Hans", "ru"]
        let tables = ["Localizable", "Errors", "Onboarding", "Accessibility", "Settings", "Alerts"]
        for index in 0..<stringsCount {
            let module = modules[index % modules.count]
            let slot = index / modules.count
            let language = languages[slot % languages.count]
            let table = tables[(slot / languages.count) % tables.count]
            let copy = slot / (languages.count * tables.count)
            let name = copy == 0 ? table : "\(table)\(copy + 1)"
            files.append(
                SyntheticFile(
                    path: "\(moduleFolder(module))/Resources/\(language).lproj/\(name).strings",
                    text: stringsTable(module: module, table: name, language: language, random: &random),
                    kind: .localizationTable))
        }
        for index in 0..<catalogCount {
            let module = modules[index % modules.count]
            let name = "\(module)Strings\(index / modules.count + 1)"
            files.append(
                SyntheticFile(
                    path: "\(moduleFolder(module))/Resources/\(name).xcstrings",
                    text: stringCatalog(module: module, languages: Array(languages.prefix(4)), random: &random),
                    kind: .localizationTable))
        }
        return files
    }

    static func packageManifest(module: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "\(module)",
            platforms: [.iOS(.v16)],
            products: [.library(name: "\(module)", targets: ["\(module)"])],
            dependencies: [.package(path: "../SharedUI"), .package(path: "../../Packages/DesignSystem")],
            targets: [
                .target(name: "\(module)", dependencies: ["SharedUI", "DesignSystem"], resources: [.process("Resources")]),
                .testTarget(name: "\(module)Tests", dependencies: ["\(module)"])
            ]
        )

        """
    }

    /// Interface Builder's object ids: three groups of alphanumerics, unique within a document.
    static func objectID(_ serial: Int) -> String {
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
        var value = serial &* 2_654_435_761 % 1_000_000_007
        var characters: [Character] = []
        for _ in 0..<8 {
            characters.append(alphabet[value % alphabet.count])
            value /= alphabet.count
        }
        let text = String(characters)
        return "\(text.prefix(3))-\(text.dropFirst(3).prefix(2))-\(text.dropFirst(5).prefix(3))"
    }

    /// One element of a scene: a label, button, text field or image view, with an identifier in
    /// four elements of five (the rest are found by their label, as UI tests often do).
    static func element(owner: String, serial: inout Int, random: inout SeededGenerator, indent: String) -> String {
        let view = random.pick(
            Vocabulary.uikitViews.filter { ["UILabel", "UIButton", "UITextField", "UIImageView"].contains($0.type) })
        serial += 1
        let id = objectID(serial)
        let identifier =
            random.unit() < 0.8
            ? "\n\(indent)    <accessibility key=\"accessibilityConfiguration\" identifier=\"\(owner).\(view.name)\"/>"
            : ""
        let frame = "\n\(indent)    <rect key=\"frame\" x=\"16\" y=\"\(serial % 600)\" width=\"343\" height=\"44\"/>"
        let text = random.pick(Vocabulary.texts)
        switch view.type {
        case "UILabel":
            return
                "\(indent)<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"\(text)\" textAlignment=\"natural\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(frame)\(identifier)\n\(indent)    <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>\n\(indent)</label>"
        case "UIButton":
            return
                "\(indent)<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" buttonType=\"system\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(frame)\(identifier)\n\(indent)    <state key=\"normal\" title=\"\(text)\"/>\n\(indent)</button>"
        case "UITextField":
            return
                "\(indent)<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\" placeholder=\"\(text)\" textAlignment=\"natural\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(frame)\(identifier)\n\(indent)    <textInputTraits key=\"textInputTraits\"/>\n\(indent)</textField>"
        default:
            return
                "\(indent)<imageView userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFit\" image=\"placeholder\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(frame)\(identifier)\n\(indent)</imageView>"
        }
    }

    static func storyboard(name: String, module: String, viewControllers: [String], random: inout SeededGenerator)
        -> String
    {
        var serial = 0
        var scenes: [String] = []
        let sceneCount = random.int(in: 2...5)
        for scene in 0..<sceneCount {
            let owner =
                viewControllers.isEmpty
                ? "\(name)Scene\(scene + 1)ViewController"
                : viewControllers[(scene + random.int(in: 0...7)) % viewControllers.count]
            serial += 1
            let controllerID = objectID(serial)
            serial += 1
            let viewID = objectID(serial)
            let elements = (0..<random.int(in: 3...8)).map { _ in
                element(owner: owner, serial: &serial, random: &random, indent: "                            ")
            }
            scenes.append(
                """
                        <scene sceneID="\(objectID(serial + 1_000))">
                            <objects>
                                <viewController storyboardIdentifier="\(owner)" id="\(controllerID)" customClass="\(owner)" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                \(elements.joined(separator: "\n"))
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="\(objectID(serial + 2_000))" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(scene * 400)" y="0.0"/>
                        </scene>
                """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                </dependencies>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>

            """
    }

    static func xib(owner: String, module: String, random: inout SeededGenerator) -> String {
        var serial = 0
        let elements = (0..<random.int(in: 2...5)).map { _ in
            element(owner: owner, serial: &serial, random: &random, indent: "                ")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="\(module)" customModuleProvider="target"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="\(objectID(10_000))" customClass="\(owner)" customModule="\(module)" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="88"/>
                        <subviews>
            \(elements.joined(separator: "\n"))
                        </subviews>
                    </view>
                </objects>
            </document>

            """
    }

    /// A `.strings` table of 20–200 entries, keys namespaced by module as real apps do.
    static func stringsTable(module: String, table: String, language: String, random: inout SeededGenerator)
        -> String
    {
        var lines = ["/* \(table) strings of \(module) (\(language)). */", ""]
        for entry in 0..<random.int(in: 20...200) {
            let screen = Vocabulary.screens[entry % Vocabulary.screens.count]
            let leaf = Vocabulary.leaves[(entry / Vocabulary.screens.count) % Vocabulary.leaves.count]
            lines.append("/* The \(leaf.lowercased()) on the \(screen.lowercased()) screen. */")
            lines.append(
                "\"\(module).\(screen).\(leaf).\(entry)\" = \"\(random.pick(Vocabulary.texts)) \(language) \(entry)\";")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A string catalog (`.xcstrings`, JSON) of 10–60 keys, each translated into `languages`.
    static func stringCatalog(module: String, languages: [String], random: inout SeededGenerator) -> String {
        var entries: [String] = []
        for entry in 0..<random.int(in: 10...60) {
            let text = random.pick(Vocabulary.texts)
            let localizations = languages.map {
                "        \"\($0)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(text) \($0)\"\n          }\n        }"
            }
            entries.append(
                "    \"\(module).catalog.\(entry)\" : {\n      \"localizations\" : {\n\(localizations.joined(separator: ",\n"))\n      }\n    }"
            )
        }
        return
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
