import Foundation

// Content resolved during layout.
//
// Some content cannot, or must not, be resolved before layout: the elements
// of a `ForEach` inside a lazy stack (a million rows of which one screen is
// shown), and a `GeometryReader`'s content (a function of the size it is
// given). Both are recorded at resolve time as one `DeferredContent`: a
// closure that resolves one piece on request (element `i`, or the content
// for a geometry proxy) with the environment captured where the view stood.
//
// During layout the engine asks for a piece when it needs it: the piece is
// resolved into a `Fragment`, a small `NodeTree` of its own laid out by a
// `LayoutEngine` of its own that shares the pass (`LayoutPass`: the stack
// budget, the scroll views' visible regions, the containers, the named
// coordinate spaces). The container sizes the fragment's top-level nodes and
// places them in root coordinates like any child; after the pass the
// fragments' placed trees are spliced under the container in the
// `PlacedViewTree` (`PlacedView.children` crosses into them), so nothing in
// the main tree is rebuilt and no payload is renumbered.
//
// Using it from a container (the lazy stacks and grids do): resolve the content
// with `resolver.deferElements = true` inside the container's `container`
// closure (as `makeLazyStack` does), so each `ForEach` child becomes one
// `.deferred` node. At layout time `lazyState(n, node)` gives the children
// as a flat list of units (views, and deferred elements counted one by
// one), `lazyFragment(state, segment, unit:)` creates a unit (kept for the
// pass), `fragmentExtent` measures it; place a fragment's `tops` with
// `fragment.engine.place(...)` in root coordinates and append them to
// `state.placed` (and the unit to `state.shown`). `makeStorage` then splices
// what was placed into the result and reports `PlacedView.lazyChildren`;
// add the container's kind to `placeNode`'s list so it is placed by its
// own function rather than `placeChildren`. `lazyRegion` (Layout/
// LazyRegion.swift) gives the visible range and pinned section positions.

/// What a deferred piece is asked for.
public struct _DeferredRequest {
    /// The element's index in the `ForEach`'s data (0 for a GeometryReader).
    public var index: Int
    /// The proxy handed to a GeometryReader's content.
    public var proxy: GeometryProxy?
}

/// One piece of content resolved on demand (see the top of this file).
struct DeferredContent {
    /// How many pieces: elements of a ForEach, 1 for a GeometryReader.
    var count: Int
    /// Units each element makes in its container: 1 (an element is one
    /// unit, a lazy stack's row however many views it holds), or, in a lazy
    /// grid, the number of views its first element made, each a cell
    /// (`expandElementsOfSeveralViews`).
    var unitsPerElement = 1
    var environment: EnvironmentValues
    var stackContext: NodeFlags
    var make: (_DeferredRequest, _ViewResolver) -> Void
}

extension _ViewResolver {
    /// Records deferred content and appends its placeholder node.
    @discardableResult
    func addDeferred(count: Int, kind: NodeKind = .deferred, make: @escaping (_DeferredRequest, _ViewResolver) -> Void) -> Int32 {
        tree.deferred.append(DeferredContent(count: count, environment: environment, stackContext: stackContext, make: make))
        return addNode(kind, payload: Int32(tree.deferred.count - 1))
    }

    /// Resolves one piece of deferred content into a tree of its own; the
    /// nodes it produced are the fragment's top-level nodes.
    static func resolveFragment(_ d: DeferredContent, _ request: _DeferredRequest) -> (NodeTree, [Int32], [LayoutDiagnostic]) {
        let resolver = _ViewResolver(environment: d.environment)
        resolver.stackContext = d.stackContext
        asMainActorContext {
            _ViewResolver.$current.withValue(resolver) {
                d.make(request, resolver)
            }
        }
        let tops = resolver.pending
        resolver.tree.root = tops.first ?? -1
        resolver.tree.markLayoutFacts()
        return (resolver.tree, tops, resolver.diagnostics)
    }
}

/// The state one layout pass shares between its main engine and the engines
/// of the fragments it creates.
final class LayoutPass {
    let stack = StackBudget()
    let measurer: any TextMeasurer
    let scale: Double
    let scrollOffsets: ScrollOffsets
    /// The visible region, in root coordinates, of the nearest scroll view
    /// (intersected with the ones around it) or of the root; innermost last.
    var viewports: [CGRect] = []
    /// The size of the nearest container for `containerRelativeFrame` (the
    /// root or the nearest scroll view, less its safe-area insets); innermost
    /// last. NaN on an axis where it is unknown.
    var containers: [Size] = []
    /// The named coordinate spaces around the view being placed, with their
    /// frames in root coordinates; innermost last.
    var coordinateSpaces: [(name: AnyHashable, frame: CGRect)] = []
    /// The frames of the scroll views around the view being placed.
    var scrollFrames: [CGRect] = []
    /// How many scroll views are around the view being sized (their content
    /// is being measured); with `scrollFrames`, what tells a lazy container
    /// whether it is lazy (`LayoutEngine.isInScrollView`).
    var scrollSizingDepth = 0
    /// The safe areas around the view being placed (Layout/SafeAreaLayout.swift).
    var safeSpaces: [SafeSpace] = []
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private var seen: Set<String> = []
    /// Fragments created in the pass (for tests and benchmarks).
    var fragmentCount = 0

    init(measurer: any TextMeasurer, scale: Double, scrollOffsets: ScrollOffsets) {
        self.measurer = measurer
        self.scale = scale
        self.scrollOffsets = scrollOffsets
    }

    /// Reports a problem found during layout, once per message.
    func diagnose(_ message: String) {
        if seen.insert(message).inserted { diagnostics.append(LayoutDiagnostic(message: message)) }
    }
}

/// One piece of deferred content, resolved and ready to lay out.
final class Fragment {
    let engine: LayoutEngine
    /// The nodes the piece produced, in order.
    let tops: [Int32]
    /// Which piece (element index).
    let index: Int

    init(_ d: DeferredContent, _ request: _DeferredRequest, pass: LayoutPass) {
        let (tree, tops, diagnostics) = _ViewResolver.resolveFragment(d, request)
        for m in diagnostics { pass.diagnose(m.message) }
        self.tops = tops
        self.index = request.index
        engine = LayoutEngine(tree: SharedTree(tree), pass: pass)
        pass.fragmentCount += 1
    }
}

extension LayoutEngine {
    /// Resolves piece `index` of deferred node `n`.
    func makeFragment(_ n: Int32, index: Int, proxy: GeometryProxy? = nil) -> Fragment {
        let d = tree.deferred[Int(nodes[Int(n)].payload)]
        return Fragment(d, _DeferredRequest(index: index, proxy: proxy), pass: pass)
    }
}
