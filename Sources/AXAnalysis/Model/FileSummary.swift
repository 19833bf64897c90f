// Everything one file contributes to the workspace, extracted in one pass and free of syntax
// trees, so that closed files cost no tree memory and unchanged summaries skip re-resolution.

/// What kind of input a file is.
public enum FileKind: String, Codable, Sendable {
    case swift
    /// A `.storyboard` or `.xib`.
    case interfaceBuilder
}

/// A string-valued expression as the analysis sees it.
public struct StringExpr: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// A plain string literal; `value` is its content.
        case literal
        /// An interpolated literal or a concatenation; `value` is a template with `{expr}` parts.
        case interpolated
        /// A name or member access (`branch`, `Ids.title`); `value` is the expression text.
        case reference
        /// Anything else (a call, a ternary); `value` is the expression text.
        case other
    }

    public var kind: Kind
    public var value: String
    public var site: SourceSite

    public init(kind: Kind, value: String, site: SourceSite) {
        self.kind = kind
        self.value = value
        self.site = site
    }

    /// The value as an identifier template: literal text as is, anything else as `{expr}`.
    public var templateText: String {
        switch kind {
        case .literal, .interpolated: return value
        case .reference, .other: return "{\(value)}"
        }
    }
}

/// A stored or computed property of a type, as declared.
public struct PropertyFact: Hashable, Codable, Sendable {
    /// The name exactly as spelled, backticks dropped (GEN-3).
    public var name: String
    /// The whole declaration (attributes included).
    public var site: SourceSite
    /// The name token.
    public var nameSite: SourceSite
    /// The type annotation as written (`UIButton!`, `[UILabel]`), if any.
    public var typeName: String?
    /// The type of `X()` / `X(frame:)` / `X.init()` initialisers when there is no annotation.
    public var inferredTypeName: String?
    public var isStored: Bool
    public var isStatic: Bool
    public var isLazy: Bool
    public var isWeak: Bool
    public var isLet: Bool
    public var isIBOutlet: Bool
    public var hasInitializer: Bool
    /// `= nil` initialiser.
    public var initializerIsNil: Bool
    /// Property-wrapper and other custom attributes, by name (`AccessibilityIdentify`, `State`).
    public var wrapperNames: [String]
    /// The `identifier:` argument of `@AccessibilityIdentify(identifier:)`.
    public var accessibilityIdentifyArgument: StringExpr?
    /// A string literal initialiser (`static let title = "x"`, `let branch = "Cart"`).
    public var stringInitializer: StringExpr?
    public var conditions: [ConditionClause]

    public init(name: String, site: SourceSite, nameSite: SourceSite) {
        self.name = name
        self.site = site
        self.nameSite = nameSite
        self.typeName = nil
        self.inferredTypeName = nil
        self.isStored = true
        self.isStatic = false
        self.isLazy = false
        self.isWeak = false
        self.isLet = false
        self.isIBOutlet = false
        self.hasInitializer = false
        self.initializerIsNil = false
        self.wrapperNames = []
        self.accessibilityIdentifyArgument = nil
        self.stringInitializer = nil
        self.conditions = []
    }

    /// The declared or inferred type.
    public var effectiveTypeName: String? { typeName ?? inferredTypeName }
}

/// `x = …` or `self.x = …` inside a method of the type that declares `x`.
public struct PropertyAssignmentFact: Hashable, Codable, Sendable {
    public var property: String
    public var function: String
    public var site: SourceSite

    public init(property: String, function: String, site: SourceSite) {
        self.property = property
        self.function = function
        self.site = site
    }
}

/// A method body that fixes may insert into (`viewDidLoad`, `awakeFromNib`, `loadView`, `init`).
public struct MethodFact: Hashable, Codable, Sendable {
    public var name: String
    public var site: SourceSite
    /// The range of the `{ … }` body, braces included.
    public var bodySite: SourceSite?
    /// Offset of the first statement after a `super.<name>(…)` call, when there is one.
    public var afterSuperCallOffset: Int?
    public var hasSyntaxErrors: Bool

    public init(name: String, site: SourceSite, bodySite: SourceSite?, afterSuperCallOffset: Int?, hasSyntaxErrors: Bool) {
        self.name = name
        self.site = site
        self.bodySite = bodySite
        self.afterSuperCallOffset = afterSuperCallOffset
        self.hasSyntaxErrors = hasSyntaxErrors
    }
}

/// One labelled child of a `customMirror` (`Mirror(self, children: ["label": value])`).
public struct MirrorChildFact: Hashable, Codable, Sendable {
    /// nil for unlabeled children.
    public var label: String?
    /// The value expression's text (`barView`, `self.barView`).
    public var valueExpression: String
    public var site: SourceSite

    public init(label: String?, valueExpression: String, site: SourceSite) {
        self.label = label
        self.valueExpression = valueExpression
        self.site = site
    }
}

/// A type's `customMirror` getter, when the analysis can read its children.
public struct CustomMirrorFact: Hashable, Codable, Sendable {
    public var site: SourceSite
    /// nil when the children could not be read (built dynamically).
    public var children: [MirrorChildFact]?

    public init(site: SourceSite, children: [MirrorChildFact]?) {
        self.site = site
        self.children = children
    }
}

/// A class, struct, enum, actor or protocol declaration (nested types have their own fact).
public struct TypeFact: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable { case `class`, `struct`, `enum`, actor, `protocol` }

    /// The simple name, as `type(of:)` prints it (GEN-1).
    public var name: String
    /// `Outer.Inner` for nested types (including those declared in extensions of `Outer`).
    public var qualifiedName: String
    public var kind: Kind
    public var genericParameters: [String]
    /// Inherited types and conformances as written (`UIViewController`, `CustomReflectable`).
    public var inherited: [String]
    public var properties: [PropertyFact]
    public var methods: [MethodFact]
    public var customMirror: CustomMirrorFact?
    /// The whole declaration.
    public var site: SourceSite
    public var nameSite: SourceSite
    /// Declared inside a function body.
    public var isLocal: Bool
    /// `style:` passed to `super.init(style:reuseIdentifier:)` in a cell (`subtitle`, `default`).
    public var cellStyle: String?
    /// The stored property assigned as the root view in `loadView` (`view = profileView`, AAII-7).
    public var rootViewProperty: String?
    /// Where the type's methods assign its properties (`footer = UILabel()`), for timing (GEN-6).
    public var propertyAssignments: [PropertyAssignmentFact]
    public var conditions: [ConditionClause]

    public init(name: String, qualifiedName: String, kind: Kind, site: SourceSite, nameSite: SourceSite) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.genericParameters = []
        self.inherited = []
        self.properties = []
        self.methods = []
        self.customMirror = nil
        self.site = site
        self.nameSite = nameSite
        self.isLocal = false
        self.cellStyle = nil
        self.rootViewProperty = nil
        self.propertyAssignments = []
        self.conditions = []
    }
}

/// `extension X: P, Q { … }`: conformances added away from the declaration.
public struct ExtensionFact: Hashable, Codable, Sendable {
    public var extendedType: String
    public var conformances: [String]
    public var site: SourceSite
    /// Computed properties and methods added here (never Mirror children, GEN-2).
    public var propertyNames: [String]

    public init(extendedType: String, conformances: [String], site: SourceSite, propertyNames: [String]) {
        self.extendedType = extendedType
        self.conformances = conformances
        self.site = site
        self.propertyNames = propertyNames
    }
}

/// Who `injectAccessibilityIdentifiers` was called on.
public enum InjectionReceiver: Hashable, Codable, Sendable {
    /// `injectAccessibilityIdentifiers()` or `self.injectAccessibilityIdentifiers()` inside a type.
    case enclosingSelf
    /// A receiver whose type the analysis read off (a cast, an initializer, an annotation).
    case typed(String)
    /// A receiver of unknown type; the expression text.
    case unknown(String)
}

/// A call to AAII's `injectAccessibilityIdentifiers(customPrefixChain:replaceExisting:)`.
public struct InjectionCallFact: Hashable, Codable, Sendable {
    /// The whole call.
    public var site: SourceSite
    /// The `injectAccessibilityIdentifiers` token.
    public var nameSite: SourceSite
    public var enclosingType: String?
    public var enclosingFunction: String?
    public var receiver: InjectionReceiver
    /// The `customPrefixChain:` elements; nil when the argument is absent (`[]`).
    public var customPrefixChain: [StringExpr]?
    /// The chain argument was present but not an array literal.
    public var customPrefixChainIsDynamic: Bool
    /// `replaceExisting:`; nil when absent (true) or not a literal (see `replaceExistingIsDynamic`).
    public var replaceExisting: Bool?
    public var replaceExistingIsDynamic: Bool
    public var conditions: [ConditionClause]

    public init(site: SourceSite, nameSite: SourceSite, receiver: InjectionReceiver) {
        self.site = site
        self.nameSite = nameSite
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.receiver = receiver
        self.customPrefixChain = nil
        self.customPrefixChainIsDynamic = false
        self.replaceExisting = nil
        self.replaceExistingIsDynamic = false
        self.conditions = []
    }

    /// The effective `replaceExisting` (AAII-1 default true).
    public var effectiveReplaceExisting: Bool { replaceExisting ?? true }
}

/// `target.accessibilityIdentifier = value` (EX-1).
public struct ExplicitAssignmentFact: Hashable, Codable, Sendable {
    /// The whole assignment.
    public var site: SourceSite
    /// The target expression without `.accessibilityIdentifier` (`titleLabel`, `self.titleLabel`, `cell.nameLabel`).
    public var targetExpression: String
    public var targetSite: SourceSite
    public var value: StringExpr
    public var enclosingType: String?
    public var enclosingFunction: String?
    public var conditions: [ConditionClause]

    public init(site: SourceSite, targetExpression: String, targetSite: SourceSite, value: StringExpr) {
        self.site = site
        self.targetExpression = targetExpression
        self.targetSite = targetSite
        self.value = value
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.conditions = []
    }

    /// The property the target names when it is `x`, `self.x`, `x?` or `x!`.
    public var targetPropertyName: String? {
        var text = targetExpression
        if text.hasPrefix("self.") { text.removeFirst(5) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text.contains(".") || text.contains("(") || text.contains("[") || text.contains("?") || text.contains("!") ? nil : text
    }
}

/// How a UI test refers to an identifier.
public struct TestReferenceFact: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// `app.buttons["x"]` and every other XCUIElementQuery subscript.
        case subscriptQuery
        /// `matching(identifier:)`, `element(matching:identifier:)`.
        case matchingIdentifier
        /// `Identifiers.Type.name` (AI-8).
        case generatedConstant
    }

    public var kind: Kind
    /// The queried string (a literal or template), or for `generatedConstant` the constant path.
    public var value: StringExpr
    /// The query kind (`buttons`, `staticTexts`, `otherElements`, `any`).
    public var elementType: String?
    public var site: SourceSite
    public var conditions: [ConditionClause]

    public init(kind: Kind, value: StringExpr, elementType: String?, site: SourceSite, conditions: [ConditionClause]) {
        self.kind = kind
        self.value = value
        self.elementType = elementType
        self.site = site
        self.conditions = conditions
    }
}

/// A constant of a generated `Identifiers` namespace: `extension Identifiers { struct X { static var y = "X.y" } }`.
public struct GeneratedConstantFact: Hashable, Codable, Sendable {
    /// `Identifiers.X.y`.
    public var path: String
    public var typeName: String
    public var propertyName: String
    public var value: String
    /// `ArrayIdentifiers(value:)`: the run-time value gets `_index`.
    public var isArray: Bool
    public var site: SourceSite

    public init(path: String, typeName: String, propertyName: String, value: String, isArray: Bool, site: SourceSite) {
        self.path = path
        self.typeName = typeName
        self.propertyName = propertyName
        self.value = value
        self.isArray = isArray
        self.site = site
    }
}

/// An identifier set in Interface Builder.
public struct InterfaceBuilderIdentifierFact: Hashable, Codable, Sendable {
    public var value: String
    /// The XML element carrying it (reported on its line).
    public var site: SourceSite
    /// The element's tag (`button`, `label`, `view`).
    public var elementTag: String
    /// `userLabel` or `customClass` when present, for display.
    public var elementName: String
    /// The element's `id` attribute, which outlet connections name.
    public var elementID: String?

    public init(value: String, site: SourceSite, elementTag: String, elementName: String, elementID: String? = nil) {
        self.value = value
        self.site = site
        self.elementTag = elementTag
        self.elementName = elementName
        self.elementID = elementID
    }
}

/// `<outlet property="titleLabel" destination="abc"/>` inside an object whose class is known.
public struct InterfaceBuilderOutletFact: Hashable, Codable, Sendable {
    /// The `customClass` of the object that owns the outlet (view controller, File's Owner, cell).
    public var ownerClass: String
    public var property: String
    /// The `id` of the connected element.
    public var destinationID: String
    public var site: SourceSite

    public init(ownerClass: String, property: String, destinationID: String, site: SourceSite) {
        self.ownerClass = ownerClass
        self.property = property
        self.destinationID = destinationID
        self.site = site
    }
}

/// A visible text that XCUITest subscripts match as well as identifiers (labels, titles).
public struct VisibleTextFact: Hashable, Codable, Sendable {
    public var text: String
    public var site: SourceSite

    public init(text: String, site: SourceSite) {
        self.text = text
        self.site = site
    }
}

/// `// ax-lsp:disable…` comments.
public struct SuppressionFact: Hashable, Codable, Sendable {
    public enum Scope: String, Codable, Sendable { case nextLine, thisLine, regionStart, regionEnd }
    public var scope: Scope
    /// Rule ids, or `all`.
    public var rules: [String]
    /// The comment itself.
    public var site: SourceSite
    /// The text it silences: the next line, its own line, or up to the matching `enable` (or the
    /// end of the file). Empty for `enable` comments.
    public var effectRange: ByteRange

    public init(scope: Scope, rules: [String], site: SourceSite, effectRange: ByteRange) {
        self.scope = scope
        self.rules = rules
        self.site = site
        self.effectRange = effectRange
    }
}

/// All facts of one file. Equal summaries mean equal contributions to the workspace.
public struct FileSummary: Hashable, Codable, Sendable {
    public var path: String
    public var kind: FileKind
    public var imports: [String]
    public var types: [TypeFact]
    public var extensions: [ExtensionFact]
    public var injectionCalls: [InjectionCallFact]
    public var explicitAssignments: [ExplicitAssignmentFact]
    public var swiftUI: SwiftUIFileFacts
    public var testReferences: [TestReferenceFact]
    /// True when the file uses `XCUIApplication`, or names it or `XCUIElement` as a type (a page
    /// object), with `import XCTest` the default UI-test test.
    public var usesXCUIApplication: Bool
    public var generatedConstants: [GeneratedConstantFact]
    public var interfaceBuilderIdentifiers: [InterfaceBuilderIdentifierFact]
    public var interfaceBuilderOutlets: [InterfaceBuilderOutletFact]
    public var visibleTexts: [VisibleTextFact]
    /// Types registered with `register(X.self, forCellReuseIdentifier:)` (created with `.default` style).
    public var registeredCellTypes: [String]
    public var suppressions: [SuppressionFact]
    /// String constants, enum raw values, namespace instances and identifier-building functions.
    public var stringConstants: [StringConstantFact]
    /// Classes' construction code and AXSnapshot assertions, for accessibility outlines (AX-n).
    public var outline: OutlineFileFacts
    /// A problem reading the file itself (malformed XML, binary data), for the user.
    public var readProblem: String?
    /// Regions `ParseCostGuard` kept from the parser (`file-too-complex`); usually empty.
    public var skippedRegions: [SkippedRegion]
    /// Set on the empty summary of a file whose parse and extraction ran past this many seconds
    /// and was given up (`analysis-budget-exceeded`). Such a summary is never cached.
    public var exceededBudget: Double?

    public init(path: String, kind: FileKind) {
        self.path = path
        self.kind = kind
        self.imports = []
        self.types = []
        self.extensions = []
        self.injectionCalls = []
        self.explicitAssignments = []
        self.swiftUI = SwiftUIFileFacts()
        self.testReferences = []
        self.usesXCUIApplication = false
        self.generatedConstants = []
        self.interfaceBuilderIdentifiers = []
        self.interfaceBuilderOutlets = []
        self.visibleTexts = []
        self.registeredCellTypes = []
        self.suppressions = []
        self.stringConstants = []
        self.outline = OutlineFileFacts()
        self.readProblem = nil
        self.skippedRegions = []
        self.exceededBudget = nil
    }

    /// True for test code (imports XCTest or Testing): it queries identifiers, it does not define app elements.
    public var isTestCode: Bool { imports.contains("XCTest") || imports.contains("Testing") }

    /// True when this file is UI-test code by the default test (imports XCTest, uses XCUIApplication).
    public var looksLikeUITest: Bool { imports.contains("XCTest") && usesXCUIApplication }
}
