import JSONRPC
import XCTest

// Settings: the one key list and how flat and nested settings objects are read.
@testable import AXServer

final class ServerSettingsTests: XCTestCase {
    func testEveryServerSideKeyIsInTheList() {
        XCTAssertEqual(
            ServerSettings.allKeys,
            [
                "ax-lsp.inlayHints.aaii", "ax-lsp.inlayHints.branchLeaf", "ax-lsp.inlayHints.identificable",
                "ax-lsp.inlayHints.explicit", "ax-lsp.inlayHints.interfaceBuilder", "ax-lsp.inlayHints.rapid",
                "ax-lsp.diagnostics.enabled",
                "ax-lsp.configPath", "ax-lsp.cache.enabled", "ax-lsp.cache.directory", "ax-lsp.path",
                "ax-lsp.trace.server"
            ])
        for kind in IdentifierHintKindNames.all {
            XCTAssertTrue(ServerSettings.allKeys.contains("ax-lsp.inlayHints.\(kind)"), kind)
        }
    }

    func testFlatAndNestedSettingsAreRead() {
        var settings = ServerSettings()
        settings.apply([
            "ax-lsp.inlayHints.aaii": false,
            "ax-lsp": ["diagnostics": ["enabled": false], "configPath": "ci/.ax-lsp.yml"]
        ])
        XCTAssertFalse(settings.enabledHintKinds.contains(.aaii))
        XCTAssertTrue(settings.enabledHintKinds.contains(.branchLeaf))
        XCTAssertFalse(settings.diagnosticsEnabled)
        XCTAssertEqual(settings.configPath, "ci/.ax-lsp.yml")
        settings.apply(["ax-lsp": ["inlayHints": ["aaii": "yes"]]])
        XCTAssertFalse(settings.enabledHintKinds.contains(.aaii), "a wrong type is ignored")
        settings.apply(["ax-lsp.cache.enabled": false, "ax-lsp.cache.directory": "tmp/ax"])
        XCTAssertFalse(settings.cacheEnabled)
        XCTAssertEqual(settings.cacheDirectory, "tmp/ax")
        settings.apply(["ax-lsp": ["cache": ["enabled": "no"]]])
        XCTAssertFalse(settings.cacheEnabled, "a wrong type is ignored")
    }
}

/// The hint kinds as settings name them.
private enum IdentifierHintKindNames {
    static let all = ["aaii", "branchLeaf", "identificable", "explicit", "interfaceBuilder", "rapid"]
}
