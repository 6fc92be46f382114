import Foundation
#if canImport(Darwin)
import Darwin
import MachO
#endif

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
    static func discovered() -> [Preview] {
        var found: [Preview] = []
        forEachSection(.previewRecords) { start, length in
            var p = start
            let end = start + length
            let stride = MemoryLayout<_PreviewRecord>.stride
            while p + stride <= end {
                if p.load(as: UInt32.self) == _PreviewRecordAccess.kind,
                   let preview = _PreviewRecordAccess.read(p) {
                    found.append(preview)
                }
                p += stride
            }
        }
        return found
    }

    /// The non-generic types of every loaded image that conform to
    /// `PreviewProvider`, found through their conformance records.
    ///
    /// A record is a 32-bit offset to a conformance descriptor, whose first
    /// two fields are offsets to the protocol's descriptor and to the
    /// type's (Swift ABI, `ProtocolConformanceDescriptor` in
    /// include/swift/ABI/Metadata.h); the protocol is recognised by its name
    /// and module, and the type's metadata comes from its access function.
    static func discoveredProviders() -> [ProviderPreview] {
        var found: [ProviderPreview] = []
        forEachSection(.conformances) { start, length in
            var p = start
            while p + 4 <= start + length {
                defer { p += 4 }
                let conformance = relative(p)
                guard let proto = indirectable(conformance),
                      contextName(proto) == "PreviewProvider",
                      let module = indirectable(proto + 4), contextName(module) == "ViewLayout" else { continue }
                let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
                let typeField = conformance + 4
                let descriptor: UnsafeRawPointer
                switch (flags >> 3) & 7 {
                case 0: descriptor = relative(typeField)
                case 1:
                    guard let d = relative(typeField).loadUnaligned(as: UnsafeRawPointer?.self) else { continue }
                    descriptor = d
                default: continue  // Objective-C classes
                }
                let typeFlags = descriptor.loadUnaligned(as: UInt32.self)
                // Structs, enums and classes (kinds 16...18), not generic.
                guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0 else { continue }
                // The access function takes the metadata request (0: complete)
                // and returns the metadata first; C's convention passes and
                // returns those words in the same registers as Swift's.
                let accessor = unsafeBitCast(relative(descriptor + 12),
                                             to: (@convention(c) (Int) -> UnsafeRawPointer).self)
                let type = unsafeBitCast(accessor(0), to: Any.Type.self)
                if let provider = type as? any PreviewProvider.Type {
                    found.append(ProviderPreview(provider))
                }
            }
        }
        return found
    }
}

/// The target of the 32-bit relative pointer at `field`.
private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.loadUnaligned(as: Int32.self))
}

/// The target of the relative indirectable pointer at `field` (its low bit
/// set: the target holds the address), or nil for a null one.
private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    if offset == 0 { return nil }
    let target = field + Int(offset & ~1)
    return offset & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
}

/// The name of a context descriptor (module, protocol or type): flags,
/// parent, then the relative pointer to its C string.
private func contextName(_ descriptor: UnsafeRawPointer) -> String {
    String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
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
    /// `.sizeThatFitsLayout`, or in the size of `.fixedLayout`.
    ///
    /// Landscape: the iPhone 15 Pro uses its measured landscape preset; any
    /// other device is turned by swapping its width and height and moving
    /// its top inset to both sides and its bottom inset unchanged
    /// [unverified for devices without a landscape preset].
    @MainActor public func layout(on device: DevicePreset = .iPhone13) -> PlacedViewTree {
        let view = makeView()
        var device = device
        if orientation == .landscapeLeft || orientation == .landscapeRight {
            device = device == .iPhone15Pro ? .iPhone15ProLandscape : device.turnedToLandscape
        }
        switch previewLayout {
        case .device:
            return ViewLayout.layout(view, on: device)
        case .fixed(let width, let height):
            return ViewLayout.layout(view, in: CGSize(width: width, height: height),
                                     environment: device.applied(to: EnvironmentValues()))
        case .sizeThatFits:
            let placed = ViewLayout.layout(view, in: CGSize(width: CGFloat.infinity, height: .infinity),
                                           environment: device.applied(to: EnvironmentValues()))
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

/// The record `#Preview` places in the `swift5_tests` section: a kind, a
/// reserved word, the accessor that writes the `Preview` into the memory it
/// is given (when the type asked for is `Preview`), and two reserved words.
public typealias _PreviewRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool,
    context: UInt, reserved2: UInt
)

/// What the records' accessors call; used by the `#Preview` expansion only.
public enum _PreviewRecordAccess {
    /// "vlpv": the kind of ViewLayout preview records.
    static let kind: UInt32 = 0x766c_7076

    /// Writes `make()` into `out` if `type` points at `Preview.self`.
    public static func write(_ make: () -> Preview, to out: UnsafeMutableRawPointer, ifTypeIs type: UnsafeRawPointer) -> Bool {
        guard type.load(as: Any.Type.self) == Preview.self else { return false }
        out.initializeMemory(as: Preview.self, repeating: make(), count: 1)
        return true
    }

    /// The preview of the record at `record`.
    static func read(_ record: UnsafeRawPointer) -> Preview? {
        let accessor = record.load(fromByteOffset: MemoryLayout<_PreviewRecord>.offset(of: \.accessor)!,
                                   as: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool).self)
        let out = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
        defer { out.deallocate() }
        var type: Any.Type = Preview.self
        let written = withUnsafePointer(to: &type) { accessor(UnsafeMutableRawPointer(out), UnsafeRawPointer($0), nil, 0) }
        return written ? out.move() : nil
    }
}

/// The metadata sections the registry reads.
private enum MetadataSection {
    /// `#Preview` records: `swift5_tests`.
    case previewRecords
    /// Protocol conformance records: `swift5_protocol_conformances`.
    case conformances
}

#if canImport(Darwin)
/// Calls `body` with the section of every image dyld has loaded
/// (`__DATA_CONST,__swift5_tests` or `__TEXT,__swift5_proto`).
private func forEachSection(_ section: MetadataSection, _ body: (UnsafeRawPointer, Int) -> Void) {
    let (segment, name) = section == .previewRecords ? ("__DATA_CONST", "__swift5_tests") : ("__TEXT", "__swift5_proto")
    for i in 0..<_dyld_image_count() {
        guard let header = _dyld_get_image_header(i) else { continue }
        var size: UInt = 0
        let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
            getsectiondata($0, segment, name, &size)
        }
        if let start, size > 0 { body(UnsafeRawPointer(start), Int(size)) }
    }
}
#elseif os(Windows)
private func forEachSection(_ section: MetadataSection, _ body: (UnsafeRawPointer, Int) -> Void) {}
#else
/// The Swift runtime's description of one image's metadata sections
/// (SwiftShims `MetadataSections.h`): a version, a base address, two unused
/// words, then fifteen (start, length) ranges, the last `swift5_tests`
/// from version 4 on.
private struct MetadataSections {
    var version: UInt
    var baseAddress: UnsafeRawPointer?
    var unused0: UnsafeRawPointer?
    var unused1: UnsafeRawPointer?
    var ranges: (SectionRange, SectionRange, SectionRange, SectionRange, SectionRange,
                 SectionRange, SectionRange, SectionRange, SectionRange, SectionRange,
                 SectionRange, SectionRange, SectionRange, SectionRange, SectionRange)
    struct SectionRange { var start: UInt; var length: UInt }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)

/// Calls `body` with the section of every image the Swift runtime has
/// registered (`swift5_tests` from version 4 on, or
/// `swift5_protocol_conformances`).
private func forEachSection(_ section: MetadataSection, _ body: (UnsafeRawPointer, Int) -> Void) {
    withoutActuallyEscaping(body) { body in
        var callback = (section, body)
        withUnsafeMutablePointer(to: &callback) { context in
            swift_enumerateAllMetadataSections({ sections, context in
                let (section, body) = context.assumingMemoryBound(to: (MetadataSection, (UnsafeRawPointer, Int) -> Void).self).pointee
                let s = sections.load(as: MetadataSections.self)
                let range: MetadataSections.SectionRange
                switch section {
                case .previewRecords:
                    guard s.version >= 4 else { return true }
                    range = s.ranges.14
                case .conformances:
                    range = s.ranges.1
                }
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 { body(start, Int(range.length)) }
                return true
            }, UnsafeMutableRawPointer(context))
        }
    }
}
#endif
