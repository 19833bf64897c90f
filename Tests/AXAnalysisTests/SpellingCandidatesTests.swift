// Prepared spelling candidates give exactly the answers of comparing every candidate in full.
@testable import AXAnalysis
import XCTest

final class SpellingCandidatesTests: XCTestCase {
    /// The original all-pairs search, kept here as the reference.
    private func reference(_ word: String, _ candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            if abs(candidate.count - word.count) > limit { continue }
            let d = Spelling.distance(word, candidate)
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    func testSuggestsTheClosestAndBreaksTiesByName() {
        let candidates = SpellingCandidates(["Login.submit", "Login.summit", "Login.cancel", "Profile.title"])
        XCTAssertEqual(candidates.closest(to: "Login.submt"), "Login.submit")
        XCTAssertEqual(candidates.closest(to: "Login.sxbmit"), "Login.submit")
        XCTAssertNil(candidates.closest(to: "Settings.toggle"))
        XCTAssertEqual(Spelling.distance("kitten", "sitting"), 3)
    }

    func testAgreesWithTheFullSearchOnManyWords() {
        let alphabet = Array("abcde.é")
        var state: UInt64 = 42
        func nextWord() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 59) + 1
            return String((0..<length).map { index in alphabet[Int((state >> UInt64(index * 3 % 50)) % UInt64(alphabet.count))] })
        }
        let candidates = (0..<120).map { _ in nextWord() }
        let prepared = SpellingCandidates(candidates)
        for _ in 0..<120 {
            let word = nextWord()
            XCTAssertEqual(prepared.closest(to: word), reference(word, candidates), "for \(word)")
        }
    }

    /// Long dotted identifiers, where the bigram filter skips most candidates: still exactly the
    /// full search's answers, including misspellings near the limit and words sharing no bigram.
    func testTheBigramFilterAgreesWithTheFullSearchOnIdentifierLikeWords() {
        let types = ["LoginViewController", "ProfileCell", "SettingsScreen", "CheckoutView", "ÉtéBanner"]
        let properties = ["emailField", "submitButton", "titleLabel", "avatarImage", "toggle", "row"]
        let candidates = types.flatMap { type in properties.map { "\(type).\($0)" } }
        let prepared = SpellingCandidates(candidates)
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        for _ in 0..<400 {
            var scalars = Array(candidates[next(candidates.count)].unicodeScalars)
            for _ in 0..<next(12) {
                let position = next(scalars.count + 1)
                switch next(3) {
                case 0: scalars.insert(Unicode.Scalar(UInt8(97 + next(26))), at: position)
                case 1: if position < scalars.count { scalars.remove(at: position) }
                default: if position < scalars.count { scalars[position] = "x" }
                }
            }
            var word = ""
            word.unicodeScalars.append(contentsOf: scalars)
            XCTAssertEqual(prepared.closest(to: word), reference(word, candidates), "for \(word)")
        }
        XCTAssertNil(prepared.closest(to: "qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"))
    }
}
