import SwiftUI
struct CartView: View {
    var body: some View {
        VStack {
            Text("Total").accessibilityIdentifierLeaf("total")
            Button("Pay") {}.accessibilityIdentifier("cart.pay")
        }
        .accessibilityIdentifierBranch("Cart")
    }
}
