import SwiftUI

/// Branch/leaf composition across two parents, and explicit SwiftUI identifiers.
struct ContentView: View {
    var body: some View {
        VStack {
            UserDetails()
                .accessibilityIdentifierBranch("Users")
            Text("Welcome")
                .accessibilityIdentifier("welcome.title")
            #if DEBUG
            Text("Debug build")
                .accessibilityIdentifier("debug.banner")
            #endif
        }
    }
}

struct SettingsView: View {
    var body: some View {
        UserDetails()
            .accessibilityIdentifierBranch("Settings")
    }
}

struct UserDetails: View {
    var body: some View {
        Text("Name")
            .accessibilityIdentifierLeaf("Value")
            .accessibilityIdentifierBranch("UserDetails")
    }
}
