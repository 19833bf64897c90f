import UIKit
import AAII

/// The orders list (UIKit). Its empty-state label shares an identifier with the SwiftUI
/// orders screen, which UI tests cannot tell apart.
final class OrdersViewController: UITableViewController {
    private let emptyLabel = UILabel()
    private var orders: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundView = emptyLabel
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
