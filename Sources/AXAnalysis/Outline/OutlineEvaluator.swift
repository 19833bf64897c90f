// Runs a class's construction code over `OutlineObject`s: stored property initialisers, the
// initialiser, `loadView` and `viewDidLoad` for controllers (AX-1), statements in order, calls
// to the class's own methods and to other workspace classes' initialisers with their arguments.

/// One evaluation. Whatever it cannot follow becomes a `{expr}` value and a note in `dynamic`.
final class OutlineEvaluator {
    let classes: OutlineClassTable
    /// Expressions and statements known only at run time, in the order met.
    private(set) var dynamic: [String] = []
    private var depth = 0
    private var steps = 0
    private static let maximumDepth = 24
    private static let maximumSteps = 50_000

    init(classes: OutlineClassTable) {
        self.classes = classes
    }

    /// A scope: the object `self` is, the class whose code runs (for `super`), and locals.
    final class Frame {
        let object: OutlineObject?
        let className: String?
        var locals: [String: OutlineValue]

        init(object: OutlineObject?, className: String?, locals: [String: OutlineValue] = [:]) {
            self.object = object
            self.className = className
            self.locals = locals
        }
    }

    func noteDynamic(_ text: String) {
        if !dynamic.contains(text) { dynamic.append(text) }
    }

    // MARK: Screens

    /// `Type()` as a unit test builds it: the root view of a controller (loaded) or the view.
    func screen(_ className: String, site: SourceSite?) -> OutlineObject? {
        let built = construct(className, arguments: [], site: site, bindsMissingParameters: true)
        return rootView(of: built)
    }

    /// The view `axSnapshot()` walks for a constructed value (AX-1).
    func rootView(of value: OutlineValue) -> OutlineObject? {
        guard let object = value.object else { return nil }
        if object.isController { return view(of: object) }
        return object.isView ? object : nil
    }

    /// A controller's `view`, running `loadView` and `viewDidLoad` the first time (AX-1).
    func view(of controller: OutlineObject) -> OutlineObject? {
        if !controller.isLoaded {
            controller.isLoaded = true
            if let (loadView, owner) = classes.method("loadView", labels: [], from: controller.className) {
                _ = run(loadView, arguments: [], on: controller, owner: owner)
            }
            if controller.properties["view"]?.object == nil {
                controller.properties["view"] = .object(defaultRootView(of: controller))
            }
            if let (viewDidLoad, owner) = classes.method("viewDidLoad", labels: [], from: controller.className) {
                _ = run(viewDidLoad, arguments: [], on: controller, owner: owner)
            }
        }
        return controller.properties["view"]?.object
    }

    private func defaultRootView(of controller: OutlineObject) -> OutlineObject {
        if controller.isKind(of: "UIHostingController") {
            // AX-9: SwiftUI content is served through the hosting view's container API, which
            // AXSnapshot never reads; UIKit-backed controls may appear only after layout.
            noteDynamic("SwiftUI content of a UIHostingController")
        }
        let name =
            controller.isKind(of: "UITableViewController")
            ? "UITableView"
            : controller.isKind(of: "UICollectionViewController") ? "UICollectionView" : "UIView"
        return OutlineObject(className: name, chain: classes.chain(of: name), site: nil)
    }

    // MARK: Construction

    /// `Type(arguments)`: a workspace class runs its property initialisers and initialiser; a
    /// UIKit class reads the arguments that matter to outlines.
    func construct(
        _ className: String, arguments: [(String?, OutlineValue)], site: SourceSite?,
        bindsMissingParameters: Bool = false
    ) -> OutlineValue {
        if className == "UIAccessibilityCustomAction" {
            return .customAction(arguments.first { $0.0 == "name" }?.1 ?? .dynamic("UIAccessibilityCustomAction(…)"))
        }
        if className == "NSAttributedString" || className == "NSMutableAttributedString" {
            return arguments.first { $0.0 == "string" }?.1 ?? .dynamic(className + "(…)")
        }
        let object = OutlineObject(className: className, chain: classes.chain(of: className), site: site)
        guard depth < Self.maximumDepth else {
            noteDynamic("\(className)(…) nested too deeply to follow")
            return .object(object)
        }
        depth += 1
        defer { depth -= 1 }
        for owner in object.chain.reversed() {
            guard let fact = classes.classes[owner] else { continue }
            if fact.hasOutlets { noteDynamic("views from a storyboard or nib (\(owner)'s outlets)") }
            let frame = Frame(object: object, className: owner)
            for property in fact.properties {
                object.properties[property.name] =
                    property.initialValue.map { evaluate($0, in: frame, site: property.site) }
                    ?? .dynamic(property.name)
            }
        }
        applyPlatformArguments(arguments, to: object)
        let labels = arguments.map { $0.0 ?? "" }
        var found = classes.method("init", labels: labels, from: className)
        if found == nil, labels.isEmpty {
            found =
                classes.method("init", labels: ["frame"], from: className)
                ?? classes.method("init", labels: ["nibName", "bundle"], from: className)
            if found == nil, bindsMissingParameters, let fact = classes.classes[className] {
                // A screen with only `init(viewModel:)`: its parameters are run-time values.
                found = fact.methods.first { $0.name == "init" && $0.labels != ["coder"] }.map { ($0, className) }
            }
        }
        if let (initializer, owner) = found {
            _ = run(initializer, arguments: arguments.map(\.1), on: object, owner: owner)
        }
        return .object(object)
    }

    private func applyPlatformArguments(_ arguments: [(String?, OutlineValue)], to object: OutlineObject) {
        for (label, value) in arguments {
            switch label {
            case "arrangedSubviews":
                if case .array(let items) = value { for case .object(let child) in items { object.add(child) } }
            case "items" where object.isKind(of: "UISegmentedControl"):
                object.properties["segments"] = value
            case "configuration" where object.isKind(of: "UIButton"):
                object.properties["configurationTitle"] = .dynamic("configuration title")
            default:
                break
            }
        }
    }

    // MARK: Running code

    /// Runs a method with `self` = `object`; returns what it returns.
    func run(_ method: OutlineMethod, arguments: [OutlineValue], on object: OutlineObject?, owner: String?)
        -> OutlineValue?
    {
        guard depth < Self.maximumDepth else {
            noteDynamic("\(method.name)() nested too deeply to follow")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let frame = Frame(object: object, className: owner)
        for (index, parameter) in method.parameters.enumerated() {
            if arguments.indices.contains(index) {
                frame.locals[parameter] = arguments[index]
            } else if method.defaults.indices.contains(index), let value = method.defaults[index] {
                frame.locals[parameter] = evaluate(value, in: frame)
            } else {
                frame.locals[parameter] = .dynamic(parameter)
            }
        }
        return run(method.body, in: frame)
    }

    func run(_ statements: [OutlineStatement], in frame: Frame) -> OutlineValue? {
        for statement in statements {
            steps += 1
            guard steps < Self.maximumSteps else {
                noteDynamic("construction code too long to follow")
                return nil
            }
            switch statement.kind {
            case .local(let name, let value):
                frame.locals[name] = evaluate(value, in: frame, site: statement.site)
            case .assign(let target, let value):
                assign(evaluate(value, in: frame, site: statement.site), to: target, in: frame)
            case .insertTraits(let target, let value):
                updateTraits(target, with: evaluate(value, in: frame), inserting: true, in: frame)
            case .removeTraits(let target, let value):
                updateTraits(target, with: evaluate(value, in: frame), inserting: false, in: frame)
            case .call(let receiver, let name, let arguments):
                let values = arguments.map { ($0.label, evaluate($0.value, in: frame, site: statement.site)) }
                _ = call(receiver: receiver, name: name, arguments: values, in: frame)
            case .forEach(let items, let receiver, let name):
                if case .array(let elements) = evaluate(items, in: frame) {
                    for element in elements {
                        _ = call(receiver: receiver, name: name, arguments: [(nil, element)], in: frame)
                    }
                } else {
                    noteDynamic(OutlineExprText.text(of: items) + ".forEach")
                }
            case .forIn(let name, let items, let body):
                guard case .array(let elements) = evaluate(items, in: frame) else {
                    noteDynamic("for \(name) in " + OutlineExprText.text(of: items))
                    continue
                }
                for element in elements {
                    frame.locals[name] = element
                    if let returned = run(body, in: frame) { return returned }
                }
                frame.locals[name] = nil
            case .returnValue(let value):
                return evaluate(value, in: frame, site: statement.site)
            case .notModelled(let text):
                noteDynamic(text)
            }
        }
        return nil
    }

    // MARK: Paths

    /// The value a path names: a local, a property of `self`, then members.
    func resolve(_ path: String, in frame: Frame) -> OutlineValue? {
        let names = path.split(separator: ".").map(String.init)
        guard let first = names.first else { return nil }
        var value: OutlineValue?
        if first == "self" {
            value = frame.object.map { .object($0) }
        } else if let local = frame.locals[first] {
            value = local
        } else if let object = frame.object {
            value = member(first, of: object)
        }
        for name in names.dropFirst() {
            guard let object = value?.object else { return nil }
            value = member(name, of: object)
        }
        return value
    }

    private func member(_ name: String, of object: OutlineObject) -> OutlineValue? {
        if name == "view", object.isController { return view(of: object).map { .object($0) } }
        if name == "contentView", object.properties[name] == nil,
            object.isKind(of: "UIVisualEffectView") || object.isKind(of: "UITableViewCell")
                || object.isKind(of: "UICollectionViewCell")
        {
            let content = OutlineObject(className: "UIView", chain: classes.chain(of: "UIView"), site: object.site)
            object.add(content)
            object.properties[name] = .object(content)
        }
        return object.properties[name]
    }

    private func assign(_ value: OutlineValue, to target: String, in frame: Frame) {
        var names = target.split(separator: ".").map(String.init)
        guard let last = names.popLast() else { return }
        if names.isEmpty {
            if frame.locals[last] != nil {
                frame.locals[last] = value
            } else if let object = frame.object {
                set(last, to: value, on: object)
            }
            return
        }
        if let object = resolve(names.joined(separator: "."), in: frame)?.object {
            set(last, to: value, on: object)
        } else if last == "text", names.last == "titleLabel" {
            // `button.titleLabel?.text = "…"` (UIKit's label, not a property of that name) sets
            // the text `titleLabel` shows, the label source AX-5a reads.
            names.removeLast()
            if let button = names.isEmpty ? frame.object : resolve(names.joined(separator: "."), in: frame)?.object,
                button.isKind(of: "UIButton")
            {
                button.properties["title"] = value
            }
        }
    }

    /// Sets a property; UIKit clamps slider and progress values when they are set.
    private func set(_ name: String, to value: OutlineValue, on object: OutlineObject) {
        object.properties[name] = value
        if object.isKind(of: "UISlider"), ["value", "minimumValue", "maximumValue"].contains(name) {
            clampSlider(object)
        }
    }

    private func clampSlider(_ slider: OutlineObject) {
        guard case .number(let minimum) = slider.properties["minimumValue"] ?? .number(0),
            case .number(let maximum) = slider.properties["maximumValue"] ?? .number(1),
            case .number(let value) = slider.properties["value"] ?? .number(0)
        else { return }
        slider.properties["value"] = .number(Swift.min(Swift.max(value, minimum), maximum))
    }

    private func updateTraits(_ target: String, with value: OutlineValue, inserting: Bool, in frame: Frame) {
        let current = resolve(target, in: frame) ?? .array([])
        var names = OutlineTraits.names(in: current) ?? []
        guard let added = OutlineTraits.names(in: value) else {
            assign(.dynamic(target), to: target, in: frame)
            return
        }
        if inserting { names.formUnion(added) } else { names.subtract(added) }
        assign(.array(names.sorted().map { .member($0) }), to: target, in: frame)
    }
}
