// What one file says about RapidA11y (RA-1…RA-13): conformances, the two requirement bodies as
// far as they evaluate, apply calls, direct `applyProperties` calls and UI-test references.

/// One field of a `RapidControlInformation` as the analysis evaluated it.
public struct RapidFieldValue: Hashable, Codable, Sendable {
    /// The text the field contributes to the identifier (`UIButton`, `2`, `signup`, `` for a nil
    /// scope), or a `{expr}` template part when it is only known at run time.
    public var text: String
    public var isKnown: Bool
    /// Where the field was set (`x.index = 2`, `UIButton.accessibilityProperties`); nil for a
    /// library default (index 0, scope nil).
    public var site: SourceSite?

    public init(text: String, isKnown: Bool, site: SourceSite?) {
        self.text = text
        self.isKnown = isKnown
        self.site = site
    }
}

/// One `RapidControlInformation` value of a `rapidControlsInformation()` result (RA-4, RA-5).
public struct RapidInformationFact: Hashable, Codable, Sendable {
    /// The metatype the information was read through (`UIButton.accessibilityProperties`), printed (GEN-1).
    public var type: RapidFieldValue
    public var index: RapidFieldValue
    public var scope: RapidFieldValue
    /// The traits it applies (`button`, `adjustable`), empty for the default; nil when unknown.
    public var traits: [String]?
    public var traitsSite: SourceSite?
    /// The element of the returned expression that produced it (or the `map` call of the idiom).
    public var site: SourceSite
    /// The local variable the element names (`usernameProperties`), when it is one.
    public var variable: String?
    /// The variable is a `var` declared in the function (a fix may mutate it before `return`).
    public var variableIsMutable: Bool

    public init(type: RapidFieldValue, site: SourceSite) {
        self.type = type
        self.index = RapidFieldValue(text: "0", isKnown: true, site: nil)
        self.scope = RapidFieldValue(text: "", isKnown: true, site: nil)
        self.traits = []
        self.traitsSite = nil
        self.site = site
        self.variable = nil
        self.variableIsMutable = false
    }

    /// RA-5: `"<type>_<index>_<scope>_control_a11yID"`.
    public var identifier: String { "\(type.text)_\(index.text)_\(scope.text)_control_a11yID" }

    public var isKnown: Bool { type.isKnown && index.isKnown && scope.isKnown }
}

/// `rapidControlsInformation()` as declared in one type body or extension.
public struct RapidInformationFunctionFact: Hashable, Codable, Sendable {
    /// The function's name token.
    public var site: SourceSite
    /// `class func` (overridable, RA-10) rather than `static func`.
    public var isClassFunction: Bool
    /// The informations in order; nil when the result is not evaluable (`dynamicReason` says why).
    public var elements: [RapidInformationFact]?
    public var dynamicReason: String?
    /// The returned array literal, when the result is one literal (fixes append to it).
    public var returnedArraySite: SourceSite?
    /// The `return` statement (or the single expression of the body).
    public var returnStatementSite: SourceSite?

    public init(site: SourceSite, isClassFunction: Bool) {
        self.site = site
        self.isClassFunction = isClassFunction
        self.elements = nil
        self.dynamicReason = nil
        self.returnedArraySite = nil
        self.returnStatementSite = nil
    }
}

/// One element of the array `rapidAccessibilityControls()` returns.
public struct RapidControlFact: Hashable, Codable, Sendable {
    /// As written (`playButton`, `self.view`, `self`).
    public var expression: String
    public var site: SourceSite
    /// The property it names (`playButton` for `self.playButton!`), `self`, or nil.
    public var propertyName: String? {
        var text = expression
        if text.hasPrefix("self.") { text.removeFirst(5) }
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        if text.isEmpty || text.contains(where: { ".([ ".contains($0) }) { return nil }
        return text
    }

    public init(expression: String, site: SourceSite) {
        self.expression = expression
        self.site = site
    }
}

/// `rapidAccessibilityControls()` as declared in one type body or extension.
public struct RapidControlsFunctionFact: Hashable, Codable, Sendable {
    public var site: SourceSite
    /// nil when the array is built at run time (`dynamicReason` says how).
    public var elements: [RapidControlFact]?
    public var dynamicReason: String?

    public init(site: SourceSite) {
        self.site = site
        self.elements = nil
        self.dynamicReason = nil
    }
}

/// A type body or extension that adopts `RapidAccessible` or implements one of its requirements.
public struct RapidDeclarationFact: Hashable, Codable, Sendable {
    /// The type as written (qualified for nested declarations, as extended for extensions).
    public var typeName: String
    /// The `RapidAccessible` entry of the inheritance clause, when this declaration adopts it.
    public var conformanceSite: SourceSite?
    public var isExtension: Bool
    public var information: RapidInformationFunctionFact?
    public var controls: RapidControlsFunctionFact?
    public var conditions: [ConditionClause]

    public init(typeName: String, isExtension: Bool) {
        self.typeName = typeName
        self.conformanceSite = nil
        self.isExtension = isExtension
        self.information = nil
        self.controls = nil
        self.conditions = []
    }
}

/// `applyAccessibility()` (view controllers) or `applyViewAccessibility()` (views) (RA-2).
public struct RapidApplyCallFact: Hashable, Codable, Sendable {
    public var isViewCall: Bool
    /// The whole call.
    public var site: SourceSite
    /// The method name token.
    public var nameSite: SourceSite
    public var enclosingType: String?
    public var enclosingFunction: String?
    /// nil for `self`; else the receiver as written.
    public var receiverExpression: String?
    public var conditions: [ConditionClause]

    public init(isViewCall: Bool, site: SourceSite, nameSite: SourceSite) {
        self.isViewCall = isViewCall
        self.site = site
        self.nameSite = nameSite
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.receiverExpression = nil
        self.conditions = []
    }
}

/// `x.applyProperties(T.accessibilityProperties)` called by hand (RA-11).
public struct RapidDirectApplicationFact: Hashable, Codable, Sendable {
    public var site: SourceSite
    public var receiverExpression: String
    public var receiverSite: SourceSite
    /// The information passed, when it evaluates.
    public var information: RapidInformationFact?
    public var enclosingType: String?
    public var conditions: [ConditionClause]

    public init(site: SourceSite, receiverExpression: String, receiverSite: SourceSite) {
        self.site = site
        self.receiverExpression = receiverExpression
        self.receiverSite = receiverSite
        self.information = nil
        self.enclosingType = nil
        self.conditions = []
    }
}

/// A test's way of recomputing a RapidA11y string (RA-11, RA-12).
public struct RapidTestReferenceFact: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// `Screen.rapidControlsInformation()[N].identifier`.
        case control
        /// `"\(Screen.self)_view_a11yID"` or `"\(Screen.self)\(RapidControlInformation.viewIdentifierSuffix)"`.
        case root
    }

    public var kind: Kind
    /// The screen type as written.
    public var typeName: String
    /// N for `.control`.
    public var index: Int
    public var site: SourceSite
    public var conditions: [ConditionClause]

    public init(kind: Kind, typeName: String, index: Int, site: SourceSite, conditions: [ConditionClause]) {
        self.kind = kind
        self.typeName = typeName
        self.index = index
        self.site = site
        self.conditions = conditions
    }
}

/// `x.accessibilityTraits = …` or `x.accessibilityTraits.insert(…)` in a file that uses RapidA11y:
/// traits a later apply call replaces (RA-7, RA-9).
public struct RapidTraitAssignmentFact: Hashable, Codable, Sendable {
    /// The target without `.accessibilityTraits` (`muteButton`, `self.muteButton`, `self`).
    public var targetExpression: String
    public var traits: [String]
    public var site: SourceSite
    public var enclosingType: String?
    public var enclosingFunction: String?
    public var conditions: [ConditionClause]

    public init(targetExpression: String, traits: [String], site: SourceSite) {
        self.targetExpression = targetExpression
        self.traits = traits
        self.site = site
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.conditions = []
    }

    /// The property the target names (`x`, `self.x`, `x!`), or nil.
    public var targetPropertyName: String? { RapidControlFact(expression: targetExpression, site: site).propertyName }
}

/// Everything RapidA11y in one file; empty in almost every file.
public struct RapidA11yFileFacts: Hashable, Codable, Sendable {
    public var declarations: [RapidDeclarationFact]
    public var applyCalls: [RapidApplyCallFact]
    public var directApplications: [RapidDirectApplicationFact]
    public var testReferences: [RapidTestReferenceFact]
    /// Kept only in files that declare a RapidA11y screen or call an apply method.
    public var traitAssignments: [RapidTraitAssignmentFact]

    public init() {
        self.declarations = []
        self.applyCalls = []
        self.directApplications = []
        self.testReferences = []
        self.traitAssignments = []
    }

    public var isEmpty: Bool {
        declarations.isEmpty && applyCalls.isEmpty && directApplications.isEmpty && testReferences.isEmpty && traitAssignments.isEmpty
    }
}
