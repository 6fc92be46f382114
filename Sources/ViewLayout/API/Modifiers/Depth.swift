import Foundation

// The depth axis of visionOS. Views carry a depth (0 for flat content:
// shapes, text, images and every container of them) and a z position (their
// back face, toward the viewer from the root's plane). Depth is laid out in
// a pass of its own after the 2D pass, only when the tree holds a depth
// modifier, so flat content never pays for it.

/// A type that you use to create custom depth alignment guides.
public protocol DepthAlignmentID {
    /// The guide's value in a view that sets no explicit value for it, measured
    /// from the view's back face.
    static func defaultValue(in context: ViewDimensions3D) -> CGFloat
}

/// A view's size in three dimensions, as a depth alignment guide sees it.
public struct ViewDimensions3D: Equatable, Sendable {
    /// The view's width, in points.
    public let width: CGFloat
    /// The view's height, in points.
    public let height: CGFloat
    /// The view's depth, in points; 0 for flat content.
    public let depth: CGFloat

    /// The guide's value in the view, measured from its back face.
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
    /// The four edges of the 2D layout, and the front face (toward the viewer)
    /// and back face of the depth axis.
    case top, bottom, leading, trailing, front, back

    /// The 3D edge that is the given 2D edge.
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
        /// The bits of the set, one per edge in the order of the cases.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ e: Edge3D) { self.init(rawValue: 1 << e.rawValue) }
        /// The set holding the top edge.
        public static let top = Set(.top)
        /// The set holding the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set holding the leading edge.
        public static let leading = Set(.leading)
        /// The set holding the trailing edge.
        public static let trailing = Set(.trailing)
        /// The set holding the front face.
        public static let front = Set(.front)
        /// The set holding the back face.
        public static let back = Set(.back)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// The front and back faces.
        public static let depth: Set = [.front, .back]
        /// All six edges and faces.
        public static let all: Set = [.top, .bottom, .leading, .trailing, .front, .back]
    }
}

/// The inset distances for the faces of a 3D volume.
public struct EdgeInsets3D: Equatable, Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge, in points.
    public var trailing: CGFloat
    /// The inset from the front face, in points.
    public var front: CGFloat
    /// The inset from the back face, in points.
    public var back: CGFloat

    /// Creates insets from the six distances, each zero unless given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0, front: CGFloat = 0, back: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.front = front
        self.back = back
    }

    /// Creates zero insets on every face.
    public init() { self.init(top: 0) }

    /// The same inset on both faces of each axis.
    public init(horizontal: CGFloat, vertical: CGFloat, depth: CGFloat) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal, front: depth, back: depth)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified
    /// depth ("frame(depth:alignment:)" page): a given depth is proposed to
    /// the view and is the frame's depth; nil keeps the view's own. Width
    /// and height are untouched.
    public consuming func frame(depth: CGFloat?, alignment: DepthAlignment = .center) -> some View {
        modifier(_DepthModifier(kind: .fixedFrame, depth: depth, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified
    /// depth constraints: the flexible frame's rule (quoted on the page; Fidelity,
    /// "Frames") applied to the depth axis.
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
    /// padding (16: Fidelity, "Padding, Spacer and Divider") on every face.
    /// The documentation does not give the depth default; using the same 16
    /// is an assumption [unverified].
    public consuming func padding3D(_ edges: Edge3D.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_Padding3DModifier(edges: edges, insets: nil, length: length))
    }
}

nonisolated public struct _DepthModifier: ViewModifier {
    public typealias Body = Never
    let kind: DepthInfo.Kind
    var depth: CGFloat? = nil
    var minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil
    var alignment: DepthAlignment = .center
}

nonisolated public struct _Padding3DModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge3D.Set
    let insets: EdgeInsets3D?
    let length: CGFloat?
}
