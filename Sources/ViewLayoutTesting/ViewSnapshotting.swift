import Foundation
import SnapshotTesting
import ViewLayout

extension Snapshotting where Value: View, Format == String {
    /// The view's placed-view tree as text, one view a line with its kind,
    /// content, `.id` and frame (`PlacedViewTree.description`), under a
    /// `#` line naming the configuration: `assertSnapshot(of: view, as:
    /// .frames(on: .iPhone13))`. A failure names each view that moved or
    /// changed size and by how much (`LayoutDifference`), then the lines.
    ///
    /// - Parameters:
    ///   - device: The device preset: screen, safe area, scale, size classes.
    ///   - size: A root size of its own (no safe area); nil for the device's screen.
    ///   - colorScheme: The colour scheme.
    ///   - dynamicTypeSize: The Dynamic Type size.
    ///   - layoutDirection: The layout direction.
    public static func frames(on device: DevicePreset = .iPhone13, size: CGSize? = nil, colorScheme: ColorScheme = .light,
                              dynamicTypeSize: DynamicTypeSize = .large,
                              layoutDirection: LayoutDirection = .leftToRight) -> Snapshotting {
        let c = LayoutSnapshotConfiguration(device: device, size: size, colorScheme: colorScheme,
                                            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
        return LayoutStrategies.frames(c) { c.layout($0) }
    }

    /// The view's placed-view tree as JSON (`PlacedViewTree.jsonString`),
    /// with a `"configuration"` member; a failure names the views that
    /// moved, as `frames` does.
    ///
    /// - Parameters:
    ///   - device: The device preset: screen, safe area, scale, size classes.
    ///   - size: A root size of its own (no safe area); nil for the device's screen.
    ///   - colorScheme: The colour scheme.
    ///   - dynamicTypeSize: The Dynamic Type size.
    ///   - layoutDirection: The layout direction.
    public static func json(on device: DevicePreset = .iPhone13, size: CGSize? = nil, colorScheme: ColorScheme = .light,
                            dynamicTypeSize: DynamicTypeSize = .large,
                            layoutDirection: LayoutDirection = .leftToRight) -> Snapshotting {
        let c = LayoutSnapshotConfiguration(device: device, size: size, colorScheme: colorScheme,
                                            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
        return LayoutStrategies.json(c) { c.layout($0) }
    }

    /// The view drawn as SVG by `SVGRenderer`, compared line by line.
    ///
    /// - Parameters:
    ///   - device: The device preset: screen, safe area, scale, size classes.
    ///   - size: A root size of its own (no safe area); nil for the device's screen.
    ///   - colorScheme: The colour scheme.
    ///   - dynamicTypeSize: The Dynamic Type size.
    ///   - layoutDirection: The layout direction.
    public static func svg(on device: DevicePreset = .iPhone13, size: CGSize? = nil, colorScheme: ColorScheme = .light,
                           dynamicTypeSize: DynamicTypeSize = .large,
                           layoutDirection: LayoutDirection = .leftToRight) -> Snapshotting {
        let c = LayoutSnapshotConfiguration(device: device, size: size, colorScheme: colorScheme,
                                            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
        return LayoutStrategies.svg(c) { c.layout($0) }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view drawn as a PNG by `PNGRenderer`, compared with a perceptual
    /// tolerance (`ImageComparison`): a pixel differs when its ΔE from the
    /// reference's exceeds `(1 - perceptualPrecision) × 100`, and the
    /// pictures match when at most `(1 - precision)` of the pixels differ,
    /// so anti-aliasing that another machine shades a few levels apart
    /// passes. A failure says how many pixels differ, where (in points), and
    /// where the difference picture was written.
    ///
    /// - Parameters:
    ///   - device: The device preset: screen, safe area, scale, size classes.
    ///   - scale: Pixels per point; nil for the device's scale.
    ///   - size: A root size of its own (no safe area); nil for the device's screen.
    ///   - colorScheme: The colour scheme.
    ///   - dynamicTypeSize: The Dynamic Type size.
    ///   - layoutDirection: The layout direction.
    ///   - precision: The share of pixels that must be within the tolerance (1: all).
    ///   - perceptualPrecision: The tolerance per pixel: 0.98 allows ΔE 2.
    public static func image(on device: DevicePreset = .iPhone13, scale: CGFloat? = nil, size: CGSize? = nil,
                             colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                             layoutDirection: LayoutDirection = .leftToRight,
                             precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
        let c = LayoutSnapshotConfiguration(device: device, size: size, colorScheme: colorScheme,
                                            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
        return LayoutStrategies.image(c, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) { c.layout($0) }
    }
}
