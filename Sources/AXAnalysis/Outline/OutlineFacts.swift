// What a file contributes to accessibility outlines (AX-1…AX-10): each class's construction code
// as a small statement language the evaluator runs, and the AXSnapshot assertions of unit tests.

/// The outline facts of one file. Empty for files that declare no class and assert no snapshot.
package struct OutlineFileFacts: Hashable, Codable, Sendable {
    package var classes: [OutlineClassFact]
    package var goldens: [AXSnapshotGoldenFact]
    /// Assignments to one of AXSnapshot's `generate…Description` closures (AX-8): outlines in
    /// this process are no longer AXSnapshot's default format.
    package var formatOverrides: [SourceSite]

    package init() {
        self.classes = []
        self.goldens = []
        self.formatOverrides = []
    }

    package var isEmpty: Bool { classes.isEmpty && goldens.isEmpty && formatOverrides.isEmpty }
}

/// A class declaration (any class: whether it is a view or a controller is known only once the
/// workspace's classes are chained).
package struct OutlineClassFact: Hashable, Codable, Sendable {
    package var name: String
    /// The first inherited type as written, without generic arguments or module.
    package var superclass: String?
    package var nameSite: SourceSite
    /// Stored instance properties in declaration order, with their initial value.
    package var properties: [OutlineProperty]
    package var methods: [OutlineMethod]
    /// Overridden getters of accessibility properties (`override var isAccessibilityElement: Bool { true }`).
    package var getters: [OutlineGetter]
    /// Declares `@IBOutlet`s: part of its views come from a storyboard or nib (AX-10).
    package var hasOutlets: Bool

    package init(name: String, superclass: String?, nameSite: SourceSite) {
        self.name = name
        self.superclass = superclass
        self.nameSite = nameSite
        self.properties = []
        self.methods = []
        self.getters = []
        self.hasOutlets = false
    }
}

/// A stored property and what it starts as (nil: no initial value, set by an initialiser).
package struct OutlineProperty: Hashable, Codable, Sendable {
    package var name: String
    package var initialValue: OutlineExpr?
    package var site: SourceSite

    package init(name: String, initialValue: OutlineExpr?, site: SourceSite) {
        self.name = name
        self.initialValue = initialValue
        self.site = site
    }
}

/// An initialiser or method, its parameters and its body.
///
/// The statements and default values are kept with offsets relative to `origin` (where the
/// declaration starts), so that moving the method past an edit above it changes one number:
/// a keystroke near the top of a 5,000-line class moved every statement of every method below.
package struct OutlineMethod: Hashable, Codable, Sendable {
    /// `init`, `viewDidLoad`, `setUpViews`.
    package var name: String
    /// Argument labels, `_` for none (`init(frame:)` → `["frame"]`).
    package var labels: [String]
    /// Parameter names as the body uses them.
    package var parameters: [String]
    /// The offset the positions of `relativeDefaults` and `relativeBody` count from.
    package private(set) var origin: Int
    private var relativeDefaults: [OutlineExpr?]
    private var relativeBody: [OutlineStatement]

    /// Default values of parameters, nil where there is none.
    package var defaults: [OutlineExpr?] {
        origin == 0 ? relativeDefaults : relativeDefaults.map { $0?.shifted(by: origin) }
    }
    package var body: [OutlineStatement] { origin == 0 ? relativeBody : relativeBody.shifted(by: origin) }
    /// The statements with positions relative to `origin`: for reading what the body does
    /// without its positions (cheaper than `body`).
    package var bodyIgnoringPositions: [OutlineStatement] { relativeBody }

    /// `defaults` and `body` in the file's offsets; `origin`, where the declaration starts,
    /// at or before all of them.
    package init(
        name: String, labels: [String], parameters: [String], defaults: [OutlineExpr?], body: [OutlineStatement],
        origin: Int = 0
    ) {
        self.name = name
        self.labels = labels
        self.parameters = parameters
        self.origin = origin
        self.relativeDefaults = origin == 0 ? defaults : defaults.map { $0?.shifted(by: -origin) }
        self.relativeBody = origin == 0 ? body : body.shifted(by: -origin)
    }

    /// The method moved by `delta` as a whole (every position inside it moves alike).
    func moved(by delta: Int) -> OutlineMethod {
        var moved = self
        moved.origin += delta
        return moved
    }
}

/// `override var accessibilityLabel: String? { "…" }`.
package struct OutlineGetter: Hashable, Codable, Sendable {
    package var name: String
    package var value: OutlineExpr

    package init(name: String, value: OutlineExpr) {
        self.name = name
        self.value = value
    }
}

/// An expression as far as outlines need it; anything else is `.unknown` with its text, which
/// prints as a `{text}` template when it reaches an output field.
package indirect enum OutlineExpr: Hashable, Codable, Sendable {
    case string(String)
    /// An interpolated literal or a concatenation: `{expr}` parts, and their expressions.
    case template(String, parts: [String])
    case bool(Bool)
    /// A number as written (`0.7`, `80`, `-1`).
    case number(String)
    /// `.header`, `.normal`, `UIAccessibilityTraits.header`: the member name.
    case member(String)
    case array([OutlineExpr])
    /// `UILabel()`, `UIButton(type: .system)`, `makeTitle("x")`, `UIAccessibilityCustomAction(name: …)`.
    case call(callee: String, arguments: [OutlineArgument])
    /// `title`, `self.title`, `view.titleLabel`, `$0`: the text without `self.`, `?` and `!`.
    case path(String)
    /// An immediately applied closure (`lazy var x: UILabel = { … }()`).
    case closure([OutlineStatement])
    /// `a.union(b)`, `[.a, .b]` are arrays; `a | b` is read as a union.
    case union([OutlineExpr])
    case nilLiteral
    case unknown(String)
}

/// One argument of a call.
package struct OutlineArgument: Hashable, Codable, Sendable {
    /// nil for an unlabelled argument.
    package var label: String?
    package var value: OutlineExpr

    package init(label: String?, value: OutlineExpr) {
        self.label = label
        self.value = value
    }
}

/// A statement of an initialiser or method body, in source order.
package struct OutlineStatement: Hashable, Codable, Sendable {
    package indirect enum Kind: Hashable, Codable, Sendable {
        /// `target = value`; the target is a path (`title.text`, `isAccessibilityElement`, `view`).
        case assign(target: String, value: OutlineExpr)
        /// `target |= value`, `target.insert(value)`, `target.formUnion(value)`.
        case insertTraits(target: String, value: OutlineExpr)
        /// `target.remove(value)`, `target.subtract(value)`.
        case removeTraits(target: String, value: OutlineExpr)
        /// `receiver.name(arguments)`; receiver nil for a bare call, `super` for the superclass.
        case call(receiver: String?, name: String, arguments: [OutlineArgument])
        /// `[a, b].forEach(addSubview)`, `views.forEach { stack.addArrangedSubview($0) }`: the
        /// items and the call made with each (its argument `$0`).
        case forEach(items: OutlineExpr, receiver: String?, name: String)
        /// `for name in items { body }`.
        case forIn(name: String, items: OutlineExpr, body: [OutlineStatement])
        /// `let x = value` / `var x = value`.
        case local(name: String, value: OutlineExpr)
        case returnValue(OutlineExpr)
        /// A statement that may change views but is not evaluated (`if`, `for`, `switch`,
        /// `guard`): the outline becomes dynamic. The text is its first line.
        case notModelled(String)
    }

    package var kind: Kind
    package var site: SourceSite

    package init(kind: Kind, site: SourceSite) {
        self.kind = kind
        self.site = site
    }
}

/// `XCTAssertEqual(X().axSnapshot(), """…""")` and the like in a unit test.
package struct AXSnapshotGoldenFact: Hashable, Codable, Sendable {
    /// How the snapshotted object is built (`LoginCardView()`, `ChipView(title: "Vegan")`).
    package var construction: OutlineExpr
    /// The expected text; nil when the literal has interpolations, or when it is in a reference file.
    package var expected: String?
    /// `assertSnapshot(of:as: .lines)`: the path of the reference file holding the expected text
    /// (`SnapshotReferenceFile.path`), named like the test file.
    package var referenceFile: String?
    /// The expected literal, or the `assertSnapshot` call.
    package var site: SourceSite
    /// The object is changed between its construction and the assertion (a method called on it,
    /// a property set): the snapshot is not the state after construction.
    package var changedBeforeAssertion: Bool
    /// When the object is changed before the assertion: the local it is bound to and the test's
    /// statements from the start of its block up to the assertion, to be run in order (AX-1);
    /// nil when one of them cannot be read (an `await`, a statement the outline language lacks).
    package var receiverName: String?
    package var setup: [OutlineStatement]?

    package init(construction: OutlineExpr, expected: String?, site: SourceSite, changedBeforeAssertion: Bool) {
        self.construction = construction
        self.expected = expected
        self.site = site
        self.changedBeforeAssertion = changedBeforeAssertion
        self.referenceFile = nil
    }
}
