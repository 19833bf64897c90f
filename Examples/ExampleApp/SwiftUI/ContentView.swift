import SwiftUI

/// The root view (WindowGroup content): tabs whose screens open identifier branches.
struct ContentView: View {
    var body: some View {
        TabView {
            OrdersScreen()
                .accessibilityIdentifierBranch("Orders")
                .tabItem { Label("Orders", systemImage: "list.bullet") }
            SettingsScreen()
                .accessibilityIdentifierBranch("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
