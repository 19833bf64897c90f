// How an identifier was composed, as the render walk's shared chains of steps and the
// identifier's own last steps.

/// `ComputedIdentifier.via`: the usage steps and the branch steps above the element, each a
/// chain that points at its step before (shared by every identifier found below it in the
/// walk), then the identifier's own steps. The identifiers of one usage context held a copy of
/// its whole usage path each, the second largest part of a large workspace's analysis. The
/// steps are put in order when read.
package struct ProvenancePath: Hashable, Codable, Sendable {
    private let usage: ProvenanceLink?
    private let branch: ProvenanceLink?
    private let own: [ProvenanceStep]

    /// The path of `steps`, none of them shared.
    package init(_ steps: [ProvenanceStep]) {
        usage = nil
        branch = nil
        own = steps
    }

    /// The usage and branch chains merged in walk order (their ordinals), then `own`.
    init(usage: ProvenanceLink?, branch: ProvenanceLink?, own: [ProvenanceStep]) {
        self.usage = usage
        self.branch = branch
        // Exactly as long as it needs to be: an identifier keeps its steps for the whole
        // analysis, and an array built with `+` has room to grow.
        var exact: [ProvenanceStep] = []
        exact.reserveCapacity(own.count)
        exact.append(contentsOf: own)
        self.own = exact
    }

    /// Outermost first.
    package var steps: [ProvenanceStep] {
        guard usage != nil || branch != nil else { return own }
        let usageLinks = ProvenanceLink.chain(usage)
        let shared =
            branch == nil ? usageLinks : (usageLinks + ProvenanceLink.chain(branch)).sorted { $0.ordinal < $1.ordinal }
        var steps: [ProvenanceStep] = []
        steps.reserveCapacity(shared.count + own.count)
        for link in shared { steps.append(link.step) }
        steps.append(contentsOf: own)
        return steps
    }

    package static func == (lhs: ProvenancePath, rhs: ProvenancePath) -> Bool {
        if lhs.usage === rhs.usage && lhs.branch === rhs.branch { return lhs.own == rhs.own }
        return lhs.steps == rhs.steps
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(steps)
    }

    // Written as the array of its steps.
    package init(from decoder: any Decoder) throws {
        self.init(try [ProvenanceStep](from: decoder))
    }

    package func encode(to encoder: any Encoder) throws {
        try steps.encode(to: encoder)
    }
}

/// One step of a render walk's usage or branch chain, and the step before it on the chain.
final class ProvenanceLink: Sendable {
    let parent: ProvenanceLink?
    /// Its position on the walk, across both chains.
    let ordinal: Int
    let step: ProvenanceStep

    init(parent: ProvenanceLink?, ordinal: Int, step: ProvenanceStep) {
        self.parent = parent
        self.ordinal = ordinal
        self.step = step
    }

    /// The links of the chain ending at `last`, first first.
    static func chain(_ last: ProvenanceLink?) -> [ProvenanceLink] {
        var links: [ProvenanceLink] = []
        var current = last
        while let link = current {
            links.append(link)
            current = link.parent
        }
        return links.reversed()
    }
}
