import Foundation

/// A control for selecting a value from a bounded linear range. It fills
/// the offered width and is as tall as iOS's slider (PlatformMetrics,
/// "Slider"); on iOS its label is not shown (it names the slider for
/// accessibility), its minimum and maximum value labels sit at its ends.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        self.fraction = _fraction(value, in: bounds)
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    /// Creates a slider with a label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// Creates a slider with a step, a label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(HStack {
            if let minimum = view.minimumValueLabel { minimum }
            _SliderTrack(fraction: view.fraction)
            if let maximum = view.maximumValueLabel { maximum }
        })
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }

    /// Creates a slider with a step and a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider over a range, 0...1 unless given.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// Creates a slider over a range with a step.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }
}

/// The track: as wide as offered, as tall as the slider, the part before
/// the thumb in the tint (PlatformMetrics, "Slider").
nonisolated struct _SliderTrack: View, _ComposedControl {
    typealias Body = Never
    let fraction: Double

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    func compose(_ environment: EnvironmentValues) -> some View {
        let tint = environment._tintColor
        let thumb = ControlMetrics.thumbDiameter
        let fraction = fraction
        return Color.clear
            .frame(maxWidth: .infinity)
            .frame(height: ControlMetrics.sliderHeight)
            .overlay {
                GeometryReader { proxy in
                    let travel = Swift.max(0, proxy.size.width - thumb)
                    let x = travel * fraction
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlMetrics.controlFill)
                            .frame(height: ControlMetrics.sliderTrackThickness)
                        Capsule().fill(tint)
                            .frame(width: x + thumb / 2, height: ControlMetrics.sliderTrackThickness)
                        _ControlThumb().offset(x: x)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
                }
            }
    }
}
