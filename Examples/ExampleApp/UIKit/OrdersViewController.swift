import AAII
import SwiftUI
import UIKit

/// The orders list (UIKit), with the SwiftUI orders screen as its header. Its empty-state label
/// shares an identifier with that screen's, and both are on screen: UI tests cannot tell them apart.
final class OrdersViewController: UITableViewController {
    private let emptyLabel = UILabel()
    private let header = UIHostingController(rootView: OrdersScreen().accessibilityIdentifierBranch("Orders"))
    private var orders: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundView = emptyLabel
        tableView.tableHeaderView = header.view
        injectAccessibilityIdentifiers(customPrefixChain: ["Orders"])
        emptyLabel.accessibilityIdentifier = "orders.emptyState"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
        cell.titleLabel.text = orders[indexPath.row]
        return cell
    }
}
