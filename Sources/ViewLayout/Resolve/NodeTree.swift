import Foundation

/// A proposal inside the engine: two doubles, NaN standing for "unspecified"
/// (`nil` in `ProposedViewSize`), so proposals compare and hash as bits.
struct Proposal: Equatable {
    var w: Double
    var h: Double

    @inline(__always) init(w: Double, h: Double) {
        self.w = w
        self.h = h
    }
    init(_ p: ProposedViewSize) {
        w = p.width.map { Double($0) } ?? .nan
        h = p.height.map { Double($0) } ?? .nan
    }
    static let unspecified = Proposal(w: .nan, h: .nan)

    @inline(__always) static func == (a: Proposal, b: Proposal) -> Bool {
        a.w.bitPattern == b.w.bitPattern && a.h.bitPattern == b.h.bitPattern
    }
    var public_: ProposedViewSize {
        ProposedViewSize(width: w.isNaNValue ? nil : CGFloat(w), height: h.isNaNValue ? nil : CGFloat(h))
    }
    @inline(__always) subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? w : h }
        set { if axis == .horizontal { w = newValue } else { h = newValue } }
    }
    @inline(__always) static func along(_ axis: Axis, major: Double, minor: Double) -> Proposal {
        axis == .horizontal ? Proposal(w: major, h: minor) : Proposal(w: minor, h: major)
    }
    /// The same two values as a size.
    @inline(__always) var size: Size { Size(w: w, h: h) }
}

/// A size inside the engine.
struct Size: Equatable {
    var w: Double
    var h: Double
    static let zero = Size(w: 0, h: 0)
    @inline(__always) subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? w : h }
        set { if axis == .horizontal { w = newValue } else { h = newValue } }
    }
}

extension Double {
    /// `isFinite` for the hot paths, as a product and a comparison: a
    /// finite value times zero is zero, an infinite or NaN one is NaN.
    /// Beside a comparison of the same value (`x >= 0 && x.isFinite`),
    /// LLVM merges `isFinite` into one floating-point class test, which
    /// this target lowers to about twenty integer instructions; it does
    /// not see through the product.
    @inline(__always) var isFiniteValue: Bool { self * 0 == 0 }

    /// `isNaN` for the hot paths, as the comparison of a value with itself:
    /// the standard library's test is two integer tests of the bit pattern
    /// with two branches (about eight instructions); this is one
    /// comparison, and a select around it needs no branch.
    @inline(__always) var isNaNValue: Bool { self != self }

    /// `Swift.max(self, other)` exactly (`other >= self ? other : self`: a
    /// NaN `self` is kept, and of two zeros `other`), always inline: the
    /// generic function is a call where the sizing recursion's inlining
    /// gives up.
    @_transparent func atLeast(_ other: Double) -> Double { other >= self ? other : self }
}

/// What a node is. One case per layout family; the engine switches on it.
enum NodeKind: UInt8 {
    case root
    case shape, image, text, spacer, divider
    case hstack, vstack, zstack
    case fixedFrame, flexFrame, padding, fixedSize, offset, position, alignmentGuide, aspectRatio
    case overlay, background
    case layout, viewThatFits
    case grid, lazyVGrid, lazyHGrid
    // Scrolling and layout-time content (Layout/ScrollViewLayout.swift,
    // LazyStackLayout.swift, GeometryReaderLayout.swift,
    // ContainerRelativeFrameLayout.swift, Resolve/DeferredContent.swift).
    case scrollView, lazyVStack, lazyHStack, deferred, geometryReader, containerRelativeFrame
    // Safe areas, direction behaviour and depth (Layout/SafeAreaLayout.swift,
    // DirectionBehaviorLayout.swift, DepthLayout.swift).
    case ignoresSafeArea, safeAreaInset, safeAreaPadding, directionBehavior, depth
}

/// Per-node bits fixed when the tree is built.
struct NodeFlags: OptionSet {
    let rawValue: UInt16
    /// `OptionSet`'s test, always inline: the generic one became a call in
    /// the largest layout functions, where the inliner's budget runs out.
    @_transparent func contains(_ member: NodeFlags) -> Bool { rawValue & member.rawValue == member.rawValue }
    /// The node's environment is right-to-left: its children are mirrored
    /// inside it.
    static let rightToLeft = NodeFlags(rawValue: 1)
    /// The nearest enclosing stack is horizontal / vertical (for `Spacer`
    /// and `Divider`, whose axis comes from the stack that holds them).
    static let inHStack = NodeFlags(rawValue: 2)
    static let inVStack = NodeFlags(rawValue: 4)
    /// `fixedSize` on the horizontal / vertical axis.
    static let fixedH = NodeFlags(rawValue: 8)
    static let fixedV = NodeFlags(rawValue: 16)
    /// A Spacer, possibly under modifiers that keep its spacing preference
    /// (set when the tree is built; see `NodeTree.isSpacer`).
    static let spacerLike = NodeFlags(rawValue: 32)
    /// The node's answer does not depend on the proposed width / height
    /// (set when the tree is built; see ProposalIndependence.swift).
    static let ignoresWidth = NodeFlags(rawValue: 64)
    static let ignoresHeight = NodeFlags(rawValue: 128)
    /// The width of the answer does not depend on the proposed height / its
    /// height not on the proposed width (set when the tree is built; see
    /// ProposalIndependence.swift). A stack whose children's answers along
    /// its axis ignore the proposal across it distributes the same way
    /// whatever it is offered across.
    static let widthOwnAxis = NodeFlags(rawValue: 256)
    static let heightOwnAxis = NodeFlags(rawValue: 512)
    /// The node has a layout priority other than 0, in `NodeTree.priorities`.
    static let hasPriority = NodeFlags(rawValue: 1024)
}

/// One node of the layout tree. Nodes live in one contiguous array; children
/// are a contiguous run of `NodeTree.children`, payloads an index into the
/// array of their family. 16 bytes, no references and no padding (node
/// arrays compare and hash as bytes, Incremental/TreeDiff.swift): four nodes to
/// a cache line, the line a stack reads per child while sizing. A layout
/// priority, rarely set, lives beside the nodes (`NodeTree.priorities`).
struct Node {
    var kind: NodeKind
    /// Bits of the guides for which an explicit value may exist in this
    /// subtree (see `AlignmentKey.maskBit`); 0 almost everywhere.
    var guideMask: UInt8 = 0
    var flags: NodeFlags
    var payload: Int32
    var childStart: Int32
    var childCount: Int32
}

extension NodeTree {
    /// Node `n`'s layout priority (`layoutPriority`; a Spacer's is
    /// -infinity): 0 unless its `hasPriority` flag is set.
    @inline(__always) func priority(_ n: Int32) -> Double {
        nodes[Int(n)].flags.contains(.hasPriority) ? priorities[Int(n)] : 0
    }

    /// Sets node `n`'s layout priority; 0 clears the flag.
    mutating func setPriority(_ n: Int32, _ value: Double) {
        let i = Int(n)
        guard value != 0 else {
            nodes[i].flags.remove(.hasPriority)
            return
        }
        if priorities.count <= i { priorities.append(contentsOf: repeatElement(0, count: i + 1 - priorities.count)) }
        priorities[i] = value
        nodes[i].flags.insert(.hasPriority)
    }

    /// Whether the fields a parent reads from node `n` (flags, priority,
    /// guide mask) are those of node `n` of `other`.
    @inline(__always)
    func readsAlike(_ n: Int32, _ other: NodeTree) -> Bool {
        let x = nodes[Int(n)], y = other.nodes[Int(n)]
        return x.flags == y.flags && x.guideMask == y.guideMask
            && priority(n).bitPattern == other.priority(n).bitPattern
    }
}

/// What a leaf draws.
public enum _ShapeKind: UInt8, Sendable { case rectangle, roundedRectangle, circle, ellipse, capsule, color, gradient, image }

/// A leaf that is not text, as a view describes it (`_ViewResolver.addLeaf`
/// stores it as a `LeafInfo`).
struct LeafSpec {
    typealias Shape = _ShapeKind
    var shape: Shape
    var fill: Paint?
    var stroke: Paint?
    var lineWidth: Double = 1
    var cornerRadius: Double = 0
    /// Ideal size (for images), or NaN for views that take the proposal.
    var idealW: Double = .nan
    var idealH: Double = .nan
    /// Whether an image was made resizable.
    var resizable = false
    var name: String = ""
    /// A system symbol's text baseline from its top (unresized), or NaN.
    var baseline: Double = .nan
}

/// Drawing and sizing data of a leaf that is not text. Plain values only:
/// paints and image names sit in the tree's `paints` and `leafNames`
/// (paints shared by equal leaves), so an array of leaves is freed without
/// a walk over its elements (destroying 10,000 leaves one by one was most
/// of a grid relayout's time, when the value it replaced was freed).
struct LeafInfo {
    typealias Shape = _ShapeKind
    var shape: Shape
    var resizable = false
    /// Indices in `NodeTree.paints` (-1: none) and `leafNames` (-1: "").
    var fillIndex: Int32 = -1
    var strokeIndex: Int32 = -1
    var nameIndex: Int32 = -1
    var lineWidth: Double = 1
    var cornerRadius: Double = 0
    var idealW: Double = .nan
    var idealH: Double = .nan
    var baseline: Double = .nan
}

extension LeafInfo {
    /// Whether an image leaf is an `Image(systemName:)` (drawn as a symbol,
    /// tinted like text): only symbols have a text baseline.
    var isSystemImage: Bool { !baseline.isNaN }
}

extension NodeTree {
    func fill(_ leaf: LeafInfo) -> Paint? { leaf.fillIndex >= 0 ? paints[Int(leaf.fillIndex)] : nil }
    func stroke(_ leaf: LeafInfo) -> Paint? { leaf.strokeIndex >= 0 ? paints[Int(leaf.strokeIndex)] : nil }
    func name(_ leaf: LeafInfo) -> String { leaf.nameIndex >= 0 ? leafNames[Int(leaf.nameIndex)] : "" }
}

struct TextInfo {
    var string: String
    var font: Font
    var options = TextLayoutOptions()
    /// Zeros in what would otherwise be the padding after `options` (it
    /// ends at byte 97, `id` starts at 104), so that equal texts compare as
    /// bytes (Incremental/TreeDiff.swift).
    var zero8: UInt8 = 0
    var zero16: UInt16 = 0
    var zero32: UInt32 = 0
    /// The text's number in `TextInterner` (Text/MeasurementCache.swift),
    /// which the built-in measurer's cache is keyed by.
    var id: UInt64

    init(string: String, font: Font, options: TextLayoutOptions = TextLayoutOptions()) {
        self.string = string
        self.font = font
        self.options = options
        id = TextInterner.shared.id(string, font, options)
    }
}

struct StackInfo {
    var alignment: AlignmentKey
    /// NaN: choose per pair of neighbours.
    var spacing: Double
}

struct FrameInfo {
    var minW = Double.nan, idealW = Double.nan, maxW = Double.nan
    var minH = Double.nan, idealH = Double.nan, maxH = Double.nan
    var alignment: Alignment
}

struct Insets {
    var top: Double, leading: Double, bottom: Double, trailing: Double
}

struct GuideInfo {
    var key: AlignmentKey
    var compute: (ViewDimensions) -> CGFloat
}

/// The resolved tree: what layout reads. Built once per view value by
/// `_ViewResolver`; immutable during a layout pass.
struct NodeTree {
    var nodes: [Node] = []
    /// Whether some nodes are resolved but placed by no container (the
    /// unselected tabs of a `TabView`, resolved to read their tab items):
    /// the engine then starts every frame at zero, so theirs are not read
    /// from uninitialised memory.
    var hasUnplacedNodes = false
    /// Layout priorities by node, read only where a node's `hasPriority`
    /// flag is set (`priority(_:)`); no longer than the last such node.
    var priorities: [Double] = []
    var children: [Int32] = []
    var leaves: [LeafInfo] = []
    /// The leaves' paints (equal neighbours share one) and image names.
    var paints: [Paint] = []
    var leafNames: [String] = []
    var texts: [TextInfo] = []
    var stacks: [StackInfo] = []
    var alignments: [Alignment] = []
    var frames: [FrameInfo] = []
    /// Each frame payload's ideal width and height side by side, all that a
    /// fixed frame reads while sizing (`frames` holds them too): 16 bytes
    /// where a `FrameInfo` is 128, whose two fields fell in two cache
    /// lines. Made from `frames` with the nodes' marks (`markLayoutFacts`).
    var frameSizes: [Size] = []
    var insets: [Insets] = []
    var points: [(x: Double, y: Double)] = []
    var guides: [GuideInfo] = []
    /// Only nodes given `.id(_:)` appear here.
    var ids: [Int32: AnyHashable] = [:]
    /// Attributes of the draw-only modifiers (API/Views/DrawingModifiers.swift), sparse:
    /// only nodes given one have an entry; layout never reads them.
    var drawing: [Int32: DrawAttributes] = [:]
    /// The scheme `preferredColorScheme(_:)` asked for (the window's; a
    /// renderer paints its canvas to match); nil when none did.
    var preferredColorScheme: ColorScheme?
    /// Nodes made by a `Section`'s header or footer (API/Views/Section.swift),
    /// sparse: content nodes have no entry.
    var sectionRoles: [Int32: _SectionRole] = [:]
    /// Custom layouts, layout values, ViewThatFits (Layout/CustomLayout.swift);
    /// nil for trees without them. One reference, so the tree stays small.
    var layoutData: LayoutTreeData?
    /// `Grid` and lazy grid payloads (Layout/GridLayout.swift, LazyGridLayout.swift).
    var grids: [GridInfo] = []
    var lazyGrids: [LazyGridInfo] = []
    /// Grid cell traits (`gridCellColumns` and the rest), sparse: only nodes
    /// given one have an entry; read once per cell when a `Grid` is resolved.
    var gridCellTraits: [Int32: GridCellTraits] = [:]
    /// Views made by a `GridRow` outside a grid, with their row (sparse).
    var gridRowTags: [Int32: GridRowTag] = [:]
    /// Content resolved during layout (Resolve/DeferredContent.swift): the
    /// elements of a `ForEach` in a lazy container, a `GeometryReader`'s content.
    var deferred: [DeferredContent] = []
    /// Scroll views' axes and margins (Layout/ScrollViewLayout.swift).
    var scrolls: [ScrollInfo] = []
    /// Lazy stacks' alignment, spacing and pinned views (Layout/LazyStackLayout.swift).
    var lazyStacks: [LazyStackInfo] = []
    /// containerRelativeFrame parameters (Layout/ContainerRelativeFrameLayout.swift).
    var containerFrames: [ContainerFrameInfo] = []
    /// Names given by `coordinateSpace(name:)`, sparse (Layout/GeometryReaderLayout.swift).
    var coordinateSpaceNames: [Int32: AnyHashable] = [:]
    /// Safe-area modifiers (Layout/SafeAreaLayout.swift), by payload.
    var safeAreas: [SafeAreaInfo] = []
    /// The depth rules of visionOS (Layout/DepthLayout.swift), sparse: only
    /// nodes made by a depth modifier have an entry, so flat content pays
    /// nothing.
    var depths: [Int32: DepthInfo] = [:]
    var root: Int32 = -1
    /// The number of levels below the root, and the text at each node's
    /// top and bottom edge (empty without texts): set with the nodes' marks
    /// when the tree is built (`markLayoutFacts`, ProposalIndependence.swift).
    var depth = 0
    var textEdges: [TextEdges] = []
    /// Whether every pass places every node: no kind in the tree leaves a
    /// child unplaced (ViewThatFits' other choices, lazy and scrolled
    /// content, custom layouts, grids' empty cells). The engine then skips
    /// zeroing the frames (`EngineBuffers`). Set by `markLayoutFacts`.
    var placesEveryNode = false
    /// How many levels of recursion a pass may take at most: along any
    /// path, a level for each node that is not a chain link (sizing loops
    /// over links, ChainSizing.swift) or has explicit guides below it, and
    /// one for each child but the last (placement loops on the last).
    /// A custom layout in the tree makes stacks recurse: `depth` bounds
    /// that. Set by `markLayoutFacts`.
    var recursionDepth = 0
    /// Each subtree's hash, for a `LayoutSession`'s updates (TreeDiff.swift);
    /// nil for a tree resolved for a plain layout.
    var hashes: SubtreeHashes?

    @inline(__always) func child(_ node: Node, _ i: Int) -> Int32 {
        children[Int(node.childStart) + i]
    }
}

/// A finished tree, held by reference: a resolved value, the engines that
/// lay it out and their results share one, so that handing the tree on is
/// one reference count. A `NodeTree` is about thirty arrays and
/// dictionaries, and each copy counted every one of them: a session's
/// update copied its tree three times and its resolved value twice, a few
/// hundred atomic counts on as many cache lines, most of them cold after
/// the new value was resolved.
///
/// A `let` of a class: read in place, and a method called on it borrows
/// it (a tree read through a pointer was copied, record and counts, for
/// each call of one of its methods).
final class SharedTree {
    let tree: NodeTree
    init(_ tree: NodeTree) { self.tree = tree }
}
