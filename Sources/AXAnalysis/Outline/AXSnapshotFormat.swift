// AXSnapshot's exposure predicate (AX-3, AX-4), element description (AX-5) and assembly (AX-6),
// over an evaluated object graph.
import Foundation

/// UIAccessibilityTraits as AXSnapshot prints them (AX-5c).
enum OutlineTraits {
    /// The 17 standard traits in AXSnapshot's fixed print order.
    static let standardOrder = [
        "button", "link", "image", "searchField", "keyboardKey", "staticText", "header", "tabBar", "summaryElement",
        "selected", "notEnabled", "adjustable", "allowsDirectInteraction", "updatesFrequently", "causesPageTurn",
        "playsSound", "startsMediaSession"
    ]

    /// The member names of a traits value (`.none` dropped); nil when not known statically.
    static func names(in value: OutlineValue) -> Set<String>? {
        switch value {
        case .member(let name): return name == "none" ? [] : [name]
        case .array(let items):
            var names: Set<String> = []
            for item in items {
                guard let inner = self.names(in: item) else { return nil }
                names.formUnion(inner)
            }
            return names
        case .none: return []
        default: return nil
        }
    }
}

/// One exposed element: its block, where it was created, and the facts label checks read.
public struct OutlineElement: Hashable, Sendable {
    package var block: String
    package var site: SourceSite?
    /// The label field as printed (empty when no source gives one).
    package var label: String = ""
    /// A control VoiceOver users operate (a button, switch, slider, text field without placeholder).
    package var isControl = false
    /// A `UIImageView` made an element.
    package var isImageView = false
    /// SwiftUI images whose file or symbol name is what VoiceOver reads for this element.
    package var imageNameSites: [SourceSite] = []
}

/// Describes exposed views the way AXSnapshot 1.0.2 does in a unit-test process without the
/// accessibility runtime (AX-7).
struct AXSnapshotFormatter {
    let evaluator: OutlineEvaluator

    static let separator = String(repeating: "-", count: 60)

    /// The note of a percentage formatted in the current locale (AX-5b; en_US is printed).
    static let localeNote = "percent in the current locale (en_US shown)"

    /// The ten classes AXSnapshot exposes whatever `isAccessibilityElement` says (AX-3).
    static let forcedClasses = [
        "UIProgressView", "UILabel", "UIButton", "UISlider", "UISwitch", "UITextView", "UIActivityIndicatorView",
        "UIStepper",
        "UISegmentedControl", "UITextField"
    ]

    /// AX-6: blocks between lines of 60 dashes, no trailing newline, `""` when nothing is exposed.
    static func assemble(_ blocks: [String]) -> String {
        guard !blocks.isEmpty else { return "" }
        return separator + "\n" + blocks.joined(separator: "\n" + separator + "\n") + "\n" + separator
    }

    /// The blocks of a snapshot text (the inverse of `assemble`).
    static func blocks(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var body = text
        if body.hasPrefix(separator + "\n") { body.removeFirst(separator.count + 1) }
        if body.hasSuffix("\n" + separator) {
            body.removeLast(separator.count + 1)
        } else if body == separator {
            return []
        }
        return body.components(separatedBy: "\n" + separator + "\n")
    }

    /// AX-2 order filtered by AX-3: the receiver, then a pre-order walk of `subviews`.
    func exposedElements(of root: OutlineObject) -> [OutlineElement] {
        var elements: [OutlineElement] = []
        func walk(_ view: OutlineObject, underExposed: Bool) {
            if isHidden(view) { return } // AX-4: a hidden view and everything under it
            let exposed = !underExposed && (isForced(view) || isElement(view))
            if exposed {
                var element = OutlineElement(block: describe(view), site: view.site)
                element.label = labelField(view)
                // The screen itself, a reusable control class, is labelled by whoever uses it.
                let isRoot = view === root
                element.isControl =
                    !isRoot && ["UIButton", "UISwitch", "UISlider"].contains(where: view.isKind(of:))
                    || (!isRoot && view.isKind(of: "UITextField") && view.properties["placeholder"] == nil
                        && view.properties["attributedPlaceholder"] == nil)
                element.isImageView = !isRoot && view.isKind(of: "UIImageView")
                elements.append(element)
            }
            for child in view.subviews { walk(child, underExposed: underExposed || exposed) }
        }
        walk(root, underExposed: false)
        return elements
    }

    private func isForced(_ view: OutlineObject) -> Bool { Self.forcedClasses.contains(where: view.isKind(of:)) }

    private func isHidden(_ view: OutlineObject) -> Bool {
        switch view.properties["isHidden"] {
        case .bool(let hidden)?: return hidden
        case .dynamic(let text)?:
            evaluator.noteDynamic(text)
            return false
        default:
            if view.isKind(of: "UIActivityIndicatorView"), !isTrue(view.properties["isAnimating"]),
                !isFalse(view.properties["hidesWhenStopped"])
            {
                // AX-4: a stopped spinner hides itself; its state right after `init` is not verified.
                evaluator.noteDynamic("hidesWhenStopped (stopped activity indicator)")
                return true
            }
            return false
        }
    }

    private func isElement(_ view: OutlineObject) -> Bool {
        switch accessibility("isAccessibilityElement", of: view) {
        case .bool(let value)?: return value
        case .dynamic(let text)?:
            evaluator.noteDynamic(text)
            return true
        default: return false
        }
    }

    private func isTrue(_ value: OutlineValue?) -> Bool {
        if case .bool(true)? = value { return true } else { return false }
    }
    private func isFalse(_ value: OutlineValue?) -> Bool {
        if case .bool(false)? = value { return true } else { return false }
    }

    /// An accessibility property: an overridden getter, else what was assigned.
    private func accessibility(_ name: String, of view: OutlineObject) -> OutlineValue? {
        if let getter = evaluator.classes.getter(name, from: view.className) {
            return evaluator.evaluate(getter, in: OutlineEvaluator.Frame(object: view, className: view.className))
        }
        return view.properties[name]
    }

    /// A string value as printed, noting its run-time parts; nil for nil or no value.
    private func string(_ value: OutlineValue?) -> String? {
        switch value {
        case .text(let text, let dynamic)?:
            dynamic.forEach(evaluator.noteDynamic)
            return text
        case .dynamic(let text)?:
            evaluator.noteDynamic(text)
            return "{\(text)}"
        case .number(let number)?:
            return Self.description(of: number)
        default:
            return nil
        }
    }

    private static func description(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    // MARK: AX-5

    func describe(_ view: OutlineObject) -> String {
        let label = labelField(view)
        let value = valueField(view)
        var text = label + (!label.isEmpty && !value.isEmpty ? ", " : "") + value
        text += traitsLine(view)
        if let hint = string(accessibility("accessibilityHint", of: view)) { text += "\n" + hint }
        text += actionsLine(view)
        return text
    }

    private func nonEmpty(_ value: OutlineValue?) -> String? {
        guard let text = string(value), !text.isEmpty else { return nil }
        return text
    }

    func labelField(_ view: OutlineObject) -> String {
        if let label = nonEmpty(accessibility("accessibilityLabel", of: view)) { return label }
        if view.isKind(of: "UILabel"),
            let text = nonEmpty(view.properties["text"]) ?? nonEmpty(view.properties["attributedText"])
        {
            return text
        }
        if view.isKind(of: "UIButton") {
            if let title = nonEmpty(view.properties["title"]) { return title }
            if let title = view.properties["configurationTitle"], case .dynamic(let note) = title {
                evaluator.noteDynamic(note)
            }
        }
        if view.isKind(of: "UIActivityIndicatorView") { return "Activity Indicator" }
        if view.isKind(of: "UIStepper") { return "Stepper" }
        if view.isKind(of: "UISegmentedControl") {
            switch view.properties["segments"] {
            case .array(let items)?: return "SegmentedControl with \(items.count) segments"
            case nil: return "SegmentedControl with 0 segments"
            default:
                evaluator.noteDynamic("numberOfSegments")
                return "SegmentedControl with {numberOfSegments} segments"
            }
        }
        return ""
    }

    private func valueField(_ view: OutlineObject) -> String {
        if let value = nonEmpty(accessibility("accessibilityValue", of: view)) { return value }
        if view.isKind(of: "UIProgressView") {
            guard case .number(let progress) = view.properties["progress"] ?? .number(0) else {
                return string(view.properties["progress"]) ?? ""
            }
            evaluator.noteDynamic(Self.localeNote)
            return Self.percent(Float(min(max(progress, 0), 1)))
        }
        if view.isKind(of: "UISlider") {
            guard case .number(let value) = view.properties["value"] ?? .number(0),
                case .number(let minimum) = view.properties["minimumValue"] ?? .number(0),
                case .number(let maximum) = view.properties["maximumValue"] ?? .number(1)
            else {
                evaluator.noteDynamic("slider value")
                return "Absolute: {value}, Percentage: {percentage}"
            }
            evaluator.noteDynamic(Self.localeNote)
            let floatValue = Float(value)
            return
                "Absolute: \(floatValue), Percentage: \(Self.percent(floatValue / (Float(maximum) - Float(minimum))))"
        }
        if view.isKind(of: "UITextField") || view.isKind(of: "UITextView") {
            return string(view.properties["text"]) ?? ""
        }
        if view.isKind(of: "UIActivityIndicatorView") {
            return isTrue(view.properties["isAnimating"]) ? "Animating" : "Halted"
        }
        if view.isKind(of: "UISwitch") {
            switch view.properties["isOn"] {
            case .bool(let on)?: return on ? "1" : "0"
            case nil: return "0"
            case let other?: return string(other) ?? "0"
            }
        }
        if view.isKind(of: "UISegmentedControl") {
            guard case .number(let index) = view.properties["selectedSegmentIndex"] ?? .number(-1) else {
                return "Selected: " + (string(view.properties["selectedSegmentIndex"]) ?? "")
            }
            guard index >= 0 else { return "Selected: None" }
            if case .array(let items)? = view.properties["segments"], items.indices.contains(Int(index)) {
                return "Selected: " + (string(items[Int(index)]) ?? "")
            }
            return "Selected: "
        }
        return ""
    }

    /// `NumberFormatter` `.percent` in en_US (AX-5b).
    static func percent(_ value: Float) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int((value * 100).rounded()))%"
    }

    private func traitsLine(_ view: OutlineObject) -> String {
        let value = accessibility("accessibilityTraits", of: view) ?? .none
        if let names = OutlineTraits.names(in: value) {
            if !names.isEmpty, names.isSubset(of: Set(OutlineTraits.standardOrder)) {
                return "\n" + OutlineTraits.standardOrder.filter(names.contains).joined(separator: ", ")
            }
        } else if let text = string(value) {
            return "\n" + text
        }
        if view.isKind(of: "UIButton") || view.isKind(of: "UISwitch") { return "\nbutton" }
        if view.isKind(of: "UISlider") { return "\nadjustable" }
        if view.isKind(of: "UITextView") { return "\nTextView" }
        if view.isKind(of: "UITextField") { return "\nTextField" }
        return ""
    }

    private func actionsLine(_ view: OutlineObject) -> String {
        switch accessibility("accessibilityCustomActions", of: view) {
        case .array(let actions)?:
            let names = actions.map { action -> String in
                if case .customAction(let name) = action { return string(name) ?? "" }
                return string(action) ?? ""
            }
            return "\nActions: " + names.joined(separator: ", ")
        case .dynamic(let text)?:
            evaluator.noteDynamic(text)
            return "\nActions: {\(text)}"
        default:
            return ""
        }
    }
}
