// The platform whose build the analysis reads: which `os(…)`, `canImport(…)` and
// `targetEnvironment(…)` clauses are compiled.
import Foundation

/// One Apple platform an app target builds for. iOS is analysed unless the configuration says
/// otherwise (`platform:` in `.ax-lsp.yml`); code for the other platforms is then never compiled,
/// so a type of the same name in `#if os(macOS)` is another type, and its identifiers are no
/// duplicates of the iOS variant's.
package enum TargetPlatform: String, Hashable, Codable, Sendable, CaseIterable {
    case iOS
    case macOS
    case macCatalyst
    case tvOS
    case watchOS
    case visionOS

    /// The value of one platform check (`os(iOS)`, `canImport(AppKit)`,
    /// `targetEnvironment(macCatalyst)`) on this platform, or nil when it depends on more than the
    /// platform (another module's presence, the simulator, the compiler version).
    func evaluate(_ check: String) -> Bool? {
        guard let open = check.firstIndex(of: "("), check.hasSuffix(")") else { return nil }
        let function = check[..<open].trimmingCharacters(in: .whitespaces)
        let argument = check[check.index(after: open)..<check.index(before: check.endIndex)].trimmingCharacters(
            in: .whitespaces)
        switch function {
        case "os":
            return operatingSystem(is: argument)
        case "canImport":
            return canImport(argument)
        case "targetEnvironment":
            // The simulator and the device build the same code for a static analysis.
            return argument == "macCatalyst" ? self == .macCatalyst : nil
        default:
            return nil
        }
    }

    /// `os(…)`: Mac Catalyst is iOS to the compiler (`os(iOS)` holds, `os(macOS)` does not).
    private func operatingSystem(is name: String) -> Bool {
        switch self {
        case .iOS, .macCatalyst: return name == "iOS"
        case .macOS: return name == "macOS" || name == "OSX"
        case .tvOS: return name == "tvOS"
        case .watchOS: return name == "watchOS"
        case .visionOS: return name == "visionOS" || name == "xrOS"
        }
    }

    /// The UI frameworks, which decide the platform split; any other module may or may not be
    /// linked.
    private func canImport(_ module: String) -> Bool? {
        switch module {
        case "UIKit":
            switch self {
            case .iOS, .macCatalyst, .tvOS, .visionOS: return true
            case .macOS: return false
            // watchOS has parts of UIKit.
            case .watchOS: return nil
            }
        case "AppKit", "Cocoa":
            switch self {
            case .macOS: return true
            case .iOS, .tvOS, .watchOS, .visionOS: return false
            // Mac Catalyst's SDK has an AppKit module, mostly unavailable to it.
            case .macCatalyst: return nil
            }
        default:
            return nil
        }
    }
}
