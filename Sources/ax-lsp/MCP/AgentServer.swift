// `ax-lsp mcp`'s Model Context Protocol side: the MCP Swift SDK's server on stdio, with one
// analysis thread that loads the workspace once and then answers each tool call in order.
import AXAnalysis
import AXServer
import Foundation
import MCP

/// Serves the tools of `AgentToolCatalog` until stdin closes.
enum AgentServer {
    static func run(options: WorkspaceOptions) async throws {
        let analysis = AnalysisThread()
        // Loading starts at once; `initialize` is answered meanwhile, and the first tool call
        // waits for it (a large app takes seconds, clients time out an initialize sooner).
        analysis.submit {
            do {
                let started = Date()
                let loaded = try AgentWorkspace(options: options)
                StandardStreams.note(
                    "ax-lsp mcp: analysed \(loaded.workspace.paths.count) files of \(loaded.baseDirectory) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
                )
                analysis.loaded = .success(loaded)
            } catch let failure as CommandFailure {
                analysis.loaded = .failure(AgentToolError(failure.message))
            } catch {
                analysis.loaded = .failure(AgentToolError("cannot analyse the workspace: \(error)"))
            }
        }
        let server = Server(
            name: "ax-lsp", version: ServerVersion.current,
            instructions:
                "Accessibility identifiers of the iOS app in the analysed folder, computed from source without building or a simulator. list_screens, then screen_identifiers; suggest_query for the query a UI test should use.",
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: AgentToolCatalog.all.map(tool))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            let arguments = (parameters.arguments ?? [:]).mapValues(argumentValue)
            let result = await analysis.answer { loaded -> AgentToolResult in
                switch loaded {
                case .success(let workspace):
                    workspace.refresh()
                    return AgentTools(agentWorkspace: workspace).call(parameters.name, arguments: arguments)
                case .failure(let error):
                    return AgentTools.failure(error)
                }
            }
            return CallTool.Result(
                content: [.text(text: result.text, annotations: nil, _meta: nil)],
                structuredContent: Optional<Value>.some(mcpValue(result.structured)),
                isError: result.isError ? true : nil)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }

    static func tool(_ definition: AgentToolDefinition) -> Tool {
        Tool(
            name: definition.name, title: definition.title, description: definition.description,
            inputSchema: mcpValue(definition.inputSchema),
            annotations: .init(
                title: definition.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true,
                openWorldHint: false),
            outputSchema: AgentToolSchemas.output(of: definition.name).map(mcpValue))
    }

    static func argumentValue(_ value: Value) -> AgentArguments.Value {
        switch value {
        case .string(let string): return .string(string)
        case .array(let elements):
            let strings = elements.compactMap(\.stringValue)
            return strings.count == elements.count
                ? .strings(strings) : .other(jsonType: "an array holding non-strings")
        case .null: return .other(jsonType: "null")
        case .bool: return .other(jsonType: "a boolean")
        case .int, .double: return .other(jsonType: "a number")
        case .data: return .other(jsonType: "data")
        case .object: return .other(jsonType: "an object")
        }
    }

    static func mcpValue(_ json: JSONValue) -> Value {
        switch json {
        case .string(let string): return .string(string)
        case .int(let int): return .int(int)
        case .bool(let bool): return .bool(bool)
        case .null: return .null
        case .array(let elements): return .array(elements.map(mcpValue))
        case .object(let members):
            return .object(Dictionary(members.map { ($0.0, mcpValue($0.1)) }, uniquingKeysWith: { _, later in later }))
        }
    }
}

/// One long-lived deep-stack thread (the analysis recurses deeply, as the CLI's does) running
/// submitted work in order, so the loaded workspace is only ever touched from it.
final class AnalysisThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [() -> Void] = []
    /// Set by the first job; read only by later jobs on the same thread.
    var loaded: Result<AgentWorkspace, AgentToolError> = .failure(AgentToolError("the workspace is not analysed yet"))

    init() {
        DeepStack.startThread(name: "ax-lsp mcp analysis") { [self] in
            while true {
                condition.lock()
                while queue.isEmpty { condition.wait() }
                let job = queue.removeFirst()
                condition.unlock()
                job()
            }
        }
    }

    func submit(_ job: @escaping () -> Void) {
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` after every job submitted before it, without holding a cooperative thread.
    func answer<T>(_ body: @escaping (Result<AgentWorkspace, AgentToolError>) -> T) async -> T {
        await withCheckedContinuation { continuation in
            submit { [self] in continuation.resume(returning: body(loaded)) }
        }
    }
}
