// The accessibility outline in the editor: the code lens title and the `ax-lsp.showOutline`
// command, which shows a screen's AXSnapshot text and returns it.
import AXAnalysis
import Foundation
import JSONRPC

enum OutlinePresentation {
    static let command = "ax-lsp.showOutline"

    /// `VoiceOver: 6 elements`, `VoiceOver: 1 element (dynamic)`.
    static func lensTitle(_ outline: AccessibilityOutline) -> String {
        let count = outline.elements.count
        return "VoiceOver: \(count) element\(count == 1 ? "" : "s")" + (outline.isCertain ? "" : " (dynamic)")
    }

    /// Shows the outline of the screen named by the first argument with `window/showMessage` and
    /// returns `{"type", "text", "certainty", "dynamic"}`, `text` exactly AXSnapshot's string.
    static func execute(_ arguments: [JSONValue]?, session: ServerSession) throws -> JSONValue {
        guard let name = arguments?.first?.stringValue else {
            throw ResponseError(code: .invalidParams, message: "\(command) needs the name of a UIView or UIViewController subclass")
        }
        guard let outline = session.workspace.accessibilityOutlines(typeName: name).first else {
            throw ResponseError(code: .invalidParams, message: "no UIView or UIViewController subclass named '\(name)' in the workspace")
        }
        let certainty = outline.isCertain ? "certain" : "dynamic: " + outline.dynamic.joined(separator: "; ")
        let shown = outline.text.isEmpty ? "\"\" (nothing is exposed)" : outline.text
        session.sendNotificationToClient(ShowMessageNotification(
            type: .info, message: "\(name).axSnapshot() (AXSnapshot, \(certainty)):\n\(shown)"))
        return .object([
            "type": .string(name), "text": .string(outline.text), "certainty": .string(outline.isCertain ? "certain" : "dynamic"),
            "dynamic": .array(outline.dynamic.map { .string($0) }),
        ])
    }
}
