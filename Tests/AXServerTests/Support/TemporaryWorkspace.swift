// A workspace folder on disk for end-to-end indexing tests, removed when the test ends.
import Foundation
import XCTest

/// Creates files (and symlinks) under a fresh temporary folder; `uri(_:)` names them as a client would.
final class TemporaryWorkspace {
    let root: String

    init(name: String = "workspace") throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-tests-\(UUID().uuidString)")
        root = base.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    /// A sibling folder of the workspace (outside it), for symlink and multi-root tests.
    func sibling(_ name: String) throws -> String {
        let path = ((root as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func path(_ relativePath: String) -> String { (root as NSString).appendingPathComponent(relativePath) }

    func uri(_ relativePath: String) -> String { "file://" + path(relativePath) }

    var rootURI: String { "file://" + root }

    func write(_ relativePath: String, _ text: String) throws {
        try Self.write(path(relativePath), text)
    }

    static func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(atPath: path(relativePath))
    }

    func symlink(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relativePath), withDestinationPath: destination)
    }

    /// A view controller with one explicit identifier (EX-1): one file, one identifier.
    static func screen(named name: String, identifier: String) -> String {
        """
        import UIKit

        final class \(name): UIViewController {
            let titleLabel = UILabel() // 🙂
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.accessibilityIdentifier = "\(identifier)"
            }
        }

        """
    }
}
