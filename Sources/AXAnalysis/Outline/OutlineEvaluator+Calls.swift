// Expressions and calls of the outline evaluator: the UIKit methods that change the view tree or
// an output field (AX-2, AX-5), the class's own methods, and initialisers.

extension OutlineEvaluator {
    func evaluate(_ expression: OutlineExpr, in frame: Frame, site: SourceSite? = nil) -> OutlineValue {
        switch expression {
        case .string(let text): return .text(text, dynamic: [])
        case .template(let text, let parts): return interpolated(text, parts: parts, in: frame)
        case .bool(let value): return .bool(value)
        case .number(let text): return Double(text).map { .number($0) } ?? .dynamic(text)
        case .member(let name): return .member(name)
        case .nilLiteral: return .none
        case .array(let elements): return .array(elements.map { evaluate($0, in: frame, site: site) })
        case .union(let elements):
            return .array(
                elements.flatMap { element -> [OutlineValue] in
                    let value = evaluate(element, in: frame, site: site)
                    if case .array(let inner) = value { return inner }
                    return [value]
                })
        case .path(let path): return resolve(path, in: frame) ?? .dynamic(path)
        case .closure(let statements):
            return run(statements, in: Frame(object: frame.object, className: frame.className, locals: frame.locals))
                ?? .none
        case .unknown(let text): return .dynamic(text)
        case .call(let callee, let arguments):
            let values = arguments.map { ($0.label, evaluate($0.value, in: frame, site: site)) }
            if classes.isClass(callee) || callee == "UIAccessibilityCustomAction"
                || callee.hasSuffix("AttributedString")
            {
                return construct(callee, arguments: values, site: site)
            }
            if !callee.contains("."), let result = call(receiver: nil, name: callee, arguments: values, in: frame) {
                return result
            }
            return .dynamic(OutlineExprText.text(of: expression))
        }
    }

    /// An interpolated string with the parts the frame knows filled in: a parameter bound by the
    /// construction site (`TagView(title: "Organic")` makes `"Remove \(title)"` read
    /// `Remove Organic` for that instance), a local or a property holding a certain string.
    private func interpolated(_ text: String, parts: [String], in frame: Frame) -> OutlineValue {
        var result = text
        var dynamic: [String] = []
        for part in parts {
            var path = part
            if path.hasPrefix("self.") { path.removeFirst(5) }
            guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                case .text(let value, let inner)? = resolve(path, in: frame), result.contains("{\(part)}")
            else {
                dynamic.append(part)
                continue
            }
            result = result.replacingOccurrences(of: "{\(part)}", with: value)
            dynamic += inner
        }
        return .text(result, dynamic: dynamic)
    }

    /// A call statement or expression; nil when it returns nothing the outline knows.
    func call(receiver: String?, name: String, arguments: [(String?, OutlineValue)], in frame: Frame) -> OutlineValue? {
        let labels = arguments.map { $0.0 ?? "" }
        if name == "applyViewAccessibility" || name == "applyAccessibility", arguments.isEmpty, receiver != "super",
            let object = receiver.map({ resolve($0, in: frame)?.object }) ?? frame.object
        {
            applyRapidA11y(on: object)
            return nil
        }
        if receiver == "super" {
            if let className = frame.className, let superclass = classes.chain(of: className).dropFirst().first,
                let (method, owner) = classes.method(name, labels: labels, from: superclass)
            {
                return run(method, arguments: arguments.map(\.1), on: frame.object, owner: owner)
            }
            return nil
        }
        let target: OutlineObject?
        if let receiver {
            target = resolve(receiver, in: frame)?.object
            if target == nil { return nil }
        } else {
            target = frame.object
            if let object = target, let (method, owner) = classes.method(name, labels: labels, from: object.className) {
                return run(method, arguments: arguments.map(\.1), on: object, owner: owner)
            }
            if object(target, isNotA: "UIView") { return nil }
        }
        guard let object = target else { return nil }
        if receiver != nil, let (method, owner) = classes.method(name, labels: labels, from: object.className) {
            return run(method, arguments: arguments.map(\.1), on: object, owner: owner)
        }
        platformCall(name, arguments: arguments, on: object)
        return nil
    }

    private func object(_ object: OutlineObject?, isNotA className: String) -> Bool {
        object.map { !$0.isKind(of: className) } ?? true
    }

    /// UIKit methods that change the subview order (AX-2) or a field AX-5 reads.
    private func platformCall(_ name: String, arguments: [(String?, OutlineValue)], on object: OutlineObject) {
        let first = arguments.first?.1
        func argument(_ label: String) -> OutlineValue? { arguments.first { $0.0 == label }?.1 }
        switch name {
        case "addSubview", "addArrangedSubview":
            if let child = first?.object { adopt(child, into: object, at: nil) }
        case "insertArrangedSubview":
            // Appended to `subviews` like `addArrangedSubview`; the arranged order is not what AXSnapshot reads (AX-2).
            if let child = first?.object, child.superview !== object { adopt(child, into: object, at: nil) }
        case "insertSubview":
            guard let child = first?.object else { return }
            if case .number(let index) = argument("at") {
                adopt(child, into: object, at: Int(index))
            } else if let below = argument("belowSubview")?.object,
                let index = object.subviews.firstIndex(where: { $0 === below })
            {
                adopt(child, into: object, at: index)
            } else if let above = argument("aboveSubview")?.object,
                let index = object.subviews.firstIndex(where: { $0 === above })
            {
                adopt(child, into: object, at: index + 1)
            } else {
                noteDynamic("insertSubview position")
                adopt(child, into: object, at: nil)
            }
        case "bringSubviewToFront":
            if let child = first?.object, child.superview === object { object.add(child) }
        case "sendSubviewToBack":
            if let child = first?.object, child.superview === object { object.add(child, at: 0) }
        case "exchangeSubview":
            if case .number(let first) = argument("at"), case .number(let second) = argument("withSubviewAt"),
                object.subviews.indices.contains(Int(first)), object.subviews.indices.contains(Int(second))
            {
                object.subviews.swapAt(Int(first), Int(second))
            }
        case "removeFromSuperview":
            object.removeFromSuperview()
        case "setTitle" where argument("forSegmentAt") != nil:
            setSegment(object, title: first ?? .none, at: argument("forSegmentAt"))
        case "setTitle", "setAttributedTitle":
            if case .member("normal") = argument("for") {
                object.properties["title"] = first
            } else if argument("for") != nil {
                noteDynamic("title for a state other than .normal")
            }
        case "setOn":
            object.properties["isOn"] = first
        case "setProgress":
            object.properties["progress"] = first
        case "setValue" where object.isKind(of: "UISlider"):
            object.properties["value"] = first
        case "startAnimating":
            object.properties["isAnimating"] = .bool(true)
        case "stopAnimating":
            object.properties["isAnimating"] = .bool(false)
            if object.properties["hidesWhenStopped"].map({
                if case .bool(false) = $0 { return false } else { return true }
            }) ?? true {
                object.properties["isHidden"] = .bool(true)
            }
        case "insertSegment":
            insertSegment(object, title: argument("withTitle") ?? .none, at: argument("at"))
        case "removeAllSegments":
            object.properties["segments"] = .array([])
        default:
            break
        }
    }

    private func adopt(_ child: OutlineObject, into parent: OutlineObject, at index: Int?) {
        if !child.isView { noteDynamic("\(child.className) (not a known view class)") }
        if let hidden = Self.notModelledInternals.first(where: child.isKind(of:)) {
            noteDynamic("\(hidden) internals not modelled")
        }
        parent.add(child, at: index)
    }

    /// UIKit controls whose internal labels and buttons would be forced elements (AX-3) and which
    /// outlines do not model.
    static let notModelledInternals = [
        "UIDatePicker", "UIPickerView", "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIPageControl"
    ]

    private func segments(of control: OutlineObject) -> [OutlineValue]? {
        guard let value = control.properties["segments"] else { return [] }
        if case .array(let items) = value { return items }
        return nil
    }

    private func insertSegment(_ control: OutlineObject, title: OutlineValue, at position: OutlineValue?) {
        guard var items = segments(of: control), case .number(let index) = position ?? .none else {
            control.properties["segments"] = .dynamic("segments")
            return
        }
        items.insert(title, at: min(max(Int(index), 0), items.count))
        control.properties["segments"] = .array(items)
    }

    private func setSegment(_ control: OutlineObject, title: OutlineValue, at position: OutlineValue?) {
        guard var items = segments(of: control), case .number(let index) = position ?? .none,
            items.indices.contains(Int(index))
        else { return }
        items[Int(index)] = title
        control.properties["segments"] = .array(items)
    }
}

/// Expressions printed back as source, for `{expr}` templates.
enum OutlineExprText {
    static func text(of expression: OutlineExpr) -> String {
        switch expression {
        case .string(let value): return "\"\(value)\""
        case .template(let value, _): return "\"\(value)\""
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .member(let name): return "." + name
        case .array(let elements): return "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .union(let elements): return elements.map(text(of:)).joined(separator: " | ")
        case .call(let callee, let arguments):
            return callee + "("
                + arguments.map { ($0.label.map { $0 + ": " } ?? "") + text(of: $0.value) }.joined(separator: ", ")
                + ")"
        case .path(let path): return path
        case .closure: return "{ … }()"
        case .nilLiteral: return "nil"
        case .unknown(let text): return text
        }
    }
}
