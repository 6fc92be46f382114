import Foundation

/// A container view that defines its content as a function of its own size
/// and coordinate space.
///
/// Layout (swiftuifieldguide, "GeometryReader": "a geometry reader always
/// accepts the proposed size … By default, the geometry reader places its
/// contents at the top-leading corner"; Fidelity, "Ideal sizes and sizing
/// modifiers"):
/// - it takes the proposed size; an unspecified dimension is 10, the
///   platform's default ideal size that shapes also have (swiftuifieldguide,
///   "Ideal Size": "10×10, which is a platform default for many views");
/// - its content is resolved when the reader is placed, with a proxy that
///   knows its size and frames (Resolve/DeferredContent.swift), proposed the
///   reader's size, and placed at the top-leading corner (the leading one is
///   the right in a right-to-left layout).
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    /// The closure that builds the content from the reader's geometry; it runs
    /// when the reader is placed.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its size and frames.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// A proxy for access to the size and coordinate space (for anchor
/// resolution) of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in root (global) coordinates, as laid out (not
    /// rounded to pixels: Fidelity, "Pixel rounding", notes GeometryReader
    /// values are reported unrounded).
    let globalFrame: CGRect
    /// The named coordinate spaces around the reader, innermost last.
    let spaces: [(name: AnyHashable, frame: CGRect)]
    /// The frame of the nearest scroll view, if any.
    let scrollFrame: CGRect?

    /// The container view's bounds rectangle, converted to a defined
    /// coordinate space: `.local` is the reader's own (origin 0, 0),
    /// `.global` the root's, `.named(n)` that of the nearest view given
    /// `coordinateSpace(name: n)` around the reader. A name that no
    /// enclosing view has falls back to global coordinates, as SwiftUI does.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            if let space = spaces.last(where: { $0.name == name }) {
                return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
            }
            return globalFrame
        case .scrollView:
            if let f = scrollFrame { return globalFrame.offsetBy(dx: -f.minX, dy: -f.minY) }
            return globalFrame
        }
    }

    /// The container view's bounds rectangle in a coordinate space given as
    /// `.local`, `.global`, `.named(_:)` or `.scrollView` (iOS 17's form).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
    /// The coordinate space of the nearest scroll view (iOS 17's
    /// `.scrollView`): its bounds, not its scrolled content.
    case scrollView

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global coordinate space.
    public init() {}
    /// Always ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local coordinate space.
    public init() {}
    /// Always ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space: the local space of the view given
/// `coordinateSpace(_:)` with the same name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The space named, as ``CoordinateSpace/named(_:)`` or ``CoordinateSpace/scrollView``.
    public let coordinateSpace: CoordinateSpace
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }
    /// The named coordinate space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .scrollView) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { .named(name) }
    /// The named coordinate space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so other code (a
    /// GeometryProxy's `frame(in: .named(name))`) can operate on dimensions
    /// like points and sizes relative to the named space. It changes no
    /// layout: the name is recorded beside the view's node.
    public consuming func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Assigns a name to the view's coordinate space (iOS 17's form).
    /// (`.scrollView` names nothing new: every scroll view is one already.)
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        var key: AnyHashable? = nil
        if case .named(let n) = name.coordinateSpace { key = n }
        return modifier(_CoordinateSpaceModifier(name: key))
    }
}

nonisolated public struct _CoordinateSpaceModifier: ViewModifier {
    public typealias Body = Never
    let name: AnyHashable?
}
