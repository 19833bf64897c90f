import Foundation

// Reads identifiers and visible texts out of `.storyboard` and `.xib` XML with FoundationXML.
#if canImport(FoundationXML)
    import FoundationXML
#endif

enum InterfaceBuilderExtractor {
    /// Storyboards never declare entities; refusing DTDs bounds entity-expansion bombs.
    static func summarize(path: String, text: String) -> FileSummary {
        var summary = FileSummary(path: path, kind: .interfaceBuilder)
        // Byte searches: Foundation's `contains` searched the whole storyboard through CFString
        // (1.3% of a cold run of the six real apps).
        if ByteSearch.contains(text, "<!DOCTYPE") || ByteSearch.contains(text, "<!ENTITY") {
            summary.readProblem =
                "the file declares a DTD or entities, which Interface Builder files never do; it was not read"
            return summary
        }
        let lines = LineIndex(text)
        let delegate = InterfaceBuilderParserDelegate(file: path, lines: lines)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        delegate.parser = parser
        if !parser.parse() {
            let line = parser.lineNumber
            if delegate.stoppedAtMaximumDepth {
                summary.readProblem =
                    "elements nest deeper than \(InterfaceBuilderParserDelegate.maximumDepth) levels near line \(line); identifiers after that point were not read"
            } else {
                summary.readProblem =
                    "malformed XML near line \(line) (\(describe(parser.parserError))); identifiers after that point were not read"
            }
        }
        summary.interfaceBuilderIdentifiers = delegate.identifiers
        summary.interfaceBuilderOutlets = delegate.outlets
        summary.visibleTexts = delegate.visibleTexts
        summary.imageAssetNames = delegate.imageAssetNames
        summary.embeddedChildren = delegate.embedSegues.compactMap { segue in
            guard let child = delegate.controllers[segue.destination] else { return nil }
            let parentClass = delegate.sceneClasses[segue.scene]
            return EmbeddedChildFact(
                parentClass: parentClass ?? nil, childClass: child.customClass, parentScene: segue.scene,
                childScene: child.scene)
        }
        return summary
    }

    /// XMLParser's errors in words (Foundation on Linux only gives "error 76").
    private static func describe(_ error: Error?) -> String {
        guard let error else { return "unknown error" }
        let code = (error as NSError).code
        // NSXMLParserError codes (libxml2's numbering).
        switch code {
        case 76: return "a closing tag does not match its opening tag"
        case 5, 77: return "the document ends before its elements are closed"
        case 4: return "the document is empty"
        case 68: return "a tag or attribute name is missing or malformed"
        case 38, 39, 40, 41: return "an attribute is malformed"
        default: return "XML parser error \(code)"
        }
    }
}

/// Collects `<accessibility identifier=…>` and `accessibilityIdentifier` runtime attributes.
private final class InterfaceBuilderParserDelegate: NSObject, XMLParserDelegate {
    struct OpenElement {
        let name: String
        let attributes: [String: String]
        let site: SourceSite
    }

    let file: String
    let lines: LineIndex
    weak var parser: XMLParser?
    var stack: [OpenElement] = []
    var identifiers: [InterfaceBuilderIdentifierFact] = []
    var outlets: [InterfaceBuilderOutletFact] = []
    var visibleTexts: [VisibleTextFact] = []
    /// `<imageView image="DaxIcon">`: loaded by name, so the image view reports it as its identifier.
    var imageAssetNames: [ImageAssetNameFact] = []
    /// A xib's File's Owner class (`customClass` of the `IBFilesOwner` placeholder).
    var filesOwnerClass: String?
    /// Storyboard view controllers by `id`: their scene and class, for embed segues.
    var controllers: [String: (scene: String, customClass: String?)] = [:]
    /// Scene → its view controller's class (nil value when it names none).
    var sceneClasses: [String: String?] = [:]
    /// `<segue kind="embed" destination="…">` in a scene (a container view's).
    var embedSegues: [(scene: String, destination: String)] = []
    /// True when parsing was aborted because elements nested deeper than `maximumDepth`.
    var stoppedAtMaximumDepth = false
    /// Where the previous start tag was found. Start tags arrive in document order, so each search
    /// continues from here: a one-line file is scanned once, not once per element.
    private var searchCursor = 0
    static let textAttributes: Set<String> = ["text", "title", "placeholder", "label"]
    static let maximumDepth = 512

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if stack.count >= Self.maximumDepth {
            stoppedAtMaximumDepth = true
            parser.abortParsing()
            return
        }
        let site = elementSite(name: elementName, line: parser.lineNumber)
        if elementName == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner" {
            filesOwnerClass = attributes["customClass"]
        }
        recordScenes(elementName, attributes: attributes)
        stack.append(OpenElement(name: elementName, attributes: attributes, site: site))
        for (key, value) in attributes
        where Self.textAttributes.contains(key) && !value.isEmpty && elementName != "userDefinedRuntimeAttribute" {
            visibleTexts.append(VisibleTextFact(text: value, site: site, source: .interfaceBuilder))
        }
        if elementName == "imageView", let image = attributes["image"], !image.isEmpty {
            imageAssetNames.append(ImageAssetNameFact(name: image))
        }
        // `<imageView image="logo">`, a button's `<state key="normal" image="ic-close"/>`: the
        // asset name labels an image, or an image button without a title. (`<image name=…>`
        // declares a resource.)
        if let image = attributes["image"], !image.isEmpty, elementName != "image" {
            visibleTexts.append(VisibleTextFact(text: image, site: site, source: .imageName))
        }
        if elementName == "accessibility", let identifier = attributes["identifier"] {
            record(identifier, owner: owningElement(skipping: 1))
        }
        if elementName == "userDefinedRuntimeAttribute", attributes["keyPath"] == "accessibilityIdentifier",
            let value = attributes["value"]
        {
            record(value, owner: owningElement(skipping: 2))
        }
        if elementName == "outlet", let property = attributes["property"], let destination = attributes["destination"],
            owningElement(skipping: 1)?.name == "connections",
            let ownerClass = owningElement(skipping: 2)?.attributes["customClass"]
        {
            outlets.append(
                InterfaceBuilderOutletFact(
                    ownerClass: ownerClass, property: property, destinationID: destination, site: site))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    /// A scene's view controller (the first object of `<scene><objects>`) and embed segues.
    private func recordScenes(_ elementName: String, attributes: [String: String]) {
        guard let sceneIndex = stack.lastIndex(where: { $0.name == "scene" }),
            let scene = stack[sceneIndex].attributes["sceneID"] ?? stack[sceneIndex].attributes["id"]
        else { return }
        if sceneIndex + 2 == stack.count, stack[sceneIndex + 1].name == "objects", elementName.hasSuffix("Controller"),
            let id = attributes["id"], sceneClasses[scene] == nil
        {
            controllers[id] = (scene, attributes["customClass"])
            sceneClasses[scene] = .some(attributes["customClass"])
        }
        if elementName == "segue", attributes["kind"] == "embed", let destination = attributes["destination"] {
            embedSegues.append((scene, destination))
        }
    }

    /// The element that carries an `<accessibility>` or runtime-attribute child.
    private func owningElement(skipping count: Int) -> OpenElement? {
        let index = stack.count - 1 - count
        return index >= 0 && index < stack.count ? stack[index] : nil
    }

    private func record(_ identifier: String, owner: OpenElement?) {
        guard let owner else { return }
        let name = owner.attributes["userLabel"] ?? owner.attributes["customClass"] ?? owner.name
        var scene: String?
        var screenClass = filesOwnerClass
        if let sceneIndex = stack.lastIndex(where: { $0.name == "scene" }) {
            scene = stack[sceneIndex].attributes["sceneID"] ?? stack[sceneIndex].attributes["id"]
            screenClass = nil
            if sceneIndex + 2 < stack.count, stack[sceneIndex + 1].name == "objects" {
                screenClass = stack[sceneIndex + 2].attributes["customClass"]
            }
        }
        var fact = InterfaceBuilderIdentifierFact(
            value: identifier, site: owner.site, elementTag: owner.name, elementName: name,
            elementID: owner.attributes["id"],
            scene: scene, screenClass: screenClass)
        fact.prototypeCell = enclosingPrototypeCell()
        identifiers.append(fact)
    }

    /// The innermost prototype cell open on the stack: a `tableViewCell` in a table's
    /// `<prototypes>`, a `collectionViewCell` or `collectionReusableView` in a collection view's
    /// `<cells>` (or as a section header/footer), or any cell at the top of a xib (a cell nib the
    /// code registers). A table's static cells (`<tableViewSection><cells>`) are fixed elements.
    private func enclosingPrototypeCell() -> PrototypeCellRef? {
        for index in stack.indices.reversed() {
            let element = stack[index]
            guard Self.cellTags.contains(element.name), let id = element.attributes["id"] else { continue }
            let parent = index > 0 ? stack[index - 1].name : ""
            let grandparent = index > 1 ? stack[index - 2].name : ""
            let isPrototype =
                parent == "prototypes" || parent == "objects"
                || (parent == "cells" && grandparent == "collectionView") || element.name == "collectionReusableView"
            if isPrototype {
                return PrototypeCellRef(elementID: id, reuseIdentifier: element.attributes["reuseIdentifier"])
            }
        }
        return nil
    }

    private static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// XMLParser reports the line where the start tag ends; the tag starts at the first `<name`
    /// after the previous start tag (comments skipped) and no later than that line's end.
    private func elementSite(name: String, line oneBasedLine: Int) -> SourceSite {
        let bytes = lines.utf8
        let reportedLine = min(max(0, oneBasedLine - 1), lines.lineCount - 1)
        let limit = lines.lineContentEnd(reportedLine)
        let needle = Array("<\(name)".utf8)
        var offset = min(searchCursor, bytes.count)
        while offset + needle.count <= limit {
            if bytes[offset] == UInt8(ascii: "<"), let commentEnd = endOfComment(startingAt: offset) {
                offset = commentEnd
                continue
            }
            if bytes[offset..<(offset + needle.count)].elementsEqual(needle), isNameEnd(at: offset + needle.count) {
                searchCursor = offset + needle.count
                let end = lines.lineContentEnd(lines.line(containing: offset))
                return SourceSite(file: file, range: ByteRange(start: offset, end: end))
            }
            offset += 1
        }
        let fallback = lines.lineStarts[reportedLine]
        return SourceSite(file: file, range: ByteRange(start: fallback, end: fallback))
    }

    /// `<viewController` must not match a search for `<view`.
    private func isNameEnd(at offset: Int) -> Bool {
        guard offset < lines.utf8.count else { return true }
        let byte = lines.utf8[offset]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// The offset after `-->` when a comment starts at `offset`, else nil.
    private func endOfComment(startingAt offset: Int) -> Int? {
        let bytes = lines.utf8
        let opener = Array("<!--".utf8)
        guard offset + opener.count <= bytes.count, bytes[offset..<(offset + opener.count)].elementsEqual(opener) else {
            return nil
        }
        var index = offset + opener.count
        while index + 3 <= bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                return index + 3
            }
            index += 1
        }
        return bytes.count
    }
}
