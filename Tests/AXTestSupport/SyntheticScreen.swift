// A generated UIKit screen of any length, whose outline is known: `ax-lsp-bench outline` times
// the outline of a 1,000-line one, and `OutlineFixtureTests` checks what it produces.

/// A view controller with `sections` sections, each a header label, a button with a hint and a
/// labelled switch set up in its own method and added to a stack view (14 lines a section).
public enum SyntheticScreen {
    public static let typeName = "SyntheticScreenViewController"

    /// The source of a screen of about `lines` lines.
    public static func source(lines: Int) -> String {
        let sections = max(1, (lines - 12) / 14)
        var properties = ""
        var calls = ""
        var methods = ""
        for index in 0..<sections {
            properties += """
                    private let title\(index) = UILabel()
                    private let action\(index) = UIButton(type: .system)
                    private let option\(index) = UISwitch()

                """
            calls += "        configureSection\(index)()\n"
            methods += """

                    private func configureSection\(index)() {
                        title\(index).text = "Section \(index)"
                        title\(index).accessibilityTraits = .header
                        action\(index).setTitle("Open \(index)", for: .normal)
                        action\(index).accessibilityHint = "Opens section \(index)"
                        option\(index).isOn = \(index % 2 == 0)
                        option\(index).accessibilityLabel = "Option \(index)"
                        [title\(index), action\(index), option\(index)].forEach(stack.addArrangedSubview)
                    }

                """
        }
        return """
            import UIKit

            final class \(typeName): UIViewController {
                private let stack = UIStackView()
            \(properties)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
            \(calls)    }
            \(methods)}

            """
    }

    /// The outline the screen of `source(lines:)` has: three blocks a section.
    package static func expectedOutline(lines: Int) -> String {
        let sections = max(1, (lines - 12) / 14)
        let blocks = (0..<sections).flatMap { index in
            [
                "Section \(index)\nheader", "Open \(index)\nbutton\nOpens section \(index)",
                "Option \(index), \(index % 2 == 0 ? 1 : 0)\nbutton"
            ]
        }
        let separator = String(repeating: "-", count: 60)
        return separator + "\n" + blocks.joined(separator: "\n" + separator + "\n") + "\n" + separator
    }
}
