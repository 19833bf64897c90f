// `inlayHint/resolve` and `codeAction/resolve`: the params are the hint or action itself.
import Foundation
import JSONRPC

extension InlayHint: RequestType {
    package static let method = "inlayHint/resolve"
    package typealias Response = InlayHint
}

extension CodeAction: RequestType {
    package static let method = "codeAction/resolve"
    package typealias Response = CodeAction
}
