import Foundation
import ViewLayout

/// What a snapshot lays a view out on: a device, optionally a size of its
/// own, and the environment values that change a layout or a picture
/// (colour scheme, Dynamic Type size, layout direction).
///
/// Every strategy of this module (`.frames`, `.json`, `.svg`, `.image`)
/// takes these as parameters and writes them at the top of its text
/// snapshots, so a snapshot file says what it shows.
public struct LayoutSnapshotConfiguration: Sendable {
    /// The device: its screen and safe area (unless `size` is given), its
    /// display scale and its size classes.
    public var device: DevicePreset
    /// A root size of its own, in points, without safe-area insets; nil for
    /// the device's screen. An infinite dimension takes the view's ideal
    /// size along it (the layout notes this, and the snapshot keeps the note).
    public var size: CGSize?
    /// The colour scheme (`.light` by default).
    public var colorScheme: ColorScheme
    /// The Dynamic Type size (`.large`, the iOS default).
    public var dynamicTypeSize: DynamicTypeSize
    /// The layout direction (left to right by default).
    public var layoutDirection: LayoutDirection

    /// A configuration; every value has the iOS default.
    public init(device: DevicePreset = .iPhone13, size: CGSize? = nil, colorScheme: ColorScheme = .light,
                dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight) {
        self.device = device
        self.size = size
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }

    /// The environment views are laid out and drawn with: the device's scale
    /// and size classes, and this configuration's values.
    public var environment: EnvironmentValues {
        var env = device.applied(to: EnvironmentValues())
        env.colorScheme = colorScheme
        env.dynamicTypeSize = dynamicTypeSize
        env.layoutDirection = layoutDirection
        return env
    }

    /// Lays `view` out as this configuration says.
    public func layout<V: View>(_ view: V) -> PlacedViewTree {
        guard let size else { return ViewLayout.layout(view, on: device, environment: environment) }
        return ViewLayout.layout(view, in: size, environment: environment)
    }

    /// Lays a preview out as Xcode's canvas would on this configuration's
    /// device (its traits choose the size and orientation), or in `size`
    /// when one is given.
    @MainActor public func layout(_ preview: Preview) -> PlacedViewTree {
        guard let size else { return preview.layout(on: device, environment: environment) }
        return ViewLayout.layout(preview.makeView(), in: size, environment: environment)
    }

    /// One line naming the configuration:
    /// `iPhone 13 (390 x 844 @3x), light, Dynamic Type large, left to right`.
    public var title: String {
        func n(_ v: CGFloat) -> String { v.isInfinite ? "ideal" : v == v.rounded() ? String(Int(v)) : String(Double(v)) }
        let screen = size ?? device.size
        return "\(device.title) (\(n(screen.width)) x \(n(screen.height)) @\(n(device.displayScale))x), \(colorScheme), "
            + "Dynamic Type \(dynamicTypeSize), \(layoutDirection == .leftToRight ? "left to right" : "right to left")"
    }

    /// A placed tree as a frames snapshot: the title as a `#` comment, the
    /// tree's text form (one view a line), and each diagnostic as a comment.
    func framesText(_ tree: PlacedViewTree) -> String {
        var out = "# " + title + "\n" + tree.description
        for d in tree.diagnostics { out += "# warning: " + d.message.replacingOccurrences(of: "\n", with: " ") + "\n" }
        return out
    }

    /// A placed tree as a JSON snapshot: its JSON form with the title as a
    /// `"configuration"` member.
    func jsonText(_ tree: PlacedViewTree) -> String {
        let json = tree.jsonString(pretty: true)
        let title = (try? JSONSerialization.data(withJSONObject: [title])).flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return "{\n  \"configuration\": \(title.dropFirst().dropLast()),\n" + json.drop(while: { $0 != "\n" }).dropFirst()
    }
}
