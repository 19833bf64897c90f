// RapidA11y as outlines see it (RA-7, RA-9 with AX-5c): `applyViewAccessibility()` and
// `applyAccessibility()` replace the traits of each listed control with its information's,
// possibly none, whatever the control's own `init` set before.

/// What a class's RapidAccessible requirements say, as far as they read statically.
struct OutlineRapidScreen {
    /// The expressions `rapidAccessibilityControls()` returns; nil when built at run time.
    var controls: [String]?
    /// Each information's traits (nil for one only known at run time); nil when the list is.
    var traits: [[String]?]?
}

extension OutlineRapidScreen {
    /// The requirements by simple class name, from the declarations of every file (a type body
    /// and its extensions each contribute what they implement).
    static func table(summaries: [FileSummary]) -> [String: OutlineRapidScreen] {
        var table: [String: OutlineRapidScreen] = [:]
        for summary in summaries {
            for declaration in summary.rapidA11y.declarations {
                let name = String(TypeNameText.baseName(declaration.typeName).split(separator: ".").last ?? "")
                guard !name.isEmpty else { continue }
                var screen = table[name] ?? OutlineRapidScreen(controls: nil, traits: nil)
                if let controls = declaration.controls, screen.controls == nil {
                    screen.controls = controls.elements.map { $0.map(\.expression) } ?? []
                    if controls.elements == nil { screen.controls = nil }
                }
                if let information = declaration.information, screen.traits == nil {
                    screen.traits = information.elements.map { $0.map(\.traits) }
                }
                table[name] = screen
            }
        }
        return table
    }
}

extension OutlineEvaluator {
    /// RA-2 / RA-7 / RA-9: the apply call on `object` writes each information's traits over its
    /// control's, in array order. A class that does not conform is left alone (the call is a
    /// silent no-op); what the analysis cannot pair makes the outline dynamic.
    func applyRapidA11y(on object: OutlineObject) {
        let screens = object.chain.compactMap { classes.rapidScreens[$0] }
        guard !screens.isEmpty else { return }
        guard let controls = screens.first(where: { $0.controls != nil })?.controls,
            let traits = screens.first(where: { $0.traits != nil })?.traits
        else {
            noteDynamic("RapidA11y controls or informations built at run time")
            return
        }
        // RA-8: a debug build traps, a release build applies nothing to the controls.
        guard controls.count == traits.count else {
            noteDynamic("RapidA11y arrays of different lengths")
            return
        }
        let frame = Frame(object: object, className: object.className)
        for (expression, applied) in zip(controls, traits) {
            var path = expression
            if path.hasPrefix("self.") { path.removeFirst(5) }
            while path.hasSuffix("!") || path.hasSuffix("?") { path.removeLast() }
            guard let control = path == "self" ? object : resolve(path, in: frame)?.object else {
                noteDynamic("RapidA11y control \(expression)")
                continue
            }
            if let applied {
                control.properties["accessibilityTraits"] = .array(applied.map { .member($0) })
            } else {
                control.properties["accessibilityTraits"] = .dynamic("traits of \(expression)")
                noteDynamic("RapidA11y traits of \(expression)")
            }
        }
    }
}
