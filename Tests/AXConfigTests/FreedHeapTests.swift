// The glibc heap controls the executable uses: looked up at run time, so they must be found.
import AXConfig
import XCTest

final class FreedHeapTests: XCTestCase {
    func testTheTrimThresholdIsTakenOnGlibcAndRefusedWhenNegative() {
        #if canImport(Glibc)
            XCTAssertTrue(FreedHeap.returnFreedMemorySooner(), "mallopt(M_TRIM_THRESHOLD) not found or refused")
        #else
            XCTAssertFalse(FreedHeap.returnFreedMemorySooner())
        #endif
        XCTAssertFalse(FreedHeap.returnFreedMemorySooner(trimThreshold: -1), "no negative threshold")
    }
}
