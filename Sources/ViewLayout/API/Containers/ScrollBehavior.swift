import Foundation

// Scrolling behaviour: what a scroll view does when the user drags it or
// code scrolls it. A still layout shows every scroll view at its starting
// offset, so these are accepted and change no frame.

/// A proxy that scrolls the scroll views inside a `ScrollViewReader`;
/// `scrollTo` does nothing on a still layout.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with the given id; accepted without effect.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view whose content can scroll its scroll views to a view by id. It
/// adds no view of its own: the content lays out as without it.
nonisolated public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a reader whose content receives a `ScrollViewProxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(view.content)
    }
}

/// How a scroll view settles after a drag.
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behaviour.
    public init() {}
}

/// Settles with a view aligned to the edge (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the view-aligned behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settle on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settle with a view aligned to the scroll view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// How scrolling dismisses the keyboard.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    /// The platform's default.
    case automatic
    /// As soon as scrolling starts.
    case immediately
    /// As the drag moves past the keyboard.
    case interactively
    /// Never.
    case never
}

/// Whether a scroll view bounces at its ends.
public enum ScrollBounceBehavior: Hashable, Sendable {
    /// The platform's default: always.
    case automatic
    /// Always bounce.
    case always
    /// Bounce only when the content is larger than the scroll view.
    case basedOnSize
}

nonisolated extension View {
    /// Sets how scroll views inside settle after a drag; accepted.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Marks the layout whose views are the scroll targets; accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Binds the scroll position to the id of the view at the anchor; accepted
    /// (the scroll view shows its start).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    /// Disables scrolling; accepted (a still layout does not scroll).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Sets how scrolling dismisses the keyboard; accepted.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Sets whether scroll views bounce; accepted.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Lets scroll views' content draw outside their bounds; accepted.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Sets where a scroll view starts. Accepted, but not followed: scroll
    /// views here always show their start, where iOS would show the anchor
    /// (a chat scrolled to its end).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shown: Bool?
    /// The platform's default: shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(shown: nil)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(shown: true)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(shown: false)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(shown: false)
}

nonisolated extension View {
    /// Sets whether scroll views inside show their indicators; accepted (a
    /// still layout draws no indicator).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
}
