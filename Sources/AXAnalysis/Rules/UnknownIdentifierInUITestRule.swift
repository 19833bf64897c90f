// unknown-identifier-in-ui-test: a UI test queries an identifier no element gets.

/// A UI test that queries an identifier no view defines will not find its element.
///
/// - Identifier-only queries (a generated identifier constant, a constant whose name says it is
///   an identifier, `NSPredicate(format: "identifier == …")`) whose value no element carries:
///   error.
/// - XCUITest's subscripts and `matching(identifier:)` also match labels, titles, values and
///   placeholders. Such a query is reported only when its string matches no identifier and no
///   label (`LabelModel`: texts in code, Interface Builder, localization tables, localized
///   default values, text the tests typed) and looks like one of the app's identifiers (a
///   did-you-mean candidate, or the namespace of the app's own identifiers): a warning naming
///   the label sources searched. System UI and web content (`"Done"`, `"TEST PASSED"`) stay silent.
/// - Queries on another app (`XCUIApplication(bundleIdentifier:)` bound to a local) are not read.
/// - Calls of robot and page-object helpers that query by a `String` parameter
///   (`UITestQueryHelpers`) are queries by their argument; an image's asset name is a label.
/// - A constant of the app's own namespace that the namespace does not declare
///   (`IDs.Checkout.payButton` after a rename): error, with the closest constant it declares.
/// - R.swift accessors (`R.string.localizable.compose()`) are label queries of a table's key
///   (`LocalizationKeyIndex`): a warning only when the workspace's table has no such key.
/// - Maestro flows' `id:` selectors, matched as Maestro does (`MaestroFlowQueries`): error.
/// - Appium suites' accessibility ids (`AppiumSuiteQueries`): error when no identifier and no
///   label the app shows is the id, since the XCUITest driver falls back to the label, and the
///   id has the shape of the app's identifiers (close to one, or in their namespace); other ids
///   are labels of UI the analysis cannot see (iOS's own, a web page's).
package enum UnknownIdentifierInUITestRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "unknown-identifier-in-ui-test",
        defaultSeverity: .error,
        summary: "a UI test queries an identifier that no element gets",
        help:
            "An identifier-only query (a generated identifier constant, a RapidA11y string a test recomputes with `Screen.rapidControlsInformation()[i].identifier`, a constant named like an identifier, `NSPredicate(format: \"identifier == 'x'\")`) whose value no element gets is an error: the element was renamed or removed, or the query has a typo; the finding suggests the closest identifier. A constant of the app's own namespace that the namespace does not declare (`IDs.Checkout.payButton` after it was renamed) is an error naming the namespace, with the closest constant it declares; a namespace the workspace does not declare (a package's) is not checked. Subscripts (`app.buttons[\"x\"]`) and `matching(identifier:)` also match an element's label, title, value or placeholder, so they are checked against every text the app shows as well: literals in code (`Text`, `Button`, `setTitle`, `label.text =`…) and constants the code passes as such text (`Text(ViewModel.alertTitle)`, `.searchable(prompt: ViewModel.searchPrompt)`: a query by the constant, `app.alerts[ViewModel.alertTitle]`, is a label query), Interface Builder titles, texts and placeholders, every language of the `.strings`, `.stringsdict` and `.xcstrings` tables, `NSLocalizedString(…, value:)`, `String(localized:defaultValue:)`, SwiftGen's `L10n.tr(…, fallback:)`, and the strings the tests type. Such a query is reported, as a warning, only when it matches none of them and looks like one of the app's identifiers (close to a real identifier, in the namespace of the app's identifiers, like `settings.logot` beside `settings.logout`, or a typo away from a string the app's code writes or from an identifier template: `SignInBtton` beside `{title}Button`, `\"testTaikngView.answerButton.\\(i)\"` beside the `testTakingView.answerButton.{index}` a namespace function returns); where no identifier is close, that string or template is the did-you-mean (a swap of two neighbouring letters counts as one typo; words shorter than six characters or with spaces are not compared; a query the app's code writes as it is, such as a mock's `\"@test.matrix.org\"` beside a preview's `\"@test:matrix.org\"`, is data a view shows, not a typo). Other strings are system UI or web content the analysis cannot see, and stay silent. An identifier the analysis cannot follow at all (`{viewModel.id}`, a value with no literal part) may carry only a string the app's code produces (a string literal or constant of the app's code, a localization key or text): a query of another string is still reported; a template with literal parts (`Profile Row - {name}`) matches what its literal parts fit. An identifier set from a localized text (`NSLocalizedString`, SwiftGen's `L10n.…`) is its development-language text, the one UI tests run in, so a query of the same accessor finds it by identifier as well as by label. `NSPredicate` comparisons are patterns: `identifier BEGINSWITH 'x'`, `CONTAINS`, `ENDSWITH`, `LIKE` (`*`, `?`), `MATCHES` (a regular expression over the whole value), with `[c]`/`[d]` and `%@` arguments, one query per term of an `AND`; a pattern no identifier fits is an error; a `label` predicate is a label query. `BackButton`, the identifier iOS gives the navigation bar's back button, is never reported. An interpolated query whose run-time parts the analysis cannot know (`app.cells[\"settings.row_\\(index)\"]`) is a pattern: its literal parts must fit an identifier, or a label the app shows, each run-time part standing for any run of characters; one that fits neither is a warning when it has the shape of the app's identifiers (an error in an `identifier` predicate); literal parts shorter than three characters say nothing and are not checked. R.swift's accessors (`app.buttons[R.string.localizable.compose()]`) query the text of a key of a table: silent when the workspace's table of that name has a key R.swift names so (`Common.Controls.Compose` → `commonControlsCompose`), a warning when it has none (a stale accessor). An image (or image button) without a label is labelled by its asset name (`Image(\"ic-power-off\")`, `UIImage(named:)`, a storyboard's `image=`): a query by the name, or by the name with `-`, `_` and `.` read as spaces, is a label query. Robot and page-object helpers are followed: a function of the UI-test code whose body subscripts a query (or calls `matching(identifier:)`) with one of its `String` parameters, `func button(_ label: String) -> XCUIElement { app.buttons[label] }`, makes each call, `button(\"Sign out\")`, a query by its argument, checked and reported at the argument; helpers of packages outside the workspace are named in `ui_test_query_helpers` (their first argument is the query). Maestro flows (`.maestro/*.yaml`): an `id:` selector is a whole, case-insensitive regular expression (`\"login.submit|login_submit_android\"`, `\"row_[0-9]+\"`) with `${NAME}` taken from the flow's `env:` or a calling `runFlow`'s; one that no identifier of the app can match (nor the name of an image loaded with `UIImage(named:)`, which an image view reports as its identifier) is an error at its line in the flow; steps under `when: platform: Android` are skipped; a `text:` selector is a label query, a warning only when it matches no text the app shows and is close to one of its identifiers. Appium suites (`.js`, `.ts`, `.py`, `.java`, `.kt`, `.rb` files in test-suite folders, or those `appium_suite_paths` names): an accessibility id (WebdriverIO's `'~id'` wherever the literal is written, `AppiumBy.ACCESSIBILITY_ID, \"id\"`, `AppiumBy.accessibilityId(\"id\")`, `@iOSXCUITFindBy(accessibility = \"id\")`, Ruby's `:accessibility_id`) matches an element's identifier, or its label when it has none; one that is neither an identifier of the app (nor an image's name) nor a text the app shows is an error at the literal when it has the shape of the app's identifiers (close to one, or in their namespace, like `aid-menu-button` beside `aid-menu-btn`); other ids (`'~Select All'`, `'~Return'`, a web page's `'~Email or phone'`) are labels of iOS's or a web page's UI, which the analysis cannot see, and stay silent; a template literal (`` `~row-${i}` ``) must fit one, or, where the app sets identifiers the analysis cannot follow, an interpolated literal of the app's code (`\"aid-draft-body-\\(index)\"` passed to a model); Android-only selectors (`isAndroid ? … : …`, an `android:` key, `@AndroidFindBy`, `android` folders) are skipped.",
        semantics: ["EX-1", "EX-2", "AI-8", "RA-11", "RA-12"],
        triggeringExamples: [
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                }
            }
            //- AppUITests/FeedPage.swift
            import XCTest

            // A page object's copies of the app's identifiers are identifier queries.
            struct FeedPage {
                let app: XCUIApplication
                private enum Identifiers {
                    static let like = "feed.likeButton"
                }
                var like: XCUIElement { app.buttons[1️⃣Identifiers.like] }
            }
            """,
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                }
            }
            //- AppUITests/FeedUITests.swift
            import XCTest

            final class FeedUITests: XCTestCase {
                func testLike() {
                    let app = XCUIApplication()
                    app.buttons[1️⃣"feed.lik"].tap()
                    app.buttons[2️⃣"feed.share"].tap()
                    let like = app.buttons.matching(NSPredicate(format: 3️⃣"identifier == 'feed.liked'")).firstMatch
                    XCTAssertTrue(like.exists)
                }
            }
            """,
            """
            //- App/en.lproj/Localizable.strings
            "Common.Controls.Compose" = "Compose";
            //- AppUITests/ComposeUITests.swift
            import XCTest

            final class ComposeUITests: XCTestCase {
                func testCompose() {
                    let app = XCUIApplication()
                    app.buttons[R.string.localizable.commonControlsCompose()].tap()
                    app.buttons[1️⃣R.string.localizable.commonControlsComposer()].tap()
                }
            }
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let loginButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loginButton.accessibilityIdentifier = "login.submit button"
                }
            }
            //- AppUITests/XCUIApplication+Login.swift
            import XCTest

            // Queries with `self` implicit, in an extension of XCUIApplication and a page object,
            // and a predicate whose identifier has a space.
            extension XCUIApplication {
                var loginButton: XCUIElement { buttons[1️⃣"login.submt button"] }
            }

            struct LoginScreen {
                let app: XCUIElement
                var buttons: XCUIElementQuery { app.buttons }
                var submit: XCUIElement { buttons[2️⃣"login.submit buton"] }
                var byPredicate: XCUIElement {
                    app.buttons.matching(NSPredicate(format: 3️⃣"identifier == 'login.submit butt'")).firstMatch
                }
            }
            """,
            """
            //- App/AccessibilityIdentifiers.swift
            enum IDs {
                enum Checkout {
                    static let payNowButton = "checkout.payNow"
                }
            }
            //- App/CheckoutViewController.swift
            import UIKit

            class CheckoutViewController: UIViewController {
                let payButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    payButton.accessibilityIdentifier = IDs.Checkout.payNowButton
                }
            }
            //- AppUITests/CheckoutUITests.swift
            import XCTest

            // `payButton` was renamed in the app's namespace; the test still names it.
            final class CheckoutUITests: XCTestCase {
                func testPay() {
                    let app = XCUIApplication()
                    app.buttons[IDs.Checkout.payNowButton].tap()
                    app.buttons[1️⃣IDs.Checkout.payButton].tap()
                }
            }
            """,
            """
            //- App/RowCell.swift
            import UIKit

            struct RowModel { let identifier: String }

            class RowCell: UITableViewCell {
                func configure(_ model: RowModel) {
                    accessibilityIdentifier = model.identifier
                }
            }
            //- App/ProfileViewController.swift
            import UIKit

            class ProfileViewController: UIViewController {
                let nameLabel = UILabel()
                let rows = [RowModel(identifier: "settings.row.privacy")]
                func show(name: String) {
                    nameLabel.accessibilityIdentifier = "Profile Row - \\(name)"
                }
            }
            //- AppUITests/ProfileUITests.swift
            import XCTest

            // `{model.identifier}` can be anything, but only a string the app's code produces;
            // a template's literal parts must fit.
            final class ProfileUITests: XCTestCase {
                func testRows() {
                    let app = XCUIApplication()
                    app.cells.matching(NSPredicate(format: "identifier == 'settings.row.privacy'")).firstMatch.tap()
                    app.cells.matching(NSPredicate(format: 1️⃣"identifier == 'settings.row.privcy'")).firstMatch.tap()
                    app.staticTexts.matching(NSPredicate(format: "identifier == 'Profile Row - Alice'")).firstMatch.tap()
                    app.staticTexts.matching(NSPredicate(format: 2️⃣"identifier == 'Profle Row - Alice'")).firstMatch.tap()
                }
            }
            """,
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                let firstRow = UITableViewCell()
                let secondRow = UITableViewCell()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                    likeButton.setTitle("Like", for: .normal)
                    firstRow.accessibilityIdentifier = "feed.row.1"
                    secondRow.accessibilityIdentifier = "feed.row.2"
                }
            }
            //- AppUITests/FeedUITests.swift
            import XCTest

            // Predicates as patterns: BEGINSWITH, CONTAINS, ENDSWITH, LIKE, MATCHES, with options
            // and arguments; a predicate on `label` is a label query.
            final class FeedUITests: XCTestCase {
                func testPatterns() {
                    let app = XCUIApplication()
                    let prefix = "feed.rows."
                    _ = app.buttons.matching(NSPredicate(format: "identifier BEGINSWITH 'feed.'")).count
                    _ = app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", "feed.row.")).count
                    _ = app.cells.matching(NSPredicate(format: 1️⃣"identifier BEGINSWITH 'feed.rw.'")).count
                    _ = app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", 2️⃣prefix)).count
                    _ = app.buttons.matching(NSPredicate(format: "identifier CONTAINS[c] 'LIKE'")).count
                    _ = app.buttons.matching(NSPredicate(format: 3️⃣"identifier CONTAINS 'LIKE'")).count
                    _ = app.buttons.matching(NSPredicate(format: "identifier ENDSWITH '.like'")).count
                    _ = app.cells.matching(NSPredicate(format: "identifier LIKE 'feed.row.*'")).count
                    _ = app.cells.matching(NSPredicate(format: 4️⃣"identifier LIKE 'feed.rows.?'")).count
                    _ = app.cells.matching(NSPredicate(format: "identifier MATCHES[c] 'FEED[.]ROW[.][0-9]+'")).count
                    _ = app.buttons.matching(NSPredicate(format: 5️⃣"identifier MATCHES 'feed.lik'")).count
                    _ = app.buttons.matching(NSPredicate(format: "label == 'Like'")).count
                    _ = app.buttons.matching(NSPredicate(format: "label BEGINSWITH[c] 'lik'")).count
                    _ = app.buttons.matching(NSPredicate(format: 6️⃣"label == 'feed.lik'")).count
                }
            }
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                let logo = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = "login.submit"
                    logo.image = UIImage(named: "BrandLogo")
                }
            }
            //- .maestro/login.yaml
            # Maestro flows: `id:` is a whole, case-insensitive regular expression over identifiers.
            appId: com.example.app
            env:
              SUBMIT: login.submt
            ---
            - tapOn:
                id: 1️⃣"login.sumbit"
            - tapOn: { id: 2️⃣"${SUBMIT}" }
            - assertVisible:
                id: "login.submit"
                below:
                  id: 3️⃣"brand-logo"
            - assertVisible:
                text: 4️⃣"login.submt"
            """,
            """
            //- App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Button("Sign out") {}.accessibilityIdentifier("settings.signOut")
                }
            }
            //- AppUITests/SettingsRobot.swift
            import XCTest

            // A page object's helper wraps the query: its calls are checked like the query.
            struct SettingsRobot {
                let app = XCUIApplication()
                func button(_ label: String) -> XCUIElement { app.buttons[label] }
            }

            final class SettingsUITests: XCTestCase {
                func testSignOut() {
                    SettingsRobot().button(1️⃣"settings.signOot").tap()
                }
            }
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = "login.submit"
                    submitButton.setTitle("Sign in", for: .normal)
                }
            }
            //- e2e/screens/Login.screen.js
            // Appium suites look elements up by accessibility id: the identifier, else the label.
            const SELECTORS = {
                SUBMIT: 1️⃣'~login.sumbit',
                ROW: (i) => 2️⃣`~login.rw-${i}`,
            };
            class LoginScreen {
                get submit() { return $(SELECTORS.SUBMIT); }
            }
            //- tests/test_login.py
            from appium.webdriver.common.appiumby import AppiumBy

            SUBMIT = (AppiumBy.ACCESSIBILITY_ID, 3️⃣"login.submt")
            def test_login(driver):
                driver.find_element(by=AppiumBy.ACCESSIBILITY_ID, value=4️⃣f"login.{name}.ok").click()
            //- src/test/java/LoginPage.java
            public class LoginPage {
                @AndroidFindBy(accessibility = "login_submit_android")
                @iOSXCUITFindBy(accessibility = 5️⃣"login.sbmit")
                private WebElement submit;
                void tap() { driver.findElement(AppiumBy.accessibilityId(6️⃣"login.cancel")).click(); }
            }
            //- features/step_definitions/login_steps.rb
            When(/^I sign in$/) do
              find_element(:accessibility_id, 7️⃣'login.sumbit').click
            end
            """,
            """
            //- App/SettingsViewController.swift
            import UIKit

            class SettingsViewController: UITableViewController {
                let logout = UIButton()
                func configure(_ cell: UITableViewCell, row: Int) {
                    cell.accessibilityIdentifier = "settings.row_\\(row)"
                    logout.accessibilityIdentifier = "settings.logout"
                }
            }
            //- AppUITests/SettingsUITests.swift
            import XCTest

            // An interpolated query's literal parts must fit an identifier: `settings.rw_*` fits none.
            final class SettingsUITests: XCTestCase {
                func testRows() {
                    let app = XCUIApplication()
                    for index in 0..<3 {
                        app.cells[1️⃣"settings.rw_\\(index)"].tap()
                    }
                }
            }
            """,
            """
            //- App/DraftView.swift
            import UIKit

            class DraftView: UIView {
                struct Input { let accessibilityIdentifier: String }
                let titleLabel = UILabel()

                func configure(_ input: Input) {
                    accessibilityIdentifier = input.accessibilityIdentifier
                    titleLabel.accessibilityIdentifier = "draft.title"
                }
            }
            //- App/ThreadViewController.swift
            import UIKit

            class ThreadViewController: UIViewController {
                let draft = DraftView()
                func show(index: Int) {
                    draft.configure(.init(accessibilityIdentifier: "draft.body-\\(index)"))
                }
            }
            //- e2e/screens/Thread.screen.js
            // `{input.accessibilityIdentifier}` can carry what the app's code passes it, an
            // interpolated literal too: a template selector that fits one is not reported, a typo
            // of it is, in its namespace as well.
            const SELECTORS = {
                DRAFT: (index) => `~draft.body-${index}`,
                TYPO: (index) => 1️⃣`~draft.bdoy-${index}`,
                NAMESPACE_TYPO: (index) => 2️⃣`~drat.body-${index}`,
            };
            """,
            """
            //- App/A11yIdentifiers.swift
            enum A11yIdentifiers {
                static let startScreen = StartScreen()

                struct StartScreen {
                    let signIn = "start-sign_in"
                    let appVersion = "start-app_version"
                    func numpad(_ digit: Int) -> String {
                        "start-numpad_\\(digit)"
                    }
                }
            }
            //- App/StartScreen.swift
            import SwiftUI

            struct StartView: View {
                var body: some View {
                    Button("Sign in") {}.accessibilityIdentifier(A11yIdentifiers.startScreen.signIn)
                    Text("1.0").accessibilityIdentifier(A11yIdentifiers.startScreen.appVersion)
                    Button("0") {}.accessibilityIdentifier(A11yIdentifiers.startScreen.numpad(0))
                }
            }
            //- AppUITests/StartUITests.swift
            import XCTest

            // A namespace of instances: the instance's type declares the constants and functions.
            final class StartUITests: XCTestCase {
                func testStart() {
                    let app = XCUIApplication()
                    app.buttons[A11yIdentifiers.startScreen.signIn].tap()
                    XCTAssertTrue(app.staticTexts[1️⃣A11yIdentifiers.startScreen.appVesion].exists)
                    app.buttons[A11yIdentifiers.startScreen.numpad(0)].tap()
                    app.buttons[2️⃣A11yIdentifiers.startScreen.nmupad(0)].tap()
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            //- App/SettingsViewController.swift
            import UIKit

            class SettingsViewController: UITableViewController {
                func configure(_ cell: UITableViewCell, row: Int) {
                    cell.accessibilityIdentifier = "settings.row_\\(row)"
                    cell.textLabel?.text = "Score: \\(row)"
                }
            }
            //- AppUITests/SettingsUITests.swift
            import XCTest

            // Literal parts that fit an identifier or a label the app shows, or that are too short
            // to say anything.
            final class SettingsUITests: XCTestCase {
                func testRows() {
                    let app = XCUIApplication()
                    let prefix = ProcessInfo.processInfo.environment["PREFIX"] ?? ""
                    for index in 0..<3 {
                        app.cells["settings.row_\\(index)"].tap()
                        XCTAssertTrue(app.staticTexts["Score: \\(index)"].exists)
                        XCTAssertTrue(app.buttons["\\(prefix)_\\(index)"].exists)
                    }
                }
            }
            """,
            """
            //- App/SettingsItem.swift
            struct SettingsItem {
                let title: String
                let identifier: String
            }

            enum SettingsItems {
                static let all = [SettingsItem(title: "Privacy", identifier: "settings.privacy")]
            }
            //- App/SettingsCell.swift
            import UIKit

            class SettingsCell: UITableViewCell {
                func configure(_ item: SettingsItem) {
                    accessibilityIdentifier = item.identifier
                }
            }
            //- AppUITests/SettingsUITests.swift
            import XCTest

            // `{item.identifier}` is known only at run time; it may carry any string the app's
            // code produces, so queries of such a string are not reported.
            final class SettingsUITests: XCTestCase {
                func testPrivacy() {
                    let app = XCUIApplication()
                    app.cells["settings.privacy"].tap()
                    app.cells.matching(NSPredicate(format: "identifier == %@", "settings.privacy")).firstMatch.tap()
                    XCTAssertEqual(app.cells.matching(NSPredicate(format: "identifier BEGINSWITH 'settings.'")).count, 1)
                    // The navigation bar's back button: its identifier comes from iOS.
                    app.buttons.matching(NSPredicate(format: "label == %@ && identifier == 'BackButton'", "Back")).firstMatch.tap()
                }
            }
            """,
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                }
            }
            //- AppUITests/NotificationUITests.swift
            import XCTest

            // Springboard's queries are about another app, not the app under test.
            final class NotificationUITests: XCTestCase {
                func testAllowNotifications() {
                    let app = XCUIApplication()
                    app.launch()
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    springboard.buttons["feed.lik"].tap()
                    springboard.alerts.buttons.matching(identifier: "feed.liked").firstMatch.tap()
                }
            }
            """,
            """
            //- App/AccountCell.swift
            import UIKit

            class AccountCell: UITableViewCell {
                func configure(name: String) { textLabel?.text = name }
            }
            //- AppUITests/TestData.swift
            enum TestData {
                static let accountName = "QA Tester"
            }
            //- AppUITests/AccountUITests.swift
            import XCTest

            // Test data the app shows (an account's name in a cell) is a label query.
            final class AccountUITests: XCTestCase {
                func testAccount() {
                    let app = XCUIApplication()
                    let email = "qa@example.com"
                    app.cells[TestData.accountName].tap()
                    XCTAssertTrue(app.staticTexts[email].exists)
                }
            }
            """,
            """
            //- AppUITests/PackageUITests.swift
            import XCTest

            // A namespace the workspace does not declare (a package's) is not checked.
            final class PackageUITests: XCTestCase {
                func testShare() {
                    let app = XCUIApplication()
                    app.buttons[SharedIDs.Share.sendButton].tap()
                }
            }
            """,
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                let editButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                    likeButton.setTitle("Like", for: .normal)
                    editButton.setTitle("feed.İstanbul", for: .normal)
                    title = NSLocalizedString("feed.title", value: "Your Feed", comment: "")
                }
            }
            //- App/en.lproj/Localizable.strings
            /* The compose button */
            "feed.compose" = "Compose";
            //- AppUITests/FeedUITests.swift
            import XCTest

            final class FeedUITests: XCTestCase {
                func testLike() {
                    let app = XCUIApplication()
                    app.buttons["feed.like"].tap()
                    app.buttons["Like"].tap()
                    app.buttons["feed.İSTANBUL"].tap()
                    app.navigationBars["Your Feed"].tap()
                    app.buttons["Compose"].tap()
                    app.textFields["Search"].typeText("my bookmark")
                    app.cells["my bookmark"].tap()
                    app.keyboards.buttons["Done"].tap()
                    app.staticTexts["TEST PASSED"].tap()
                }
            }
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                let logo = UIImageView()
                func configure(row: Int) {
                    submitButton.accessibilityIdentifier = "login.submit"
                    logo.accessibilityIdentifier = "login.row_\\(row)"
                }
                func show(_ icon: BrandIcon) {
                    let image = UIImageView()
                    image.image = UIImage(named: icon.rawValue)
                }
            }

            enum BrandIcon: String {
                case logo = "BrandLogo"
            }
            //- .maestro/login.yaml
            appId: com.example.app
            ---
            # Maestro matches ids as whole, case-insensitive regular expressions, so one selector
            # can name the iOS and the Android id; an image view reports its image's name.
            - tapOn:
                id: "LOGIN.SUBMIT"
            - tapOn:
                id: "login.submit|login_submit_android"
            - assertVisible:
                id: "login.row_[0-9]+"
            - assertVisible:
                id: 'login\\..*'
            - assertVisible:
                id: "brandlogo"
            - tapOn:
                id: "${BUTTON_FROM_COMMAND_LINE}"
            - tapOn: "Sign in"
            - runFlow:
                when:
                  platform: Android
                commands:
                  - tapOn:
                      id: "login_submit_android"
            - runFlow:
                file: shared/tap.yaml
                env:
                  TARGET: login.submit
            //- .maestro/shared/tap.yaml
            appId: com.example.app
            ---
            - tapOn:
                id: ${TARGET}
            """,
            """
            //- App/OrderListFilter.swift
            import UIKit

            enum OrderListFilter {
                case orderStatus
                case product(siteID: Int64)

                var title: String {
                    switch self {
                    case .orderStatus: return "Order Status"
                    case .product: return "Product"
                    }
                }
            }
            //- AppUITests/OrderUITests.swift
            import XCTest

            struct ProductData { let name: String }

            // `product` is the loop's test data, not the app's `OrderListFilter.product`.
            final class OrderUITests: XCTestCase {
                func testOrder() {
                    let app = XCUIApplication()
                    for product in [ProductData(name: "Hoodie")] {
                        XCTAssertTrue(app.staticTexts[product.name].exists)
                    }
                }
            }
            """,
            """
            //- App/PowerView.swift
            import SwiftUI

            // An image button without a label is labelled by its asset name.
            struct PowerView: View {
                var body: some View {
                    Button("Settings") {}.accessibilityIdentifier("ic-settings")
                    Button { } label: { Image("ic-power-off") }
                }
            }
            //- AppUITests/PowerUITests.swift
            import XCTest

            struct PowerRobot {
                let app = XCUIApplication()
                func button(_ label: String) -> XCUIElement { app.buttons[label] }
            }

            final class PowerUITests: XCTestCase {
                func testPower() {
                    XCUIApplication().buttons["ic-power-off"].tap()
                    PowerRobot().button("ic power off").tap()
                    PowerRobot().button("ic-settings").tap()
                }
            }
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                let row = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = "login.submit"
                    submitButton.setTitle("Sign in", for: .normal)
                }
                func configure(index: Int) {
                    row.accessibilityIdentifier = "login.row_\\(index)"
                }
            }
            //- e2e/screens/Login.screen.js
            // An element without an identifier is found by its label; a template fits a template;
            // comments, regular expressions and Android-only selectors are not read.
            // $('~login.old')
            const SELECTORS = {
                SUBMIT: '~login.submit',
                SIGN_IN: '~Sign in',
                ROW: (i) => `~login.row_${i}`,
                ANY: (id) => `~${id}`,
                BACK: driver.isAndroid ? '~navigate_up' : '~login.submit',
                CANCEL: { android: '~cancel_button', ios: '~login.submit' },
                PATTERN: /'~login.old'/,
                HOME: '~/Library/Caches',
            };
            //- tests/test_login.py
            from appium.webdriver.common.appiumby import AppiumBy

            # (AppiumBy.ACCESSIBILITY_ID, "login.old")
            SUBMIT = (AppiumBy.ACCESSIBILITY_ID, "login.submit")
            HELP = '''(AppiumBy.ACCESSIBILITY_ID, "login.old")'''
            //- src/test/java/LoginPage.java
            public class LoginPage {
                @AndroidFindBy(accessibility = "login_submit_android")
                @iOSXCUITFindBy(accessibility = "login.submit")
                private WebElement submit;
                /* AppiumBy.accessibilityId("login.old") */
            }
            //- tests/android/test_back.py
            from appium.webdriver.common.appiumby import AppiumBy
            BACK = (AppiumBy.ACCESSIBILITY_ID, "navigate_up")
            """,
            """
            //- App/LoginViewController.swift
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.accessibilityIdentifier = "login.submit"
                    submitButton.setTitle("Sign in", for: .normal)
                }
            }
            //- e2e/screens/System.screen.js
            // An id that matches no identifier and no label the app shows, and is not shaped like
            // the app's identifiers, is a label of UI the analysis cannot see: iOS's edit menu and
            // keyboard, a permission alert, a web page.
            const SELECTORS = {
                SIGN_UP: '~Sign up',
                SELECT_ALL: '~Select All',
                RETURN: '~Return',
                EMAIL: '~Email or phone',
                ALLOW: `~Allow ${name}`,
            };
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        let concrete = Set(context.identifiers.filter { $0.certainty != .dynamic }.map(\.value))
        let templates = Array(Set(context.identifiers.filter { $0.certainty == .dynamic }.map(\.value)))
        return xcuiTestFindings(context, concrete: concrete, templates: templates)
            + MaestroFlowQueries.findings(context, concrete: concrete, templates: templates)
            + AppiumSuiteQueries.findings(context, concrete: concrete, templates: templates)
    }

    private static func xcuiTestFindings(_ context: RuleContext, concrete: Set<String>, templates: [String])
        -> [Finding]
    {
        // The label model and the localization keys cost a pass over every table of every
        // language: none is built for a workspace whose UI tests query nothing.
        guard context.uiTestPaths.contains(where: { context.summaries[$0]?.testReferences.isEmpty == false }) else {
            return []
        }
        let catalog = IdentifierCatalog(context.identifiers)
        let constants = generatedConstants(context)
        // Built at the first query no identifier matches.
        lazy var produced = producedValues(context)
        // Built at the first label predicate that is a pattern.
        lazy var allLabelTexts = labelTexts(context)
        // Every reference that queries no known identifier, in file order.
        var unknown: [(path: String, reference: TestReferenceFact, queried: String, template: String?)] = []
        // Built at the first R.swift accessor: most UI tests query none.
        lazy var localizationKeys = LocalizationKeyIndex(summaries: context.summaries)
        var staleAccessors: [Finding] = []
        var missingConstants: [Finding] = []
        let helpers = UITestQueryHelpers(summaries: context.summaries, configured: context.options.uiTestQueryHelpers)
        for path in context.uiTestPaths.sorted() {
            guard let summary = context.summaries[path] else { continue }
            for reference in helpers.references(in: summary) {
                if reference.value.kind == .reference,
                    let accessor = LocalizationKeyIndex.rSwiftAccessor(reference.value.value)
                {
                    // An R.swift accessor is the table's text for that key: a label query.
                    if let finding = staleAccessorFinding(
                        reference, accessor: accessor, keys: localizationKeys, context: context)
                    {
                        staleAccessors.append(finding)
                    }
                    continue
                }
                let values = queriedValues(reference, context: context, constants: constants)
                if values.isEmpty, let finding = missingConstantFinding(reference, context: context) {
                    missingConstants.append(finding)
                    continue
                }
                // `app.cells["settings.row_\(index)"]`: a template whose literal parts must fit an
                // identifier (or a label), as a `LIKE` pattern with `*` for each run-time part.
                if values.isEmpty, let (templated, operand) = templateQuery(reference, context: context),
                    let pattern = templated.pattern
                {
                    switch catalog.outcome(operand, pattern: pattern) {
                    case .identifiers, .template, .builtIn: continue
                    case .catchAll, .none: break
                    }
                    // A catch-all excuses only a value the app's code produces; a value handed on
                    // as an identifier where the analysis loses it is set there.
                    if let producer = produced.producer(of: operand, pattern: pattern),
                        !catalog.catchAlls.isEmpty || producer.isHandedOnAsIdentifier
                    {
                        continue
                    }
                    unknown.append((path, templated, operand, reference.value.templateText))
                    continue
                }
                for queried in values {
                    switch catalog.outcome(queried, pattern: reference.pattern) {
                    case .identifiers, .template, .builtIn: continue
                    case .catchAll, .none: break
                    }
                    // A catch-all excuses only a value the app's code produces. A value handed on
                    // as an identifier where the analysis follows it to no element (a package's
                    // `CustomTextField(accessibilityId: IDs.email)`) is set there.
                    if let producer = produced.producer(of: queried, pattern: reference.pattern),
                        !catalog.catchAlls.isEmpty || producer.isHandedOnAsIdentifier
                    {
                        continue
                    }
                    unknown.append((path, reference, queried, nil))
                }
            }
        }
        // UI tests repeat their stale strings; each is searched for a suggestion once.
        var distinctQueries: [String] = []
        var seen: Set<String> = []
        for entry in unknown where seen.insert(entry.queried).inserted { distinctQueries.append(entry.queried) }
        let suggestions = Self.suggestions(for: distinctQueries, among: SpellingCandidates(Array(concrete)))
        let shape = IdentifierShape(concrete)
        let labels = LabelModel(context, queries: seen)
        // Where each suggested identifier is set: the first identifier with that value, looked up
        // once per workspace instead of scanning every identifier per finding.
        var firstSites: [String: SourceSite]?
        // Built at the first finding with no identifier to suggest.
        lazy var producedHints = ProducedStringHints(produced)
        lazy var nearMisses = UITestNearMisses(
            produced: produced, identifierTemplates: catalog.templates, sites: Self.firstSites(context.identifiers))
        var findings: [Finding] = []
        for (path, reference, queried, template) in unknown {
            var suggestion = suggestions[queried] ?? nil
            let isTemplateQuery = template != nil && reference.kind != .identifierPredicate
            // No identifier close: a string the code writes, or a template, the query misses by a
            // typo. For an interpolated query, a template whose literal parts are a typo away is
            // a better guess than a whole identifier close to its literal parts.
            var nearMiss: NearMiss?
            if template != nil {
                let substituted = context.index.constants.substitute(template: reference.value.value, context: nil)
                nearMiss = nearMisses.nearMiss(forTemplatePieces: TemplateMatcher.pieces(substituted.text))
                if nearMiss != nil { suggestion = nil }
            } else if suggestion == nil, reference.pattern == nil || reference.pattern?.comparison == .equals,
                produced.producer(of: queried, pattern: nil) == nil
            {
                // A string the code writes as it is is no typo of another one it writes
                // (element-x's mock sender `"@test.matrix.org"` beside `"@test:matrix.org"`).
                nearMiss = nearMisses.nearMiss(for: queried)
            }
            // A template may query a label as well (`app.staticTexts["Score: \(score)"]`).
            let identifierOnly =
                isIdentifierOnly(reference) && !isTestData(reference, context: context) && !isTemplateQuery
            var message: String
            var severity = Severity.error
            // `BEGINSWITH 'x'`, `LIKE 'x*'`: what the query compares, for messages.
            let written = template.map { "'\($0)'" } ?? reference.pattern.map { "\($0.written) '\(queried)'" }
            if identifierOnly {
                // A constant the app shows as text (`Text(ViewModel.alertTitle)`) is a label too.
                if reference.kind != .identifierPredicate,
                    labels.contains(queried) || produced.producer(of: queried, pattern: nil)?.isShownText == true
                {
                    continue
                }
                message =
                    written.map { "no element has an identifier that fits \($0)" }
                    ?? "no element has the identifier '\(queried)'"
                if reference.kind != .generatedConstant, reference.value.kind != .literal, template == nil {
                    message += " (the value of \(reference.value.value))"
                }
                if reference.kind == .generatedConstant { message += " (the value of \(reference.value.value))" }
                if reference.kind == .identifierPredicate {
                    message += " (an NSPredicate on identifier matches no label)"
                }
            } else {
                // XCUITest matches this query against labels, titles, values and placeholders too;
                // a predicate on `label` matches labels only.
                if let pattern = reference.pattern {
                    if allLabelTexts.contains(where: { pattern.matches($0, operand: queried) }) { continue }
                } else if labels.contains(queried) || produced.producer(of: queried, pattern: nil)?.isShownText == true
                {
                    continue
                }
                let sharesNamespace = shape.sharesNamespace(queried)
                guard suggestion != nil || sharesNamespace || nearMiss != nil else { continue }
                severity = .warning
                if reference.kind == .labelPredicate {
                    message =
                        "no label the app shows fits \(written ?? "'\(queried)'") (\(labels.sourcesDescription)), and the query matches no identifier"
                } else if isTemplateQuery, let written {
                    message =
                        "no identifier and no label the app shows fits \(written), whatever its run-time parts (\(labels.sourcesDescription))"
                } else {
                    message =
                        "no element has the identifier '\(queried)' and no label the app shows is '\(queried)' (\(labels.sourcesDescription))"
                }
                if suggestion == nil, nearMiss == nil, let namespace = shape.namespace(of: queried) {
                    message += "; it has the shape of the app's '\(namespace)…' identifiers"
                }
            }
            var related: [RelatedSite] = []
            if let suggestion {
                message += "; did you mean '\(suggestion)'"
                if firstSites == nil { firstSites = Self.firstSites(context.identifiers) }
                if let site = firstSites?[suggestion] {
                    message += " (\(context.describe(site)))"
                    related.append(RelatedSite(site: site, message: "'\(suggestion)' is set here"))
                }
                message += "?"
            } else if let nearMiss {
                let site = nearMiss.site.map { " at \(context.describe($0))" } ?? ""
                if nearMiss.isTemplate {
                    message += "; did you mean a value of '\(nearMiss.text)' (\(nearMiss.description)\(site))?"
                } else {
                    message +=
                        "; did you mean '\(nearMiss.text)' (\(nearMiss.description)\(site), which the analysis ties to no element)?"
                }
                if let written = nearMiss.site {
                    related.append(RelatedSite(site: written, message: "'\(nearMiss.text)' is written here"))
                }
            } else if template == nil, reference.pattern == nil,
                let clause = producedHints.clause(for: queried, context: context)
            {
                message += clause
            } else {
                message += "; the element was renamed or removed, or the query has a typo"
            }
            var fixes: [Fix] = []
            // A predicate's operand is inside its format string: replacing the literal would drop the rest.
            if let suggestion, reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier,
                reference.value.kind == .literal
            {
                fixes.append(
                    Fix(
                        title: "replace with '\(suggestion)'",
                        edits: [
                            FileEdit(file: path, range: reference.value.site.range, replacement: "\"\(suggestion)\"")
                        ],
                        isSafeForFixAll: false, isPreferred: true
                    ))
            }
            var finding = makeFinding(
                at: reference.site, message: message, identifier: queried, related: related, fixes: fixes)
            finding.severity = severity
            findings.append(finding)
        }
        return findings + staleAccessors + missingConstants
    }

    /// An interpolated query whose run-time parts stay unknown (`"settings.row_\(index)"`), as a
    /// `LIKE` operand (`settings.row_*`), or nil when it is not one, or when its literal parts are
    /// too short to say anything (`"\(prefix)_\(index)"`).
    static func templateQuery(_ reference: TestReferenceFact, context: RuleContext) -> (
        reference: TestReferenceFact, operand: String
    )? {
        guard reference.value.kind == .interpolated,
            reference.pattern == nil || reference.pattern?.comparison == .equals,
            reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier
                || reference.kind == .identifierPredicate
        else { return nil }
        let template = context.index.constants.substitute(template: reference.value.value, context: nil)
        guard template.isTemplate else { return nil }
        let pieces = TemplateMatcher.pieces(template.text)
        guard pieces.reduce(0, { $0 + $1.count }) >= 3 else { return nil }
        var operand = ""
        for (offset, piece) in pieces.enumerated() {
            for character in piece {
                if character == "*" || character == "?" || character == "\\" { operand.append("\\") }
                operand.append(character)
            }
            if offset < pieces.count - 1 { operand.append("*") }
        }
        var templated = reference
        templated.pattern = QueryPattern(
            comparison: .like, caseInsensitive: reference.pattern?.caseInsensitive ?? false,
            diacriticInsensitive: reference.pattern?.diacriticInsensitive ?? false)
        return (templated, operand)
    }

    /// `app.buttons[IDs.Checkout.payButton]` after `payButton` was renamed or removed from the
    /// app's namespace: the test no longer compiles against the app's constants it copies, or
    /// (a namespace shared with the tests) queries nothing. An error naming the namespace, with
    /// the closest constant it declares.
    private static func missingConstantFinding(_ reference: TestReferenceFact, context: RuleContext) -> Finding? {
        if reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier, reference.value.kind != .literal,
            case .missingCase(let type, let names)? = context.index.constants.forwardedValue(
                ofExpression: reference.value.value, role: .query)
        {
            return missingCaseFinding(reference, type: type, names: names)
        }
        // `A11yIdentifiers.appLockScreen.numpad(0)`: a namespace function is checked by its name.
        let path = reference.value.kind == .reference ? reference.value.value : namespaceCallee(reference.value)
        guard let path, let missing = context.index.constants.missingMember(path),
            isAppNamespace(missing.owner, context: context)
        else { return nil }
        let written = path
        let prefix =
            written.hasSuffix(missing.name) ? String(written.dropLast(missing.name.count)) : "\(missing.owner)."
        var message =
            "'\(written)' names no constant of '\(missing.owner)', so the query matches nothing the app sets; the constant was renamed or removed"
        var fixes: [Fix] = []
        if let closest = Spelling.closest(to: missing.name, among: missing.names) {
            message += "; did you mean '\(prefix)\(closest)'?"
            // A function's arguments stay as written.
            let arguments =
                reference.value.value.hasPrefix(written) ? String(reference.value.value.dropFirst(written.count)) : ""
            if written.hasSuffix(missing.name) {
                fixes.append(
                    Fix(
                        title: "replace with '\(prefix)\(closest)'",
                        edits: [
                            FileEdit(
                                file: reference.value.site.file, range: reference.value.site.range,
                                replacement: prefix + closest + arguments)
                        ],
                        isSafeForFixAll: false, isPreferred: true))
            }
        }
        return makeFinding(at: reference.site, message: message, identifier: written, fixes: fixes)
    }

    /// `IDs.screen.row(0)` → `IDs.screen.row`: the callee of a call written on a chain of names
    /// that starts with a type (a namespace's function), nil for anything else.
    private static func namespaceCallee(_ value: StringExpr) -> String? {
        guard value.kind == .other, value.value.hasSuffix(")"), let open = value.value.firstIndex(of: "(") else {
            return nil
        }
        let callee = value.value[..<open]
        guard callee.first?.isUppercase == true, callee.contains("."),
            callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return String(callee)
    }

    /// `app.buttons[.loginButon]` through the app's query subscript for its identifier enum,
    /// which has no such case: the test no longer compiles against the enum it shares with the
    /// app (the case was renamed or removed). An error with the closest case.
    private static func missingCaseFinding(_ reference: TestReferenceFact, type: String, names: [String]) -> Finding {
        let written = reference.value.value
        let name = written.split(separator: "(").first.map { String($0.split(separator: ".").last ?? "") } ?? written
        let prefix = String(written.split(separator: "(").first?.dropLast(name.count) ?? "")
        var message =
            "'\(written)' names no case of '\(type)', so the query matches nothing the app sets; the case was renamed or removed"
        var fixes: [Fix] = []
        if let closest = Spelling.closest(to: name, among: names) {
            message += "; did you mean '\(prefix)\(closest)'?"
            if !written.contains("(") {
                fixes.append(
                    Fix(
                        title: "replace with '\(prefix)\(closest)'",
                        edits: [
                            FileEdit(
                                file: reference.value.site.file, range: reference.value.site.range,
                                replacement: prefix + closest)
                        ],
                        isSafeForFixAll: false, isPreferred: true))
            }
        }
        return makeFinding(at: reference.site, message: message, identifier: written, fixes: fixes)
    }

    /// A file of the tests: a UI test, a file importing XCTest or Testing, or one in a test
    /// target's folder (`AppUITests/TestData.swift`, which may import nothing).
    static func isTestSide(_ path: String, _ summary: FileSummary, context: RuleContext) -> Bool {
        context.uiTestPaths.contains(path) || summary.isTestCode
            || isInTestFolder(path)
    }

    /// Whether a folder of `path` (not its file name) is named like a test target's
    /// (`…Tests`, `…UITest`). Asked for every file at every resolution: the folders are read in
    /// place, not split into an array.
    static func isInTestFolder(_ path: String) -> Bool {
        let bytes = path.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                let folder = path[start..<index]
                if folder.hasSuffix("Tests") || folder.hasSuffix("UITest") { return true }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        return false
    }

    /// A constant the tests declare for themselves (`TestData.accountName`, a local `email`):
    /// test data the app shows (an account's name in a cell), queried as a label. The app's
    /// own identifier constants are declared in its code.
    static func isTestData(_ reference: TestReferenceFact, context: RuleContext) -> Bool {
        guard reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier,
            reference.value.kind == .reference,
            // `.loginButton`: a case of the app's identifier enum, through its query subscript.
            !reference.value.value.hasPrefix(".")
        else { return false }
        var parts = reference.value.value.split(separator: ".").map(String.init)
        if parts.first == "self" || parts.first == "Self" { parts.removeFirst() }
        guard parts.count > 1 else { return true }
        let owner = parts.dropLast()
        // A page object's `enum Identifiers { static let regionTextField = "registration.region" }`
        // copies the app's identifiers: its values are identifier queries, not data the app shows.
        if owner.contains(where: namesIdentifiers) { return false }
        return !isAppNamespace(owner.joined(separator: "."), context: context)
    }

    /// Whether a namespace's name says it holds identifiers (`Identifiers`, `ErrorIdentifiers`,
    /// `AccessibilityIDs`, `A11yIds`, `AXID`), not test data or texts (`TestData`, `Accounts`,
    /// `A11yLabels`).
    static func namesIdentifiers(_ name: String) -> Bool {
        if name.lowercased().contains("identifier") { return true }
        // A capitalised `ID` or `Id` word at the end (`Grid` and `Android` end in a lower-case one).
        return name.hasSuffix("IDs") || name.hasSuffix("Ids") || name.hasSuffix("ID") || name.hasSuffix("Id")
    }

    /// Whether `owner` (`IDs.Checkout`) belongs to a namespace the app's code declares string
    /// constants in (its outermost name, `IDs`), not only the tests': a test-local namespace
    /// is the test's business.
    private static func isAppNamespace(_ owner: String, context: RuleContext) -> Bool {
        let root = owner.split(separator: ".").first.map(String.init) ?? owner
        return context.index.derivedTables.appNamespaceRoots(uiTestPaths: context.uiTestPaths) {
            var roots: Set<String> = []
            for (path, summary) in context.summaries where !isTestSide(path, summary, context: context) {
                for constant in summary.stringConstants where constant.kind != .forwarder && constant.kind != .alias {
                    roots.insert(constant.owner.split(separator: ".").first.map(String.init) ?? constant.owner)
                }
            }
            return roots
        }.contains(root)
    }

    /// `R.string.localizable.compose()` whose table is in the workspace but has no key R.swift
    /// would name `compose`: the accessor is stale (the key was renamed or removed and the
    /// generated `R.generated.swift` not rebuilt), so the query looks for a text the app never
    /// shows. A warning, like other label queries; silent when the table has the key (its text
    /// is a label the app shows) or is not in the workspace.
    private static func staleAccessorFinding(
        _ reference: TestReferenceFact, accessor: (table: String, accessor: String),
        keys: LocalizationKeyIndex, context: RuleContext
    ) -> Finding? {
        let files = keys.files(ofTable: accessor.table)
        guard !files.isEmpty, !keys.table(accessor.table, hasAccessor: accessor.accessor) else { return nil }
        // `en.lproj/Localizable.strings`: the language folder says which table it is.
        let shown =
            files.prefix(3).map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
            + (files.count > 3 ? ["\(files.count - 3) more"] : [])
        var message =
            "'\(reference.value.value)' names no key of the '\(keys.writtenName(ofTable: accessor.table))' localization table (\(shown.joined(separator: ", ")))"
        message +=
            ", so the query looks for a text the app never shows; the key was renamed or removed: regenerate R.swift's accessors and use the current key"
        if let closest = keys.closestAccessor(inTable: accessor.table, to: accessor.accessor) {
            message += "; did you mean 'R.string.\(accessor.table).\(closest)'?"
        }
        var finding = makeFinding(at: reference.site, message: message, identifier: reference.value.value)
        finding.severity = .warning
        return finding
    }

    /// True for a query that checks identifiers: a generated identifier constant, an
    /// `NSPredicate` on `identifier`, or a string constant (`IDs.login.email`, `A11y.save`) or
    /// identifier-building call that resolved statically (the app's own identifier constants;
    /// label constants are localized and never resolve). XCUITest would match a label equal to
    /// such a constant too, so those are still skipped. Literal subscripts and
    /// `matching(identifier:)` also match labels, titles, values and placeholders.
    static func isIdentifierOnly(_ reference: TestReferenceFact) -> Bool {
        switch reference.kind {
        case .generatedConstant, .identifierPredicate:
            return true
        case .labelPredicate, .helperArgument:
            return false
        case .subscriptQuery, .matchingIdentifier:
            // A constant or a call of an identifier-building function that resolved statically:
            // the app's own identifier constants (label constants are localized, never resolved).
            return reference.value.kind != .literal
        }
    }

    /// The closest identifier to each query (nil when none is within reach). The searches are
    /// independent and were most of a large workspace's resolution, so many of them run on
    /// every core; each result lands in its own slot, so the answer never depends on timing.
    static func suggestions(
        for queries: [String], among candidates: SpellingCandidates, threads: Int = BudgetedWorkPool.defaultThreadCount
    ) -> [String: String?] {
        let results = ResultSlots<String?>(count: queries.count)
        if threads > 1 && queries.count >= 16 {
            DeepStack.concurrentPerform(count: queries.count, threads: threads) { index in
                results.store(candidates.closest(to: queries[index]), at: index)
            }
        } else {
            for (index, query) in queries.enumerated() { results.store(candidates.closest(to: query), at: index) }
        }
        let values = results.values
        var byQuery: [String: String?] = [:]
        for (index, query) in queries.enumerated() where values.indices.contains(index) {
            byQuery[query] = values[index] ?? nil
        }
        return byQuery
    }

    /// Each identifier value with the site of its first identifier.
    static func firstSites(_ identifiers: [ComputedIdentifier]) -> [String: SourceSite] {
        var sites: [String: SourceSite] = [:]
        for identifier in identifiers where sites[identifier.value] == nil { sites[identifier.value] = identifier.site }
        return sites
    }

    /// What the reference queries: one value, both values of a ternary, or none known.
    /// Every string the workspace's UI tests query, lowercased: the only texts whose presence
    /// among the labels (`LabelModel.contains`) can change this rule's findings. An edit that
    /// changes shown texts, none of them one of these, and keeps how many texts each source
    /// has (the messages count them) cannot change the findings.
    static func labelQueries(_ context: RuleContext) -> QueriedTexts {
        let constants = generatedConstants(context)
        var queries = QueriedTexts()
        let helpers = UITestQueryHelpers(summaries: context.summaries, configured: context.options.uiTestQueryHelpers)
        for path in context.uiTestPaths {
            guard let summary = context.summaries[path] else { continue }
            for reference in helpers.references(in: summary) {
                // An interpolated query is a pattern too (`templateQuery`).
                if reference.pattern != nil || reference.value.kind == .interpolated { queries.hasPatterns = true }
                for value in queriedValues(reference, context: context, constants: constants) {
                    queries.values.insert(value.lowercased())
                }
            }
        }
        return queries
    }

    /// The strings UI tests query, lowercased, and whether any query is a pattern (which a
    /// text other than its operand may match).
    package struct QueriedTexts {
        var values: Set<String> = []
        var hasPatterns = false

        /// Whether a text appearing or disappearing among `changed` (lowercased) may change a
        /// finding: one a query names or matches, or one close enough to a query to be offered as
        /// what it meant (`UITestNearMisses`).
        func mayBeAny(of changed: Set<String>) -> Bool {
            if hasPatterns || !changed.isDisjoint(with: values) { return true }
            let near = changed.filter(UITestNearMisses.isWordLike)
            guard !near.isEmpty else { return false }
            return values.contains { query in
                UITestNearMisses.isWordLike(query)
                    && near.contains { text in
                        Spelling.transpositionDistance(query, text, bound: UITestNearMisses.limit(query.count))
                            <= UITestNearMisses.limit(query.count)
                    }
            }
        }
    }

    /// Every text the app shows (`LabelTexts`), for label predicates that are patterns.
    private static func labelTexts(_ context: RuleContext) -> [String] {
        let texts = context.index.derivedTables.labelTexts(uiTestPaths: context.uiTestPaths) {
            LabelTexts(summaries: context.summaries, uiTestPaths: context.uiTestPaths)
        }
        return texts.asciiByLength.keys.sorted().flatMap { texts.asciiByLength[$0] ?? [] } + texts.others
    }

    /// The values the app's code can produce (`ProducedValues`), built once per index.
    static func producedValues(_ context: RuleContext) -> ProducedValues {
        context.index.derivedTables.producedValues(uiTestPaths: context.uiTestPaths) { kept in
            ProducedValues.make(
                summaries: context.summaries, index: context.index, uiTestPaths: context.uiTestPaths,
                isTestSide: { isTestSide($0, $1, context: context) }, reusing: kept)
        }
    }

    /// What one queried value of `reference` finds (`UITestQueryOutcome`), for the hover: the
    /// same decision `check` makes before it looks at labels.
    package static func outcome(of queried: String, reference: TestReferenceFact, context: RuleContext)
        -> UITestQueryOutcome
    {
        let catalog = IdentifierCatalog(context.identifiers)
        let found = catalog.outcome(queried, pattern: reference.pattern)
        if case .none = found, let catchAll = catalog.catchAlls.first,
            let value = producedValues(context).producer(of: queried, pattern: reference.pattern)
        {
            return .catchAll(catchAll, produced: value)
        }
        return found
    }

    /// `Identifiers.X.y` → its generated constant, over every file.
    private static func generatedConstants(_ context: RuleContext) -> [String: GeneratedConstantFact] {
        var constants: [String: GeneratedConstantFact] = [:]
        for summary in context.summaries.values {
            for constant in summary.generatedConstants { constants[constant.path] = constant }
        }
        return constants
    }

    static func queriedValues(
        _ reference: TestReferenceFact, context: RuleContext, constants: [String: GeneratedConstantFact]
    ) -> [String] {
        switch reference.kind {
        case .generatedConstant:
            guard let constant = constants[reference.value.value], !constant.isArray else { return [] }
            return [constant.value]
        case .helperArgument:
            // Not passed to a known helper (`UITestQueryHelpers` resolves those first).
            return []
        case .subscriptQuery, .matchingIdentifier, .identifierPredicate, .labelPredicate:
            if reference.kind == .subscriptQuery || reference.kind == .matchingIdentifier,
                reference.value.kind != .literal,
                case .value(let converted, _)? = context.index.constants.forwardedValue(
                    ofExpression: reference.value.value, role: .query)
            {
                // `app.buttons[.loginButton]`: the app's query subscript converts the case.
                return converted.isTemplate ? [] : [converted.text]
            }
            // SwiftGen's `L10n.Common.Controls.compose`, `NSLocalizedString` constants: the
            // development language's text, the label the app shows and the identifier of an
            // element set from the same accessor.
            return context.index.exactStrings(reference.value)
        }
    }
}

/// Every text the app shows as a label, title, value or placeholder (and every text a UI test
/// typed), as XCUITest's label-matching queries see them. Matching ignores case: a label styled
/// upper-case (`.textCase(.uppercase)`, CSS in a web view) is queried as shown.
struct LabelModel {
    /// The queries (lowercased) that some text the app shows matches.
    private var matched: Set<String> = []
    private var counts: [LabelSource: Int] = [:]

    /// The texts of every summary, kept only where they match one of `queries`: the model
    /// answers for those alone, and lowercasing and hashing every text of every language's
    /// table was most of the rule's time on real apps. An ASCII text lowercases to
    /// the same number of bytes: only texts of a query's length are lowercased, taken from the
    /// texts grouped by length, which the index keeps between resolutions (`LabelTexts`).
    init(_ context: RuleContext, queries: Set<String>) {
        let texts = context.index.derivedTables.labelTexts(uiTestPaths: context.uiTestPaths) {
            LabelTexts(summaries: context.summaries, uiTestPaths: context.uiTestPaths)
        }
        for (slot, source) in LabelSource.allCases.enumerated() where texts.counts[slot] > 0 {
            self.counts[source] = texts.counts[slot]
        }
        let wanted = Set(queries.map { $0.lowercased() })
        guard !wanted.isEmpty else { return }
        func match(_ text: String) {
            let lowered = text.lowercased()
            if wanted.contains(lowered) { matched.insert(lowered) }
        }
        for length in Set(wanted.map(\.utf8.count)) {
            for text in texts.asciiByLength[length] ?? [] { match(text) }
        }
        for query in wanted where texts.othersLowercased.contains(query) { matched.insert(query) }
    }

    fileprivate static func slot(_ source: LabelSource) -> Int {
        LabelSource.allCases.firstIndex(of: source) ?? 0
    }
}

/// The texts a `LabelModel` searches: those of every summary except UI tests' own (a UI test's
/// texts count only when it typed them), ASCII ones by their UTF-8 length, with counts by source.
package struct LabelTexts: Sendable {
    /// Texts by source, in `LabelSource.allCases` order.
    var counts = Array(repeating: 0, count: LabelSource.allCases.count)
    var asciiByLength: [Int: [String]] = [:]
    /// The texts with a byte past ASCII: lowercasing may change their length.
    var others: [String] = []
    /// `others` lowercased, made once with the table: lowercasing beyond ASCII goes through
    /// Unicode's case mappings, and every language's table holds such texts.
    var othersLowercased: Set<String> = []

    init(summaries: [String: FileSummary], uiTestPaths: Set<String>) {
        // Grouped in an array by length first (most texts are short), then moved into the
        // dictionary: hashing a length per text of every language's table was most of the
        // last rule's time, which runs alone at the end of a resolution.
        var short = Array(repeating: [String](), count: Self.shortLength)
        for (path, summary) in summaries {
            let texts = summary.visibleTexts
            guard !texts.isEmpty else { continue }
            let isUITest = uiTestPaths.contains(path)
            for text in texts where text.source.isLabel && (!isUITest || text.source == .typedByTest) {
                counts[LabelModel.slot(text.source)] += 1
                for value in text.labels {
                    if Self.isASCII(value) {
                        let length = value.utf8.count
                        if length < Self.shortLength {
                            short[length].append(value)
                        } else {
                            asciiByLength[length, default: []].append(value)
                        }
                    } else {
                        others.append(value)
                    }
                }
            }
        }
        for (length, texts) in short.enumerated() where !texts.isEmpty { asciiByLength[length] = texts }
        othersLowercased = Set(others.map { $0.lowercased() })
    }

    private static let shortLength = 128

    /// Whether every byte of `text` is ASCII, eight at a time where its bytes are contiguous.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                offset += 8
            }
            while offset < bytes.count {
                if bytes[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}

extension LabelModel {
    /// Whether a text the app shows is `query`, ignoring case; `query` must be one the model
    /// was built for.
    func contains(_ query: String) -> Bool { matched.contains(query.lowercased()) }

    /// The label sources searched, with their sizes: what decided that a query matches no label.
    var sourcesDescription: String {
        let parts = LabelSource.allCases.compactMap { source -> String? in
            guard let count = counts[source], count > 0 else { return nil }
            let plural = count == 1 ? "" : "s"
            switch source {
            case .code: return "\(count) text\(plural) in code"
            case .interfaceBuilder: return "\(count) Interface Builder text\(plural)"
            case .localizationTable: return "\(count) localization table entr\(count == 1 ? "y" : "ies")"
            case .localizedDefault: return "\(count) localized default value\(plural)"
            case .typedByTest: return "\(count) text\(plural) the tests typed"
            case .codeValue: return nil
            case .imageName: return "\(count) image name\(plural)"
            }
        }
        return parts.isEmpty ? "the app shows no text the analysis found" : "searched " + parts.joined(separator: ", ")
    }
}

/// The shape of a workspace's own identifiers: the namespaces they start with (`settings` in
/// `settings.logout`, `Login` in `Login_button`). A label query that matches nothing is worth a
/// warning only when it looks like one of them.
struct IdentifierShape {
    private static let separators: Set<Character> = [".", "_", "-", "/"]
    private var namespaces: Set<String> = []

    init(_ identifiers: Set<String>) {
        for identifier in identifiers {
            if let namespace = Self.namespace(identifier) { namespaces.insert(namespace) }
        }
    }

    /// The part before the first separator, for a string without whitespace that has one.
    static func namespace(_ value: String) -> String? {
        guard !value.contains(where: \.isWhitespace), let index = value.firstIndex(where: { separators.contains($0) }),
            index != value.startIndex
        else { return nil }
        return String(value[...index])
    }

    func namespace(of query: String) -> String? {
        guard let namespace = Self.namespace(query), namespaces.contains(namespace) else { return nil }
        return namespace
    }

    func sharesNamespace(_ query: String) -> Bool { namespace(of: query) != nil }

    /// Whether the query's namespace is one of the app's or a typo of one (one edit away, the
    /// separator kept: `ai-` beside `aid-`): for a template, whose run-time parts leave only its
    /// head to compare, a typo there is the only sign left.
    func sharesNamespaceOrTypoOfOne(_ query: String) -> Bool {
        guard let own = Self.namespace(query) else { return false }
        if namespaces.contains(own) { return true }
        return namespaces.contains { $0.last == own.last && $0.count >= 3 && Spelling.distance(own, $0) <= 1 }
    }
}
