import Foundation

/// A view that shows the progress toward completion of a task. Without a
/// value it is a spinner; with one it is a bar filling the offered width
/// (PlatformMetrics, "ProgressView"). `progressViewStyle(_:)` chooses.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        var f: Double? = nil
        if let value {
            // A non-positive or NaN total, or a NaN value, shows an empty
            // bar (SwiftUI logs and clamps); values beyond it a full one.
            let ratio = total > 0 ? Double(value) / Double(total) : 0
            f = ratio.isNaN ? 0 : Swift.min(1, Swift.max(0, ratio))
        }
        self.init(fraction: f, label: label, currentValueLabel: currentValueLabel)
    }

    /// Creates a progress view for a fraction of a total with a label and a
    /// label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._progressViewStyle
        let c = ProgressViewStyleConfiguration(
            fractionCompleted: view.fraction,
            label: view.label.map { _ControlContent($0) },
            currentValueLabel: view.currentValueLabel.map { _ControlContent($0) })
        resolver.resolveStyleBody(resetting: { $0._progressViewStyle = DefaultProgressViewStyle() }) { makeBody(style, c, resolver) }
    }

    private static func makeBody<S: ProgressViewStyle>(_ style: S, _ c: ProgressViewStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner with no label.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// Creates a progress view for a fraction of a total (a spinner when
    /// the value is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    /// Creates a progress view for a fraction of a total with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner with a title.
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    /// Creates a progress view for a fraction of a total with a title.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view from a style's configuration (drawn with the automatic style).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

/// A type that applies a style to all progress views within a view.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view a style makes for a progress view.
    associatedtype Body: View
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view that represents the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label of a progress view.
    public typealias Label = _ControlContent
    /// A type-erased label for the current value of a progress view.
    public typealias CurrentValueLabel = _ControlContent
    /// The fraction completed, from 0 to 1; nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The label for the current value, if any.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The progress style where none is set: a spinner without a value, a bar with one.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the automatic style.
    public init() {}
    /// A spinner or a bar.
    public func makeBody(configuration: Configuration) -> some View {
        _ProgressBody(configuration: configuration, linear: configuration.fractionCompleted != nil)
    }
}

/// A style that draws a bar across the offered width, the label above it
/// and the current value label below it.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the linear style.
    public init() {}
    /// Creates the linear style with the colour of the filled part.
    public init(tint: Color) {}
    /// A bar.
    public func makeBody(configuration: Configuration) -> some View {
        _ProgressBody(configuration: configuration, linear: true)
    }
}

/// A style that draws a spinner, the label below it (iOS draws a spinner
/// even for a determinate value).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the circular style.
    public init() {}
    /// Creates the circular style with the colour of the spinner.
    public init(tint: Color) {}
    /// A spinner.
    public func makeBody(configuration: Configuration) -> some View {
        _ProgressBody(configuration: configuration, linear: false)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    var _progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the progress views in this view and below.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\._progressViewStyle, style)
    }
}

/// The built-in progress styles (PlatformMetrics, "ProgressView"; the
/// gaps between label, bar and value label have no source, so the stack's
/// own spacing is used).
nonisolated struct _ProgressBody: View, _ComposedControl {
    typealias Body = Never
    let configuration: ProgressViewStyleConfiguration
    let linear: Bool

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    @ViewBuilder func compose(_ environment: EnvironmentValues) -> some View {
        let hidden = environment._labelsHidden
        if linear {
            VStack(alignment: .leading) {
                if !hidden, let label = configuration.label { label }
                _LinearBar(fraction: configuration.fractionCompleted ?? 0, thickness: ControlMetrics.progressBarThickness,
                           tint: environment._tintColor)
                if let value = configuration.currentValueLabel {
                    value._controlForeground(.color(.secondary))
                }
            }
        } else {
            let d = ControlMetrics.spinnerDiameter(environment.controlSize)
            VStack {
                Circle().stroke(Color.gray, lineWidth: d / 10).frame(width: d, height: d)
                if !hidden, let label = configuration.label { label._controlForeground(.color(.secondary)) }
            }
        }
    }
}

/// A capsule bar across the offered width, the completed part in the tint.
nonisolated struct _LinearBar: View {
    let fraction: Double
    let thickness: CGFloat
    let tint: Color
    var body: some View {
        Capsule().fill(ControlMetrics.controlFill)
            .frame(maxWidth: .infinity)
            .frame(height: thickness)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction, height: proxy.size.height)
                }
            }
    }
}
