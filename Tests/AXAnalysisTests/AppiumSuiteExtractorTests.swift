import XCTest

// What AppiumSuiteExtractor reads from a suite, per language: each selector shape, where its
// literal is written, template literals, and the strings and comments that are not selectors.
@testable import AXAnalysis

final class AppiumSuiteExtractorTests: XCTestCase {
    /// Each selector as `value @ the text its site covers`.
    private func selectors(_ text: String, path: String) -> [String] {
        let summary = FileExtractor.summarize(path: path, text: text)
        XCTAssertEqual(summary.kind, .appiumSuite)
        let bytes = Array(text.utf8)
        return (summary.appiumSuite?.selectors ?? []).map { selector in
            let written = String(decoding: bytes[selector.site.range.start..<selector.site.range.end], as: UTF8.self)
            return "\(selector.value)\(selector.isTemplate ? " (template)" : "") @ \(written)"
        }
    }

    func testWebdriverIOReadsEveryTildeLiteralWhereverItIsWritten() {
        let text = """
            const SELECTORS = { LOGIN: '~login.submit', 'key': "~login.email" };
            const row = (i) => `~row-${i}-${`x${i}`}`;
            $$('~list.item'); // $('~in.comment')
            /* $('~in.block') */
            const pattern = /'~in.regex'/g, ratio = a / b, c = '~after.division';
            const home = '~/Library', tilde = '~', spaced = '~ x', escaped = '~a\\'b';
            """
        XCTAssertEqual(
            selectors(text, path: "test/screens/login.js"),
            [
                "login.submit @ '~login.submit'",
                "login.email @ \"~login.email\"",
                "row-{i}-{`x${i}`} (template) @ `~row-${i}-${`x${i}`}`",
                "list.item @ '~list.item'",
                "after.division @ '~after.division'",
                "a'b @ '~a\\'b'"
            ])
    }

    func testAndroidOnlySelectorsAreSkipped() {
        let text = """
            const A = driver.isAndroid ? '~android.a' : '~ios.a';
            const B = driver.isIOS ? '~ios.b' : '~android.b', C = '~ios.c';
            const D = { android: '~android.d', ios: '~ios.d' };
            const E = { android: { back: '~android.e' }, ios: { back: '~ios.e' } };
            """
        XCTAssertEqual(
            selectors(text, path: "e2e/screens.ts").map { $0.components(separatedBy: " @").first ?? "" },
            ["ios.a", "ios.b", "ios.c", "ios.d", "ios.e"])
        XCTAssertEqual(selectors("const A = '~a';", path: "e2e/android/screens.ts"), [])
        XCTAssertEqual(selectors("const A = '~a';", path: "e2e/screens.android.ts"), [])
    }

    func testWebdriverProtocolStrategyAndWdCallsInJavaScript() {
        let text = """
            await driver.findElement('accessibility id', 'login.a');
            await driver.elementByAccessibilityId("login.b");
            """
        XCTAssertEqual(
            selectors(text, path: "tests/login.js"),
            [
                "login.a @ 'login.a'",
                "login.b @ \"login.b\""
            ])
    }

    func testPythonShapesPrefixesTripleQuotesAndComments() {
        let text = """
            from appium.webdriver.common.appiumby import AppiumBy
            SUBMIT = (AppiumBy.ACCESSIBILITY_ID, "login.submit")
            EMAIL = (MobileBy.ACCESSIBILITY_ID, r'login\\email')
            # (AppiumBy.ACCESSIBILITY_ID, "in.comment")
            DOC = \"\"\"(AppiumBy.ACCESSIBILITY_ID, "in.docstring")\"\"\"
            driver.find_element(by=AppiumBy.ACCESSIBILITY_ID, value=f"row.{index}.title")
            driver.find_element_by_accessibility_id('legacy.id')
            driver.find_element(AppiumBy.ACCESSIBILITY_ID, "it's")
            """
        XCTAssertEqual(
            selectors(text, path: "tests/test_login.py"),
            [
                "login.submit @ \"login.submit\"",
                "login\\email @ r'login\\email'",
                "row.{index}.title (template) @ f\"row.{index}.title\"",
                "legacy.id @ 'legacy.id'",
                "it's @ \"it's\""
            ])
    }

    func testJavaAndKotlinShapesAnnotationsAndComments() {
        let java = """
            @AndroidFindBy(accessibility = "android.only")
            @iOSXCUITFindBy(accessibility = "ios.annotated")
            private WebElement a;
            @iOSXCUITFindBy(id = "ios.by.id", priority = 1)
            private WebElement b;
            // AppiumBy.accessibilityId("in.comment")
            By c = AppiumBy.accessibilityId("by.call"), d = MobileBy.AccessibilityId("by.mobile");
            String block = \"\"\"
                AppiumBy.accessibilityId("in.text.block")
                \"\"\";
            char quote = '"'; By e = AppiumBy.accessibilityId("after.char");
            """
        XCTAssertEqual(
            selectors(java, path: "src/test/java/LoginPage.java"),
            [
                "ios.annotated @ \"ios.annotated\"",
                "ios.by.id @ \"ios.by.id\"",
                "by.call @ \"by.call\"",
                "by.mobile @ \"by.mobile\"",
                "after.char @ \"after.char\""
            ])
        let kotlin = """
            /* outer /* nested */ AppiumBy.accessibilityId("in.nested.comment") */
            val row = AppiumBy.accessibilityId("row.$index.${kind}")
            val raw = \"\"\"AppiumBy.accessibilityId("in.raw")\"\"\"
            """
        XCTAssertEqual(
            selectors(kotlin, path: "appium/src/LoginScreen.kt"),
            [
                "row.{index}.{kind} (template) @ \"row.$index.${kind}\""
            ])
    }

    func testRubyShapesHeredocsAndBlockComments() {
        let text = """
            find_element(:accessibility_id, 'login.submit').click
            find_element(accessibility_id: "login.#{field}")
            find_elements(:accessibility_id => 'login.rows')
            =begin
            find_element(:accessibility_id, 'in.comment')
            =end
            text = <<~EOS
              find_element(:accessibility_id, 'in.heredoc')
            EOS
            label = %q(it's) # find_element(:accessibility_id, 'in.comment')
            """
        XCTAssertEqual(
            selectors(text, path: "features/step_definitions/login_steps.rb"),
            [
                "login.submit @ 'login.submit'",
                "login.{field} (template) @ \"login.#{field}\"",
                "login.rows @ 'login.rows'"
            ])
    }

    func testUnterminatedLiteralsAndBinaryTextAreTotal() {
        for language in ["js", "py", "java", "kt", "rb"] {
            for text in ["$('~a", "\"\"\"", "`${", "/* ", "<<~EOS\n", "%q(", "f'{", "\u{0}\u{FF}'~\\"] {
                _ = selectors(text, path: "tests/x.\(language)")
            }
        }
    }

    func testSuiteFilesAreThoseInTestSuiteFolders() {
        XCTAssertTrue(AppiumSuiteExtractor.isSuitePath("e2e/specs/login.spec.ts"))
        XCTAssertTrue(AppiumSuiteExtractor.isSuitePath("AppiumTests/login.py"))
        XCTAssertTrue(AppiumSuiteExtractor.isSuitePath("src/test/java/LoginPage.java"))
        XCTAssertTrue(AppiumSuiteExtractor.isSuitePath("features/step_definitions/steps.rb"))
        XCTAssertFalse(AppiumSuiteExtractor.isSuitePath("scripts/build.py"))
        XCTAssertFalse(AppiumSuiteExtractor.isSuitePath("tests/login.swift"))
        XCTAssertFalse(AppiumSuiteExtractor.isSuitePath("tests/.venv/lib/site-packages/appium/webdriver.py"))
        XCTAssertFalse(AppiumSuiteExtractor.isSuitePath("e2e/dist/bundle.js"))
    }
}
