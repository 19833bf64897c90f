// Which Swift files an Xcode project's targets compile, read from its `project.pbxproj`.
import Foundation

/// The files an `.xcodeproj` builds: every file reference some target's build phase lists, its
/// path resolved through the groups above it, and the folders Xcode 16 keeps in sync with a
/// target (`PBXFileSystemSynchronizedRootGroup`), each with the files its exception sets leave
/// out of every target that syncs it.
struct XcodeProjectMembership: Equatable {
    /// Standardised absolute paths of the files a build phase lists.
    var builtFiles: Set<String> = []
    /// Synchronized folders: everything below them is built unless left out.
    var synchronizedFolders: [SynchronizedFolder] = []
    /// False for a project that builds no Swift source: it is not the build of the Swift files
    /// around it (a Rust or C library's project, a stub).
    var buildsSwiftSources = false

    struct SynchronizedFolder: Equatable {
        /// Standardised absolute path.
        var path: String
        /// Per target that syncs the folder, the paths (relative to the folder) it leaves out.
        /// Empty when no target syncs it, in which case its files count as built.
        var exclusionsPerTarget: [Set<String>]
    }

    /// True when a target compiles the file at `path` (standardised, absolute).
    func builds(_ path: String) -> Bool {
        if builtFiles.contains(path) { return true }
        for folder in synchronizedFolders {
            let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if folder.exclusionsPerTarget.isEmpty { return true }
            // Built when some target that syncs the folder does not leave it out; an exception
            // may name a subfolder, which leaves out everything below it.
            if folder.exclusionsPerTarget.contains(where: { exclusions in
                !exclusions.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") })
            }) {
                return true
            }
        }
        return false
    }

    /// Reads a project file's text. `projectFolder` is the folder holding the `.xcodeproj`
    /// (standardised, absolute), which `SOURCE_ROOT` and the main group are relative to. Nil when
    /// the text is not a project file.
    init?(projectFileText text: String, projectFolder: String) {
        guard let root = OldStylePropertyList.parse(text),
            let objects = root["objects"]?.dictionary,
            let rootObjectID = root["rootObject"]?.string,
            let project = objects[rootObjectID],
            let mainGroupID = project["mainGroup"]?.string
        else { return nil }
        var sourceRoot = projectFolder
        if let projectDirPath = project["projectDirPath"]?.string, !projectDirPath.isEmpty {
            sourceRoot = Self.join(projectFolder, projectDirPath)
        }
        let builtReferences = Set(
            objects.values.compactMap { object -> String? in
                object["isa"]?.string == "PBXBuildFile" ? object["fileRef"]?.string : nil
            })
        // Per synchronized group, the targets that sync it.
        var syncingTargets: [String: [String]] = [:]
        for (targetID, object) in objects {
            for groupID in object["fileSystemSynchronizedGroups"]?.strings ?? [] {
                syncingTargets[groupID, default: []].append(targetID)
            }
        }
        var walk = GroupWalk(
            objects: objects, sourceRoot: sourceRoot, builtReferences: builtReferences,
            syncingTargets: syncingTargets)
        walk.visit(mainGroupID, parentPath: sourceRoot, depth: 0)
        builtFiles = walk.builtFiles
        synchronizedFolders = walk.synchronizedFolders
        buildsSwiftSources = !synchronizedFolders.isEmpty || builtFiles.contains { $0.hasSuffix(".swift") }
    }

    /// `base` joined with a relative `path`, `.` and `..` resolved lexically, as discovery names
    /// the files it walks (Foundation's `standardizingPath` asks the file system about every
    /// component, which for each of a large project's thousands of references was most of
    /// discovery's time).
    static func join(_ base: String, _ path: String) -> String {
        var components = path.hasPrefix("/") ? [] : base.split(separator: "/", omittingEmptySubsequences: true)
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Walks the group tree from the main group, resolving each item's path from its parent's.
    private struct GroupWalk {
        let objects: [String: OldStylePropertyList]
        let sourceRoot: String
        let builtReferences: Set<String>
        let syncingTargets: [String: [String]]
        var builtFiles: Set<String> = []
        var synchronizedFolders: [SynchronizedFolder] = []
        private var visited: Set<String> = []
        static let maximumDepth = 64

        init(
            objects: [String: OldStylePropertyList], sourceRoot: String, builtReferences: Set<String>,
            syncingTargets: [String: [String]]
        ) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            self.builtReferences = builtReferences
            self.syncingTargets = syncingTargets
        }

        mutating func visit(_ id: String, parentPath: String, depth: Int) {
            guard depth < Self.maximumDepth, visited.insert(id).inserted, let object = objects[id],
                let path = resolvedPath(of: object, parentPath: parentPath)
            else { return }
            switch object["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                for child in object["children"]?.strings ?? [] {
                    visit(child, parentPath: path, depth: depth + 1)
                }
            case "PBXFileReference":
                if builtReferences.contains(id) { builtFiles.insert(path) }
            case "PBXFileSystemSynchronizedRootGroup":
                let exceptionSets = (object["exceptions"]?.strings ?? []).compactMap { objects[$0] }
                let exclusions = (syncingTargets[id] ?? []).map { targetID in
                    Set(
                        exceptionSets.filter { $0["target"]?.string == targetID }.flatMap {
                            $0["membershipExceptions"]?.strings ?? []
                        })
                }
                synchronizedFolders.append(SynchronizedFolder(path: path, exclusionsPerTarget: exclusions))
            default:
                break
            }
        }

        /// The item's absolute path; nil for items relative to the SDK, the build products or
        /// anything else outside the sources.
        private func resolvedPath(of object: OldStylePropertyList, parentPath: String) -> String? {
            let path = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": return path.map { XcodeProjectMembership.join(parentPath, $0) } ?? parentPath
            case "SOURCE_ROOT": return path.map { XcodeProjectMembership.join(sourceRoot, $0) } ?? sourceRoot
            case "<absolute>": return path.map { XcodeProjectMembership.join("/", $0) }
            default: return nil
            }
        }
    }
}
