// Scratch folders the CLI tests create under the temporary directory, removed when the test
// bundle finishes: thousands of runs must not leave thousands of copies of the fixtures behind.
import Foundation
import XCTest

final class ScratchFolders: NSObject, XCTestObservation {
    private static let shared: ScratchFolders = {
        let observer = ScratchFolders()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    private let lock = NSLock()
    private var folders: [URL] = []

    /// `folder`, to be removed (with everything in it) when the bundle finishes.
    @discardableResult
    static func register(_ folder: URL) -> URL {
        shared.lock.withLock { shared.folders.append(folder) }
        return folder
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let folders = lock.withLock { self.folders }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }
}
