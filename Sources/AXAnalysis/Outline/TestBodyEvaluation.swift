// AX-1: what a unit test snapshots after configuring the object in its own body, as
// AXSnapshot's README writes tests: the test's statements run in order over the object, and a
// statement the evaluation cannot follow makes the outline dynamic (no golden check).

extension AccessibilityOutliner {
    /// The outline a golden assertion compares with: the object as constructed, or, when the
    /// test changes it first, after the test's statements; nil when it names no workspace view
    /// or controller.
    static func outline(of golden: AXSnapshotGoldenFact, classes: OutlineClassTable) -> AccessibilityOutline? {
        guard golden.changedBeforeAssertion else {
            return outline(ofConstruction: golden.construction, site: golden.site, classes: classes)
        }
        guard let setup = golden.setup, let receiver = golden.receiverName,
            case .call(let callee, _) = golden.construction, classes.classes[callee] != nil
        else { return nil }
        let evaluator = OutlineEvaluator(classes: classes)
        let frame = OutlineEvaluator.Frame(object: nil, className: nil)
        evaluator.runTestStatements(setup, in: frame)
        guard let value = frame.locals[receiver], let root = evaluator.rootView(of: value) else { return nil }
        return outline(typeName: callee, site: golden.site, root: root, evaluator: evaluator)
    }
}

extension OutlineEvaluator {
    /// UIKit methods a test may call that the evaluator models (`platformCall`), plus
    /// `loadViewIfNeeded`, which loads a controller's view (AX-1).
    static let modelledTestCalls: Set<String> = [
        "addSubview", "addArrangedSubview", "insertArrangedSubview", "insertSubview", "bringSubviewToFront",
        "sendSubviewToBack",
        "exchangeSubview", "removeFromSuperview", "setTitle", "setAttributedTitle", "setOn", "setProgress", "setValue",
        "startAnimating", "stopAnimating", "insertSegment", "removeAllSegments", "loadViewIfNeeded"
    ]

    /// Runs a test body's statements one by one. Unlike a class's own code, where a call to
    /// something unknown is left out, a test's call the evaluation cannot follow (a method no
    /// workspace class declares, a function) may change anything: the outline becomes dynamic.
    /// Assertions (`XCTAssert…`) change nothing and are skipped.
    func runTestStatements(_ statements: [OutlineStatement], in frame: Frame) {
        for statement in statements {
            switch statement.kind {
            case .call(let receiver, let name, let arguments):
                if receiver == nil, name.hasPrefix("XCT") || name == "print" { continue }
                guard let receiver, let object = resolve(receiver, in: frame)?.object else {
                    noteDynamic(name + "(…) in the test")
                    continue
                }
                let labels = arguments.map { $0.label ?? "" }
                if name == "loadViewIfNeeded", object.isController {
                    _ = view(of: object)
                } else if classes.method(name, labels: labels, from: object.className) != nil
                    || Self.modelledTestCalls.contains(name)
                {
                    _ = run([statement], in: frame)
                } else {
                    noteDynamic("\(receiver).\(name)(…) in the test")
                }
            case .returnValue, .forIn, .notModelled:
                noteDynamic("a statement of the test that is not straight-line")
            case .local, .assign, .insertTraits, .removeTraits, .forEach:
                _ = run([statement], in: frame)
            }
        }
    }
}
