// Leaves out of discovery the Swift files no target of the workspace's Xcode projects compiles.
import Foundation

/// What discovery learns of the workspace's builds: each `.xcodeproj`'s folder with the files
/// its targets compile, and the folders of SwiftPM packages and CocoaPods pods, whose files their
/// own manifests build.
///
/// A Swift file lying under a folder that holds an `.xcodeproj` is compiled only when one of the
/// workspace's projects builds it (a build phase lists its file reference, or it lies in a
/// synchronized folder a target does not leave it out of); a `Package.swift` or `.podspec`
/// nearer to it than any project makes it a package's file, which is always compiled, and so is
/// a file no project's folder contains. A file nothing compiles is dead code: its identifiers
/// are on no screen, so the analysis never sees it (`target_membership: false` turns this off).
struct TargetMembership {
    /// Folders holding an `.xcodeproj` that builds Swift sources.
    private var projectFolders: Set<String> = []
    private var projects: [XcodeProjectMembership] = []
    /// Folders holding a `Package.swift` or a `.podspec`.
    private var packageFolders: Set<String> = []

    /// Notes a folder's entries during the walk: its projects' files to read later, and whether
    /// it is a package's root.
    mutating func noteFolder(_ folder: String, entryNames: [String]) -> [String] {
        var projectFiles: [String] = []
        for name in entryNames {
            if name == "Package.swift" || name.hasSuffix(".podspec") {
                packageFolders.insert(folder)
            } else if name.hasSuffix(".xcodeproj") {
                projectFiles.append(
                    ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(
                        "project.pbxproj"))
            }
        }
        return projectFiles
    }

    /// Reads one project file; returns a problem message when it exists but cannot be read.
    mutating func readProject(at projectFile: String, folder: String) -> String? {
        guard FileManager.default.fileExists(atPath: projectFile) else { return nil }
        guard let data = FileManager.default.contents(atPath: projectFile),
            let membership = XcodeProjectMembership(
                projectFileText: String(decoding: data, as: UTF8.self), projectFolder: folder)
        else { return "cannot read the Xcode project; its target membership is not applied" }
        guard membership.buildsSwiftSources else { return nil }
        projectFolders.insert(folder)
        projects.append(membership)
        return nil
    }

    /// True unless `path` (standardised, absolute) is a Swift file inside a project's folder
    /// that no project of the workspace compiles.
    func isCompiled(_ path: String) -> Bool {
        guard !projectFolders.isEmpty, path.hasSuffix(".swift") else { return true }
        // Up the folders by the path's own slashes (an `NSString` per level was most of the
        // filter's time on a real app).
        var end = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        while let slash = end, slash > path.utf8.startIndex {
            let folder = String(path[..<slash])
            if packageFolders.contains(folder) { return true }
            if projectFolders.contains(folder) { return projects.contains { $0.builds(path) } }
            end = path.utf8[..<slash].lastIndex(of: UInt8(ascii: "/"))
        }
        return true
    }
}
