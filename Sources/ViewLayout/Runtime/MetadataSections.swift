import Foundation
#if canImport(Darwin)
import Darwin
import MachO
#endif

/// The Swift metadata that `PreviewRegistry` reads in raw memory: the
/// `#Preview` records in the `swift5_tests` section and the protocol
/// conformance records in `swift5_protocol_conformances`, of every loaded
/// image (through the Swift runtime's `swift_enumerateAllMetadataSections`
/// on ELF platforms, through `dyld` on Apple platforms; Windows is not read).
enum MetadataRecords {
    /// The `#Preview` records of every loaded image.
    static func previews() -> [Preview] {
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

    /// The non-generic types of every loaded image that conform to the
    /// protocol `protocolName` of module `module`, found through their
    /// conformance records.
    ///
    /// A record is a 32-bit offset to a conformance descriptor, whose first
    /// two fields are offsets to the protocol's descriptor and to the
    /// type's (Swift ABI, `ProtocolConformanceDescriptor` in
    /// include/swift/ABI/Metadata.h); the protocol is recognised by its name
    /// and module, and the type's metadata comes from its access function.
    static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        var found: [Any.Type] = []
        forEachSection(.conformances) { start, length in
            var p = start
            while p + 4 <= start + length {
                defer { p += 4 }
                let conformance = relative(p)
                guard let proto = indirectable(conformance),
                      contextName(proto) == protocolName,
                      let owner = indirectable(proto + 4), contextName(owner) == module else { continue }
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
                found.append(unsafeBitCast(accessor(0), to: Any.Type.self))
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
