// What kind of element carries an identifier (button, text field, cell…), and so which XCUITest
// query finds it: `app.buttons["x"]` finds a button only, so the suggestion must pick the right one.
import AXAnalysis

/// An element's XCUIElement type, as far as its declared type tells.
struct ElementQueryKind: Equatable {
    /// In words, for agents and people: `button`, `text field`.
    var name: String
    /// The `XCUIElementTypeQueryProvider` property that finds it: `buttons`, `textFields`.
    var query: String

    static let other = ElementQueryKind(name: "element", query: "otherElements")

    /// Type names (UIKit classes, SwiftUI views, Interface Builder element names, lowercased)
    /// and the kind each one is. A subclass is matched by the end of its name (`PrimaryButton`).
    private static let kinds: [(suffix: String, kind: ElementQueryKind)] = [
        ("securetextfield", ElementQueryKind(name: "secure text field", query: "secureTextFields")),
        ("securefield", ElementQueryKind(name: "secure text field", query: "secureTextFields")),
        ("textfield", ElementQueryKind(name: "text field", query: "textFields")),
        ("searchbar", ElementQueryKind(name: "search field", query: "searchFields")),
        ("textview", ElementQueryKind(name: "text view", query: "textViews")),
        ("texteditor", ElementQueryKind(name: "text view", query: "textViews")),
        ("barbuttonitem", ElementQueryKind(name: "button", query: "buttons")),
        ("button", ElementQueryKind(name: "button", query: "buttons")),
        ("navigationlink", ElementQueryKind(name: "button", query: "buttons")),
        ("link", ElementQueryKind(name: "link", query: "links")),
        ("switch", ElementQueryKind(name: "switch", query: "switches")),
        ("toggle", ElementQueryKind(name: "switch", query: "switches")),
        ("slider", ElementQueryKind(name: "slider", query: "sliders")),
        ("stepper", ElementQueryKind(name: "stepper", query: "steppers")),
        ("segmentedcontrol", ElementQueryKind(name: "segmented control", query: "segmentedControls")),
        ("datepicker", ElementQueryKind(name: "date picker", query: "datePickers")),
        ("picker", ElementQueryKind(name: "picker", query: "pickers")),
        ("pagecontrol", ElementQueryKind(name: "page indicator", query: "pageIndicators")),
        ("progressview", ElementQueryKind(name: "progress indicator", query: "progressIndicators")),
        ("activityindicatorview", ElementQueryKind(name: "activity indicator", query: "activityIndicators")),
        ("tableviewcell", ElementQueryKind(name: "cell", query: "cells")),
        ("collectionviewcell", ElementQueryKind(name: "cell", query: "cells")),
        ("cell", ElementQueryKind(name: "cell", query: "cells")),
        ("tableview", ElementQueryKind(name: "table", query: "tables")),
        ("collectionview", ElementQueryKind(name: "collection view", query: "collectionViews")),
        ("scrollview", ElementQueryKind(name: "scroll view", query: "scrollViews")),
        ("imageview", ElementQueryKind(name: "image", query: "images")),
        ("image", ElementQueryKind(name: "image", query: "images")),
        ("label", ElementQueryKind(name: "static text", query: "staticTexts")),
        ("text", ElementQueryKind(name: "static text", query: "staticTexts")),
        ("navigationbar", ElementQueryKind(name: "navigation bar", query: "navigationBars")),
        ("tabbar", ElementQueryKind(name: "tab bar", query: "tabBars")),
        ("toolbar", ElementQueryKind(name: "toolbar", query: "toolbars")),
        ("alertaction", ElementQueryKind(name: "button", query: "buttons")),
        ("alertcontroller", ElementQueryKind(name: "alert", query: "alerts")),
        ("webview", ElementQueryKind(name: "web view", query: "webViews")),
        ("map", ElementQueryKind(name: "map", query: "maps"))
    ]

    /// The kind of a type name; `other` when nothing in the name says.
    static func of(typeName: String?) -> ElementQueryKind {
        guard let typeName else { return .other }
        let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
        let lowered = base.trimmingCharacters(in: ["?", "!", " "]).lowercased()
        for entry in kinds where lowered.hasSuffix(entry.suffix) { return entry.kind }
        return .other
    }

    /// The element's type as the source declares it: the SwiftUI view or Interface Builder
    /// element name, or a UIKit property's written or inferred type.
    static func elementType(of identifier: ComputedIdentifier, workspace: AnalysisWorkspace) -> String? {
        switch identifier.convention {
        case .branchLeaf, .explicitSwiftUI, .interfaceBuilder:
            return identifier.elementName
        case .aaii, .identificable, .explicitUIKit, .rapid:
            guard let summary = workspace.summary(of: identifier.elementSite.file) else { return nil }
            for type in summary.types {
                for property in type.properties
                where property.site.range.contains(identifier.elementSite.range.start)
                    || property.site == identifier.elementSite
                {
                    return property.typeName ?? property.inferredTypeName ?? property.literalTypeName
                }
            }
            // An assignment (`submitButton.accessibilityIdentifier = …`) names the element by
            // its property: the file's declaration of that name.
            for type in summary.types {
                for property in type.properties where property.name == identifier.elementName {
                    if let written = property.typeName ?? property.inferredTypeName ?? property.literalTypeName {
                        return written
                    }
                }
            }
            // An alert action's identifier is set on the action itself.
            return identifier.contextKey.hasPrefix("alert|") ? "UIAlertAction" : nil
        }
    }
}
