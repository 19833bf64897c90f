// unreadable-file: a file the analysis could not read completely.

/// Malformed storyboards, files with entity declarations and binary files are reported instead of
/// stopping the analysis; identifiers they define may be missing.
package enum UnreadableFileRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "unreadable-file",
        defaultSeverity: .warning,
        summary: "a file could not be read completely",
        help:
            "The analysis could not read this file (malformed XML, a DTD or entity declarations, binary data). Identifiers it defines may be missing from results; fix the file or exclude it in `.ax-lsp.yml`.",
        triggeringExamples: [
            """
            //- App/Broken.xib
            1️⃣<?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
            <document>&lol2;</document>
            """
        ],
        nonTriggeringExamples: [
            """
            //- App/Login.xib
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="signIn">
                                <accessibility key="accessibilityConfiguration" identifier="login.signIn"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        // The few files with a problem, sorted (sorting every path cost more than the rule).
        context.summaries.compactMap { path, summary in summary.readProblem.map { (path, $0) } }.sorted { $0.0 < $1.0 }
            .map { path, problem in
                makeFinding(at: SourceSite(file: path, range: ByteRange(start: 0, end: 0)), message: problem)
            }
    }
}
