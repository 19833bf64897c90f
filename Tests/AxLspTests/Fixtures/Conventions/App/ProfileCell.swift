import UIKit

/// AAII on a table cell with a custom prefix chain: the cell, its parts and its outlets.
final class ProfileCell: UITableViewCell {
    @IBOutlet weak var avatarView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        injectAccessibilityIdentifiers(customPrefixChain: ["Profile", "Row"])
    }
}
