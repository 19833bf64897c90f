import SwiftUI

/// The settings tab: an account section reusing UserSummary, and toggles with leaves.
struct SettingsScreen: View {
    @State private var notificationsOn = true

    var body: some View {
        Form {
            Section("Account") {
                UserSummary(name: "Ada", email: "ada@example.com")
            }
            .accessibilityIdentifierBranch("Account")
            Toggle("Notifications", isOn: $notificationsOn)
                .accessibilityIdentifierLeaf("notificationsToggle")
            Button("Sign out") {}
                .accessibilityIdentifier("settings.signOut")
        }
    }
}
