import AXAnalysis
// Discovery leaves out Swift files no target of the workspace's Xcode projects compiles.
import XCTest

@testable import AXConfig

final class TargetMembershipTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-membership-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private func discovered(_ configuration: AXConfiguration = AXConfiguration()) -> [String] {
        WorkspaceFiles.discover(roots: [root.path], config: configuration, base: root.path).files.map(\.relativePath)
    }

    /// A project whose app target builds `App/Sources/Live.swift` (through nested groups, one
    /// with a `path`, one without), `Shared/Model.swift` (relative to `SOURCE_ROOT`) and
    /// `UITests/LoginTests.swift`; `App/Sources/Listed.swift` is referenced but in no build phase.
    private static let classicProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        /* Begin PBXBuildFile section */
        \t\tB1 /* Live.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Live.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
        \t\tF1 /* Live.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Live.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = "Shared/Model.swift"; sourceTree = SOURCE_ROOT; };
        \t\tF3 = {isa = PBXFileReference; path = LoginTests.swift; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; path = Listed.swift; sourceTree = "<group>"; };
        \t\tF5 = {isa = PBXFileReference; path = Foundation.framework; sourceTree = SDKROOT; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G3, F5, ); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (G2, ); path = App; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (F1, F4, F2, ); name = "Sources"; path = Sources; sourceTree = "<group>"; };
        \t\tG3 = {isa = PBXGroup; children = (F3, ); path = UITests; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (); };
        \t};
        \trootObject = P1 /* Project object */;
        }
        """

    func testOnlyFilesAProjectBuildsAreAnalysedInsideItsFolder() throws {
        try write([
            "App.xcodeproj/project.pbxproj": Self.classicProject,
            "App/Sources/Live.swift": "struct Live {}\n",
            "App/Sources/Dead.swift": "struct Dead {}\n",
            "App/Sources/Listed.swift": "struct Listed {}\n",
            "App/Main.storyboard": "<document/>\n",
            "Shared/Model.swift": "struct Model {}\n",
            "UITests/LoginTests.swift": "import XCTest\n",
            "Packages/Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Kit/Sources/Kit/Kit.swift": "struct Kit {}\n",
            "Pods/Local/Local.podspec": "Pod::Spec.new\n",
            "LocalPod/Local.podspec": "Pod::Spec.new\n",
            "LocalPod/Classes/Pod.swift": "struct Pod {}\n"
        ])
        XCTAssertEqual(
            discovered(),
            [
                "App/Main.storyboard", "App/Sources/Live.swift", "LocalPod/Classes/Pod.swift",
                "Packages/Kit/Package.swift", "Packages/Kit/Sources/Kit/Kit.swift", "Shared/Model.swift",
                "UITests/LoginTests.swift"
            ])
        var everything = AXConfiguration()
        everything.targetMembership = false
        XCTAssertEqual(
            discovered(everything).filter { $0.hasPrefix("App/Sources") },
            ["App/Sources/Dead.swift", "App/Sources/Listed.swift", "App/Sources/Live.swift"])
    }

    func testAFileNamedAsARootIsAnalysedWhateverBuildsIt() throws {
        try write(["App.xcodeproj/project.pbxproj": Self.classicProject, "App/Sources/Dead.swift": "struct Dead {}\n"])
        let dead = root.appendingPathComponent("App/Sources/Dead.swift").path
        let files = WorkspaceFiles.discover(roots: [dead], config: AXConfiguration(), base: root.path).files.map(
            \.relativePath)
        XCTAssertEqual(files, ["App/Sources/Dead.swift"])
    }

    func testFilesOutsideEveryProjectFolderAndProjectsThatBuildNoSwiftLeaveFilesIn() throws {
        try write([
            "ios/App.xcodeproj/project.pbxproj": Self.classicProject,
            "ios/App/Sources/Live.swift": "struct Live {}\n",
            "ios/App/Sources/Dead.swift": "struct Dead {}\n",
            "tools/Script.swift": "print(1)\n",
            "rust/Lib.xcodeproj/project.pbxproj": """
            { objects = { G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
              P = {isa = PBXProject; mainGroup = G; }; }; rootObject = P; }
            """,
            "rust/Bindings.swift": "struct Bindings {}\n"
        ])
        XCTAssertEqual(discovered(), ["ios/App/Sources/Live.swift", "rust/Bindings.swift", "tools/Script.swift"])
    }

    func testSynchronizedFoldersBuildEverythingButWhatEveryTargetLeavesOut() throws {
        let project = """
            {
            \tobjects = {
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = App; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift, Legacy, "Both.swift", ); target = T1; };
            \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Both.swift", ); target = T2; };
            \t\tG0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1, ); name = App; };
            \t\tT2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1, ); name = Widget; };
            \t\tP1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
            \t};
            \trootObject = P1;
            }
            """
        try write([
            "App.xcodeproj/project.pbxproj": project,
            "App/ContentView.swift": "struct ContentView {}\n",
            "App/Old.swift": "struct Old {}\n",
            "App/Both.swift": "struct Both {}\n",
            "App/Legacy/Gone.swift": "struct Gone {}\n",
            "Scratch/Loose.swift": "struct Loose {}\n"
        ])
        // `Old.swift` and `Legacy/` are left out of the app only: the widget still builds them.
        XCTAssertEqual(discovered(), ["App/ContentView.swift", "App/Legacy/Gone.swift", "App/Old.swift"])
    }

    func testAProjectFileThatCannotBeReadIsAProblemAndAppliesNothing() throws {
        try write([
            "App.xcodeproj/project.pbxproj": "<<<<<<< HEAD\n{ objects = {\n",
            "App/Dead.swift": "struct Dead {}\n"
        ])
        let list = WorkspaceFiles.discover(roots: [root.path], config: AXConfiguration(), base: root.path)
        XCTAssertEqual(list.files.map(\.relativePath), ["App/Dead.swift"])
        XCTAssertEqual(
            list.problems,
            ["App.xcodeproj/project.pbxproj: cannot read the Xcode project; its target membership is not applied"])
    }

    func testTheReaderKeepsEscapesCommentsAndNesting() {
        let text = #"{ a = "x\"y\\z"; /* c */ b = (1, two, "3 4", ); // line\n c = { d = <0a0b>; }; }"#
            .replacingOccurrences(of: "\\n", with: "\n")
        XCTAssertEqual(
            OldStylePropertyList.parse(text),
            .dictionary([
                "a": .string("x\"y\\z"),
                "b": .array([.string("1"), .string("two"), .string("3 4")]),
                "c": .dictionary(["d": .string("0a0b")])
            ]))
        XCTAssertNil(OldStylePropertyList.parse("{ a = (1, 2; }"))
        XCTAssertNil(OldStylePropertyList.parse(String(repeating: "(", count: 10_000)))
    }
}
