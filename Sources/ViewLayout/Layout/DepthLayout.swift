import Foundation

// The depth axis of visionOS. Views carry a depth (0 for flat content:
// shapes, text, images and every container of them) and a z position (their
// back face, toward the viewer from the root's plane). Depth is laid out in
// a pass of its own after the 2D pass, only when the tree holds a depth
// modifier, so flat content never pays for it.

/// A type that you use to create custom depth alignment guides.
public protocol DepthAlignmentID {
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat
}

/// A view's size in three dimensions, as a depth alignment guide sees it.
public struct ViewDimensions3D: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public let depth: CGFloat

    public subscript(guide: DepthAlignment) -> CGFloat { guide.id.defaultValue(in: self) }
    /// No view sets an explicit depth guide here: always nil.
    public subscript(explicit guide: DepthAlignment) -> CGFloat? { nil }
}

/// An alignment position along the depth axis: `back` is the view's back
/// face (0 in its own space), `front` its front face (its depth), `center`
/// half way.
public struct DepthAlignment: Equatable, @unchecked Sendable {
    let id: any DepthAlignmentID.Type

    /// Creates a custom depth alignment of the specified type.
    public init(_ id: any DepthAlignmentID.Type) { self.id = id }

    public static func == (a: DepthAlignment, b: DepthAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    enum Back: DepthAlignmentID { static func defaultValue(in d: ViewDimensions3D) -> CGFloat { 0 } }
    enum Center: DepthAlignmentID { static func defaultValue(in d: ViewDimensions3D) -> CGFloat { d.depth / 2 } }
    enum Front: DepthAlignmentID { static func defaultValue(in d: ViewDimensions3D) -> CGFloat { d.depth } }

    /// A guide marking the back face of the view.
    public static let back = DepthAlignment(Back.self)
    /// A guide marking the depth centre of the view.
    public static let center = DepthAlignment(Center.self)
    /// A guide marking the front face of the view.
    public static let front = DepthAlignment(Front.self)

    func value(width: Double, height: Double, depth: Double) -> Double {
        Double(id.defaultValue(in: ViewDimensions3D(width: CGFloat(width), height: CGFloat(height), depth: CGFloat(depth))))
    }
}

/// An edge or face of a 3D volume.
public enum Edge3D: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing, front, back

    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }

    /// An efficient set of 3D edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge3D) { self.init(rawValue: 1 << e.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let front = Set(.front)
        public static let back = Set(.back)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let depth: Set = [.front, .back]
        public static let all: Set = [.top, .bottom, .leading, .trailing, .front, .back]
    }
}

/// The inset distances for the faces of a 3D volume.
public struct EdgeInsets3D: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public var front: CGFloat
    public var back: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0, front: CGFloat = 0, back: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.front = front
        self.back = back
    }

    public init() { self.init(top: 0) }

    /// The same inset on both faces of each axis.
    public init(horizontal: CGFloat, vertical: CGFloat, depth: CGFloat) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal, front: depth, back: depth)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified
    /// depth ("frame(depth:alignment:)" page): a given depth is proposed to
    /// the view and is the frame's depth; nil keeps the view's own. Width
    /// and height are untouched.
    public consuming func frame(depth: CGFloat?, alignment: DepthAlignment = .center) -> some View {
        modifier(_DepthModifier(kind: .fixedFrame, depth: depth, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified
    /// depth constraints: the flexible frame's rule (quoted on the page, and
    /// in DESIGN.md) applied to the depth axis.
    public func frame(minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil,
                      alignment: DepthAlignment = .center) -> some View {
        modifier(_DepthModifier(kind: .flexFrame, minDepth: minDepth, idealDepth: idealDepth, maxDepth: maxDepth, alignment: alignment))
    }

    /// Brings a view forward in Z by the provided distance in points
    /// ("offset(z:)" page). Like `offset`, it moves the view without
    /// changing its depth or its parent's.
    public consuming func offset(z: CGFloat) -> some View {
        modifier(_DepthModifier(kind: .offset, depth: z))
    }

    /// Pads this view along all edge insets, depth included, by `length`.
    public consuming func padding3D(_ length: CGFloat) -> some View {
        modifier(_Padding3DModifier(edges: .all, insets: nil, length: length))
    }

    /// Pads this view using the edge insets you specify.
    public consuming func padding3D(_ insets: EdgeInsets3D) -> some View {
        modifier(_Padding3DModifier(edges: .all, insets: insets, length: nil))
    }

    /// Pads this view on `edges`; `nil` is the system default: the default
    /// padding (16, facts §2) on every face. The documentation does not give
    /// the depth default; using the same 16 is an assumption [unverified].
    public consuming func padding3D(_ edges: Edge3D.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_Padding3DModifier(edges: edges, insets: nil, length: length))
    }
}

/// What a depth modifier does to the depth axis.
struct DepthInfo {
    enum Kind { case fixedFrame, flexFrame, offset, padding }
    var kind: Kind
    /// The fixed depth, or the z offset (NaN: not given).
    var value = Double.nan
    var minDepth = Double.nan, idealDepth = Double.nan, maxDepth = Double.nan
    var front = 0.0, back = 0.0
    var alignment: DepthAlignment = .center
}

public struct _DepthModifier: ViewModifier {
    public typealias Body = Never
    let kind: DepthInfo.Kind
    var depth: CGFloat? = nil
    var minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil
    var alignment: DepthAlignment = .center

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var info = DepthInfo(kind: m.kind, alignment: m.alignment)
        switch m.kind {
        case .offset:
            let z = resolver.checkedLength(m.depth, "offset(z:)", allowNegative: true)
            info.value = z.isNaN ? 0 : z
        case .fixedFrame:
            info.value = resolver.checkedLength(m.depth, "frame(depth:)")
        default:
            info.minDepth = resolver.checkedLength(m.minDepth, "frame(minDepth:)")
            info.idealDepth = resolver.checkedLength(m.idealDepth, "frame(idealDepth:)")
            info.maxDepth = resolver.checkedLength(m.maxDepth, "frame(maxDepth:)", allowInfinity: true)
            // Contradictory constraints are raised in order, as for frames.
            if !info.minDepth.isNaN && !info.idealDepth.isNaN { info.idealDepth = max(info.idealDepth, info.minDepth) }
            if !info.maxDepth.isNaN {
                let floor = info.idealDepth.isNaN ? info.minDepth : info.idealDepth
                if !floor.isNaN && info.maxDepth < floor {
                    resolver.diagnose("frame(minDepth:idealDepth:maxDepth:): Contradictory frame constraints specified; maxDepth \(info.maxDepth) is raised to \(floor)")
                    info.maxDepth = floor
                }
            }
        }
        resolver.forEachProduced({ resolver.wrapEach(.depth, content: content) }) { n in
            resolver.tree.depths[n] = info
        }
    }
}

public struct _Padding3DModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge3D.Set
    let insets: EdgeInsets3D?
    let length: CGFloat?

    /// The 2D part is `padding`'s (a padding node); front and back go in the
    /// depth side table. Negative amounts are applied, as `padding` does.
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var flat: Edge.Set = []
        for e in Edge.allCases where m.edges.contains(Edge3D.Set(Edge3D(e))) { flat.insert(Edge.Set(e)) }
        let i = m.insets
        let flatInsets = i.map { EdgeInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing) }
        resolver.tree.insets.append(resolver.paddingInsets(flat, flatInsets, m.length, "padding3D", allowNegative: true))
        func face(_ e: Edge3D, _ explicit: CGFloat?) -> Double {
            guard m.edges.contains(Edge3D.Set(e)) else { return 0 }
            let v = resolver.checkedLength(explicit ?? m.length ?? resolver.environment.defaultPadding.top, "padding3D(\(e))", allowNegative: true)
            return v.isNaN ? 0 : v
        }
        let info = DepthInfo(kind: .padding, front: face(.front, i?.front), back: face(.back, i?.back))
        let payload = Int32(resolver.tree.insets.count - 1)
        resolver.forEachProduced({ resolver.wrapEach(.padding, payload: payload, content: content) }) { n in
            resolver.tree.depths[n] = info
        }
    }
}

extension LayoutEngine {
    /// The depth pass: every node's depth and z position (its back face).
    ///
    /// Rules, per node, for a proposed depth (NaN: unspecified; the root
    /// proposes none, so content takes its own depth):
    /// - flat views (leaves) have depth 0;
    /// - `frame(depth:)`: the given depth is proposed and is the frame's;
    ///   the child is aligned in it on the frame's `DepthAlignment` (the
    ///   child's guide meets the frame's);
    /// - `frame(minDepth:idealDepth:maxDepth:)`: the flexible frame's rule on
    ///   the depth axis (`flexChildProposal`, `flexDimension`), aligned the
    ///   same way;
    /// - `padding3D`: the child is proposed the depth less front and back,
    ///   and sits `back` in front of the padding's back face;
    /// - `offset(z:)`: the child moves forward by z; the depth is the child's;
    /// - every other view proposes its own proposal to each child and is as
    ///   deep as its deepest child, children at its back face (flat content
    ///   lies on the window's plane).
    func depthPass() -> ([Double], [Double]) {
        var depth = [Double](repeating: 0, count: nodeCount)
        var localZ = [Double](repeating: 0, count: nodeCount)
        func measure(_ n: Int32, _ p: Double) -> Double {
            let node = nodes[Int(n)]
            let count = Int(node.childCount)
            let info = tree.depths[n]
            var d = 0.0
            if let info, count > 0 {
                let c = child(node, 0)
                let cs = Size(w: Double(frames[Int(c)].width), h: Double(frames[Int(c)].height))
                let s = Size(w: Double(frames[Int(n)].width), h: Double(frames[Int(n)].height))
                func aligned(_ cd: Double) -> Double {
                    info.alignment.value(width: s.w, height: s.h, depth: d) - info.alignment.value(width: cs.w, height: cs.h, depth: cd)
                }
                switch info.kind {
                case .fixedFrame:
                    let cd = measure(c, info.value.isNaN ? p : info.value)
                    d = info.value.isNaN ? cd : info.value
                    localZ[Int(c)] = aligned(cd)
                case .flexFrame:
                    let cp = flexChildProposal(p, info.minDepth, info.idealDepth, info.maxDepth)
                    let cd = measure(c, cp)
                    d = flexDimension(p, cp, cd, info.minDepth, info.idealDepth, info.maxDepth)
                    localZ[Int(c)] = aligned(cd)
                case .offset:
                    d = measure(c, p)
                    localZ[Int(c)] = info.value
                case .padding:
                    let cp = p.isNaN ? Double.nan : Swift.max(0, p - info.front - info.back)
                    d = measure(c, cp) + info.front + info.back
                    localZ[Int(c)] = info.back
                }
            } else {
                for i in 0..<count { d = Swift.max(d, measure(child(node, i), p)) }
            }
            depth[Int(n)] = d
            return d
        }
        _ = runPass { measure(tree.root, .nan) }
        // z positions top-down; parents have higher indices than children
        // only usually, so walk from the root.
        var z = [Double](repeating: 0, count: nodeCount)
        var stack: [Int32] = [tree.root]
        while let n = stack.popLast() {
            let node = nodes[Int(n)]
            for i in 0..<Int(node.childCount) {
                let c = child(node, i)
                z[Int(c)] = z[Int(n)] + localZ[Int(c)]
                stack.append(c)
            }
        }
        return (z, depth)
    }
}
