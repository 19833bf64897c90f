import UIKit
import AAII

/// One row of the orders table. AAII on a table cell also names the cell itself and its
/// `contentView`; `textLabel`/`imageView` exist only for some cell styles.
final class OrderCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet var ratingStars: [UIImageView]!

    override func awakeFromNib() {
        super.awakeFromNib()
        injectAccessibilityIdentifiers()
    }
}
