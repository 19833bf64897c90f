// The UIKit (and friends) classes the analysis knows by name, with their superclasses.

/// Platform classes that matter to identifier conventions. Workspace classes inherit from these
/// by name; nothing here is looked up in an SDK.
package enum UIKitCatalog {
    /// Platform class → its superclass (nil for roots). Only classes that matter are listed.
    package static let superclassOf: [String: String?] = {
        var map: [String: String?] = [
            "NSObject": nil,
            "UIResponder": "NSObject",
            "UIView": "UIResponder",
            "UIViewController": "UIResponder",
            "UIControl": "UIView",
            "UIScrollView": "UIView",
            "UITableView": "UIScrollView",
            "UICollectionView": "UIScrollView",
            "UITextView": "UIScrollView",
            "UICollectionReusableView": "UIView",
            "UICollectionViewCell": "UICollectionReusableView",
            "UICollectionViewListCell": "UICollectionViewCell",
            "UITableViewCell": "UIView",
            "UITableViewHeaderFooterView": "UIView",
            "UIWindow": "UIView"
        ]
        for control in [
            "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
            "UIPageControl", "UIDatePicker", "UIRefreshControl", "UIColorWell"
        ] {
            map[control] = "UIControl"
        }
        for view in [
            "UILabel", "UIImageView", "UIStackView", "UIActivityIndicatorView", "UIProgressView",
            "UIPickerView", "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar",
            "UIVisualEffectView", "UIInputView", "UIContentUnavailableView", "UICalendarView",
            "UIListContentView", "WKWebView", "MKMapView", "MKAnnotationView", "SKView", "SCNView",
            "ARSCNView", "MTKView", "GLKView", "PKCanvasView", "AVPlayerView", "PHLivePhotoView",
            "UIPopoverBackgroundView", "MKMarkerAnnotationView"
        ] {
            map[view] = "UIView"
        }
        map["UITableViewController"] = "UIViewController"
        map["UICollectionViewController"] = "UIViewController"
        map["UINavigationController"] = "UIViewController"
        for controller in [
            "UITabBarController", "UIPageViewController", "UISplitViewController",
            "UIAlertController", "UISearchController", "UIHostingController",
            "UIDocumentPickerViewController", "UIActivityViewController", "UIInputViewController",
            "UIReferenceLibraryViewController", "AVPlayerViewController", "SFSafariViewController",
            "MFMailComposeViewController", "QLPreviewController", "PHPickerViewController",
            "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
            "UIDocumentBrowserViewController", "UIActivityItemsConfiguration"
        ] {
            map[controller] = "UIViewController"
        }
        map["UIImagePickerController"] = "UINavigationController"
        map["UIVideoEditorController"] = "UINavigationController"
        return map
    }()

    /// True when `name` is a platform class listed here.
    package static func isKnownPlatformClass(_ name: String) -> Bool { superclassOf[name] != nil }

    /// UIKit types whose instances are not views although their names start with `UI` (AI-8's
    /// `"UI"` prefix test matches them anyway).
    package static let nonViewUITypes: Set<String> = [
        "UIColor", "UIImage", "UIFont", "UIViewController", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIEdgeInsets", "UIBezierPath", "UIAction", "UIMenu", "UIBarButtonItem", "UITabBarItem",
        "UINavigationItem", "UIApplication", "UIScreen", "UIDevice", "UIFontDescriptor"
    ]
}
