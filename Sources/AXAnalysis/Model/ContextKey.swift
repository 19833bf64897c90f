// A usage context's key as a chain of steps that shares its beginning with the keys of the
// contexts around it.

/// `ComputedIdentifier.contextKey`, held as its last step. Each step points at the one before,
/// so the identifiers of one render walk share the path above them instead of each holding the
/// whole text: a key names every usage site from the root, and on a large workspace the keys'
/// text was the largest part of the analysis's memory. The text is formatted when read.
package struct ContextKey: Hashable, Codable, Sendable {
    private let last: ContextKeyStep?

    /// A key of one step, `text` (none for the empty key of single-context conventions).
    package init(_ text: String) {
        last = text.isEmpty ? nil : ContextKeyStep(parent: nil, step: .text(text))
    }

    /// The key of a walk's root: one step, even when it is empty (`appending` then starts the
    /// next step with `>`, as joining the steps' texts does).
    init(root step: SwiftUIContextStep) {
        last = ContextKeyStep(parent: nil, step: step)
    }

    private init(last: ContextKeyStep?) {
        self.last = last
    }

    /// This key and one more step.
    func appending(_ step: SwiftUIContextStep) -> ContextKey {
        ContextKey(last: ContextKeyStep(parent: last, step: step))
    }

    mutating func append(_ step: SwiftUIContextStep) {
        self = appending(step)
    }

    /// How many steps satisfy `predicate`.
    func count(where predicate: (SwiftUIContextStep) -> Bool) -> Int {
        var count = 0
        var current = last
        while let step = current {
            if predicate(step.step) { count += 1 }
            current = step.parent
        }
        return count
    }

    /// The steps from the first.
    var steps: [SwiftUIContextStep] {
        var steps: [SwiftUIContextStep] = []
        var current = last
        while let step = current {
            steps.append(step.step)
            current = step.parent
        }
        return steps.reversed()
    }

    /// Whether `text` starts with `prefix`, which holds no `>`: only the first step's text can
    /// hold it, so the rest of the key is not formatted.
    package func firstStepHasPrefix(_ prefix: String) -> Bool {
        var current = last
        while let step = current {
            guard let parent = step.parent else { return step.step.text.hasPrefix(prefix) }
            current = parent
        }
        return false
    }

    /// The steps' texts joined by `>`.
    package var text: String {
        guard let last else { return "" }
        guard last.parent != nil else { return last.step.text }
        // Read in the duplicate rule and the screen model for every element: one string built
        // to its length, without the steps' array in order and the joined copy.
        var texts: [String] = []
        var length = 0
        var current: ContextKeyStep? = last
        while let step = current {
            let text = step.step.text
            texts.append(text)
            length += text.utf8.count + 1
            current = step.parent
        }
        var joined = ""
        joined.reserveCapacity(length)
        for (offset, text) in texts.reversed().enumerated() {
            if offset > 0 { joined += ">" }
            joined += text
        }
        return joined
    }

    package static func == (lhs: ContextKey, rhs: ContextKey) -> Bool {
        lhs.last === rhs.last || lhs.text == rhs.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// One step of a `ContextKey` and the step before it.
final class ContextKeyStep: Sendable {
    let parent: ContextKeyStep?
    let step: SwiftUIContextStep

    init(parent: ContextKeyStep?, step: SwiftUIContextStep) {
        self.parent = parent
        self.step = step
    }
}
