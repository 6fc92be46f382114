import Foundation

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set, one per region.
    public let rawValue: UInt
    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user
    /// interface, including elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard
    /// displayed over the view content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all = SafeAreaRegions(rawValue: .max)
}

nonisolated extension View {
    /// Expands the safe area of a view ("ignoresSafeArea(_:edges:)" page).
    ///
    /// The rule (OpenSwiftUI `_SafeAreaRegionsIgnoringLayout`, Chris
    /// Eidhof's measurement in Fidelity, "Safe area"): the view is sized as
    /// usual; when it is placed, each edge in `edges` whose frame reaches the
    /// safe-area boundary of a region in `regions` grows out to the far side
    /// of that region's inset, and the content is proposed the grown size. An edge
    /// that stops short of the boundary (a view with something between it
    /// and the edge) does not grow.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Shows the specified content above or below the modified view
    /// ("safeAreaInset(edge:alignment:spacing:content:)" page): the content
    /// is anchored to `edge`, the modified view is inset by the content's
    /// height plus `spacing`, and its safe area grows by the same amount.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing, content: content()))
    }

    /// Shows the specified content beside the modified view: the content is
    /// anchored to `edge`, the modified view is inset by the content's width
    /// plus `spacing`, and its safe area grows by the same amount.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing, content: content()))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// A fixed amount added to the safe area the view sees (the page's
    /// words); as in OpenSwiftUI's `SafeAreaPaddingModifier` (four
    /// `safeAreaInset`s of empty views with zero spacing) the view is inset
    /// like `padding`, and a view inside that ignores the safe area grows
    /// back over the padding and on through the insets beyond it.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: .all, insets: insets, length: nil))
    }

    /// Adds the provided insets into the safe area of this view.
    public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: .all, insets: nil, length: length))
    }

    /// Adds the provided insets into the safe area of this view; `nil` is
    /// the default padding (16 on iOS: Fidelity, "Padding, Spacer and
    /// Divider").
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: edges, insets: nil, length: length))
    }
}

nonisolated public struct _SafeAreaIgnoringModifier: ViewModifier {
    public typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set
}

nonisolated public struct _SafeAreaInsetModifier<Content: View>: ViewModifier {
    public typealias Body = Never
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Content
}

nonisolated public struct _SafeAreaPaddingModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let insets: EdgeInsets?
    let length: CGFloat?
}
