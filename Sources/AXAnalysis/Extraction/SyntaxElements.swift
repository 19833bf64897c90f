// Iterating a syntax collection without swift-syntax's generic iterator.
@_spi(RawSyntax) import SwiftSyntax

/// A collection's elements, read as `Syntax` children and converted with the element type's
/// own initialiser.
///
/// `for item in list` runs `SyntaxCollectionIterator.next()`, which swift-syntax compiles as
/// unspecialised generic code: every element goes through `cast(Element.self)` and a runtime
/// lookup of `Optional<Element>`'s metadata in a locked cache (1.5% of the six real apps'
/// cold scan, another 1% the iteration itself). This type is generic in this module, so each
/// use is specialised to its concrete element type. The elements are the same, in the same
/// order (`SyntaxElementsTests`).
struct SyntaxElements<Element: SyntaxProtocol>: Sequence {
    fileprivate let children: SyntaxChildren

    struct Iterator: IteratorProtocol {
        fileprivate var base: SyntaxChildren.Iterator

        mutating func next() -> Element? {
            // A collection's children are all of its element type (swift-syntax's own iterator
            // force-casts them); one that were not would end the iteration, never trap.
            guard let child = base.next(), let element = Element(child) else { return nil }
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(base: children.makeIterator()) }
}

extension SyntaxCollection {
    /// The elements, iterated without swift-syntax's unspecialised iterator (`SyntaxElements`).
    var each: SyntaxElements<Element> { SyntaxElements(children: Syntax(self).children(viewMode: .all)) }

    /// The raw kind of the element at `index`, with no node made; nil past the end.
    func rawKind(at index: Int) -> SyntaxKind? {
        guard let layout = raw.layoutView, index >= 0, index < layout.children.count else { return nil }
        return layout.children[index]?.kind
    }
}
