import Foundation
#if canImport(Darwin)
import Darwin
import MachO
#endif

/// Every preview of a program: the `#Preview`s of every module loaded in
/// the process, found at run time, and the `PreviewProvider`s registered
/// by hand.
///
/// How `#Preview`s are found: the macro places a record in the
/// `swift5_tests` metadata section (the section and record shape that
/// swift-testing defines for test content, with a kind of our own), and
/// the registry reads that section in every loaded image: through the
/// Swift runtime's `swift_enumerateAllMetadataSections` on ELF platforms
/// (Linux, Android), through `dyld` on Apple platforms. Limits: a module
/// that is not loaded yet (a plug-in opened later) is missed until it is,
/// statically linked programs on ELF need the runtime's section registration
/// (every SwiftPM build has it), Windows is not read, and `PreviewProvider`
/// types cannot be found this way: register them with `register(_:)`.
public enum PreviewRegistry {
    /// Every `#Preview` in the loaded modules and every registered provider's
    /// previews, ordered by file and line.
    public static var previews: [Preview] {
        var all = discovered()
        all += registered.withLock { $0 }
        return all.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The previews written in the module `module` (the first part of a
    /// `#fileID`, as `"ViewLayoutTests"`).
    public static func previews(in module: String) -> [Preview] {
        previews.filter { $0.moduleName == module }
    }

    /// Adds a `PreviewProvider`'s previews to `previews`, as one preview
    /// named after the type (its `previews` may hold several views; they
    /// are laid out together as the body of one view).
    public static func register<P: PreviewProvider>(_ provider: P.Type, fileID: String = #fileID, line: Int = #line) {
        let name = String(describing: P.self)
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let preview = Preview(name, fileID: "\(module)/\(name)", line: 0, column: 0) { P.previews }
        registered.withLock { $0.append(preview) }
    }

    private static let registered = LockedPreviews()

    /// The `#Preview` records of every loaded image.
    static func discovered() -> [Preview] {
        var found: [Preview] = []
        forEachRecordSection { start, length in
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
    /// This device in landscape: width and height swapped, the top inset on
    /// both sides, compact in both size classes.
    var turnedToLandscape: DevicePreset {
        if size.width > size.height { return self }
        let inset = safeAreaInsets.top
        return DevicePreset(name: name + "-landscape", title: title + ", landscape",
                            size: CGSize(width: size.height, height: size.width),
                            safeAreaInsets: EdgeInsets(top: 0, leading: inset, bottom: safeAreaInsets.bottom, trailing: inset),
                            displayScale: displayScale,
                            horizontalSizeClass: horizontalIsRegularInLandscape ? .regular : .compact,
                            verticalSizeClass: horizontalSizeClass == .regular ? .regular : .compact)
    }

    private var horizontalIsRegularInLandscape: Bool { horizontalSizeClass == .regular }
}

/// The previews registered by hand, behind a lock (registration may come
/// from any thread).
private final class LockedPreviews: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Preview] = []
    func withLock<R>(_ body: (inout [Preview]) -> R) -> R {
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

#if canImport(Darwin)
/// Calls `body` with the `__DATA_CONST,__swift5_tests` section of every
/// image dyld has loaded.
private func forEachRecordSection(_ body: (UnsafeRawPointer, Int) -> Void) {
    for i in 0..<_dyld_image_count() {
        guard let header = _dyld_get_image_header(i) else { continue }
        var size: UInt = 0
        let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
            getsectiondata($0, "__DATA_CONST", "__swift5_tests", &size)
        }
        if let start, size > 0 { body(UnsafeRawPointer(start), Int(size)) }
    }
}
#elseif os(Windows)
private func forEachRecordSection(_ body: (UnsafeRawPointer, Int) -> Void) {}
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

/// Calls `body` with the `swift5_tests` section of every image the Swift
/// runtime has registered.
private func forEachRecordSection(_ body: (UnsafeRawPointer, Int) -> Void) {
    withoutActuallyEscaping(body) { body in
        var callback = body
        withUnsafeMutablePointer(to: &callback) { context in
            swift_enumerateAllMetadataSections({ sections, context in
                let s = sections.load(as: MetadataSections.self)
                guard s.version >= 4, let start = UnsafeRawPointer(bitPattern: s.ranges.14.start), s.ranges.14.length > 0 else { return true }
                context.assumingMemoryBound(to: ((UnsafeRawPointer, Int) -> Void).self).pointee(start, Int(s.ranges.14.length))
                return true
            }, UnsafeMutableRawPointer(context))
        }
    }
}
#endif
