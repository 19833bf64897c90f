// Names the synthetic workspace draws from, so generated code reads like a real iOS app.

enum Vocabulary {
    static let features = [
        "Account", "Basket", "Checkout", "Delivery", "Explore", "Favorites", "Gallery", "History", "Inbox",
        "Journal", "Kitchen", "Library", "Messages", "Notifications", "Orders", "Profile", "Questions",
        "Rewards", "Search", "Settings", "Tickets", "Uploads", "Vouchers", "Wallet", "Onboarding", "Payments",
        "Subscriptions", "Reviews", "Stores", "Coupons", "Friends", "Calendar", "Recipes", "Receipts"
    ]
    static let screens = [
        "List", "Detail", "Edit", "Summary", "Overview", "Picker", "Composer", "Filter", "Home", "Intro"
    ]
    static let uikitViews: [(type: String, name: String)] = [
        ("UILabel", "titleLabel"), ("UILabel", "subtitleLabel"), ("UILabel", "priceLabel"), ("UILabel", "statusLabel"),
        ("UIButton", "confirmButton"), ("UIButton", "cancelButton"), ("UIButton", "retryButton"),
        ("UIButton", "shareButton"),
        ("UIImageView", "avatarImageView"), ("UIImageView", "thumbnailImageView"), ("UITextField", "nameTextField"),
        ("UITextField", "emailTextField"), ("UISwitch", "notificationsSwitch"), ("UIStackView", "contentStackView"),
        ("UITableView", "tableView"), ("UIActivityIndicatorView", "loadingIndicator"),
        ("UISegmentedControl", "modeControl")
    ]
    static let leaves = ["Title", "Subtitle", "Value", "Label", "Icon", "Badge", "Caption", "Action", "Amount", "Date"]
    static let models = ["Item", "Entry", "Record", "Product", "User", "Message", "Order", "Address", "Card", "Slot"]
    static let verbs = [
        "load", "refresh", "update", "configure", "render", "apply", "validate", "submit", "reset", "format"
    ]
    static let texts = ["Continue", "Cancel", "Try again", "Save", "Done", "Share", "Delete", "Edit", "Next", "Back"]
    static let queries = ["buttons", "staticTexts", "otherElements", "cells", "textFields", "images", "switches"]
}
