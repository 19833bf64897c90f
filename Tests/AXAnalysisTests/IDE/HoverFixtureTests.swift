import XCTest

// Hover: the Markdown and range shown at every marker of a fixture.
@testable import AXAnalysis

final class HoverFixtureTests: XCTestCase {
    func testHoverFixtures() {
        IDEFixtureRunner.run(folder: "Hover", render: Self.render)
    }

    static func render(_ fixture: IDEFixture) -> String {
        var lines: [String] = []
        for marker in fixture.marked.markers {
            guard let hover = Hover.markdown(at: marker.utf8Offset, in: marker.file, workspace: fixture.workspace)
            else {
                lines.append("\(marker.name) no hover")
                continue
            }
            lines.append(
                "\(marker.name) hover on \(fixture.place(marker.file, hover.range.start))..\(fixture.place(marker.file, hover.range.end)):"
            )
            lines.append(fixture.normalized(hover.text))
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
