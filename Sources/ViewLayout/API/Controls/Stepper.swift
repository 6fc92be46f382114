import Foundation

/// A control that performs increment and decrement actions: the label at
/// the leading edge, the minus/plus control at the trailing edge, filling
/// the offered width (PlatformMetrics, "Stepper").
nonisolated public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label

    /// Creates a stepper that calls the given closures when pressed.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// Creates a stepper that calls the given closures when pressed (the
    /// label last).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a stepper that changes a value by a step.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a stepper that changes a value by a step within a range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        if resolver.environment._labelsHidden {
            resolver.make(_StepperControl())
        } else {
            resolver.make(HStack {
                view.label
                Spacer()
                _StepperControl()
            })
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title that calls the given closures when pressed.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// Creates a stepper with a title that changes a value by a step.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// Creates a stepper with a title that changes a value by a step within a range.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }
}

/// The minus/plus control: two halves on a rounded platter with a
/// separator between them (PlatformMetrics, "Stepper"; the glyphs are drawn
/// as bars a third of a half's width).
nonisolated struct _StepperControl: View {
    var body: some View {
        let size = ControlMetrics.stepperSize
        let bar = CGSize(width: 14, height: 2)
        HStack(spacing: 0) {
            Rectangle().frame(width: bar.width, height: bar.height)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Rectangle().fill(Color.secondary).frame(width: 1, height: size.height / 2)
            ZStack {
                Rectangle().frame(width: bar.width, height: bar.height)
                Rectangle().frame(width: bar.height, height: bar.width)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(width: size.width, height: size.height)
        .background(RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius).fill(ControlMetrics.controlFill))
    }
}
