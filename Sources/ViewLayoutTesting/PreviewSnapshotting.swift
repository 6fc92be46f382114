import Foundation
import SnapshotTesting
import ViewLayout

// The strategies of ViewSnapshotting.swift over a `Preview`, laid out as
// Xcode's canvas lays it out (its traits choose the size and orientation).
// A preview's view is made on the main actor: call these from a
// `@MainActor` test.

extension Snapshotting where Value == Preview, Format == String {
    /// The preview's placed-view tree as text; see `Snapshotting.frames(on:size:colorScheme:dynamicTypeSize:layoutDirection:)` for views.
    ///
    /// - Parameter configuration: The device and environment to lay the preview out with.
    @MainActor public static func frames(_ configuration: LayoutSnapshotConfiguration = LayoutSnapshotConfiguration()) -> Snapshotting {
        LayoutStrategies.frames(configuration) { layoutOnMainActor($0, configuration) }
    }

    /// The preview's placed-view tree as JSON.
    ///
    /// - Parameter configuration: The device and environment to lay the preview out with.
    @MainActor public static func json(_ configuration: LayoutSnapshotConfiguration = LayoutSnapshotConfiguration()) -> Snapshotting {
        LayoutStrategies.json(configuration) { layoutOnMainActor($0, configuration) }
    }

    /// The preview drawn as SVG.
    ///
    /// - Parameter configuration: The device and environment to lay the preview out with.
    @MainActor public static func svg(_ configuration: LayoutSnapshotConfiguration = LayoutSnapshotConfiguration()) -> Snapshotting {
        LayoutStrategies.svg(configuration) { layoutOnMainActor($0, configuration) }
    }
}

extension Snapshotting where Value == Preview, Format == Data {
    /// The preview drawn as a PNG, compared with a perceptual tolerance.
    ///
    /// - Parameters:
    ///   - configuration: The device and environment to lay the preview out with.
    ///   - scale: Pixels per point; nil for the device's scale.
    ///   - precision: The share of pixels that must be within the tolerance (1: all).
    ///   - perceptualPrecision: The tolerance per pixel: 0.98 allows ΔE 2.
    @MainActor public static func image(_ configuration: LayoutSnapshotConfiguration = LayoutSnapshotConfiguration(),
                                        scale: CGFloat? = nil, precision: Float = 1,
                                        perceptualPrecision: Float = 0.98) -> Snapshotting {
        LayoutStrategies.image(configuration, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) { layoutOnMainActor($0, configuration) }
    }
}

/// Lays a preview out from swift-snapshot-testing's snapshot closure, which
/// it runs on the calling thread: the main actor's, as the strategies are
/// made there.
private func layoutOnMainActor(_ preview: Preview, _ configuration: LayoutSnapshotConfiguration) -> PlacedViewTree {
    nonisolated(unsafe) var tree: PlacedViewTree?
    MainActor.assumeIsolated { tree = configuration.layout(preview) }
    return tree!
}

/// How `assertPreviewSnapshots` snapshots each preview: as frames (the
/// default), JSON, SVG or a PNG.
public struct PreviewSnapshotFormat: Sendable {
    let check: @MainActor @Sendable (Preview, LayoutSnapshotConfiguration, SnapshotCall) -> String?

    /// The placed-view tree as text (`Snapshotting.frames`).
    public static let frames = PreviewSnapshotFormat { $2.verify($0, as: .frames($1)) }
    /// The placed-view tree as JSON (`Snapshotting.json`).
    public static let json = PreviewSnapshotFormat { $2.verify($0, as: .json($1)) }
    /// The picture as SVG (`Snapshotting.svg`).
    public static let svg = PreviewSnapshotFormat { $2.verify($0, as: .svg($1)) }
    /// The picture as a PNG compared with a perceptual tolerance (`Snapshotting.image`).
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; nil for each device's scale.
    ///   - precision: The share of pixels that must be within the tolerance (1: all).
    ///   - perceptualPrecision: The tolerance per pixel: 0.98 allows ΔE 2.
    public static func image(scale: CGFloat? = nil, precision: Float = 1, perceptualPrecision: Float = 0.98) -> PreviewSnapshotFormat {
        PreviewSnapshotFormat {
            $2.verify($0, as: .image($1, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision))
        }
    }
}

/// Where one `verifyPreviewSnapshots` call was made, and how it records.
struct SnapshotCall {
    let name: String
    let record: SnapshotTestingConfiguration.Record?
    let snapshotDirectory: String?
    let fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt

    @MainActor func verify<Format>(_ preview: Preview, as strategy: Snapshotting<Preview, Format>) -> String? {
        verifySnapshot(of: preview, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
