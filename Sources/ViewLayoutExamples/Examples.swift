import Foundation
import ViewLayout

/// One built-in example: SwiftUI code from Apple's documentation, in one or
/// more stages (the pages refine a view step by step), each laid out in a
/// root of the given size.
public struct Example: @unchecked Sendable {
    public let name: String
    public let title: String
    /// The documentation page the code comes from.
    public let source: String
    public let stages: [Stage]

    public struct Stage: @unchecked Sendable {
        public let title: String
        /// The SwiftUI code of this stage, as the page shows it.
        public let code: String
        public let rootSize: CGSize
        public let environment: EnvironmentValues
        public let view: AnyView
        /// The root's safe-area insets (none for the canvas, which is a safe
        /// area already; a device's for stages laid out on a device).
        public let safeAreaInsets: EdgeInsets
        /// The device the stage is laid out on, if any.
        public let device: DevicePreset?

        public init<V: View>(_ title: String, size: CGSize = Example.canvas, environment: EnvironmentValues = Example.environment,
                             code: String, @ViewBuilder view: () -> V) {
            self.title = title
            self.code = code
            self.rootSize = size
            self.environment = environment
            self.view = AnyView(view())
            self.safeAreaInsets = EdgeInsets()
            self.device = nil
        }

        /// A stage laid out on a device: its screen, insets, scale and size
        /// classes.
        public init<V: View>(_ title: String, device: DevicePreset, environment: EnvironmentValues = Example.environment,
                             code: String, @ViewBuilder view: () -> V) {
            self.title = title
            self.code = code
            self.rootSize = device.size
            self.environment = device.applied(to: environment)
            self.view = AnyView(view())
            self.safeAreaInsets = device.safeAreaInsets
            self.device = device
        }

        public func layout() -> PlacedViewTree {
            ViewLayout.layout(view, in: rootSize, safeAreaInsets: safeAreaInsets, environment: environment)
        }
    }

    /// The safe area of an iPhone 13 in portrait (390 × 844 less 47 and 34
    /// points of insets: FB's measurement, Fidelity, "Safe area"), at @3x.
    public static let canvas = CGSize(width: 390, height: 763)

    /// The environment of the examples: @3x, and natural sizes for the named
    /// images that the documentation's examples use.
    public static var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = 3
        env.imageSizes = ["microphone": CGSize(width: 24, height: 24),
                          "bell_peppers": CGSize(width: 300, height: 200),
                          "chili_peppers": CGSize(width: 300, height: 200)]
        return env
    }

    public init(name: String, title: String, source: String, stages: [Stage]) {
        self.name = name
        self.title = title
        self.source = source
        self.stages = stages
    }

    /// Every built-in example, in the order the documentation presents them.
    public static let all: [Example] = [
        messageRow, checklistRow, zstackOffsets, zstackBottomLeading, firstThirdStripes, indentedText,
        statusRow, imageTitleAlignment, fixedSizeText, layoutPriority, stackItems,
        equalWidthStack, radialLayout, flowLayout, viewThatFits, anyLayout,
        grid, verticalSmileys, horizontalSmileys, gridItemDemo,
        lazyVStackRows, containerRelativeFrames, geometryReaderSize,
        safeAreaInsetBar, ignoresSafeAreaBackground, sizeClassRow, mirroredRow, depthCard, safeAreaPaddingColumns,
        anyGridLayout,
    ]

    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }
}
