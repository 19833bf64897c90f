// `inlayHint/resolve` and `codeAction/resolve`: the params are the hint or action itself.
import Foundation
import JSONRPC

extension InlayHint: RequestType {
    public static let method = "inlayHint/resolve"
    public typealias Response = InlayHint
}

extension CodeAction: RequestType {
    public static let method = "codeAction/resolve"
    public typealias Response = CodeAction
}
