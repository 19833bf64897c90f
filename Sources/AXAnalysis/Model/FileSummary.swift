// Everything one file contributes to the workspace, extracted in one pass and free of syntax
// trees, so that closed files cost no tree memory and unchanged summaries skip re-resolution.

/// What kind of input a file is.
package enum FileKind: String, Codable, Sendable {
    case swift
    /// A `.storyboard` or `.xib`.
    case interfaceBuilder
    /// A `.strings`, `.stringsdict` or `.xcstrings` table: label texts only.
    case localizationTable
    /// A swift-snapshot-testing reference file (`__Snapshots__/…/*.txt`): its text only.
    case snapshotReference
    /// A Maestro flow (`.maestro/*.yaml`): its element selectors (`MaestroFlowFacts`).
    case maestroFlow
    /// An Appium suite file (JavaScript, TypeScript, Python, Java, Kotlin, Ruby): its
    /// accessibility-id selectors (`AppiumSuiteFacts`).
    case appiumSuite
    /// A SwiftGen configuration (`swiftgen.yml`): its `strings` entries (`SwiftGenStringsFact`).
    case swiftGenConfig
}

/// A string-valued expression as the analysis sees it.
package struct StringExpr: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// A plain string literal; `value` is its content.
        case literal
        /// An interpolated literal or a concatenation; `value` is a template with `{expr}` parts.
        case interpolated
        /// A name or member access (`branch`, `Ids.title`); `value` is the expression text.
        case reference
        /// Anything else (a call, a ternary); `value` is the expression text.
        case other
    }

    package var kind: Kind
    package var value: String
    package var site: SourceSite

    package init(kind: Kind, value: String, site: SourceSite) {
        self.kind = kind
        self.value = value
        self.site = site
    }

    /// The value as an identifier template: literal text as is, anything else as `{expr}`.
    package var templateText: String {
        switch kind {
        case .literal, .interpolated: return value
        case .reference, .other: return "{\(value)}"
        }
    }
}

/// A stored or computed property of a type, as declared.
package struct PropertyFact: Hashable, Codable, Sendable {
    /// The name exactly as spelled, backticks dropped (GEN-3).
    package var name: String
    /// The whole declaration (attributes included).
    package var site: SourceSite
    /// The name token.
    package var nameSite: SourceSite
    /// The type annotation as written (`UIButton!`, `[UILabel]`), if any.
    package var typeName: String?
    /// The type of `X()` / `X(frame:)` / `X.init()` initialisers, read from the initialiser
    /// (also when there is an annotation: `var payload: Any = UILabel()`).
    package var inferredTypeName: String?
    /// The type of a literal initialiser (`0` is `Int`, `"x"` is `String`): what reflection
    /// sees as a value that is no view (GEN-4). Kept apart from `inferredTypeName`, which
    /// receivers and screens are typed by.
    package var literalTypeName: String?
    package var isStored: Bool
    package var isStatic: Bool
    package var isLazy: Bool
    package var isWeak: Bool
    package var isLet: Bool
    package var isIBOutlet: Bool
    package var hasInitializer: Bool
    /// `= nil` initialiser.
    package var initializerIsNil: Bool
    /// Property-wrapper and other custom attributes, by name (`AccessibilityIdentify`, `State`).
    package var wrapperNames: [String]
    /// The `identifier:` argument of `@AccessibilityIdentify(identifier:)`.
    package var accessibilityIdentifyArgument: StringExpr?
    /// A string literal initialiser (`static let title = "x"`, `let branch = "Cart"`).
    package var stringInitializer: StringExpr?
    package var conditions: [ConditionClause]
    /// The element count of an array-literal initialiser (`[UIImageView(), UIImageView()]`, AI-5).
    package var arrayLiteralCount: Int?

    package init(name: String, site: SourceSite, nameSite: SourceSite) {
        self.name = name
        self.site = site
        self.nameSite = nameSite
        self.typeName = nil
        self.inferredTypeName = nil
        self.literalTypeName = nil
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
    package var effectiveTypeName: String? { typeName ?? inferredTypeName }
}

/// `x = …` or `self.x = …` inside a method of the type that declares `x`.
package struct PropertyAssignmentFact: Hashable, Codable, Sendable {
    package var property: String
    package var function: String
    package var site: SourceSite
    /// The element count when the value is an array literal (`chips = [UIButton(), UIButton()]`, AI-5).
    package var arrayLiteralCount: Int?

    package init(property: String, function: String, site: SourceSite) {
        self.property = property
        self.function = function
        self.site = site
    }
}

/// A method body that fixes may insert into (`viewDidLoad`, `awakeFromNib`, `loadView`, `init`).
package struct MethodFact: Hashable, Codable, Sendable {
    package var name: String
    package var site: SourceSite
    /// The range of the `{ … }` body, braces included.
    package var bodySite: SourceSite?
    /// Offset of the first statement after a `super.<name>(…)` call, when there is one.
    package var afterSuperCallOffset: Int?
    package var hasSyntaxErrors: Bool

    package init(
        name: String, site: SourceSite, bodySite: SourceSite?, afterSuperCallOffset: Int?, hasSyntaxErrors: Bool
    ) {
        self.name = name
        self.site = site
        self.bodySite = bodySite
        self.afterSuperCallOffset = afterSuperCallOffset
        self.hasSyntaxErrors = hasSyntaxErrors
    }
}

/// One labelled child of a `customMirror` (`Mirror(self, children: ["label": value])`).
package struct MirrorChildFact: Hashable, Codable, Sendable {
    /// nil for unlabeled children.
    package var label: String?
    /// The value expression's text (`barView`, `self.barView`).
    package var valueExpression: String
    package var site: SourceSite

    package init(label: String?, valueExpression: String, site: SourceSite) {
        self.label = label
        self.valueExpression = valueExpression
        self.site = site
    }
}

/// A type's `customMirror` getter, when the analysis can read its children.
package struct CustomMirrorFact: Hashable, Codable, Sendable {
    package var site: SourceSite
    /// nil when the children could not be read (built dynamically).
    package var children: [MirrorChildFact]?

    package init(site: SourceSite, children: [MirrorChildFact]?) {
        self.site = site
        self.children = children
    }
}

/// A class, struct, enum, actor or protocol declaration (nested types have their own fact).
package struct TypeFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable { case `class`, `struct`, `enum`, actor, `protocol` }

    /// The simple name, as `type(of:)` prints it (GEN-1).
    package var name: String
    /// `Outer.Inner` for nested types (including those declared in extensions of `Outer`).
    package var qualifiedName: String
    package var kind: Kind
    package var genericParameters: [String]
    /// A constrained generic parameter's constraint as written (`Command` → `SearchUICommand`,
    /// `Cell` → `UITableViewCell & SearchResultCell`), from the parameter clause or `where`.
    package var genericConstraints: [String: String] = [:]
    /// Inherited types and conformances as written (`UIViewController`, `CustomReflectable`).
    package var inherited: [String]
    package var properties: [PropertyFact]
    package var methods: [MethodFact]
    package var customMirror: CustomMirrorFact?
    /// The whole declaration.
    package var site: SourceSite
    package var nameSite: SourceSite
    /// Declared inside a function body.
    package var isLocal: Bool
    /// `style:` passed to `super.init(style:reuseIdentifier:)` in a cell (`subtitle`, `default`).
    package var cellStyle: String?
    /// The stored property assigned as the root view in `loadView` (`view = profileView`, AAII-7).
    package var rootViewProperty: String?
    /// Where the type's methods assign its properties (`footer = UILabel()`), for timing (GEN-6).
    package var propertyAssignments: [PropertyAssignmentFact]
    package var conditions: [ConditionClause]
    /// Where the type's methods first touch one of its `lazy var`s declared above them
    /// (`spinner.startAnimating()`), which creates the lazy storage (GEN-3, GEN-6).
    package var lazyPropertyReads: [PropertyAssignmentFact] = []

    package init(name: String, qualifiedName: String, kind: Kind, site: SourceSite, nameSite: SourceSite) {
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
package struct ExtensionFact: Hashable, Codable, Sendable {
    package var extendedType: String
    package var conformances: [String]
    package var site: SourceSite
    /// Computed properties and methods added here (never Mirror children, GEN-2).
    package var propertyNames: [String]

    package init(extendedType: String, conformances: [String], site: SourceSite, propertyNames: [String]) {
        self.extendedType = extendedType
        self.conformances = conformances
        self.site = site
        self.propertyNames = propertyNames
    }
}

/// Who `injectAccessibilityIdentifiers` was called on.
package enum InjectionReceiver: Hashable, Codable, Sendable {
    /// `injectAccessibilityIdentifiers()` or `self.injectAccessibilityIdentifiers()` inside a type.
    case enclosingSelf
    /// A receiver whose type the analysis read off (a cast, an initializer, an annotation).
    case typed(String)
    /// A receiver of unknown type; the expression text.
    case unknown(String)
}

/// A call to AAII's `injectAccessibilityIdentifiers(customPrefixChain:replaceExisting:)`.
package struct InjectionCallFact: Hashable, Codable, Sendable {
    /// The whole call.
    package var site: SourceSite
    /// The `injectAccessibilityIdentifiers` token.
    package var nameSite: SourceSite
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var receiver: InjectionReceiver
    /// The `customPrefixChain:` elements; nil when the argument is absent (`[]`).
    package var customPrefixChain: [StringExpr]?
    /// The chain argument was present but not an array literal.
    package var customPrefixChainIsDynamic: Bool
    /// `replaceExisting:`; nil when absent (true) or not a literal (see `replaceExistingIsDynamic`).
    package var replaceExisting: Bool?
    package var replaceExistingIsDynamic: Bool
    package var conditions: [ConditionClause]

    package init(site: SourceSite, nameSite: SourceSite, receiver: InjectionReceiver) {
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
    package var effectiveReplaceExisting: Bool { replaceExisting ?? true }
}

/// `target.accessibilityIdentifier = value` (EX-1).
package struct ExplicitAssignmentFact: Hashable, Codable, Sendable {
    /// The whole assignment.
    package var site: SourceSite
    /// The target expression without `.accessibilityIdentifier` (`titleLabel`, `self.titleLabel`, `cell.nameLabel`).
    package var targetExpression: String
    package var targetSite: SourceSite
    package var value: StringExpr
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var conditions: [ConditionClause]
    /// The type of the target's first name when it is a local or parameter (`cell` in
    /// `cell.priceLabel`, read off `let cell = … as! OrderCell`), for ordering against AAII
    /// writes on that type's instances (AAII-7).
    package var targetRootType: String?
    /// Where the statement list holding the assignment starts: two assignments with the same
    /// one run in sequence, one after the other (EX-1).
    package var blockStart: Int?
    /// The object the target is, when it is written through another reference to it: a cast
    /// (`(action as? UIView)?`) or a local bound to one (`let view = action.value(forKey: …) as? UIView`)
    /// names `action`. Nil when the target is written plainly.
    package var sameObjectAs: String?
    /// The type of the value's first name when it is a local or parameter the analysis can read
    /// (`cellModel` in `cellModel.title`, bound by `guard let cellModel = model as? CellModel`).
    package var valueRootType: String?

    package init(site: SourceSite, targetExpression: String, targetSite: SourceSite, value: StringExpr) {
        self.site = site
        self.targetExpression = targetExpression
        self.targetSite = targetSite
        self.value = value
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.conditions = []
    }

    /// The property the target names when it is `x`, `self.x`, `x?` or `x!`.
    package var targetPropertyName: String? {
        var text = targetExpression
        if text.hasPrefix("self.") { text.removeFirst(5) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text.contains(".") || text.contains("(") || text.contains("[") || text.contains("?")
            || text.contains("!") ? nil : text
    }
}

/// How a UI test refers to an identifier.
package struct TestReferenceFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `app.buttons["x"]` and every other XCUIElementQuery subscript.
        case subscriptQuery
        /// `matching(identifier:)`, `element(matching:identifier:)`.
        case matchingIdentifier
        /// `Identifiers.Type.name` (AI-8).
        case generatedConstant
        /// `NSPredicate(format: "identifier == 'x'")`, which matches identifiers only.
        case identifierPredicate
        /// `NSPredicate(format: "label == 'x'")`, which matches labels only.
        case labelPredicate
        /// An argument of a call in UI-test code that may be a query helper's
        /// (`button("Sign out")`): a query only when `UITestQueryHelpers` finds a helper of that
        /// name whose parameter at this position is queried (`helper` says which), else nothing.
        case helperArgument
    }

    package var kind: Kind
    /// The queried string (a literal or template), or for `generatedConstant` the constant path.
    package var value: StringExpr
    /// The query kind (`buttons`, `staticTexts`, `otherElements`, `any`).
    package var elementType: String?
    package var site: SourceSite
    package var conditions: [ConditionClause]
    /// For a predicate other than equality (`identifier BEGINSWITH 'cell.'`, `label ==[c] 'x'`):
    /// how `value` is compared; nil for an exact query.
    package var pattern: QueryPattern?
    /// For a query by a function's parameter (`app.buttons[label]` in
    /// `func button(_ label: String) -> XCUIElement`), that parameter; for a `helperArgument`,
    /// the call's argument. Nil for other references.
    package var helper: QueryHelperLink? = nil

    package init(
        kind: Kind, value: StringExpr, elementType: String?, site: SourceSite, conditions: [ConditionClause],
        pattern: QueryPattern? = nil
    ) {
        self.kind = kind
        self.value = value
        self.elementType = elementType
        self.site = site
        self.conditions = conditions
        self.pattern = pattern
    }
}

/// A parameter of a UI-test function that a query subscripts (`label` in `func button(_ label:
/// String) -> XCUIElement { app.buttons[label] }`), or an argument of a call that may pass one
/// (`button("Sign out")`): the two meet when function name, argument label and position agree.
package struct QueryHelperLink: Hashable, Codable, Sendable {
    /// The function's base name (`button`).
    package var function: String
    /// The argument label (`withLabel`); nil for `_` (an unlabeled argument).
    package var label: String?
    /// The position among the parameters (for a call, among its arguments).
    package var position: Int

    package init(function: String, label: String?, position: Int) {
        self.function = function
        self.label = label
        self.position = position
    }
}

/// A constant of a generated `Identifiers` namespace: `extension Identifiers { struct X { static var y = "X.y" } }`.
package struct GeneratedConstantFact: Hashable, Codable, Sendable {
    /// `Identifiers.X.y`.
    package var path: String
    package var typeName: String
    package var propertyName: String
    package var value: String
    /// `ArrayIdentifiers(value:)`: the run-time value gets `_index`.
    package var isArray: Bool
    package var site: SourceSite

    package init(path: String, typeName: String, propertyName: String, value: String, isArray: Bool, site: SourceSite) {
        self.path = path
        self.typeName = typeName
        self.propertyName = propertyName
        self.value = value
        self.isArray = isArray
        self.site = site
    }
}

/// An identifier set in Interface Builder.
package struct InterfaceBuilderIdentifierFact: Hashable, Codable, Sendable {
    package var value: String
    /// The XML element carrying it (reported on its line).
    package var site: SourceSite
    /// The element's tag (`button`, `label`, `view`).
    package var elementTag: String
    /// `userLabel` or `customClass` when present, for display.
    package var elementName: String
    /// The element's `id` attribute, which outlet connections name.
    package var elementID: String?
    /// The storyboard scene it is in (`sceneID`); nil in a xib, whose elements are one screen.
    package var scene: String?
    /// The class of the scene's view controller, or of a xib's File's Owner: the code of the same screen.
    package var screenClass: String?
    /// The prototype cell the element is in (a table's `<prototypes>`, a collection view's
    /// `<cells>`, a xib's top-level cell): a template the data source instantiates once per row,
    /// so the element is one of a row. Nil for fixed elements and static cells.
    package var prototypeCell: PrototypeCellRef? = nil

    package init(
        value: String, site: SourceSite, elementTag: String, elementName: String, elementID: String? = nil,
        scene: String? = nil, screenClass: String? = nil
    ) {
        self.value = value
        self.site = site
        self.elementTag = elementTag
        self.elementName = elementName
        self.elementID = elementID
        self.scene = scene
        self.screenClass = screenClass
    }
}

/// `<outlet property="titleLabel" destination="abc"/>` inside an object whose class is known.
package struct InterfaceBuilderOutletFact: Hashable, Codable, Sendable {
    /// The `customClass` of the object that owns the outlet (view controller, File's Owner, cell).
    package var ownerClass: String
    package var property: String
    /// The `id` of the connected element.
    package var destinationID: String
    package var site: SourceSite

    package init(ownerClass: String, property: String, destinationID: String, site: SourceSite) {
        self.ownerClass = ownerClass
        self.property = property
        self.destinationID = destinationID
        self.site = site
    }
}

/// One entry of a localization table: the key code reads it by and its text.
/// One `strings` entry of a SwiftGen configuration: the tables it reads and the namespace its
/// generated file declares, for apps that generate that file at build time.
package struct SwiftGenStringsFact: Hashable, Codable, Sendable {
    /// Folders and table files, as workspace paths (the configuration's folder joined with
    /// what it writes).
    package var inputs: [String]
    /// `params: enumName:`, `L10n` when absent.
    package var enumName: String
    /// `structured-swift5` splits keys at `.` into nested enums; `flat-swift5` does not.
    package var structured: Bool

    package init(inputs: [String], enumName: String, structured: Bool) {
        self.inputs = inputs
        self.enumName = enumName
        self.structured = structured
    }

    /// True for a table path one of the inputs names (the file itself, or a file under a folder).
    package func reads(_ tablePath: String) -> Bool {
        inputs.contains { tablePath == $0 || tablePath.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}

package struct LocalizedTableEntry: Hashable, Codable, Sendable {
    package var key: String
    package var text: String

    package init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}

/// A prototype cell of a storyboard or xib: its `id` (unique in the file) and reuse identifier.
package struct PrototypeCellRef: Hashable, Codable, Sendable {
    package var elementID: String
    package var reuseIdentifier: String?

    package init(elementID: String, reuseIdentifier: String?) {
        self.elementID = elementID
        self.reuseIdentifier = reuseIdentifier
    }
}

/// Where the analysis learnt that the app shows a text (named in `unknown-identifier-in-ui-test`'s messages).
package enum LabelSource: String, Codable, Sendable, CaseIterable {
    /// A literal the code shows: `Text("…")`, `Button("…")`, `label.text = "…"`, `setTitle("…", for:)`.
    case code
    /// A storyboard or xib `title`, `text`, `placeholder` or accessibility `label`.
    case interfaceBuilder
    /// A `.strings`, `.stringsdict` or `.xcstrings` table (any language).
    case localizationTable
    /// The default value of a localized string in code: `NSLocalizedString(…, value:)`,
    /// `String(localized:defaultValue:)`, SwiftGen's `L10n.tr(…, fallback:)`.
    case localizedDefault
    /// A text the UI test typed itself (`typeText("…")`), which a text field then shows.
    case typedByTest
    /// Any other string literal of the code (`viewModel.id = "row.edit"`, an argument, a
    /// dictionary value): shown through no API the analysis knows, so never a label, but a
    /// value an identifier the analysis cannot follow (`{viewModel.id}`) may take.
    case codeValue

    /// Whether XCUITest's label-matching queries may find it: all but `codeValue`.
    package var isLabel: Bool { self != .codeValue }
    /// The asset name of an image shown without a label of its own: SwiftUI's `Image("ic-power-off")`
    /// uses its name as the label (the name is the localization key of the label), and UIKit labels
    /// an image button without a title, and an image, by the image's name
    /// (`UIImage(named:)`, a storyboard's `image=` attribute). `VisibleTextFact.labels` spells
    /// out what a query may match.
    case imageName

    /// How a message names it.
    package var description: String {
        switch self {
        case .code: return "a text the code shows"
        case .interfaceBuilder: return "an Interface Builder title or text"
        case .localizationTable: return "a localization table"
        case .localizedDefault: return "a localized string's default value"
        case .typedByTest: return "text the test typed"
        case .codeValue: return "a string literal in code"
        case .imageName: return "an image's asset name"
        }
    }
}

/// A visible text that XCUITest subscripts match as well as identifiers (labels, titles).
package struct VisibleTextFact: Hashable, Codable, Sendable {
    package var text: String
    package var site: SourceSite
    package var source: LabelSource

    /// The labels this text gives an element. An image's asset name is its label as written
    /// (`ic-power-off`), and also read with its separators as spaces (`ic power off`), as
    /// VoiceOver speaks it: which of the two XCUITest reports is not documented, so a query by
    /// either is a label query.
    package var labels: [String] {
        guard source == .imageName else { return [text] }
        let spaced = String(text.map { $0 == "-" || $0 == "_" || $0 == "." ? " " : $0 })
        return spaced == text ? [text] : [text, spaced]
    }

    package init(text: String, site: SourceSite, source: LabelSource = .code) {
        self.text = text
        self.site = site
        self.source = source
    }
}

/// `// ax-lsp:disable…` comments.
package struct SuppressionFact: Hashable, Codable, Sendable {
    package enum Scope: String, Codable, Sendable { case nextLine, thisLine, regionStart, regionEnd }
    package var scope: Scope
    /// Rule ids, or `all`.
    package var rules: [String]
    /// The comment itself.
    package var site: SourceSite
    /// The text it silences: the next line, its own line, or up to the matching `enable` (or the
    /// end of the file). Empty for `enable` comments.
    package var effectRange: ByteRange

    package init(scope: Scope, rules: [String], site: SourceSite, effectRange: ByteRange) {
        self.scope = scope
        self.rules = rules
        self.site = site
        self.effectRange = effectRange
    }
}

/// All facts of one file. Equal summaries mean equal contributions to the workspace.
///
/// A value with its fields behind one reference (`Fields`, copied on the first write to a
/// shared summary): the workspace's `[String: FileSummary]` is copied whenever a background
/// resolution's snapshot shares it, and a copy then retains one object per summary instead
/// of every array of every fact table (12% of a keystroke's time in the six real apps as one
/// workspace). Encoding, decoding and equality are those of `Fields`, field for field (equality
/// also compares `scope`, which is not encoded).
public struct FileSummary: Hashable, Codable, Sendable {
    /// The facts themselves, as a plain value.
    package struct Fields: Hashable, Codable, Sendable {
        package var path: String
        package var kind: FileKind
        package var imports: [String]
        package var types: [TypeFact]
        package var extensions: [ExtensionFact]
        package var injectionCalls: [InjectionCallFact]
        package var explicitAssignments: [ExplicitAssignmentFact]
        package var swiftUI: SwiftUIFileFacts
        package var testReferences: [TestReferenceFact]
        /// True when the file uses `XCUIApplication`, or names it or `XCUIElement` as a type (a page
        /// object), with `import XCTest` the default UI-test test.
        package var usesXCUIApplication: Bool
        package var generatedConstants: [GeneratedConstantFact]
        package var interfaceBuilderIdentifiers: [InterfaceBuilderIdentifierFact]
        package var interfaceBuilderOutlets: [InterfaceBuilderOutletFact]
        package var visibleTexts: [VisibleTextFact]
        /// Types registered with `register(X.self, forCellReuseIdentifier:)` (created with `.default` style).
        package var registeredCellTypes: [String]
        /// Generic types written with arguments (`ChoiceCell<ShippingOption>` in a cast, an
        /// initialiser, an annotation or a typealias): the instantiations `type(of:)` can print (GEN-1).
        package var genericInstantiations: [String]
        package var suppressions: [SuppressionFact]
        /// String constants, enum raw values, namespace instances and identifier-building functions.
        package var stringConstants: [StringConstantFact]
        /// Signatures, call arguments and property writes that identifier values flow through.
        package var valueFlows: [ValueFlowFact]
        /// RapidA11y conformances, requirement bodies, apply calls and test references (RA-n).
        package var rapidA11y: RapidA11yFileFacts
        /// Classes' construction code and AXSnapshot assertions, for accessibility outlines (AX-n).
        package var outline: OutlineFileFacts
        /// Child view controllers embedded in a parent (`addChild(child)`, a storyboard `embed`
        /// segue): one screen with their parent. Position-free.
        package var embeddedChildren: [EmbeddedChildFact]
        /// A localization table's keys (R.swift accessors name them); position-free.
        package var localizationKeys: [String]
        /// A development-language table's keys with their texts, which identifiers set from
        /// localized texts take in UI tests (`LocalizationTableExtractor.isDevelopmentLanguage`).
        package var developmentTexts: [LocalizedTableEntry]
        /// A problem reading the file itself (malformed XML, binary data), for the user.
        package var readProblem: String?
        /// Regions `ParseCostGuard` kept from the parser (`file-too-complex`); usually empty.
        package var skippedRegions: [SkippedRegion]
        /// Set on the empty summary of a file whose parse and extraction ran past this many seconds
        /// and was given up (`analysis-budget-exceeded`). Such a summary is never cached.
        package var exceededBudget: Double?
        /// A snapshot reference file's text (`kind == .snapshotReference`), nil past
        /// `SnapshotReferenceFile.maximumUTF8Count`.
        package var snapshotReferenceText: String?
        /// A Maestro flow's selectors, variables and sub-flow calls (`kind == .maestroFlow`).
        package var maestroFlow: MaestroFlowFacts?
        /// Names images are loaded by (`UIImage(named:)`, an image view's `image=`), which UIKit
        /// reports as an image view's identifier when it has none of its own. Position-free.
        package var imageAssetNames: [ImageAssetNameFact]
        /// An Appium suite's accessibility-id selectors (`kind == .appiumSuite`).
        package var appiumSuite: AppiumSuiteFacts?
        /// A SwiftGen configuration's `strings` entries (`kind == .swiftGenConfig`).
        package var swiftGenStrings: [SwiftGenStringsFact] = []

        package init(path: String, kind: FileKind) {
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
            self.genericInstantiations = []
            self.suppressions = []
            self.stringConstants = []
            self.valueFlows = []
            self.rapidA11y = RapidA11yFileFacts()
            self.outline = OutlineFileFacts()
            self.embeddedChildren = []
            self.localizationKeys = []
            self.developmentTexts = []
            self.readProblem = nil
            self.skippedRegions = []
            self.exceededBudget = nil
            self.snapshotReferenceText = nil
            self.maestroFlow = nil
            self.imageAssetNames = []
            self.appiumSuite = nil
        }
    }

    private final class Box: @unchecked Sendable {
        var fields: Fields
        /// Not encoded: a summary of another scope than `.everything` is never cached.
        let scope: ExtractionScope
        init(_ fields: Fields, scope: ExtractionScope) {
            self.fields = fields
            self.scope = scope
        }
    }

    private var box: Box

    package init(path: String, kind: FileKind, scope: ExtractionScope = .everything) {
        box = Box(Fields(path: path, kind: kind), scope: scope)
    }

    /// The facts the extraction read (`ExtractionScope`); decoded summaries read everything.
    public package(set) var scope: ExtractionScope {
        get { box.scope }
        set { if newValue != box.scope { box = Box(box.fields, scope: newValue) } }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields, scope: box.scope) }
    }

    public init(from decoder: Decoder) throws {
        box = Box(try Fields(from: decoder), scope: .everything)
    }

    public func encode(to encoder: Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    public static func == (lhs: FileSummary, rhs: FileSummary) -> Bool {
        lhs.box === rhs.box || (lhs.box.scope == rhs.box.scope && lhs.box.fields == rhs.box.fields)
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    package var path: String {
        get { box.fields.path }
        _modify {
            makeUnique()
            yield &box.fields.path
        }
    }
    package var kind: FileKind {
        get { box.fields.kind }
        _modify {
            makeUnique()
            yield &box.fields.kind
        }
    }
    package var imports: [String] {
        get { box.fields.imports }
        _modify {
            makeUnique()
            yield &box.fields.imports
        }
    }
    package var types: [TypeFact] {
        get { box.fields.types }
        _modify {
            makeUnique()
            yield &box.fields.types
        }
    }
    package var extensions: [ExtensionFact] {
        get { box.fields.extensions }
        _modify {
            makeUnique()
            yield &box.fields.extensions
        }
    }
    package var injectionCalls: [InjectionCallFact] {
        get { box.fields.injectionCalls }
        _modify {
            makeUnique()
            yield &box.fields.injectionCalls
        }
    }
    package var explicitAssignments: [ExplicitAssignmentFact] {
        get { box.fields.explicitAssignments }
        _modify {
            makeUnique()
            yield &box.fields.explicitAssignments
        }
    }
    package var swiftUI: SwiftUIFileFacts {
        get { box.fields.swiftUI }
        _modify {
            makeUnique()
            yield &box.fields.swiftUI
        }
    }
    package var testReferences: [TestReferenceFact] {
        get { box.fields.testReferences }
        _modify {
            makeUnique()
            yield &box.fields.testReferences
        }
    }
    /// True when the file uses `XCUIApplication`, or names it or `XCUIElement` as a type (a page
    /// object), with `import XCTest` the default UI-test test.
    package var usesXCUIApplication: Bool {
        get { box.fields.usesXCUIApplication }
        _modify {
            makeUnique()
            yield &box.fields.usesXCUIApplication
        }
    }
    package var generatedConstants: [GeneratedConstantFact] {
        get { box.fields.generatedConstants }
        _modify {
            makeUnique()
            yield &box.fields.generatedConstants
        }
    }
    package var interfaceBuilderIdentifiers: [InterfaceBuilderIdentifierFact] {
        get { box.fields.interfaceBuilderIdentifiers }
        _modify {
            makeUnique()
            yield &box.fields.interfaceBuilderIdentifiers
        }
    }
    package var interfaceBuilderOutlets: [InterfaceBuilderOutletFact] {
        get { box.fields.interfaceBuilderOutlets }
        _modify {
            makeUnique()
            yield &box.fields.interfaceBuilderOutlets
        }
    }
    package var visibleTexts: [VisibleTextFact] {
        get { box.fields.visibleTexts }
        _modify {
            makeUnique()
            yield &box.fields.visibleTexts
        }
    }
    /// Types registered with `register(X.self, forCellReuseIdentifier:)` (created with `.default` style).
    package var registeredCellTypes: [String] {
        get { box.fields.registeredCellTypes }
        _modify {
            makeUnique()
            yield &box.fields.registeredCellTypes
        }
    }
    /// Generic types written with arguments (`ChoiceCell<ShippingOption>` in a cast, an
    /// initialiser, an annotation or a typealias): the instantiations `type(of:)` can print (GEN-1).
    package var genericInstantiations: [String] {
        get { box.fields.genericInstantiations }
        _modify {
            makeUnique()
            yield &box.fields.genericInstantiations
        }
    }
    package var suppressions: [SuppressionFact] {
        get { box.fields.suppressions }
        _modify {
            makeUnique()
            yield &box.fields.suppressions
        }
    }
    /// String constants, enum raw values, namespace instances and identifier-building functions.
    package var stringConstants: [StringConstantFact] {
        get { box.fields.stringConstants }
        _modify {
            makeUnique()
            yield &box.fields.stringConstants
        }
    }
    /// Signatures, call arguments and property writes that identifier values flow through.
    package var valueFlows: [ValueFlowFact] {
        get { box.fields.valueFlows }
        _modify {
            makeUnique()
            yield &box.fields.valueFlows
        }
    }
    /// RapidA11y conformances, requirement bodies, apply calls and test references (RA-n).
    package var rapidA11y: RapidA11yFileFacts {
        get { box.fields.rapidA11y }
        _modify {
            makeUnique()
            yield &box.fields.rapidA11y
        }
    }
    /// Classes' construction code and AXSnapshot assertions, for accessibility outlines (AX-n).
    package var outline: OutlineFileFacts {
        get { box.fields.outline }
        _modify {
            makeUnique()
            yield &box.fields.outline
        }
    }
    /// Child view controllers embedded in a parent (`addChild(child)`, a storyboard `embed`
    /// segue): one screen with their parent. Position-free.
    package var embeddedChildren: [EmbeddedChildFact] {
        get { box.fields.embeddedChildren }
        _modify {
            makeUnique()
            yield &box.fields.embeddedChildren
        }
    }
    /// A localization table's keys (R.swift accessors name them); position-free.
    package var localizationKeys: [String] {
        get { box.fields.localizationKeys }
        _modify {
            makeUnique()
            yield &box.fields.localizationKeys
        }
    }
    /// A SwiftGen configuration's `strings` entries (`kind == .swiftGenConfig`).
    package var swiftGenStrings: [SwiftGenStringsFact] {
        get { box.fields.swiftGenStrings }
        _modify {
            makeUnique()
            yield &box.fields.swiftGenStrings
        }
    }
    /// A development-language table's keys with their texts; position-free.
    package var developmentTexts: [LocalizedTableEntry] {
        get { box.fields.developmentTexts }
        _modify {
            makeUnique()
            yield &box.fields.developmentTexts
        }
    }
    /// A problem reading the file itself (malformed XML, binary data), for the user.
    package var readProblem: String? {
        get { box.fields.readProblem }
        _modify {
            makeUnique()
            yield &box.fields.readProblem
        }
    }
    /// Regions `ParseCostGuard` kept from the parser (`file-too-complex`); usually empty.
    package var skippedRegions: [SkippedRegion] {
        get { box.fields.skippedRegions }
        _modify {
            makeUnique()
            yield &box.fields.skippedRegions
        }
    }
    /// Set on the empty summary of a file whose parse and extraction ran past this many seconds
    /// and was given up (`analysis-budget-exceeded`). Such a summary is never cached.
    package var exceededBudget: Double? {
        get { box.fields.exceededBudget }
        _modify {
            makeUnique()
            yield &box.fields.exceededBudget
        }
    }
    /// A snapshot reference file's text (`kind == .snapshotReference`), nil past
    /// `SnapshotReferenceFile.maximumUTF8Count`.
    package var snapshotReferenceText: String? {
        get { box.fields.snapshotReferenceText }
        _modify {
            makeUnique()
            yield &box.fields.snapshotReferenceText
        }
    }
    /// A Maestro flow's selectors, variables and sub-flow calls (`kind == .maestroFlow`).
    package var maestroFlow: MaestroFlowFacts? {
        get { box.fields.maestroFlow }
        _modify {
            makeUnique()
            yield &box.fields.maestroFlow
        }
    }
    /// Names images are loaded by, which UIKit reports as an image view's identifier.
    package var imageAssetNames: [ImageAssetNameFact] {
        get { box.fields.imageAssetNames }
        _modify {
            makeUnique()
            yield &box.fields.imageAssetNames
        }
    }

    /// An Appium suite's accessibility-id selectors (`kind == .appiumSuite`).
    package var appiumSuite: AppiumSuiteFacts? {
        get { box.fields.appiumSuite }
        _modify {
            makeUnique()
            yield &box.fields.appiumSuite
        }
    }

    /// True for test code (imports XCTest or Testing): it queries identifiers, it does not define app elements.
    package var isTestCode: Bool { imports.contains { $0 == "XCTest" || $0 == "Testing" } }

    /// True when this file is UI-test code by the default test (imports XCTest, uses XCUIApplication).
    package var looksLikeUITest: Bool { imports.contains("XCTest") && usesXCUIApplication }
}

/// A view controller embedded in another, so on screen with it: `addChild(SettingsViewController())`
/// in a class's methods (classes by name), or a storyboard `embed` segue of a container view
/// (scenes by `sceneID`, with their classes when the scenes name one).
package struct EmbeddedChildFact: Hashable, Codable, Sendable {
    package var parentClass: String?
    package var childClass: String?
    package var parentScene: String?
    package var childScene: String?

    package init(parentClass: String?, childClass: String?, parentScene: String? = nil, childScene: String? = nil) {
        self.parentClass = parentClass
        self.childClass = childClass
        self.parentScene = parentScene
        self.childScene = childScene
    }
}
