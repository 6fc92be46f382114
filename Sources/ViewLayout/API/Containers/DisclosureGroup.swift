import Foundation

/// A view that shows or hides another content view, based on the state of
/// a disclosure control.
///
/// Its label sits at the leading edge with a chevron at the trailing edge
/// (pointing right when collapsed, down when expanded), in a 17-point box
/// (PlatformMetrics, "GroupBox, DisclosureGroup and LabeledContent"); when
/// expanded the content follows. In a list the label and each view of the
/// content are rows of their own.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// Creates a disclosure group with the given label and content, collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    /// Creates a disclosure group that is expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group with a text label, collapsed.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// Creates a disclosure group with a text label, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

/// A stylized view, with an optional label, that visually collects a
/// logical grouping of content: the label above the content, both inset in
/// a rounded rectangle of the secondary grouped background [unverified:
/// PlatformMetrics, "GroupBox, DisclosureGroup and LabeledContent", has no
/// value; 16 of padding, 8 between label and content, corner radius 8].
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided view content and label (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The label in headline type above the content, in a rounded box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.environment(\.font, .headline)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(GroupBoxMetrics.background))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and a text title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

enum GroupBoxMetrics {
    /// `secondarySystemBackground`, light: #F2F2F7 (noahgilmore.com,
    /// "Backwards compatibility for iOS 13 system colors").
    static let background = Color(name: "secondarySystemBackground", 242, 242, 247)
}

/// A container for attaching a label to a value-bearing view: the label at
/// the leading edge, the value at the trailing edge in the secondary colour
/// (PlatformMetrics, "GroupBox, DisclosureGroup and LabeledContent").
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label leading, the value trailing, a flexible space between.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            content.foregroundColor(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled element with a text title and a view for the value.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view with a string value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view with a formatted value.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
