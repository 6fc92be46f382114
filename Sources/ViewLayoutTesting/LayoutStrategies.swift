import Foundation
import SnapshotTesting
import ViewLayout
import ViewLayoutRender

/// The four strategies over anything that lays out to a placed tree (a
/// view, a preview); the public ones in ViewSnapshotting.swift and
/// PreviewSnapshotting.swift say what is laid out.
enum LayoutStrategies {
    static func frames<V>(_ c: LayoutSnapshotConfiguration, _ layout: @escaping (V) -> PlacedViewTree) -> Snapshotting<V, String> {
        Snapshotting(pathExtension: "txt", diffing: treeDiffing { LayoutDifference(text: $0, $1) }) { c.framesText(layout($0)) }
    }

    static func json<V>(_ c: LayoutSnapshotConfiguration, _ layout: @escaping (V) -> PlacedViewTree) -> Snapshotting<V, String> {
        Snapshotting(pathExtension: "json", diffing: treeDiffing { LayoutDifference(json: $0, $1) }) { c.jsonText(layout($0)) }
    }

    static func svg<V>(_ c: LayoutSnapshotConfiguration, _ layout: @escaping (V) -> PlacedViewTree) -> Snapshotting<V, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { SVGRenderer(environment: c.environment).render(layout($0)) }
    }

    static func image<V>(_ c: LayoutSnapshotConfiguration, scale: CGFloat?, precision: Float, perceptualPrecision: Float,
                         _ layout: @escaping (V) -> PlacedViewTree) -> Snapshotting<V, Data> {
        let renderer = PNGRenderer(environment: c.environment, scale: scale.map(Double.init))
        return Snapshotting(pathExtension: "png",
                            diffing: imageDiffing(precision: precision, perceptualPrecision: perceptualPrecision, scale: renderer.scale)) {
            do { return try renderer.render(layout($0)) } catch {
                // Kept as text, so the failure reads as what went wrong.
                return Data("cannot draw the view: \(error)".utf8)
            }
        }
    }

    /// A text diffing that names the views that moved, from `difference`
    /// (nil when a side is not a layout), before the line diff.
    static func treeDiffing(_ difference: @escaping (String, String) -> LayoutDifference?) -> Diffing<String> {
        let lines = Diffing<String>.lines
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { old, new in
            guard let (lineDiff, attachments) = lines.diffV2(old, new) else { return nil }
            let summary: String
            if let d = difference(old, new) {
                summary = d.isEmpty ? "The views' frames and contents are unchanged; other lines differ." : d.summary()
            } else {
                summary = "The reference is not a placed-view tree; the lines differ."
            }
            return (summary + "\n\n" + lineDiff, attachments)
        }
    }

    /// PNG data compared with `ImageComparison`; a failure names how many
    /// pixels differ and where, and writes the difference picture beside
    /// swift-snapshot-testing's failed snapshots.
    static func imageDiffing(precision: Float, perceptualPrecision: Float, scale: Double) -> Diffing<Data> {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            if old == new { return nil }
            guard let comparison = ImageComparison(reference: old, image: new, perceptualPrecision: Double(perceptualPrecision)) else {
                let text = String(decoding: new.prefix(500), as: UTF8.self)
                return ("The reference or the snapshot is not a PNG file" + (new.starts(with: Data("cannot".utf8)) ? ": " + text : "."), [])
            }
            if comparison.matches(precision: Double(precision)) { return nil }
            let picture = comparison.differenceImage()
            var message = "The pictures differ: " + comparison.summary(scale: scale)
                + " (precision \(precision), perceptual precision \(perceptualPrecision))."
            if let path = writeArtifact(picture, named: "difference.png") { message += "\nDifference (red: beyond the tolerance): \(path)" }
            return (message, [.data(picture, name: "difference.png")])
        }
    }

    /// Writes `data` where swift-snapshot-testing writes failed snapshots
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary directory), under a unique name.
    static func writeArtifact(_ data: Data, named name: String) -> String? {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let dir = URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("ViewLayoutTesting", isDirectory: true)
        let url = dir.appendingPathComponent(UUID().uuidString + "-" + name)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try data.write(to: url)
            return url.path
        } catch {
            return nil
        }
    }
}
