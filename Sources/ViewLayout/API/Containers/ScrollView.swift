import Foundation

/// A scrollable view.
///
/// Layout (the ScrollView page: "The scroll view displays its content within
/// the scrollable content region"; swiftuifieldguide's ideal-size page: "when
/// we use a scroll view, views will also render at their ideal width, ideal
/// height, or ideal size (depending on the scroll view's configuration)"):
/// - the content is proposed unspecified (nil) along the scroll axes and the
///   scroll view's proposal, less the content margins, across them;
/// - the scroll view takes its proposal as its size; where the proposal is
///   unspecified it takes the content's size plus the margins;
/// - the content sits at the top-leading content margin, moved by the
///   content offset along the scroll axes (`ScrollOffsets`, given to the
///   layout entry point, clamped to the scrollable range); across an axis
///   it does not scroll, content narrower than the scroll view is centred
///   (as in SwiftUI, where `ScrollView { Text("…") }` shows the text centred
///   at the top);
/// - several views given as content are stacked along the axis, as a
///   `VStack` (vertical) or an `HStack` (horizontal only) would;
/// - drawing is clipped to the scroll view's bounds grown into the
///   container safe-area insets that its edges touch, and the lazy content
///   inside is created for that region (swiftuifieldguide's scroll view
///   page: "By default, a scroll view will not clip to the safe area, but
///   draws its content behind any insets. To make sure the scroll view's
///   contents is always visible, it insets its content"). The content is
///   inset as before, since the scroll view is laid out in the safe area:
///   only what is scrolled under a bar is drawn and created there
///   (`PlacedView.clipShapes`, `ClipShape.bounds`).
nonisolated public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view shows indicators (not drawn here).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// Creates a scroll view over the content, vertical unless `axes` says otherwise.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

/// How far each scroll view of a layout is scrolled: its content offset, the
/// distance in points the content has moved up (y) and toward the leading
/// edge (x) from its resting position, as UIKit's `contentOffset` and
/// SwiftUI's `ScrollGeometry.contentOffset` measure it (0 shows the start of
/// the content after its top / leading margin).
///
/// A scroll view marked `.id(_:)` uses the offset given for its id; the
/// others use `all`. An offset beyond the scrollable range is clamped to it
/// (0 ... content length + margins − visible length), the resting position
/// a scroll view returns to; a NaN or infinite offset is reported and 0 is
/// used.
public struct ScrollOffsets: @unchecked Sendable {
    /// The offset of every scroll view not given one by id.
    public var all: CGPoint
    var byID: [AnyHashable: CGPoint] = [:]

    /// Every scroll view at `offset` (zero: the start of the content).
    public init(_ offset: CGPoint = .zero) {
        all = offset
    }

    /// Every scroll view scrolled by `x` and `y`.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        all = CGPoint(x: x, y: y)
    }

    /// The offset of the scroll view marked `.id(id)` (`all` when none was set).
    public subscript<ID: Hashable>(id id: ID) -> CGPoint {
        get { byID[AnyHashable(id)] ?? all }
        set { byID[AnyHashable(id)] = newValue }
    }

    /// These offsets with the scroll view marked `.id(id)` at `offset`.
    public func scrolling<ID: Hashable>(_ id: ID, to offset: CGPoint) -> ScrollOffsets {
        var copy = self
        copy[id: id] = offset
        return copy
    }

    func offset(for id: AnyHashable?) -> CGPoint {
        if let id, let o = byID[id] { return o }
        return all
    }
}

// MARK: - contentMargins

/// The placement of margins (`contentMargins(_:for:)`): different parts of a
/// view take their margins from different placements.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: UInt8
    /// The automatic placement: used by every part that was given no margin
    /// of its own placement.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scroll content placement: the margins of a scroll view's content.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The scroll indicators placement: the margins of a scroll view's indicators.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// The margins set by `contentMargins` modifiers around a view: for each
/// placement and edge, the innermost value given (nil where none was).
struct ContentMargins {
    /// [placement][edge], edges in `Edge` order (top, leading, bottom, trailing).
    var values: [[Double?]] = Array(repeating: [nil, nil, nil, nil], count: 3)

    /// The margins a part of `placement` uses: its own placement's value on
    /// each edge, else the automatic one, else 0 (the ScrollView's default
    /// content margin on iOS beyond the safe area).
    func resolved(_ placement: ContentMarginPlacement) -> Insets {
        func edge(_ e: Edge) -> Double {
            values[Int(placement.rawValue)][Int(e.rawValue)] ?? values[0][Int(e.rawValue)] ?? 0
        }
        return Insets(top: edge(.top), leading: edge(.leading), bottom: edge(.bottom), trailing: edge(.trailing))
    }
}

struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension EnvironmentValues {
    var _contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Configures the content margin for a provided placement: `length` on
    /// the given edges (nil: the placement's default). The margins are added
    /// to the scroll view's content inset (the contentMargins page: "the
    /// scroll view will automatically inset its content by the safe area plus
    /// an additional 20 points"). "When applying multiple contentMargins
    /// modifiers, modifiers with the same placement will override modifiers
    /// higher up in the view hierarchy": the innermost wins, edge by edge.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) },
                                         placement: placement))
    }

    /// Configures the content margin for a provided placement: the given
    /// insets on the given edges.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Configures the content margin for a provided placement: `length` on
    /// all edges.
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

nonisolated public struct _ContentMarginsModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    /// nil: the placement's default (a `nil` length).
    let insets: EdgeInsets?
    let placement: ContentMarginPlacement
}
