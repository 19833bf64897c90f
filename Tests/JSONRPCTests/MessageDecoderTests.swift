// Decoding bodies into requests, notifications and responses, and the failures JSON-RPC answers.
import Foundation
import JSONRPC
import XCTest

final class MessageDecoderTests: XCTestCase {
    func decode(_ text: String) -> Result<InboundMessage, MessageDecodingFailure> {
        MessageDecoder.decode(Data(text.utf8))
    }

    func testRequestsWithIntegerAndStringIds() throws {
        guard case .success(.request(let numbered)) = decode(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#) else {
            return XCTFail("expected a request")
        }
        XCTAssertEqual(numbered.id, .number(7))
        XCTAssertEqual(numbered.method, "shutdown")
        guard case .success(.request(let named)) = decode(#"{"jsonrpc":"2.0","id":"7","method":"x","params":{"a":1}}"#)
        else {
            return XCTFail("expected a request")
        }
        XCTAssertEqual(named.id, .string("7"))
        XCTAssertNotEqual(named.id, numbered.id)
        XCTAssertEqual(try named.decodeParams(JSONValue.self), ["a": 1])
    }

    func testNotificationAndAbsentOrNullParamsDecodeAsEmptyObject() throws {
        struct Empty: Codable, Equatable {}
        guard case .success(.notification(let notification)) = decode(#"{"jsonrpc":"2.0","method":"exit"}"#) else {
            return XCTFail("expected a notification")
        }
        XCTAssertEqual(notification.method, "exit")
        XCTAssertEqual(try notification.decodeParams(Empty.self), Empty())
        guard case .success(.notification(let withNull)) = decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
        else {
            return XCTFail("expected a notification")
        }
        XCTAssertEqual(try withNull.decodeParams(VoidValue.self), VoidValue())
    }

    func testResponsesWithResultNullAndWithError() {
        guard case .success(.response(let id, let result)) = decode(#"{"jsonrpc":"2.0","id":"ax-lsp-1","result":null}"#)
        else {
            return XCTFail("expected a response")
        }
        XCTAssertEqual(id, .string("ax-lsp-1"))
        XCTAssertEqual(try result.get(), .null)
        guard
            case .success(.response(_, let failed)) = decode(
                #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}"#)
        else {
            return XCTFail("expected a response")
        }
        XCTAssertEqual(failed, .failure(ResponseError(code: .methodNotFound, message: "no")))
    }

    func testInvalidJSONIsAParseError() {
        guard case .failure(.invalidJSON) = decode(#"{"jsonrpc":"2.0","id":1,"method":"#) else {
            return XCTFail("expected invalidJSON")
        }
        XCTAssertEqual(MessageDecodingFailure.invalidJSON("x").responseError.code, .parseError)
        XCTAssertNil(MessageDecodingFailure.invalidJSON("x").responseID)
    }

    func testInvalidUTF8IsAParseErrorEvenInsideAString() {
        var body = Data(#"{"jsonrpc":"2.0","method":"x","params":""#.utf8)
        body.append(contentsOf: [0xC3, 0x28, 0x22, 0x7D])
        XCTAssertEqual(MessageDecoder.decode(body).failureValue, .invalidUTF8)
        XCTAssertEqual(MessageDecodingFailure.invalidUTF8.responseError.code, .parseError)
    }

    func testValidJSONThatIsNotAMessageIsAnInvalidRequestKeepingTheIdWhenUsable() {
        XCTAssertEqual(decode("[1]").failureValue, .invalidRequest(id: nil, reason: "a message must be a json object"))
        XCTAssertEqual(
            decode(#"{"jsonrpc":"1.0","id":3,"method":"x"}"#).failureValue,
            .invalidRequest(id: .number(3), reason: "\"jsonrpc\" must be \"2.0\""))
        XCTAssertEqual(
            decode(#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#).failureValue,
            .invalidRequest(id: nil, reason: "a request id must be an integer or a string"))
        XCTAssertEqual(
            decode(#"{"jsonrpc":"2.0","id":4}"#).failureValue,
            .invalidRequest(
                id: .number(4), reason: "a message needs a \"method\", or an \"id\" with a \"result\" or \"error\""))
    }

    func testOutgoingMessagesAreEncodedExactly() throws {
        XCTAssertEqual(
            String(decoding: try OutgoingMessage.response(id: .number(1), result: VoidValue()), as: UTF8.self),
            #"{"id":1,"jsonrpc":"2.0","result":null}"#)
        XCTAssertEqual(
            String(
                decoding: OutgoingMessage.errorResponse(
                    id: nil, error: ResponseError(code: .parseError, message: "bad")), as: UTF8.self),
            #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
        XCTAssertEqual(
            String(
                decoding: try OutgoingMessage.request(
                    id: .string("ax-lsp-2"), method: "workspace/inlayHint/refresh", params: VoidValue()), as: UTF8.self),
            #"{"id":"ax-lsp-2","jsonrpc":"2.0","method":"workspace/inlayHint/refresh"}"#)
        XCTAssertEqual(
            String(
                decoding: try OutgoingMessage.notification(method: "n", params: ["a": 1] as JSONValue), as: UTF8.self),
            #"{"jsonrpc":"2.0","method":"n","params":{"a":1}}"#)
    }

    func testErrorCodesHaveTheProtocolValues() {
        XCTAssertEqual(
            [
                ErrorCode.parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError,
                .serverNotInitialized, .requestCancelled, .contentModified
            ].map(\.rawValue),
            [-32700, -32600, -32601, -32602, -32603, -32002, -32800, -32801])
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
