// Reads and writes baseline files (`{"version":1,"findings":[{"rule","file","identifier"}]}`).
import AXAnalysis
import Foundation

/// Baseline IO; the matching itself is `AXAnalysis.Baseline`.
enum BaselineFile {
    static func write(_ baseline: Baseline, to path: String) throws {
        let json = JSONValue.object([
            ("version", .int(baseline.version)),
            (
                "findings",
                .array(
                    baseline.findings.map { entry in
                        var fields: [(String, JSONValue)] = [
                            ("rule", .string(entry.rule)), ("file", .string(entry.file)),
                            ("identifier", .optional(entry.identifier))
                        ]
                        if let message = entry.message { fields.append(("message", .string(message))) }
                        return .object(fields)
                    })
            )
        ])
        do {
            try Data(json.rendered.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(message: "error: \(path): cannot write baseline: \(error.localizedDescription)")
        }
    }

    static func read(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(
                message: "error: \(path): cannot read baseline; create it with --write-baseline \(path)")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw CommandFailure(
                    message:
                        "error: \(path): unsupported baseline version \(baseline.version); rewrite it with --write-baseline"
                )
            }
            return baseline
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(
                message:
                    "error: \(path): not a baseline file (\(error.localizedDescription)); rewrite it with --write-baseline"
            )
        }
    }
}
