// Which documented run-time behaviours (docs/conventions.md ids) produced an identifier, so the
// hover can point from an identifier to the text that explains it.

/// Maps an identifier's convention and composition steps to behaviour ids (`GEN-1`, `AAII-6`…).
enum ConventionBehaviours {
    static func ids(of identifier: ComputedIdentifier) -> [String] {
        var ids: [String] = []
        func add(_ new: String...) { for id in new where !ids.contains(id) { ids.append(id) } }
        switch identifier.convention {
        case .explicitUIKit: add("EX-1")
        case .explicitSwiftUI: add("EX-2")
        case .interfaceBuilder: break
        case .aaii: add("AAII-1")
        case .identificable: break
        case .branchLeaf: break
        case .rapid: add("RA-1", "RA-2")
        }
        for step in identifier.via {
            switch (identifier.convention, step.kind) {
            case (.aaii, .typePrefix): add("GEN-1", "AAII-2")
            case (.aaii, .customPrefix): add("AAII-2")
            case (.aaii, .rootView): add("AAII-4")
            case (.aaii, .cellPart): add("AAII-5")
            case (.aaii, .property): add("GEN-2", "GEN-4", "AAII-6")
            case (.aaii, .customMirrorEntry): add("GEN-5", "AAII-8")
            case (.identificable, .conformance): add("AI-1", "AI-2", "GEN-1")
            case (.identificable, .property): add("GEN-2", identifier.isRepeated ? "AI-5" : "AI-4")
            case (.identificable, .wrapper): add("AI-7")
            case (.branchLeaf, .branch): add("BL-1")
            case (.branchLeaf, .leaf): add("BL-2")
            case (.branchLeaf, .usage): add("BL-3")
            case (.rapid, .rootView): add("GEN-1", "RA-3")
            case (.rapid, .property): add("RA-5", "RA-6", "RA-7")
            case (.rapid, .injection) where identifier.via.count <= 2: add("RA-11")
            default: break
            }
        }
        if identifier.convention == .aaii && identifier.value.contains("$__lazy_storage_$_") { add("GEN-3") }
        if identifier.convention == .branchLeaf && identifier.via.filter({ $0.kind == .branch }).count > 1 {
            add("BL-4")
        }
        if identifier.convention == .branchLeaf && identifier.certainty == .dynamic { add("BL-7") }
        return ids.sorted { order($0) < order($1) }
    }

    /// Reflection facts first, then the convention's own behaviours, each by number.
    private static func order(_ id: String) -> (Int, Int, String) {
        let parts = id.split(separator: "-", maxSplits: 1)
        let prefixes = ["GEN", "EX", "AAII", "BL", "AI", "RA"]
        let group = parts.first.flatMap { prefixes.firstIndex(of: String($0)) } ?? prefixes.count
        let digits = parts.count > 1 ? parts[1].prefix { $0.isNumber } : ""
        return (group, Int(digits) ?? 0, id)
    }
}
