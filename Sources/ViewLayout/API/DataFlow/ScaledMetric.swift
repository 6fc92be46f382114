import Foundation

/// A dimension that scales with the Dynamic Type size, as `@ScaledMetric`
/// does in SwiftUI: `@ScaledMetric var iconSize = 24.0`.
///
/// The value is scaled by how much the text style it is relative to grows:
/// its point size at the environment's Dynamic Type size over its size at
/// Large (PlatformMetrics, "Dynamic Type sizes"). UIKit's `UIFontMetrics`
/// scales along the same per-style curve; that the ratio is exactly the
/// point sizes' ratio is unverified.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let baseValue: Value
    let textStyle: Font.TextStyle

    /// Creates a metric scaled relative to a text style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates a metric scaled relative to the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the Dynamic Type size of the view whose body is
    /// being evaluated (the base value at Large and outside a body).
    public var wrappedValue: Value {
        let typeSize = _ViewResolver.current?.environment.dynamicTypeSize ?? .large
        guard typeSize != .large else { return baseValue }
        let ratio = Font.size(of: textStyle, at: typeSize) / Font.size(of: textStyle, at: .large)
        return baseValue * Value(Double(ratio))
    }
}
