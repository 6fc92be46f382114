import Foundation

/// A result builder that constructs views from closures: any number of
/// children (a parameter pack), `if`/`else`, `if let`, `switch` and
/// availability checks.
///
/// The builder's functions are inlinable: a `body` specialises them for its
/// own types, so building a conditional or a tuple of views is a plain
/// construction there, where an unspecialised call looked up the generic
/// type's metadata in the runtime's cache (a few hundred instructions) for
/// every element of a `ForEach`.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view through unchanged.
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block: an ``EmptyView``.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view: that view.
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views: a ``TupleView`` of them, any number.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // An expansion, not a `for` loop over the pack: the loop copied
        // every element out of the tuple before resolving it.
        TupleView(_elements: (repeat each content)) { value, resolver in
            repeat resolver.make(each value)
        }
    }
    /// An `if` without `else`: the view, or nothing when the condition fails.
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: the view, or nothing when the condition fails.
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }
    /// A branch under `if #available`: erased to an ``AnyView``.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view created from a block of several views, `T` the tuple of their
/// types; each produces its own nodes.
///
/// Generic over the tuple, as SwiftUI's, not over a parameter pack: a
/// struct with a pack-expansion field has no fixed layout, so every copy of
/// a view holding one (a row's `HStack { … }.padding()`) went through the
/// runtime's value witnesses and looked its tuple's metadata up under a
/// lock, several hundred instructions a copy. The builder, which knows the
/// element types, stores how to resolve them; a tuple view made with
/// ``init(_:)`` finds its elements by reflection.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views of the block, in order.
    public var value: T
    /// Resolves the elements of `value` in order (the builder's); nil for
    /// a tuple view made from a value alone.
    @usableFromInline let resolveElements: ((T, _ViewResolver) -> Void)?

    /// Creates a view of the views in the tuple `value`, laid out as
    /// siblings in the container.
    public init(_ value: T) {
        self.value = value
        resolveElements = nil
    }

    /// A tuple view whose elements `resolve` makes in order (``ViewBuilder``'s).
    @inlinable init(_elements value: T, resolve: @escaping (T, _ViewResolver) -> Void) {
        self.value = value
        resolveElements = resolve
    }

    @inlinable @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        if let resolve = view.resolveElements { return resolve(view.value, resolver) }
        _makeReflected(view.value, resolver)
    }

    /// The elements of a tuple made without the builder: those that are
    /// views, in order (a single view is itself the element).
    @usableFromInline static func _makeReflected(_ value: T, _ resolver: _ViewResolver) {
        if let view = value as? any View { return resolver.make(view) }
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { resolver.make(view) }
        }
    }
}

/// The result of an `if`/`else` or `switch` in a view builder. An enum of
/// its own rather than a struct around a nested one: switching on it reads
/// the metadata `_makeView` is given, where a nested generic enum's
/// metadata was looked up in the runtime's cache on every use.
nonisolated public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    case trueContent(TrueContent)
    case falseContent(FalseContent)

    @inlinable @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        switch view {
        case .trueContent(let v): TrueContent._makeView(v, resolver)
        case .falseContent(let v): FalseContent._makeView(v, resolver)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        if let v = view { Wrapped._makeView(v, resolver) }
    }
}

/// A view that doesn't contain any content; it produces no node, so a stack
/// gives it neither space nor spacing.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {}
}

/// A type that collects multiple instances of a content type into a single
/// unit. Its children join the parent's children; a modifier applied to the
/// group applies to each of them, as in SwiftUI.
nonisolated public struct Group<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let content: Content
    /// Creates a group of the views the builder produces.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        Content._makeView(view.content, resolver)
    }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let make: (_ViewResolver) -> Void

    /// Erases a view's type; an `AnyView` of an `AnyView` is not wrapped twice.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.make = erased.make
        } else {
            self.make = { V._makeView(view, $0) }
        }
    }

    /// Erases a view's type, as ``init(_:)`` does.
    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        view.make(resolver)
    }
}

/// A structure that computes views on demand from an underlying collection
/// of identified data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    /// The collection the views are computed from.
    public var data: Data
    /// The view builder called for each element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// Creates views from a collection, identifying each element by the key path.
    /// Inside a lazy stack or grid, only the elements the container shows are built.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    /// A range of integers, the usual data, is expanded here, in the
    /// caller's module, specialised for its content; other data and the
    /// lazy and tagged cases take the library's generic path.
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        if Data.self == Range<Int>.self, resolver._expandsElements(count: view.data.count) {
            let range = unsafeBitCast(view.data, to: Range<Int>.self)
            let content = view.content
            var i = range.lowerBound
            if i < range.upperBound {
                // The first element tells how much room the rest need.
                let before = resolver._sizes
                Content._makeView(content(unsafeBitCast(i, to: Data.Element.self)), resolver)
                resolver._reserveForElements(since: before, remaining: range.count - 1)
                i += 1
            }
            while i < range.upperBound {
                Content._makeView(content(unsafeBitCast(i, to: Data.Element.self)), resolver)
                i += 1
            }
            return
        }
        _makeElements(view, resolver)
    }

    @usableFromInline static func _makeElements(_ view: Self, _ resolver: _ViewResolver) {
        if resolver.deferElements {
            // A direct child of a lazy container: its elements are resolved
            // during layout, only those the container creates.
            let data = view.data, content = view.content
            resolver.addDeferred(count: data.count) { request, r in
                let element = data[data.index(data.startIndex, offsetBy: request.index)]
                Content._makeView(content(element), r)
            }
            return
        }
        resolver.reserve(view.data.count)
        // In a picker or a tab view each element is tagged with its id.
        if resolver.isCollecting(TagKey.self) { return resolver.makeTagged(view) }
        // A session tracking what bodies read (Resolve/BodyTracking.swift).
        if resolver.tracker != nil { return BodyTracker.makeElements(view.data, view.content, resolver) }
        // Read once: a field of a generic struct read in the loop asked the
        // runtime for `ForEach<…>`'s metadata per element.
        let content = view.content
        var first = true
        for element in view.data {
            if first {
                // The first element tells how much room the rest need.
                first = false
                let before = resolver._sizes
                Content._makeView(content(element), resolver)
                resolver._reserveForElements(since: before, remaining: view.data.count - 1)
                continue
            }
            Content._makeView(content(element), resolver)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views from a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Creates views over a closed range of integers.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
