import Foundation

// Sheets, covers, popovers, alerts and dialogs appear over a view when
// state asks for them. A still layout shows the view as it is before any
// is presented: each modifier is accepted, returns the view unchanged and
// never evaluates its content.

/// Whether something is shown: automatically, always or never.
/// Accepted; no effect on a still layout.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The component decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The sizes a sheet can rest at (`.presentationDetents([.medium])`).
/// Accepted; no sheet is shown in a still layout.
public struct PresentationDetent: Hashable, Sendable {
    let kind: String
    let value: CGFloat
    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: "medium", value: 0)
    /// The full height a sheet can take.
    public static let large = PresentationDetent(kind: "large", value: 0)
    /// A fixed height, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: "height", value: height) }
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: "fraction", value: fraction) }
}

nonisolated extension View {
    /// Presents `content` as a sheet while `isPresented` is true. Accepted;
    /// nothing is presented on a still layout.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a sheet for `item` while it is not nil. Accepted; nothing is
    /// presented on a still layout.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents `content` over the whole screen while `isPresented` is true.
    /// Accepted; nothing is presented on a still layout.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a cover for `item` while it is not nil. Accepted; nothing is
    /// presented on a still layout.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents `content` in a popover while `isPresented` is true.
    /// Accepted; nothing is presented on a still layout.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents an alert while `isPresented` is true. Accepted; nothing is
    /// presented on a still layout.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true.
    /// Accepted; nothing is presented on a still layout.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert about `data` while `isPresented` is true. Accepted;
    /// nothing is presented on a still layout.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents a confirmation dialog while `isPresented` is true. Accepted;
    /// nothing is presented on a still layout.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents a confirmation dialog with a message while `isPresented` is
    /// true. Accepted; nothing is presented on a still layout.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    /// The sizes a sheet holding this view rests at. Accepted; no effect on
    /// a still layout.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether a sheet holding this view shows a drag indicator. Accepted;
    /// no effect on a still layout.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Stops the user dismissing a sheet holding this view interactively.
    /// Accepted; no effect on a still layout.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
