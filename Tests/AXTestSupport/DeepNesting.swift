// Sources nested past what the parsers accept, for the robustness tests of both extractors.

/// Views nested `depth` levels deep around one identified view, in Swift and in a storyboard.
package enum DeepNesting {
    /// A SwiftUI body of `depth` nested `VStack`s around a `Text` identified "deep".
    package static func nestedVStacks(depth: Int) -> String {
        var text = "import SwiftUI\nstruct DeepView: View {\n    var body: some View {\n"
        for _ in 0..<depth { text += "VStack {\n" }
        text += "Text(\"inner\").accessibilityIdentifier(\"deep\")\n"
        for _ in 0..<depth { text += "}\n" }
        return text + "    }\n}\n"
    }

    /// One line: a shallow identified view, a comment and a `<viewController>` that look like
    /// `<view`, then `depth` nested views around the innermost identified one.
    package static func nestedViews(depth: Int) -> String {
        var text = "<document><view userLabel=\"Shallow\"><accessibility identifier=\"deep.shallow\"/></view>"
        text += "<!-- <view userLabel=\"Innermost\"> --><viewController id=\"vc\">"
        for _ in 0..<depth { text += "<view>" }
        text += "<view userLabel=\"Innermost\"><accessibility identifier=\"deep.innermost\"/></view>"
        for _ in 0..<depth { text += "</view>" }
        return text + "</viewController></document>"
    }
}
