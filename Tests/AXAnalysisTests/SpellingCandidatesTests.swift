import XCTest

// Prepared spelling candidates give exactly the answers of comparing every candidate in full.
@testable import AXAnalysis

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
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59) + 1
            return String(
                (0..<length).map { index in alphabet[Int((state >> UInt64(index * 3 % 50)) % UInt64(alphabet.count))] })
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
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
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

    /// The bit-parallel distance equals the table's on random words: ASCII and not, empty,
    /// exactly 64 scalars, and past 64 (where it falls back to the table).
    func testBitParallelDistanceEqualsTheTable() {
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", ".", "é", "😀", "Z"]
        var state: UInt64 = 99
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func word(_ length: Int) -> [Unicode.Scalar] { (0..<length).map { _ in alphabet[next(alphabet.count)] } }
        for round in 0..<600 {
            let left = word(round % 50 == 0 ? 64 : (round % 97 == 0 ? 70 : next(20)))
            let right = word(next(24))
            let expected = Spelling.boundedDistance(left, right, bound: Int.max)
            XCTAssertEqual(DistanceToWord(left).to(right, bound: Int.max), expected, "\(left) → \(right)")
            // Under a bound: exact when within it, above it otherwise.
            let bound = next(4)
            let bounded = DistanceToWord(left).to(right, bound: bound)
            if expected <= bound { XCTAssertEqual(bounded, expected) } else { XCTAssertGreaterThan(bounded, bound) }
        }
        XCTAssertEqual(DistanceToWord(Array("kitten".unicodeScalars)).to(Array("sitting".unicodeScalars), bound: 10), 3)
        XCTAssertEqual(DistanceToWord([]).to(Array("abc".unicodeScalars), bound: 10), 3)
        XCTAssertEqual(DistanceToWord(Array("abc".unicodeScalars)).to([], bound: 10), 3)
    }

    /// A suggestion's message names where the suggested identifier is first set.
    func testSuggestionsNameTheFirstSiteOfTheIdentifier() {
        func identifier(_ value: String, _ file: String) -> ComputedIdentifier {
            let site = SourceSite(file: file, range: ByteRange(start: 0, end: 1))
            return ComputedIdentifier(
                value: value, site: site, elementSite: site, elementName: "view", convention: .explicitUIKit,
                certainty: .certain)
        }
        let sites = UnknownIdentifierInUITestRule.firstSites([
            identifier("Login.submit", "A.swift"), identifier("Login.submit", "B.swift"),
            identifier("Login.cancel", "C.swift")
        ])
        XCTAssertEqual(sites["Login.submit"]?.file, "A.swift")
        XCTAssertEqual(sites["Login.cancel"]?.file, "C.swift")
        XCTAssertNil(sites["Login.other"])
    }

    /// Suggestions computed on several threads are the ones computed on one, for every query.
    func testParallelSuggestionsEqualSequentialOnes() {
        let types = ["LoginViewController", "ProfileCell", "SettingsScreen", "CheckoutView"]
        let properties = ["emailField", "submitButton", "titleLabel", "avatarImage", "toggle"]
        let candidates = types.flatMap { type in properties.map { "\(type).\($0)" } }
        let queries =
            candidates.map { $0.replacingOccurrences(of: "e", with: "a") } + [
                "Nothing.like.this", "LoginViewControler.titleLabel"
            ]
        let prepared = SpellingCandidates(candidates)
        let sequential = UnknownIdentifierInUITestRule.suggestions(for: queries, among: prepared, threads: 1)
        let parallel = UnknownIdentifierInUITestRule.suggestions(for: queries, among: prepared, threads: 2)
        XCTAssertEqual(parallel, sequential)
        XCTAssertEqual(sequential.count, queries.count)
        XCTAssertEqual(sequential["LoginViewControler.titleLabel"], .some("LoginViewController.titleLabel"))
        XCTAssertEqual(sequential["Nothing.like.this"], .some(nil))
    }
}
