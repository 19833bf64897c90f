import SwiftUI

/// A component used from two screens: its leaves get one identifier per place it is used
/// (`Orders.UserSummary.name` and `Settings.Account.UserSummary.name`).
struct UserSummary: View {
    let name: String
    let email: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .accessibilityIdentifierLeaf("name")
            Text(email)
                .accessibilityIdentifierLeaf("email")
        }
        .accessibilityIdentifierBranch("UserSummary")
    }
}
