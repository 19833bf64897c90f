// Finds the files a workspace analysis reads; shared by `ax-lsp check` and the server.
import AXAnalysis
import Foundation

/// A file to analyse: where it is on disk and how reports name it.
public struct DiscoveredFile: Hashable, Sendable {
    /// The path to open (as reached under its root, not symlink-resolved).
    public var path: String
    /// Relative to the analysed directory, `/`-separated; what globs, reports and baselines use.
    package var relativePath: String

    package init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }
}

/// The discovered files, sorted by relative path, and the folders that could not be read.
public struct WorkspaceFileList: Sendable {
    public var files: [DiscoveredFile]
    /// Lowercase messages naming the path; reported, never fatal.
    package var problems: [String]
}

/// Walks workspace roots for `.swift`, `.storyboard` and `.xib` files, the localization tables
/// (`.strings`, `.stringsdict`, `.xcstrings`) whose texts are labels UI tests may query, and
/// swift-snapshot-testing's reference files (`__Snapshots__/…/*.txt`, up to
/// `SnapshotReferenceFile.maximumUTF8Count` bytes) that AXSnapshot expectations compare with.
public enum WorkspaceFiles {
    package static let analysedExtensions: Set<String> = [
        "swift", "storyboard", "xib", "strings", "stringsdict", "xcstrings"
    ]

    /// True for a path discovery reads: an analysed extension, a snapshot reference file, or a
    /// Maestro flow in a `.maestro` folder (flows a Maestro `config.yaml` names elsewhere are
    /// found by the walk, `MaestroWorkspaceConfig`), or a SwiftGen configuration, whose
    /// generated strings namespace an app may not commit.
    package static func isAnalysed(path: String) -> Bool {
        analysedExtensions.contains(String(pathExtension(path))) || SnapshotReferenceFile.isReference(path)
            || MaestroFlowExtractor.isFlowPath(path) || SwiftGenConfigExtractor.isConfigPath(path)
    }

    /// True for an Appium suite file: named by `appium_suite_paths` when the configuration has
    /// them, else in a folder that looks like a test suite (`AppiumSuiteExtractor.isSuitePath`).
    package static func isAppiumSuite(relativePath: String, config: AXConfiguration) -> Bool {
        guard SuiteLanguage.of(path: relativePath) != nil else { return false }
        guard let globs = config.appiumSuitePaths else { return AppiumSuiteExtractor.isSuitePath(relativePath) }
        return globs.contains { Glob.matches(path: relativePath, pattern: $0) }
    }

    /// `(path as NSString).pathExtension`, read from the path's last bytes: Foundation's
    /// version normalises the whole path's slashes and builds its last component first, and
    /// asked of every file of a real app it was most of discovery's time (0.1 s of the six real
    /// apps' start, before any file was read). The text after the last `.` of the last
    /// component (trailing slashes ignored), empty when there is none or the component starts
    /// with its only dot.
    package static func pathExtension(_ path: String) -> Substring {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        var index = end
        while index > bytes.startIndex {
            let previous = bytes.index(before: index)
            switch bytes[previous] {
            case UInt8(ascii: "/"):
                return ""
            case UInt8(ascii: "."):
                // A component that starts with its last dot (`.swift`) has no extension.
                if previous == bytes.startIndex || bytes[bytes.index(before: previous)] == UInt8(ascii: "/") {
                    return ""
                }
                return path[index..<end]
            default:
                index = previous
            }
        }
        return ""
    }
    /// Discovers files under `roots` (folders or files). Paths are reported relative to `base`
    /// (the analysed directory). Symlinks are followed only when they stay inside their root,
    /// each real folder is walked once (no loops), and unreadable folders become `problems`.
    public static func discover(roots: [String], config: AXConfiguration, base: String) -> WorkspaceFileList {
        var walker = Walker(config: config, base: standardized(base))
        for root in roots {
            walker.walkRoot(standardized(root))
        }
        walker.addLinkedFiles()
        walker.applyTargetMembership()
        let files = walker.files.sorted { $0.relativePath < $1.relativePath }
        return WorkspaceFileList(files: files, problems: walker.problems)
    }

    /// Discovers files under `roots`, naming them relative to the first root (the server's
    /// workspace folder) when it is a folder, else relative to the current directory.
    package static func discover(roots: [String], config: AXConfiguration) -> WorkspaceFileList {
        var isDirectory: ObjCBool = false
        let first = roots.first.map(standardized)
        if let first, FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return discover(roots: roots, config: config, base: first)
        }
        return discover(roots: roots, config: config, base: FileManager.default.currentDirectoryPath)
    }

    /// True for a folder name the walk skips under the default configuration (`skipped_folders:`).
    package static func isSkippedFolder(named name: String) -> Bool {
        defaultConfiguration.skipsFolder(named: name)
    }

    private static let defaultConfiguration = AXConfiguration()

    static func standardized(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `path` relative to `base` when it lies under it, else `path` itself.
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return (path as NSString).lastPathComponent }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private struct Walker {
        let config: AXConfiguration
        let base: String
        var files: [DiscoveredFile] = []
        var problems: [String] = []
        /// Folders with a Maestro `config.yaml` that names its flows, and their globs.
        private var maestroWorkspaces: [MaestroWorkspaceConfig] = []
        private var visitedFolders: Set<String> = []
        private var seenFiles: Set<String> = []
        /// Symlinked files, added after the walk so that the real file keeps its own path.
        private var linkedFiles: [(path: String, realPath: String)] = []
        /// The Xcode projects and packages met, and the project files to read after the walk.
        private var membership = TargetMembership()
        private var projectFiles: [(file: String, folder: String)] = []
        /// Files named as roots, which are analysed whatever builds them.
        private var namedFiles: Set<String> = []

        init(config: AXConfiguration, base: String) {
            self.config = config
            self.base = base
        }

        mutating func walkRoot(_ root: String) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                problems.append("\(root): no such file or folder")
                return
            }
            if isDirectory.boolValue {
                walkFolder(root, rootRealPath: realPath(root))
            } else {
                // A file named explicitly is analysed even if a glob would exclude it.
                namedFiles.insert(root)
                addFile(root, realPath: realPath(root), applyGlobs: false)
            }
        }

        /// `folderRealPath` is the folder's path with symbolic links resolved, when the caller
        /// knows it (a folder that is not a link lies in its parent's real folder).
        private mutating func walkFolder(_ folder: String, rootRealPath: String, folderRealPath known: String? = nil) {
            let folderRealPath = known ?? realPath(folder)
            guard visitedFolders.insert(folderRealPath).inserted else { return }
            guard let listed = FolderListing.entries(of: folder) else {
                problems.append("\(relative(folder, to: base)): cannot read folder; it is skipped")
                return
            }
            if listed.contains(where: { $0.name == "config.yaml" || $0.name == "config.yml" }),
                let config = MaestroWorkspaceConfig.read(
                    folder: folder, relativeFolder: folder == base ? "" : relative(folder, to: base))
            {
                maestroWorkspaces.append(config)
            }
            if config.targetMembership {
                for file in membership.noteFolder(folder, entryNames: listed.map(\.name)) {
                    projectFiles.append((file, folder))
                }
            }
            for (name, listedKind) in listed {
                let path = (folder as NSString).appendingPathComponent(name)
                // The kind `readdir` gave, else `lstat` (not `attributesOfItem`: Foundation
                // builds a dictionary of every attribute per entry, most of discovery's time on
                // real apps; an `lstat` per entry was still a third of it).
                var entry = listedKind.map { FileEntry(kind: $0) } ?? FileEntry(path)
                var real = path
                if entry?.kind == .symbolicLink {
                    real = realPath(path)
                    // Never leave the root through a link (and never loop through one).
                    guard real == rootRealPath || real.hasPrefix(rootRealPath + "/") else { continue }
                    entry = FileEntry(real)
                }
                let relativePath = relative(path, to: base)
                if entry?.kind == .directory {
                    if config.skipsFolder(named: name)
                        || config.excluded.contains(where: { Glob.matches(path: relativePath, pattern: $0) })
                    {
                        continue
                    }
                    // A folder that is not a link lies in this folder's real folder.
                    walkFolder(
                        path, rootRealPath: rootRealPath,
                        folderRealPath: real == path ? (folderRealPath as NSString).appendingPathComponent(name) : nil)
                } else if entry?.kind == .regular {
                    if real == path {
                        // Not a link itself, so its real path is its folder's plus its name:
                        // no symlink resolution (a readlink per path component) per file.
                        guard accepts(relativePath) else { continue }
                        if SnapshotReferenceFile.isReference(relativePath),
                            ((entry?.size ?? FileEntry(path)?.size) ?? 0) > SnapshotReferenceFile.maximumUTF8Count
                        {
                            continue
                        }
                        addFile(
                            path, realPath: (folderRealPath as NSString).appendingPathComponent(name), applyGlobs: true)
                    } else {
                        linkedFiles.append((path, real))
                    }
                }
            }
        }

        /// Drops the Swift files that no target of the workspace's Xcode projects compiles.
        mutating func applyTargetMembership() {
            guard !projectFiles.isEmpty else { return }
            for project in projectFiles {
                if let problem = membership.readProject(at: project.file, folder: project.folder) {
                    problems.append("\(relative(project.file, to: base)): \(problem)")
                }
            }
            files.removeAll { !namedFiles.contains($0.path) && !membership.isCompiled($0.path) }
        }

        mutating func addLinkedFiles() {
            for linked in linkedFiles { addFile(linked.path, realPath: linked.realPath, applyGlobs: true) }
            linkedFiles = []
        }

        /// An analysed file, a flow a Maestro `config.yaml` above it names, or an Appium suite.
        private func accepts(_ relativePath: String) -> Bool {
            isAnalysed(path: relativePath) || maestroWorkspaces.contains { $0.namesFlow(relativePath) }
                || isAppiumSuite(relativePath: relativePath, config: config)
        }

        private mutating func addFile(_ path: String, realPath: String, applyGlobs: Bool) {
            guard isAnalysed(path: path) || accepts(relative(path, to: base)) else { return }
            let relativePath = relative(path, to: base)
            if applyGlobs {
                if config.excluded.contains(where: { Glob.matches(path: relativePath, pattern: $0) }) { return }
                if !config.included.isEmpty,
                    !config.included.contains(where: { Glob.matches(path: relativePath, pattern: $0) })
                {
                    return
                }
            }
            guard seenFiles.insert(realPath).inserted else { return }
            files.append(DiscoveredFile(path: path, relativePath: relativePath))
        }
    }
}

/// What `lstat` says of a path: its kind (a link is not followed) and size (nil when only the
/// kind is known, from `readdir`).
private struct FileEntry {
    enum Kind { case regular, directory, symbolicLink, other }
    var kind: Kind
    var size: Int?

    init(kind: Kind) {
        self.kind = kind
        self.size = nil
    }

    init?(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(status.st_size)
    }
}

/// A folder's entries, sorted by name, each with the kind `readdir` reports for it (the entry
/// itself, as `lstat` sees it), or nil where the file system does not say. Nil when the folder
/// cannot be opened.
private enum FolderListing {
    static func entries(of folder: String) -> [(name: String, kind: FileEntry.Kind?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileEntry.Kind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: FileEntry.Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries.sorted { $0.name < $1.name }
    }
}
