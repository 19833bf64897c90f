// What one file says about RapidA11y (RA-1…RA-13): conformances, the two requirement bodies as
// far as they evaluate, apply calls, direct `applyProperties` calls and UI-test references.

/// One field of a `RapidControlInformation` as the analysis evaluated it.
package struct RapidFieldValue: Hashable, Codable, Sendable {
    /// The text the field contributes to the identifier (`UIButton`, `2`, `signup`, `` for a nil
    /// scope), or a `{expr}` template part when it is only known at run time.
    package var text: String
    package var isKnown: Bool
    /// Where the field was set (`x.index = 2`, `UIButton.accessibilityProperties`); nil for a
    /// library default (index 0, scope nil).
    package var site: SourceSite?

    package init(text: String, isKnown: Bool, site: SourceSite?) {
        self.text = text
        self.isKnown = isKnown
        self.site = site
    }
}

/// One `RapidControlInformation` value of a `rapidControlsInformation()` result (RA-4, RA-5).
package struct RapidInformationFact: Hashable, Codable, Sendable {
    /// The metatype the information was read through (`UIButton.accessibilityProperties`), printed (GEN-1).
    package var type: RapidFieldValue
    package var index: RapidFieldValue
    package var scope: RapidFieldValue
    /// The traits it applies (`button`, `adjustable`), empty for the default; nil when unknown.
    package var traits: [String]?
    package var traitsSite: SourceSite?
    /// The element of the returned expression that produced it (or the `map` call of the idiom).
    package var site: SourceSite
    /// The local variable the element names (`usernameProperties`), when it is one.
    package var variable: String?
    /// The variable is a `var` declared in the function (a fix may mutate it before `return`).
    package var variableIsMutable: Bool

    package init(type: RapidFieldValue, site: SourceSite) {
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
    package var identifier: String { "\(type.text)_\(index.text)_\(scope.text)_control_a11yID" }

    package var isKnown: Bool { type.isKnown && index.isKnown && scope.isKnown }
}

/// `rapidControlsInformation()` as declared in one type body or extension.
package struct RapidInformationFunctionFact: Hashable, Codable, Sendable {
    /// The function's name token.
    package var site: SourceSite
    /// `class func` (overridable, RA-10) rather than `static func`.
    package var isClassFunction: Bool
    /// The informations in order; nil when the result is not evaluable (`dynamicReason` says why).
    package var elements: [RapidInformationFact]?
    package var dynamicReason: String?
    /// The returned array literal, when the result is one literal (fixes append to it).
    package var returnedArraySite: SourceSite?
    /// The `return` statement (or the single expression of the body).
    package var returnStatementSite: SourceSite?

    package init(site: SourceSite, isClassFunction: Bool) {
        self.site = site
        self.isClassFunction = isClassFunction
        self.elements = nil
        self.dynamicReason = nil
        self.returnedArraySite = nil
        self.returnStatementSite = nil
    }
}

/// One element of the array `rapidAccessibilityControls()` returns.
package struct RapidControlFact: Hashable, Codable, Sendable {
    /// As written (`playButton`, `self.view`, `self`).
    package var expression: String
    package var site: SourceSite
    /// The property it names (`playButton` for `self.playButton!`), `self`, or nil.
    package var propertyName: String? {
        var text = expression
        if text.hasPrefix("self.") { text.removeFirst(5) }
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        if text.isEmpty || text.contains(where: { ".([ ".contains($0) }) { return nil }
        return text
    }

    package init(expression: String, site: SourceSite) {
        self.expression = expression
        self.site = site
    }
}

/// `rapidAccessibilityControls()` as declared in one type body or extension.
package struct RapidControlsFunctionFact: Hashable, Codable, Sendable {
    package var site: SourceSite
    /// nil when the array is built at run time (`dynamicReason` says how).
    package var elements: [RapidControlFact]?
    package var dynamicReason: String?

    package init(site: SourceSite) {
        self.site = site
        self.elements = nil
        self.dynamicReason = nil
    }
}

/// A type body or extension that adopts `RapidAccessible` or implements one of its requirements.
package struct RapidDeclarationFact: Hashable, Codable, Sendable {
    /// The type as written (qualified for nested declarations, as extended for extensions).
    package var typeName: String
    /// The `RapidAccessible` entry of the inheritance clause, when this declaration adopts it.
    package var conformanceSite: SourceSite?
    package var isExtension: Bool
    package var information: RapidInformationFunctionFact?
    package var controls: RapidControlsFunctionFact?
    package var conditions: [ConditionClause]

    package init(typeName: String, isExtension: Bool) {
        self.typeName = typeName
        self.conformanceSite = nil
        self.isExtension = isExtension
        self.information = nil
        self.controls = nil
        self.conditions = []
    }
}

/// `applyAccessibility()` (view controllers) or `applyViewAccessibility()` (views) (RA-2).
package struct RapidApplyCallFact: Hashable, Codable, Sendable {
    package var isViewCall: Bool
    /// The whole call.
    package var site: SourceSite
    /// The method name token.
    package var nameSite: SourceSite
    package var enclosingType: String?
    package var enclosingFunction: String?
    /// nil for `self`; else the receiver as written.
    package var receiverExpression: String?
    package var conditions: [ConditionClause]

    package init(isViewCall: Bool, site: SourceSite, nameSite: SourceSite) {
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
package struct RapidDirectApplicationFact: Hashable, Codable, Sendable {
    package var site: SourceSite
    package var receiverExpression: String
    package var receiverSite: SourceSite
    /// The information passed, when it evaluates.
    package var information: RapidInformationFact?
    package var enclosingType: String?
    package var conditions: [ConditionClause]

    package init(site: SourceSite, receiverExpression: String, receiverSite: SourceSite) {
        self.site = site
        self.receiverExpression = receiverExpression
        self.receiverSite = receiverSite
        self.information = nil
        self.enclosingType = nil
        self.conditions = []
    }
}

/// A test's way of recomputing a RapidA11y string (RA-11, RA-12).
package struct RapidTestReferenceFact: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `Screen.rapidControlsInformation()[N].identifier`.
        case control
        /// `"\(Screen.self)_view_a11yID"` or `"\(Screen.self)\(RapidControlInformation.viewIdentifierSuffix)"`.
        case root
    }

    package var kind: Kind
    /// The screen type as written.
    package var typeName: String
    /// N for `.control`.
    package var index: Int
    package var site: SourceSite
    package var conditions: [ConditionClause]

    package init(kind: Kind, typeName: String, index: Int, site: SourceSite, conditions: [ConditionClause]) {
        self.kind = kind
        self.typeName = typeName
        self.index = index
        self.site = site
        self.conditions = conditions
    }
}

/// `x.accessibilityTraits = …` or `x.accessibilityTraits.insert(…)` in a file that uses RapidA11y:
/// traits a later apply call replaces (RA-7, RA-9).
package struct RapidTraitAssignmentFact: Hashable, Codable, Sendable {
    /// The target without `.accessibilityTraits` (`muteButton`, `self.muteButton`, `self`).
    package var targetExpression: String
    package var traits: [String]
    package var site: SourceSite
    package var enclosingType: String?
    package var enclosingFunction: String?
    package var conditions: [ConditionClause]

    package init(targetExpression: String, traits: [String], site: SourceSite) {
        self.targetExpression = targetExpression
        self.traits = traits
        self.site = site
        self.enclosingType = nil
        self.enclosingFunction = nil
        self.conditions = []
    }

    /// The property the target names (`x`, `self.x`, `x!`), or nil.
    package var targetPropertyName: String? { RapidControlFact(expression: targetExpression, site: site).propertyName }
}

/// Everything RapidA11y in one file; empty in almost every file.
package struct RapidA11yFileFacts: Hashable, Codable, Sendable {
    package var declarations: [RapidDeclarationFact]
    package var applyCalls: [RapidApplyCallFact]
    package var directApplications: [RapidDirectApplicationFact]
    package var testReferences: [RapidTestReferenceFact]
    /// Kept only in files that declare a RapidA11y screen or call an apply method.
    package var traitAssignments: [RapidTraitAssignmentFact]

    package init() {
        self.declarations = []
        self.applyCalls = []
        self.directApplications = []
        self.testReferences = []
        self.traitAssignments = []
    }

    package var isEmpty: Bool {
        declarations.isEmpty && applyCalls.isEmpty && directApplications.isEmpty && testReferences.isEmpty
            && traitAssignments.isEmpty
    }
}
