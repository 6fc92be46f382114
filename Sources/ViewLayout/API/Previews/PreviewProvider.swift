import Foundation

/// A type that produces view previews (the form before `#Preview`).
///
/// `PreviewRegistry` finds conforming types at run time through their
/// conformance records (non-generic ones; `register(_:)` adds others).
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the views to preview.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor static var previews: Previews { get }
    /// The platform to preview on; nil (the default) is the one the file
    /// builds for. Accepted; a layout here is always an iOS one.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    /// No platform: the previews build for the file's own.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a `PreviewProvider` can name.
/// Accepted; a layout here is always an iOS one.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}

/// A device named for a preview (`PreviewDevice("iPhone 13")`). Accepted;
/// `PreviewRegistry` lays previews out on the device it is asked for.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// Names a device.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Names a device with a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// Kinds of preview context (`previewContext(_:)`).
public enum PreviewContextKind: Hashable, Sendable {
    /// A widget's context.
    case widget
}

nonisolated extension View {
    /// Names the preview of this view in Xcode's canvas. Accepted; no
    /// effect on a layout.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Sets the size of the preview's container. Accepted; no effect on a
    /// layout (give `PreviewRegistry` the size, or use a `#Preview` trait).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Names the device Xcode previews on. Accepted; no effect on a layout.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Sets the preview's orientation. Accepted; no effect on a layout.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
