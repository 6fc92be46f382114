import Foundation

/// Every preview of a program: the `#Preview`s and `PreviewProvider`s of
/// every module loaded in the process, found at run time.
///
/// How they are found: `#Preview` places a record in the `swift5_tests`
/// metadata section (the section and record shape that swift-testing
/// defines for test content, with a kind of our own); `PreviewProvider`
/// types are found through their conformance records (the
/// `swift5_protocol_conformances` section the runtime itself reads for
/// `as?` casts). The registry reads both sections of every loaded image:
/// through the Swift runtime's `swift_enumerateAllMetadataSections` on ELF
/// platforms (Linux, Android), through `dyld` on Apple platforms.
///
/// Limits: a module that is not loaded yet (a plug-in opened later) is
/// missed until it is; Windows is not read (`register(_:)` still works
/// there); a generic `PreviewProvider` type is skipped (it has no single
/// metadata to make), and a provider counts as one preview, its `previews`
/// laid out as one view, where Xcode splits a `Group` into several.
public enum PreviewRegistry {
    /// Every `#Preview` and `PreviewProvider` in the loaded modules and
    /// every provider registered by hand, ordered by file and line
    /// (providers by their type's name, after the `#Preview`s of a module).
    public static var previews: [Preview] {
        var all = discovered()
        var seen = Set<ObjectIdentifier>()
        for provider in discoveredProviders() + registered.withLock({ $0 }) where seen.insert(provider.type).inserted {
            all.append(provider.preview)
        }
        return all.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The previews written in the module `module` (the first part of a
    /// `#fileID`, as `"ViewLayoutTests"`).
    public static func previews(in module: String) -> [Preview] {
        previews.filter { $0.moduleName == module }
    }

    /// Adds a `PreviewProvider` to `previews`, for a platform where it is
    /// not found by itself (Windows) or a generic provider, specialised.
    public static func register<P: PreviewProvider>(_ provider: P.Type) {
        registered.withLock { $0.append(ProviderPreview(P.self)) }
    }

    private static let registered = LockedProviders()

    /// The `#Preview` records of every loaded image.
    static func discovered() -> [Preview] { MetadataRecords.previews() }

    /// The non-generic types of every loaded image that conform to
    /// `PreviewProvider`.
    static func discoveredProviders() -> [ProviderPreview] {
        MetadataRecords.types(conformingTo: "PreviewProvider", inModule: "ViewLayout").compactMap { type in
            guard let provider = type as? any PreviewProvider.Type else { return nil }
            return ProviderPreview(provider)
        }
    }
}

/// A `PreviewProvider` as a preview: named after the type, placed at the
/// type's module (no file or line is known).
struct ProviderPreview {
    let type: ObjectIdentifier
    let preview: Preview

    init<P: PreviewProvider>(_ provider: P.Type) {
        type = ObjectIdentifier(P.self)
        let qualified = String(reflecting: P.self)
        let module = qualified.split(separator: ".").first.map(String.init) ?? ""
        let name = String(describing: P.self)
        preview = Preview(name, fileID: "\(module)/\(name)", line: 0, column: 0) { P.previews }
    }
}

extension Preview {
    /// Lays the preview out as Xcode's canvas would: on `device`'s screen
    /// (turned for a landscape trait), at the view's ideal size for
    /// `.sizeThatFitsLayout`, or in the size of `.fixedLayout`, with
    /// `environment` (colour scheme, Dynamic Type size, layout direction)
    /// under the device's scale and size classes.
    ///
    /// Landscape: the iPhone 15 Pro uses its measured landscape preset; any
    /// other device is turned by swapping its width and height and moving
    /// its top inset to both sides and its bottom inset unchanged
    /// [unverified for devices without a landscape preset].
    @MainActor public func layout(on device: DevicePreset = .iPhone13,
                                  environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
        let shown = self.device(on: device)
        return layout(makeView(), screen: shown.size, safeAreaInsets: shown.safeAreaInsets,
                      environment: shown.applied(to: environment))
    }

    /// The device the preview is shown on when `device` is asked for: the
    /// same one, or turned to landscape for a landscape trait (see
    /// `layout(on:)`).
    public func device(on device: DevicePreset) -> DevicePreset {
        guard orientation == .landscapeLeft || orientation == .landscapeRight else { return device }
        return device == .iPhone15Pro ? .iPhone15ProLandscape : device.turnedToLandscape
    }

    /// Lays out `view`, already made, as this preview's layout trait asks:
    /// on a screen of `screen` points inset by `safeAreaInsets` (the
    /// default layout), in the size of `.fixedLayout`, or at the view's
    /// ideal size for `.sizeThatFitsLayout`, in `environment`. Unlike
    /// `layout(on:)` it needs no main actor, as it runs no preview body:
    /// `viewlayout render` lays out an interpreted preview so.
    public func layout<V: View>(_ view: V, screen: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), keyboardHeight: CGFloat = 0,
                                environment: EnvironmentValues) -> PlacedViewTree {
        switch previewLayout {
        case .device:
            return ViewLayout.layout(view, in: screen, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight, environment: environment)
        case .fixed(let width, let height):
            return ViewLayout.layout(view, in: CGSize(width: width, height: height), environment: environment)
        case .sizeThatFits:
            let placed = ViewLayout.layout(view, in: CGSize(width: CGFloat.infinity, height: .infinity), environment: environment)
            // The infinite root is what this layout asks for, not a mistake.
            let kept = placed.diagnostics.filter { !$0.message.hasPrefix("root width is infinite") && !$0.message.hasPrefix("root height is infinite") }
            return PlacedViewTree(storage: placed.storage, diagnostics: kept)
        }
    }
}

extension DevicePreset {
    /// This device in landscape: width and height swapped. A regular-width
    /// device (iPad, Mac) keeps its insets and size classes; an iPhone with
    /// a home indicator moves its top inset to both sides and has 21 at
    /// the bottom (the iPhone 15 Pro's measured landscape insets, above);
    /// one without (the SE) hides its status bar [unverified]. iPhones are
    /// compact both ways in landscape (horizontalSizeClass page).
    var turnedToLandscape: DevicePreset {
        if size.width > size.height { return self }
        let turned = CGSize(width: size.height, height: size.width)
        if horizontalSizeClass == .regular {
            return DevicePreset(name: name + "-landscape", title: title + ", landscape", size: turned,
                                safeAreaInsets: safeAreaInsets, displayScale: displayScale,
                                horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        }
        let insets = safeAreaInsets.bottom > 0
            ? EdgeInsets(top: 0, leading: safeAreaInsets.top, bottom: DevicePreset.iPhone15ProLandscape.safeAreaInsets.bottom,
                         trailing: safeAreaInsets.top)
            : EdgeInsets()
        return DevicePreset(name: name + "-landscape", title: title + ", landscape", size: turned,
                            safeAreaInsets: insets, displayScale: displayScale,
                            horizontalSizeClass: .compact, verticalSizeClass: .compact)
    }
}

/// The providers registered by hand, behind a lock (registration may come
/// from any thread).
private final class LockedProviders: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [ProviderPreview] = []
    func withLock<R>(_ body: (inout [ProviderPreview]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&list)
    }
}
