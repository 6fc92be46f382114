import Foundation

/// The kinds of section views a lazy stack or grid keeps pinned to the
/// bounds of its scroll view while the section is visible.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits of the set: 1 for headers, 2 for footers.
    public let rawValue: UInt32
    /// Creates a set from its raw bits; `.init()` pins nothing.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header of each `Section`.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer of each `Section`.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The part of a `Section` a node came from, recorded for the containers
/// that treat sections specially (lazy stacks and grids pin headers and
/// footers; a lazy grid starts a new row after each).
public enum _SectionRole: UInt8, Sendable {
    case header, footer
}

/// A container view that you can use to add hierarchy within certain views:
/// a header, content and a footer. Outside lazy stacks and grids its parts
/// simply join the parent's children in that order, as a `Group` would.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// False for a collapsed section (`Section(isExpanded:)`): its header only.
    var isExpanded = true

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with the provided section content (the older form,
    /// with header and footer given as values).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and a header value.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content and a footer value.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided content and a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and content that shows only while
    /// `isExpanded` is true (a collapsible section).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a collapsible section with a text header.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
        self.isExpanded = isExpanded.wrappedValue
    }
}
