import SwiftUI

/// The orders tab: the shared summary, a dynamic list, and an explicit empty-state identifier
/// that duplicates the UIKit one in OrdersViewController.
struct OrdersScreen: View {
    @State private var orders: [Order] = []

    var body: some View {
        VStack {
            UserSummary(name: "Ada", email: "ada@example.com")
            if orders.isEmpty {
                Text("No orders yet")
                    .accessibilityIdentifier("orders.emptyState")
            }
            List(orders) { order in
                Text(order.title)
                    .accessibilityIdentifierLeaf("row.\(order.id)")
            }
            Button("Reorder") {}
                .accessibilityIdentifierLeaf("reorderButton")
        }
    }
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
