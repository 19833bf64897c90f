import SwiftUI
import AAII
import AccessibilityIdentificable

/// The app entry point: SwiftUI scenes, plus the launch argument UI tests use to turn on
/// AccessibilityIdentificable's injection.
@main
struct ExampleApp: App {
    init() {
        if ProcessInfo.processInfo.arguments.contains("-xcuitest") {
            AccessibilityInjector.inject()
        }
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
