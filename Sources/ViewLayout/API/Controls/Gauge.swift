import Foundation

/// A view that shows a value within a range. iOS's automatic style is the
/// linear capacity gauge: the label above a bar across the offered width,
/// the minimum and maximum value labels at the bar's ends and the current
/// value label below (PlatformMetrics, "Gauge": the sizes are unverified).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                 minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = _fraction(value, in: bounds)
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._gaugeStyle
        let c = GaugeStyleConfiguration(
            value: view.fraction,
            label: _ControlContent(view.label),
            currentValueLabel: view.currentValueLabel.map { _ControlContent($0) },
            minimumValueLabel: view.minimumValueLabel.map { _ControlContent($0) },
            maximumValueLabel: view.maximumValueLabel.map { _ControlContent($0) })
        resolver.resolveStyleBody(resetting: { $0._gaugeStyle = DefaultGaugeStyle() }) { makeBody(style, c, resolver) }
    }

    private static func makeBody<S: GaugeStyle>(_ style: S, _ c: GaugeStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of a value in a range (0...1 unless given) with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label, a current value label and labels for
    /// the ends of its range.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

/// Defines the appearance of all gauges within a view.
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view a style makes for a gauge.
    associatedtype Body: View
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates a view that represents the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge.
public struct GaugeStyleConfiguration {
    /// A type-erased part of a gauge (its label, current value label or
    /// a bound's label).
    public typealias Label = _ControlContent
    /// A type-erased current value label.
    public typealias CurrentValueLabel = Label
    /// A type-erased label of a bound.
    public typealias MinimumValueLabel = Label
    /// A type-erased label of a bound.
    public typealias MaximumValueLabel = Label
    /// The value's position in the range, from 0 to 1.
    public var value: Double
    /// The label.
    public var label: GaugeStyleConfiguration.Label
    /// The current value label, if any.
    public var currentValueLabel: GaugeStyleConfiguration.Label?
    /// The minimum value label, if any.
    public var minimumValueLabel: GaugeStyleConfiguration.Label?
    /// The maximum value label, if any.
    public var maximumValueLabel: GaugeStyleConfiguration.Label?
}

/// The gauge style where none is set: the linear capacity gauge on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the automatic style.
    public init() {}
    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(configuration: configuration, kind: .linearCapacity)
    }
}

/// A bar filled to the value, the label above it and the bounds' labels at its ends.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity style.
    public init() {}
    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(configuration: configuration, kind: .linearCapacity)
    }
}

/// The widget styles: a bar with a marker, a filled bar, a ring with a
/// marker, a filled ring.
nonisolated public struct _AccessoryGaugeStyle: GaugeStyle {
    let kind: _GaugeBody.Kind
    /// The accessory gauge.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(configuration: configuration, kind: kind)
    }
}

/// A bar with a marker at the value (a widget's gauge).
public typealias AccessoryLinearGaugeStyle = _AccessoryGaugeStyle
/// A bar filled to the value (a widget's gauge).
public typealias AccessoryLinearCapacityGaugeStyle = _AccessoryGaugeStyle
/// A ring with a marker at the value (a widget's gauge).
public typealias AccessoryCircularGaugeStyle = _AccessoryGaugeStyle
/// A ring filled to the value (a widget's gauge).
public typealias AccessoryCircularCapacityGaugeStyle = _AccessoryGaugeStyle

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == _AccessoryGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: _AccessoryGaugeStyle { _AccessoryGaugeStyle(kind: .accessoryLinear) }
    /// A bar filled to the value.
    public static var accessoryLinearCapacity: _AccessoryGaugeStyle { _AccessoryGaugeStyle(kind: .linearCapacity) }
    /// A ring with a marker at the value, the current value in its middle.
    public static var accessoryCircular: _AccessoryGaugeStyle { _AccessoryGaugeStyle(kind: .circular) }
    /// A ring filled to the value, the current value in its middle.
    public static var accessoryCircularCapacity: _AccessoryGaugeStyle { _AccessoryGaugeStyle(kind: .circularCapacity) }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: any GaugeStyle { DefaultGaugeStyle() } }

extension EnvironmentValues {
    var _gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the gauges in this view and below.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\._gaugeStyle, style)
    }
}

/// The built-in gauges (PlatformMetrics, "Gauge"; unverified sizes).
nonisolated public struct _GaugeBody: View, _ComposedControl {
    public typealias Body = Never
    /// The built-in gauge shapes.
    public enum Kind: Sendable { case linearCapacity, accessoryLinear, circular, circularCapacity }
    let configuration: GaugeStyleConfiguration
    let kind: Kind

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    @ViewBuilder func compose(_ environment: EnvironmentValues) -> some View {
        let c = configuration
        let tint = environment._tintColor
        switch kind {
        case .linearCapacity, .accessoryLinear:
            VStack(alignment: .leading) {
                if !environment._labelsHidden { c.label }
                HStack {
                    if let minimum = c.minimumValueLabel { minimum }
                    _LinearBar(fraction: kind == .linearCapacity ? c.value : 0, thickness: ControlMetrics.gaugeBarThickness,
                               tint: tint)
                    if let maximum = c.maximumValueLabel { maximum }
                }
                if let value = c.currentValueLabel { value._controlForeground(.color(.secondary)) }
            }
        case .circular, .circularCapacity:
            let d = ControlMetrics.circularGaugeDiameter
            let width = ControlMetrics.circularGaugeLineWidth
            Circle().stroke(ControlMetrics.controlFill, lineWidth: width)
                .frame(width: d, height: d)
                .overlay {
                    // The capacity ring fills clockwise from the top to the value.
                    if kind == .circularCapacity {
                        Circle().trim(from: 0, to: min(max(c.value, 0), 1))
                            .stroke(tint, style: StrokeStyle(lineWidth: width, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                }
                .overlay { c.currentValueLabel ?? c.label }
        }
    }
}
