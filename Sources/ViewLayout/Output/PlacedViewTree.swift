import Foundation

/// The result of a layout: every view's kind, `.id` and frame in root
/// coordinates (points, on the pixel grid), as a tree.
///
/// Frames are stored flat, one per layout node; `PlacedView` values are
/// light handles into that storage, so walking a 100,000-view tree builds
/// no nested copies and deep trees print without recursion.
///
/// A result is immutable and `Sendable`: any number of threads may read one
/// result (and its `PlacedView`s) at once (<doc:ThreadSafety>).
public struct PlacedViewTree: CustomStringConvertible, Sendable {
    /// Unchecked: once a result is made, only what is made on first use
    /// changes, under `lock`; the tree it shares is never written.
    final class Storage: @unchecked Sendable {
        let shared: SharedTree
        @inline(__always) var tree: NodeTree { _read { yield shared.tree } }
        /// Every node's frame in root coordinates, on the pixel grid. A
        /// `LayoutSession` keeps frames relative to their parents and makes
        /// these on first use (one pass over the tree, under `lock`, so
        /// that a result read from several threads makes them once); a
        /// fresh layout's are made with the result and read with no lock.
        var frames: FrameStore {
            if let f = eagerFrames { return f }
            return lazyFrames()
        }
        private let eagerFrames: FrameStore?
        private var madeFrames: FrameStore?
        /// Given the tree, so that it does not capture a second reference.
        private var makeFrames: ((NodeTree) -> FrameStore)?
        /// Guards what is made on first use (`frames` of a session's
        /// result, `mirrored`, `parents`): a result may be read from any
        /// number of threads at once (`PlacedViewTree` is `Sendable`).
        private let lock = NSLock()
        let sizeComputations: Int
        /// Each node's z position (its back face, in root space) and depth,
        /// when the tree has depth modifiers (Layout/DepthLayout.swift).
        var zPositions: [Double]?
        var depths: [Double]?
        /// Which views are drawn mirrored (under an odd number of flipping
        /// `layoutDirectionBehavior`s); nil when nothing flips.
        var mirrored: [Bool]? {
            lock.lock()
            defer { lock.unlock() }
            if let m = madeMirrored { return m }
            let m = Self.mirrored(tree)
            madeMirrored = .some(m)
            return m
        }
        private var madeMirrored: [Bool]??
        private static func mirrored(_ tree: NodeTree) -> [Bool]? {
            guard tree.nodes.contains(where: { $0.kind == .directionBehavior && $0.payload == 1 }) else { return nil }
            var mirrored = [Bool](repeating: false, count: tree.nodes.count)
            var stack: [Int32] = [tree.root]
            while let n = stack.popLast() {
                let node = tree.nodes[Int(n)]
                if node.kind == .directionBehavior && node.payload == 1 { mirrored[Int(n)].toggle() }
                for k in 0..<Int(node.childCount) {
                    let c = tree.children[Int(node.childStart) + k]
                    mirrored[Int(c)] = mirrored[Int(n)]
                    stack.append(c)
                }
            }
            return mirrored
        }
        var parents: [Int32] {
            lock.lock()
            defer { lock.unlock() }
            if let p = madeParents { return p }
            var parents = [Int32](repeating: -1, count: tree.nodes.count)
            for (i, n) in tree.nodes.enumerated() {
                for k in 0..<Int(n.childCount) { parents[Int(tree.children[Int(n.childStart) + k])] = Int32(i) }
            }
            madeParents = parents
            return parents
        }
        private var madeParents: [Int32]?
        @inline(never) private func lazyFrames() -> FrameStore {
            lock.lock()
            defer { lock.unlock() }
            if let f = madeFrames { return f }
            let f = makeFrames!(tree)
            makeFrames = nil
            madeFrames = f
            return f
        }
        init(tree: SharedTree, frames: FrameStore, sizeComputations: Int) {
            shared = tree
            self.sizeComputations = sizeComputations
            eagerFrames = frames
        }
        init(tree: SharedTree, sizeComputations: Int, frames: @escaping (NodeTree) -> FrameStore) {
            shared = tree
            self.sizeComputations = sizeComputations
            eagerFrames = nil
            makeFrames = frames
        }
        /// Where this storage's node numbers start in the whole result
        /// (`PlacedView.nodeIndex`).
        var base = 0
        /// Children chosen at layout time, replacing a node's own: a lazy
        /// container's created children, a GeometryReader's content
        /// (Resolve/DeferredContent.swift). Empty for most trees.
        var splices: [Int32: [Splice]] = [:]
        /// What each lazy container created.
        var lazyChildren: [Int32: LazyChildren] = [:]
        /// The storages of the fragments spliced under this one's nodes.
        var fragments: [Storage] = []
        /// For a fragment: the storage and node it is spliced under.
        weak var parentStorage: Storage?
        var parentIndex: Int32 = -1
        /// Children of lazy containers that were not shown: they and their
        /// subtrees are not part of the result.
        var hidden: Set<Int32> = []
        /// How far scroll views draw beyond their frames (LayoutEngine.scrollOutsets).
        var scrollOutsets: [Int32: AbsoluteInsets] = [:]

        /// The child each ViewThatFits showed; the others are `hidden`.
        var chosen: [Int32: Int32] = [:]

        /// Whether child `k` of node `n` was placed (only a ViewThatFits
        /// leaves children out).
        @inline(__always) func shows(_ n: Int32, _ k: Int) -> Bool {
            chosen.isEmpty || chosen[n].map { Int($0) == k } ?? true
        }

        /// Whether node `n` is in the placed tree (not under a hidden node).
        func isShown(_ n: Int32) -> Bool {
            if hidden.isEmpty { return true }
            var k = n
            let parents = self.parents
            while k >= 0 {
                if hidden.contains(k) { return false }
                k = parents[Int(k)]
            }
            return true
        }
    }

    /// A child spliced in at layout time: a node of another storage (a
    /// fragment), or of the same one (`storage` nil, so no cycle).
    struct Splice {
        let storage: Storage?
        let index: Int32
    }

    let storage: Storage
    /// Problems found in the input, each with what the engine did about it.
    public let diagnostics: [LayoutDiagnostic]

    /// The root: the window's content area, holding the laid-out view.
    public var root: PlacedView { PlacedView(storage: storage, index: storage.tree.root) }

    /// The number of placed views, modifiers included.
    public var count: Int { storage.splices.isEmpty && storage.chosen.isEmpty ? storage.tree.nodes.count : allViews.count }

    /// How many sizing computations the pass ran (cache misses).
    public var sizeComputations: Int { storage.sizeComputations }

    /// The frame of the view marked with `.id(id)`, in root coordinates.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        view(withID: id)?.frame
    }

    /// The view marked with `.id(id)`.
    public func view<ID: Hashable>(withID id: ID) -> PlacedView? {
        let key = AnyHashable(id)
        // This tree first, then the fragments spliced into it, outermost first.
        var queue = [storage]
        var i = 0
        while i < queue.count {
            let s = queue[i]
            if let n = s.tree.ids.first(where: { $0.value == key && s.isShown($0.key) })?.key {
                return PlacedView(storage: s, index: n)
            }
            queue += s.fragments
            i += 1
        }
        return nil
    }

    /// Every placed view, parents before children (depth first).
    public var allViews: [PlacedView] {
        var result: [PlacedView] = []
        result.reserveCapacity(storage.tree.nodes.count)
        var stack: [PlacedView] = [root]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.children.reversed())
        }
        return result
    }

    /// The placed views of a kind (`.text`, `.hStack`, `"frame"`...), depth first.
    public func views(ofKind kind: PlacedView.Kind) -> [PlacedView] {
        allViews.filter { $0.kind == kind }
    }

    /// The placed views whose kind is named `name`, depth first.
    public func views(ofKind name: String) -> [PlacedView] { views(ofKind: PlacedView.Kind(name)) }

    /// The tree as indented text: one line a view, `kind "label" #id (x, y, w, h)`.
    public var description: String {
        var out = ""
        var stack: [(PlacedView, Int)] = [(root, 0)]
        while let (v, depth) = stack.popLast() {
            out += String(repeating: "  ", count: depth) + v.summary + "\n"
            for c in v.children.reversed() { stack.append((c, depth + 1)) }
        }
        return out
    }

    /// The tree as JSON: `{"kind", "label"?, "id"?, "frame": [x, y, w, h],
    /// "children": [...]}` with the diagnostics beside the root.
    ///
    /// The output is valid JSON (RFC 8259) for every value. Numbers are
    /// written as in ``description``; the values JSON has no number for are
    /// written as JSON values a reader can tell apart: positive and negative
    /// infinity as the strings `"Infinity"` and `"-Infinity"` (JavaScript's
    /// and Python's names for them, which `Number(_:)` and `float(_:)`
    /// parse back), NaN as `null`.
    public func jsonString(pretty: Bool = true) -> String {
        var out = "{\n  \"diagnostics\": ["
        out += diagnostics.map { PlacedViewTree.quote($0.message) }.joined(separator: ", ")
        out += "],\n  \"root\": "
        // Iterative, so that deep trees do not recurse.
        enum Step { case open(PlacedView, Int), close(Int) }
        var stack: [Step] = [.open(root, 1)]
        var needsComma: [Bool] = []
        while let step = stack.popLast() {
            switch step {
            case .open(let v, let depth):
                let pad = pretty ? String(repeating: "  ", count: depth) : ""
                if let last = needsComma.last {
                    if last { out += "," }
                    out += pretty ? "\n" + pad : ""
                    needsComma[needsComma.count - 1] = true
                }
                let f = v.frame
                out += "{\"kind\": \(PlacedViewTree.quote(v.kind.rawValue))"
                if let label = v.label { out += ", \"label\": \(PlacedViewTree.quote(label))" }
                if let id = v.id { out += ", \"id\": \(PlacedViewTree.quote("\(id.base)"))" }
                let n = PlacedViewTree.jsonNumber
                out += ", \"frame\": [\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height))]"
                if storage.depths != nil {
                    out += ", \"z\": \(n(v.zPosition)), \"depth\": \(n(v.depth))"
                }
                if v.flipsHorizontally { out += ", \"flipsHorizontally\": true" }
                let children = v.children
                if children.isEmpty {
                    out += "}"
                } else {
                    out += ", \"children\": ["
                    needsComma.append(false)
                    stack.append(.close(depth))
                    for c in children.reversed() { stack.append(.open(c, depth + 1)) }
                }
            case .close(let depth):
                needsComma.removeLast()
                out += (pretty ? "\n" + String(repeating: "  ", count: depth) : "") + "]}"
            }
        }
        out += "\n}\n"
        return out
    }

    static func quote(_ s: String) -> String {
        var r = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\t": r += "\\t"
            default:
                if c.value < 0x20 { r += String(format: "\\u%04x", c.value) } else { r.unicodeScalars.append(c) }
            }
        }
        return r + "\""
    }

    /// A coordinate as the shortest decimal that round-trips, with at most
    /// four decimals (points on a @3x grid read as 20.3333).
    static func number(_ v: CGFloat) -> String {
        let d = Double(v)
        if abs(d) < 1e15, d == d.rounded() { return String(Int(d)) }
        if !d.isFinite || abs(d) >= 1e15 { return String(d) }
        var s = String(format: "%.4f", d)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// A coordinate as a JSON value: `number(_:)` where JSON has a number
    /// for it, `"Infinity"`, `"-Infinity"` or `null` (NaN) where it has none.
    static func jsonNumber(_ v: CGFloat) -> String {
        if v.isNaN { return "null" }
        if v.isInfinite { return v < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        return number(v)
    }

    /// Node `n`'s kind name, for diagnostics.
    static func kindName(_ tree: NodeTree, _ n: Int32) -> String { kind(tree, n).rawValue }

    static func kind(_ tree: NodeTree, _ n: Int32) -> PlacedView.Kind {
        let node = tree.nodes[Int(n)]
        switch node.kind {
        case .hstack, .vstack, .zstack, .layout, .viewThatFits, .grid:
            if let name = tree.layoutData?.layoutNames[n] { return PlacedView.Kind(name.kind) }
        default: break
        }
        switch node.kind {
        case .root: return .root
        case .shape:
            switch tree.leaves[Int(node.payload)].shape {
            case .rectangle: return .rectangle
            case .roundedRectangle: return .roundedRectangle
            case .circle: return .circle
            case .ellipse: return .ellipse
            case .capsule: return .capsule
            case .color: return .color
            case .gradient: return .linearGradient
            case .image: return .image
            }
        case .image: return .image
        case .text: return .text
        case .spacer: return .spacer
        case .divider: return .divider
        case .hstack: return .hStack
        case .vstack: return .vStack
        case .zstack: return .zStack
        case .grid: return .grid
        case .lazyVGrid: return .lazyVGrid
        case .lazyHGrid: return .lazyHGrid
        case .fixedFrame, .flexFrame: return .frame
        case .padding: return .padding
        case .fixedSize: return .fixedSize
        case .offset: return .offset
        case .position: return .position
        case .alignmentGuide: return .alignmentGuide
        case .aspectRatio: return .aspectRatio
        case .overlay: return .overlay
        case .background: return .background
        case .scrollView: return .scrollView
        case .lazyVStack: return .lazyVStack
        case .lazyHStack: return .lazyHStack
        case .deferred: return .forEach
        case .geometryReader: return .geometryReader
        case .containerRelativeFrame: return .containerRelativeFrame
        case .layout: return .layout
        case .viewThatFits: return .viewThatFits
        case .ignoresSafeArea: return .ignoresSafeArea
        case .safeAreaInset: return .safeAreaInset
        case .safeAreaPadding: return .safeAreaPadding
        case .directionBehavior: return .layoutDirectionBehavior
        case .depth: return .depth
        }
    }
}

/// One placed view: a handle into a `PlacedViewTree`, `Sendable` as the
/// tree is.
public struct PlacedView: CustomStringConvertible, Sendable {
    let storage: PlacedViewTree.Storage
    let index: Int32

    /// What the view is: `.hStack`, `.text`, `.frame`, `.padding`,
    /// `.color`... or a custom layout's type name.
    public var kind: Kind { PlacedViewTree.kind(storage.tree, index) }

    /// The view's content, where it has one: a text's string, a color's or
    /// shape's fill, an image's name.
    public var label: String? {
        let node = storage.tree.nodes[Int(index)]
        switch node.kind {
        case .text: return storage.tree.texts[Int(node.payload)].string
        case .viewThatFits:
            guard let k = storage.chosen[index] else { return nil }
            return "child \(k + 1) of \(node.childCount)"
        case .hstack, .vstack, .zstack, .layout, .grid:
            return storage.tree.layoutData?.layoutNames[index]?.label
        case .shape, .image:
            let leaf = storage.tree.leaves[Int(node.payload)]
            if leaf.shape == .image { return storage.tree.name(leaf) }
            if case .color(let c)? = storage.tree.fill(leaf) { return c.description }
            if case .color(let c)? = storage.tree.stroke(leaf) { return "stroke \(c.description)" }
            return nil
        default: return nil
        }
    }

    /// The value given to `.id(_:)` on this view.
    public var id: AnyHashable? { storage.tree.ids[index] }

    /// The frame in root coordinates, on the pixel grid.
    public var frame: CGRect { storage.frames[Int(index)] }

    /// Where the view's back face lies on the depth axis (visionOS), in
    /// points toward the viewer from the root's plane; 0 for flat content.
    public var zPosition: CGFloat { CGFloat(storage.zPositions?[Int(index)] ?? 0) }

    /// The view's depth (visionOS); 0 for flat content.
    public var depth: CGFloat { CGFloat(storage.depths?[Int(index)] ?? 0) }

    /// Whether this view is a `layoutDirectionBehavior` that mirrors its
    /// content horizontally (the frames below it are already mirrored).
    public var flipsHorizontally: Bool {
        let node = storage.tree.nodes[Int(index)]
        return node.kind == .directionBehavior && node.payload == 1
    }

    /// Whether the view is drawn mirrored: an odd number of flipping views
    /// enclose it (itself included). Renderers draw its content, such as
    /// text, mirrored about its frame's centre line.
    public var isMirrored: Bool { storage.mirrored?[Int(index)] ?? false }

    /// The views placed inside this one, in the order of the view tree; a lazy
    /// container lists only the children it created.
    public var children: [PlacedView] {
        if !storage.splices.isEmpty, let spliced = storage.splices[index] {
            return spliced.map { PlacedView(storage: $0.storage ?? storage, index: $0.index) }
        }
        let node = storage.tree.nodes[Int(index)]
        return (0..<Int(node.childCount)).filter { storage.shows(index, $0) }.map {
            PlacedView(storage: storage, index: storage.tree.children[Int(node.childStart) + $0])
        }
    }

    /// The view this one is a child of (nil for the root).
    public var parent: PlacedView? {
        let p = storage.parents[Int(index)]
        if p < 0, let outer = storage.parentStorage { return PlacedView(storage: outer, index: storage.parentIndex) }
        return p < 0 ? nil : PlacedView(storage: storage, index: p)
    }

    /// For a lazy stack: how many children it has and which it created in
    /// this layout (nil for other views).
    public var lazyChildren: LazyChildren? {
        storage.lazyChildren.isEmpty ? nil : storage.lazyChildren[index]
    }

    /// The first view below this one (depth first, itself included) of a kind.
    public func first(_ kind: Kind) -> PlacedView? {
        var stack = [self]
        while let v = stack.popLast() {
            if v.kind == kind { return v }
            stack.append(contentsOf: v.children.reversed())
        }
        return nil
    }

    /// The first view below this one (depth first, itself included) whose
    /// kind is named `name`.
    public func first(_ name: String) -> PlacedView? { first(Kind(name)) }

    var summary: String {
        let f = frame
        var s = kind.rawValue
        if let label { s += " \(PlacedViewTree.quote(label))" }
        if let id { s += " #\(id.base)" }
        let n = PlacedViewTree.number
        s += " (\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))"
        // Depth (visionOS) and flips only where they are not the default.
        if zPosition != 0 || depth != 0 { s += " z \(n(zPosition)) depth \(n(depth))" }
        if flipsHorizontally { s += " flipped" }
        return s
    }

    public var description: String { summary }
}

extension PlacedView {
    /// What a placed view is: a view's type name ("HStack", "Text"), a
    /// modifier's name ("frame", "padding"), or a custom `Layout`'s type
    /// name. The raw value is what the text and JSON forms of the tree
    /// print. Like `Notification.Name`, the built-in kinds are static
    /// members, and a string literal is a kind, so `kind == "HStack"` and
    /// `views(ofKind: "MyLayout")` read as before.
    public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name printed for the kind.
        public let rawValue: String

        /// A kind with this name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A kind with this name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A kind written as a string literal.
        public init(stringLiteral value: String) { rawValue = value }

        public var description: String { rawValue }

        /// Compares with a kind's name held in a `String`.
        public static func == (kind: Kind, name: String) -> Bool { kind.rawValue == name }
        public static func == (name: String, kind: Kind) -> Bool { kind.rawValue == name }
        /// Whether the kind's name differs from `name`.
        public static func != (kind: Kind, name: String) -> Bool { kind.rawValue != name }
        /// Whether the kind's name differs from `name`.
        public static func != (name: String, kind: Kind) -> Bool { kind.rawValue != name }

        /// The window's content area at the top of every tree.
        public static let root = Kind("Root")

        // Views.
        /// The kind of each placed `Text`.
        public static let text = Kind("Text")
        /// The kind of each placed `Image`.
        public static let image = Kind("Image")
        /// The kind of each placed `Color`.
        public static let color = Kind("Color")
        /// The kind of each placed `LinearGradient`.
        public static let linearGradient = Kind("LinearGradient")
        /// The kind of each placed `Rectangle`.
        public static let rectangle = Kind("Rectangle")
        /// The kind of each placed `RoundedRectangle`.
        public static let roundedRectangle = Kind("RoundedRectangle")
        /// The kind of each placed `Circle`.
        public static let circle = Kind("Circle")
        /// The kind of each placed `Ellipse`.
        public static let ellipse = Kind("Ellipse")
        /// The kind of each placed `Capsule`.
        public static let capsule = Kind("Capsule")
        /// The kind of each placed `Spacer`.
        public static let spacer = Kind("Spacer")
        /// The kind of each placed `Divider`.
        public static let divider = Kind("Divider")
        /// The kind of each placed `ForEach`.
        public static let forEach = Kind("ForEach")

        // Containers.
        /// The kind of each placed `HStack`.
        public static let hStack = Kind("HStack")
        /// The kind of each placed `VStack`.
        public static let vStack = Kind("VStack")
        /// The kind of each placed `ZStack`.
        public static let zStack = Kind("ZStack")
        /// The kind of each placed `Grid`.
        public static let grid = Kind("Grid")
        /// The kind of each placed `LazyVStack`.
        public static let lazyVStack = Kind("LazyVStack")
        /// The kind of each placed `LazyHStack`.
        public static let lazyHStack = Kind("LazyHStack")
        /// The kind of each placed `LazyVGrid`.
        public static let lazyVGrid = Kind("LazyVGrid")
        /// The kind of each placed `LazyHGrid`.
        public static let lazyHGrid = Kind("LazyHGrid")
        /// The kind of each placed `ScrollView`.
        public static let scrollView = Kind("ScrollView")
        /// The kind of each placed `GeometryReader`.
        public static let geometryReader = Kind("GeometryReader")
        /// The kind of each placed `ViewThatFits`.
        public static let viewThatFits = Kind("ViewThatFits")
        /// A custom `Layout` whose type has no name of its own to show.
        public static let layout = Kind("Layout")
        /// The kind of each placed `HStackLayout`.
        public static let hStackLayout = Kind("HStackLayout")
        /// The kind of each placed `VStackLayout`.
        public static let vStackLayout = Kind("VStackLayout")
        /// The kind of each placed `ZStackLayout`.
        public static let zStackLayout = Kind("ZStackLayout")
        /// The kind of each placed `GridLayout`.
        public static let gridLayout = Kind("GridLayout")
        /// An `AnyLayout`; the view's label names the layout it wraps.
        public static let anyLayout = Kind("AnyLayout")

        // Modifiers.
        /// `frame(width:height:alignment:)` and the flexible `frame(minWidth:...)`.
        public static let frame = Kind("frame")
        /// The kind of each placed `padding` modifier.
        public static let padding = Kind("padding")
        /// The kind of each placed `fixedSize` modifier.
        public static let fixedSize = Kind("fixedSize")
        /// The kind of each placed `offset` modifier.
        public static let offset = Kind("offset")
        /// The kind of each placed `position` modifier.
        public static let position = Kind("position")
        /// The kind of each placed `alignmentGuide` modifier.
        public static let alignmentGuide = Kind("alignmentGuide")
        /// The kind of each placed `aspectRatio` modifier.
        public static let aspectRatio = Kind("aspectRatio")
        /// The kind of each placed `overlay` modifier.
        public static let overlay = Kind("overlay")
        /// The kind of each placed `background` modifier.
        public static let background = Kind("background")
        /// The kind of each placed `containerRelativeFrame` modifier.
        public static let containerRelativeFrame = Kind("containerRelativeFrame")
        /// The kind of each placed `ignoresSafeArea` modifier.
        public static let ignoresSafeArea = Kind("ignoresSafeArea")
        /// The kind of each placed `safeAreaInset` modifier.
        public static let safeAreaInset = Kind("safeAreaInset")
        /// The kind of each placed `safeAreaPadding` modifier.
        public static let safeAreaPadding = Kind("safeAreaPadding")
        /// The kind of each placed `layoutDirectionBehavior` modifier.
        public static let layoutDirectionBehavior = Kind("layoutDirectionBehavior")
        /// The depth modifiers (visionOS): `frame(depth:)`, `offset(z:)`.
        public static let depth = Kind("depth")
    }
}

/// A result's frames, one per node, in raw memory of their own: a layout's
/// engine places into it and rounds it in place, and the result keeps it,
/// so a layout writes a tree's frames once (Layout/PixelRounding.swift).
/// The memory comes from the engine's pool and goes back to it with the
/// result: a fresh allocation of a large tree's frames was mapped anew by
/// glibc whenever its heap had been trimmed, and the layout that wrote them
/// paid a page fault per 4 KiB (more than half of a 1,000-message list's
/// first layout, on this project's virtual machine).
final class FrameStore {
    let base: RawStorage<CGRect>
    let count: Int
    private let memory: PooledBuffer<CGRect>

    init(count: Int) {
        self.count = count
        memory = PooledBuffer(count: count)
        base = RawStorage(memory.pointer)
    }

    deinit { memory.release() }

    @inline(__always) subscript(i: Int) -> CGRect { base[i] }
}
