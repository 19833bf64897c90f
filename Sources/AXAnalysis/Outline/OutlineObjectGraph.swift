// The objects an outline evaluation builds (views, controllers, values) and the workspace's
// classes chained by name, down to the UIKit classes AXSnapshot tests for.

/// A run-time value as far as outlines can know it.
indirect enum OutlineValue {
    case object(OutlineObject)
    /// A string; `dynamic` lists the expressions of its `{expr}` parts (empty: certain).
    case text(String, dynamic: [String])
    case bool(Bool)
    case number(Double)
    /// `.header`, `.normal`.
    case member(String)
    case array([OutlineValue])
    /// `UIAccessibilityCustomAction(name: …)`: its name.
    case customAction(OutlineValue)
    /// Known only at run time: the expression.
    case dynamic(String)
    case none

    var object: OutlineObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

/// A view or view controller under construction.
final class OutlineObject {
    let className: String
    /// The class chain, this class first, ending at a UIKit root or at a class the workspace does not declare.
    let chain: [String]
    var properties: [String: OutlineValue] = [:]
    var subviews: [OutlineObject] = []
    weak var superview: OutlineObject?
    /// Where it was created (the property or the statement), for messages.
    let site: SourceSite?
    /// A controller whose `loadView`/`viewDidLoad` have run (or are running).
    var isLoaded = false

    init(className: String, chain: [String], site: SourceSite?) {
        self.className = className
        self.chain = chain
        self.site = site
    }

    func isKind(of name: String) -> Bool { chain.contains(name) }

    var isView: Bool { isKind(of: "UIView") }
    var isController: Bool { isKind(of: "UIViewController") }

    func add(_ child: OutlineObject, at index: Int? = nil) {
        child.removeFromSuperview()
        let position = index.map { min(max($0, 0), subviews.count) } ?? subviews.count
        subviews.insert(child, at: position)
        child.superview = self
    }

    func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// The workspace's classes by name (the first declaration wins), and class chains through them
/// to UIKit (`UIKitCatalog`).
struct OutlineClassTable {
    private(set) var classes: [String: OutlineClassFact] = [:]
    /// RapidA11y's requirements by class (their apply calls reset traits, RA-7).
    private(set) var rapidScreens: [String: OutlineRapidScreen] = [:]

    init(summaries: [FileSummary]) {
        for summary in summaries {
            for fact in summary.outline.classes where classes[fact.name] == nil { classes[fact.name] = fact }
        }
        rapidScreens = OutlineRapidScreen.table(summaries: summaries)
    }

    /// UIKit classes AXSnapshot names that `UIKitCatalog` does not list, with their superclass.
    private static let extraPlatformSuperclasses: [String: String] = [
        "UISearchTextField": "UITextField", "UIBarButtonItem": "NSObject", "UIAccessibilityElement": "NSObject"
    ]

    /// `name` and its superclasses, nearest first.
    func chain(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let next = current, !result.contains(next), result.count < 64 {
            result.append(next)
            if let fact = classes[next] {
                current = fact.superclass
            } else if let platform = UIKitCatalog.superclassOf[next] {
                current = platform
            } else {
                current = Self.extraPlatformSuperclasses[next]
            }
        }
        return result
    }

    /// True when `name` is a workspace class or a platform class that outlines can create.
    func isClass(_ name: String) -> Bool {
        classes[name] != nil || UIKitCatalog.isKnownPlatformClass(name) || Self.extraPlatformSuperclasses[name] != nil
    }

    /// The first method named `name` up the chain starting at `className`, with the class declaring it.
    func method(_ name: String, labels: [String]?, from className: String) -> (OutlineMethod, String)? {
        for owner in chain(of: className) {
            guard let fact = classes[owner] else { continue }
            if let found = fact.methods.first(where: {
                $0.name == name && (labels == nil || Self.accepts(method: $0, given: labels ?? []))
            }) {
                return (found, owner)
            }
        }
        return nil
    }

    /// The overridden getter of an accessibility property, up the chain.
    func getter(_ name: String, from className: String) -> OutlineExpr? {
        for owner in chain(of: className) {
            if let getter = classes[owner]?.getters.first(where: { $0.name == name }) { return getter.value }
        }
        return nil
    }

    /// True when a call with argument labels `given` can call `method` (parameters with default values may be left out).
    static func accepts(method: OutlineMethod, given: [String]) -> Bool {
        var index = 0
        for (position, label) in method.labels.enumerated() {
            let wanted = label == "_" ? "" : label
            if index < given.count, given[index] == wanted {
                index += 1
            } else if method.defaults.indices.contains(position), method.defaults[position] != nil {
                continue
            } else {
                return false
            }
        }
        return index == given.count
    }
}
