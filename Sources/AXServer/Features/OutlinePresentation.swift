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
        let prefix = outline.model == .axSnapshot ? "VoiceOver" : "VoiceOver model (SwiftUI)"
        return "\(prefix): \(count) element\(count == 1 ? "" : "s")" + (outline.isCertain ? "" : " (dynamic)")
    }

    /// Shows the outline of the screen named by the first argument with `window/showMessage` and
    /// returns `{"type", "text", "certainty", "dynamic", "model"}`, `text` exactly AXSnapshot's string
    /// (or, for a SwiftUI view, ax-lsp's VoiceOver model in the same format).
    static func execute(_ arguments: [JSONValue]?, session: ServerSession) throws -> JSONValue {
        guard let name = arguments?.first?.stringValue else {
            throw ResponseError(
                code: .invalidParams, message: "\(command) needs the name of a UIView or UIViewController subclass")
        }
        guard let outline = session.workspace.accessibilityOutlines(typeName: name).first else {
            throw ResponseError(
                code: .invalidParams, message: "no UIView or UIViewController subclass named '\(name)' in the workspace"
            )
        }
        let certainty = outline.isCertain ? "certain" : "dynamic: " + outline.dynamic.joined(separator: "; ")
        let shown = outline.text.isEmpty ? "\"\" (nothing is exposed)" : outline.text
        let title =
            outline.model == .axSnapshot
            ? "\(name).axSnapshot() (AXSnapshot" : "\(name) (VoiceOver model of a SwiftUI view, approximate"
        session.sendNotificationToClient(
            ShowMessageNotification(type: .info, message: "\(title), \(certainty)):\n\(shown)"))
        return .object([
            "type": .string(name), "text": .string(outline.text),
            "certainty": .string(outline.isCertain ? "certain" : "dynamic"),
            "dynamic": .array(outline.dynamic.map { .string($0) }), "model": .string(outline.model.rawValue)
        ])
    }
}
