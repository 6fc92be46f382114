import Foundation

/// A control used to select a color: the label at the leading edge, a
/// colour well at the trailing edge, filling the offered width
/// (PlatformMetrics, "DatePicker and ColorPicker": the well's size is unverified).
nonisolated public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let selection: Color
    let label: Label

    /// Creates a colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let d = ControlMetrics.colorWellDiameter
        let well = Circle().fill(view.selection).frame(width: d, height: d)
        if resolver.environment._labelsHidden {
            resolver.make(well)
        } else {
            resolver.make(HStack {
                view.label
                Spacer()
                well
            })
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
