import Foundation

/// A type that you use to create custom alignment guides.
///
/// Implement `defaultValue(in:)` to give the guide's offset from the view's
/// origin when no `alignmentGuide(_:computeValue:)` sets it explicitly.
public protocol AlignmentID {
    /// The guide's offset from the view's origin where no view sets it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide, as the engine sees it: the guide's
/// `AlignmentID` type, its axis, a code for the built-in guides (which take a
/// fast path) and one bit of an 8-bit mask that nodes use to say "an explicit
/// value for this guide may exist below me".
struct AlignmentKey: Equatable, @unchecked Sendable {
    enum Builtin: UInt8 {
        case custom, leading, hCenter, trailing, top, vCenter, bottom, firstTextBaseline, lastTextBaseline
    }
    let type: any AlignmentID.Type
    /// The bit of this guide in a node's explicit-guide mask. The two
    /// baselines (the guides that text sets) own bits 0 and 1, the other
    /// built-in guides bits 2...7, and custom guides hash into those, so a
    /// clear bit proves no explicit value exists below a node (a shared bit
    /// only costs a look). Computed once here: hashing an identifier on
    /// every stack pass is measurable. A byte, so that it fits in the
    /// 16-byte `Node`.
    let maskBit: UInt8
    let builtin: Builtin
    let isVertical: Bool
    /// Zeros in what would otherwise be padding, so that payloads holding
    /// keys (frames, stacks) compare as bytes (Incremental/TreeDiff.swift); the
    /// key is 24 bytes.
    private let zero8: UInt8 = 0
    private let zero32: UInt32 = 0

    /// The guide's identity: its `AlignmentID` type (not stored: the type
    /// is, and a smaller key makes smaller frame and stack payloads).
    var identifier: ObjectIdentifier { ObjectIdentifier(type) }

    init(_ type: any AlignmentID.Type, vertical: Bool, builtin: Builtin = .custom) {
        self.type = type
        self.builtin = builtin
        self.isVertical = vertical
        switch builtin {
        case .firstTextBaseline: maskBit = 1
        case .lastTextBaseline: maskBit = 2
        // The six other built-in guides each own a bit; custom ones share.
        case .leading, .hCenter, .trailing, .top, .vCenter, .bottom:
            maskBit = 1 << (builtin.rawValue + 1)
        default:
            let h = UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)) &* 0x9E37_79B9_7F4A_7C15
            maskBit = 1 << (2 + (h >> 32) % 6)
        }
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.identifier == b.identifier }

    /// The guide's value when no explicit value is set.
    @inline(__always)
    func defaultValue(width: Double, height: Double, dimensions: () -> ViewDimensions) -> Double {
        switch builtin {
        case .leading, .top: return 0
        case .hCenter: return width / 2
        case .vCenter: return height / 2
        case .trailing: return width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .custom: return Double(type.defaultValue(in: dimensions()))
        }
    }

    /// How a container merges its children's explicit values for this guide:
    /// the top-most first baseline, the bottom-most last baseline, and the
    /// mean for every other guide (Fidelity, "Alignment guides").
    func combine(_ values: inout (sum: Double, count: Int, min: Double, max: Double)) -> Double? {
        guard values.count > 0 else { return nil }
        switch builtin {
        case .firstTextBaseline: return values.min
        case .lastTextBaseline: return values.max
        default: return values.sum / Double(values.count)
        }
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, vertical: false)
    }
    init(builtin: AlignmentKey.Builtin, _ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, vertical: false, builtin: builtin)
    }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge: x = 0 in the view's own coordinates.
    public static let leading = HorizontalAlignment(builtin: .leading, Leading.self)
    /// The horizontal centre: half the view's width.
    public static let center = HorizontalAlignment(builtin: .hCenter, Center.self)
    /// The trailing edge: x = the view's width.
    public static let trailing = HorizontalAlignment(builtin: .trailing, Trailing.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, vertical: true)
    }
    init(builtin: AlignmentKey.Builtin, _ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, vertical: true, builtin: builtin)
    }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge: y = 0 in the view's own coordinates.
    public static let top = VerticalAlignment(builtin: .top, Top.self)
    /// The vertical centre: half the view's height.
    public static let center = VerticalAlignment(builtin: .vCenter, Center.self)
    /// The bottom edge: y = the view's height.
    public static let bottom = VerticalAlignment(builtin: .bottom, Bottom.self)
    /// A guide marking the top-most text baseline in a view; the bottom edge
    /// of views without text.
    public static let firstTextBaseline = VerticalAlignment(builtin: .firstTextBaseline, FirstTextBaseline.self)
    /// A guide marking the bottom-most text baseline in a view; the bottom
    /// edge of views without text.
    public static let lastTextBaseline = VerticalAlignment(builtin: .lastTextBaseline, LastTextBaseline.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, @unchecked Sendable {
    /// The alignment on the x axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the y axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from a guide on each axis.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes: the default of `ZStack`, `frame` and `overlay`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides in its own coordinate space.
///
/// Guide subscripts ask the layout engine for the view's explicit value
/// (set by `alignmentGuide` below it, or a text baseline) and fall back to the
/// guide's default.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    /// The view's width as laid out, in points.
    public let width: CGFloat
    /// The view's height as laid out, in points.
    public let height: CGFloat
    let source: GuideSource?

    init(width: Double, height: Double, source: GuideSource?) {
        self.width = CGFloat(width)
        self.height = CGFloat(height)
        self.source = source
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// The guide's value in the view: its explicit value if one is set, else the
    /// guide's default (see Fidelity, "Alignment guides").
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The guide's value in the view: its explicit value (an `alignmentGuide`, a
    /// text baseline) if one is set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The guide's explicit value in the view, or `nil` when only its default applies.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The guide's explicit value in the view, or `nil` when only its default applies.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let s = source else { return nil }
        return s.engine.explicitGuide(s.node, key, s.proposal, Size(w: Double(width), h: Double(height))).map { CGFloat($0) }
    }

    func value(_ key: AlignmentKey) -> CGFloat {
        if let e = explicitValue(key) { return e }
        return CGFloat(key.defaultValue(width: Double(width), height: Double(height)) { self })
    }
}

/// Where a `ViewDimensions` reads explicit guides from: one node of a layout
/// pass at the proposal it was given.
struct GuideSource {
    // Strong: a ViewDimensions kept past the layout pass must stay readable.
    let engine: LayoutEngine
    let node: Int32
    let proposal: Proposal
}
