import Foundation

/// A proposal for the size of a view: `nil` on an axis asks for the ideal size,
/// `0` for the minimum and `.infinity` for the maximum (the Layout protocol's
/// vocabulary, which every container here speaks).
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed width, or `nil` to ask for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the view's ideal height.
    public var height: CGFloat?

    /// Creates a proposal with the given dimensions; `nil` leaves an axis unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly the given size on both axes.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal of zero on both axes, which asks each view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal of infinity on both axes, which asks each view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal of `nil` on both axes, which asks each view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced by the given size's.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The x axis: widths, and the direction an `HStack` arranges its children.
    case horizontal = 0
    /// The y axis: heights, and the direction a `VStack` arranges its children.
    case vertical = 1

    /// A set of axes, as `ScrollView`, `ViewThatFits` and
    /// `containerRelativeFrame` take it.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set: 1 for horizontal, 2 for vertical.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding the horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The set holding the vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// An enumeration indicating one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The four edges, in the layout direction: leading is left in left-to-right
    /// layouts and right in right-to-left ones.
    case top, leading, bottom, trailing

    /// A set of edges, as `padding`, `ignoresSafeArea` and `safeAreaPadding` take it.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set, one per edge in the order of the cases.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        /// The set holding the top edge.
        public static let top = Set(.top)
        /// The set holding the leading edge.
        public static let leading = Set(.leading)
        /// The set holding the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set holding the trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges: the default of `padding(_:_:)` and `ignoresSafeArea`.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts) and the trailing edge.
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set: 1 for leading, 2 for trailing.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ e: HorizontalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The set holding the leading edge.
        public static let leading = Set(.leading)
        /// The set holding the trailing edge.
        public static let trailing = Set(.trailing)
        /// Both horizontal edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge and the bottom edge.
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set: 1 for top, 2 for bottom.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The set holding the top edge.
        public static let top = Set(.top)
        /// The set holding the bottom edge.
        public static let bottom = Set(.bottom)
        /// Both vertical edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle, in the layout direction
/// (leading and trailing, not left and right).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// Creates insets from the four distances, each zero unless given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, from 0 at the leading edge to 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position, from 0 at the top to 1 at the bottom.
    public var y: CGFloat
    /// Creates the point at the top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// Creates a point from its unit coordinates; values outside 0...1 lie
    /// outside the view's bounds.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
