import CZlib
import Foundation

/// PNG encoding and decoding (8-bit RGBA, no interlace).
///
/// Compression uses the system's zlib through the `CZlib` system-library
/// target (building needs its headers: Debian's `zlib1g-dev`; macOS's SDK
/// has them). Where zlib fails, or `VIEWLAYOUT_NO_ZLIB=1` turns it off,
/// the image data is written as stored (uncompressed) DEFLATE blocks, which
/// every PNG reader accepts: larger files, same pixels. The decoder reads
/// our own output and the image files a picture draws: 8-bit grey, RGB,
/// palette, grey-alpha and RGBA, not interlaced; filters 0-4, inflate via
/// zlib, or the stored-block reader.
public enum PNGCodec {
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        precondition(rgba.count == width * height * 4)
        let png = rgba.withUnsafeBufferPointer { source in
            encode(width: width, height: height, alpha: true) { rows, out in
                let stride = width * 4 + 1
                for y in rows {
                    let o = (y - rows.lowerBound) * stride
                    out[o] = 0  // filter: none
                    for k in 0..<(width * 4) { out[o + 1 + k] = source[y * width * 4 + k] }
                }
                return true
            }
        }
        return png ?? Data()
    }

    /// The PNG of an image whose rows `rows(range, buffer)` writes a band at
    /// a time into `buffer`: each row a filter byte, then its straight RGBA,
    /// or RGB (colour type 2) when `alpha` is false. Each band is compressed
    /// as soon as it is made, so that the image's bytes never exist whole.
    /// Nil when `rows` returns false (it cannot write them without alpha).
    static func encode(width: Int, height: Int, alpha: Bool,
                       rows: (Range<Int>, UnsafeMutableBufferPointer<UInt8>) -> Bool) -> Data? {
        let stride = width * (alpha ? 4 : 3) + 1
        guard let data = Zlib.compress(count: stride * height, unit: stride, rows) else { return nil }
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = [UInt8]()
        ihdr += be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [8, alpha ? 6 : 2, 0, 0, 0]  // 8 bits, RGBA or RGB, deflate, adaptive filtering, no interlace
        chunk("IHDR", ihdr, into: &out)
        chunk("IDAT", data, into: &out)
        chunk("IEND", [], into: &out)
        return out
    }

    public struct DecodedImage {
        public let width: Int, height: Int
        /// Straight RGBA, row-major.
        public let rgba: [UInt8]
        public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let i = (y * width + x) * 4
            return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
        }
    }

    public enum DecodeError: Error { case notPNG, unsupported(String), corrupt(String) }

    public static func decode(_ data: Data) throws -> DecodedImage {
        let b = [UInt8](data)
        guard b.count > 8, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw DecodeError.notPNG }
        var pos = 8
        var width = 0, height = 0, colorType: UInt8 = 6
        var idat = [UInt8]()
        var palette: [UInt8] = [], paletteAlpha: [UInt8] = []
        while pos + 8 <= b.count {
            let length = Int(readBE32(b, pos)), type = String(decoding: b[(pos + 4)..<(pos + 8)], as: UTF8.self)
            guard pos + 12 + length <= b.count else { throw DecodeError.corrupt("truncated chunk \(type)") }
            let body = Array(b[(pos + 8)..<(pos + 8 + length)])
            guard readBE32(b, pos + 8 + length) == crc32(Array(b[(pos + 4)..<(pos + 8 + length)])) else {
                throw DecodeError.corrupt("bad CRC in \(type)")
            }
            switch type {
            case "IHDR":
                guard body.count >= 13 else { throw DecodeError.corrupt("short IHDR") }
                width = Int(readBE32(body, 0)); height = Int(readBE32(body, 4)); colorType = body[9]
                guard body[8] == 8, [0, 2, 3, 4, 6].contains(colorType), body[12] == 0 else {
                    throw DecodeError.unsupported("only 8-bit grey, RGB, palette, grey-alpha or RGBA, not interlaced")
                }
                guard width <= 16384, height <= 16384 else { throw DecodeError.unsupported("larger than 16384 pixels a side") }
            case "PLTE": palette = body
            case "tRNS": paletteAlpha = body
            case "IDAT": idat += body
            default: break
            }
            pos += 12 + length
        }
        guard width > 0, height > 0 else { throw DecodeError.corrupt("no IHDR") }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let stride = width * channels
        let raw = try Zlib.decompress(idat, expected: (stride + 1) * height)
        guard raw.count == (stride + 1) * height else { throw DecodeError.corrupt("image data has \(raw.count) bytes") }
        // Undo each row's filter; `bpp` bytes back is the pixel to the left.
        var plain = [UInt8](repeating: 0, count: stride * height)
        let bpp = channels
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let v = raw[y * (stride + 1) + 1 + x]
                let a = x >= bpp ? Int(plain[y * stride + x - bpp]) : 0
                let up = y > 0 ? Int(plain[(y - 1) * stride + x]) : 0
                let c = (x >= bpp && y > 0) ? Int(plain[(y - 1) * stride + x - bpp]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = up
                case 3: predicted = (a + up) / 2
                case 4:
                    let p = a + up - c, pa = abs(p - a), pb = abs(p - up), pc = abs(p - c)
                    predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? up : c)
                default: throw DecodeError.corrupt("filter \(filter)")
                }
                plain[y * stride + x] = UInt8(truncatingIfNeeded: Int(v) + predicted)
            }
        }
        if colorType == 6 { return DecodedImage(width: width, height: height, rgba: plain) }
        // Expand to RGBA.
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            switch colorType {
            case 0: out[i * 4] = plain[i]; out[i * 4 + 1] = plain[i]; out[i * 4 + 2] = plain[i]
            case 2: out[i * 4] = plain[i * 3]; out[i * 4 + 1] = plain[i * 3 + 1]; out[i * 4 + 2] = plain[i * 3 + 2]
            case 4:
                out[i * 4] = plain[i * 2]; out[i * 4 + 1] = plain[i * 2]; out[i * 4 + 2] = plain[i * 2]
                out[i * 4 + 3] = plain[i * 2 + 1]
            default:  // palette
                let k = Int(plain[i])
                guard k * 3 + 2 < palette.count else { throw DecodeError.corrupt("palette index \(k) out of range") }
                out[i * 4] = palette[k * 3]; out[i * 4 + 1] = palette[k * 3 + 1]; out[i * 4 + 2] = palette[k * 3 + 2]
                out[i * 4 + 3] = k < paletteAlpha.count ? paletteAlpha[k] : 255
            }
        }
        return DecodedImage(width: width, height: height, rgba: out)
    }

    // MARK: Pieces

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func readBE32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func chunk(_ type: String, _ body: [UInt8], into out: inout Data) {
        let typed = Array(type.utf8) + body
        out.append(contentsOf: be32(UInt32(body.count)))
        out.append(contentsOf: typed)
        out.append(contentsOf: be32(crc32(typed)))
    }

    /// CRC-32 as PNG chunks use it (ISO 3309; PNG spec, "CRC algorithm"):
    /// zlib's, which is that CRC.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { b in UInt32(truncatingIfNeeded: CZlib.crc32(0, b.baseAddress, uInt(b.count))) }
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// A zlib stream of stored DEFLATE blocks (RFC 1950, RFC 1951 §3.2.4).
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let final: UInt8 = i + n >= data.count ? 1 : 0
            out.append(final)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        out += be32(adler32(data))
        return out
    }

    /// Reads a zlib stream made only of stored blocks.
    static func readStoredZlib(_ z: [UInt8]) throws -> [UInt8] {
        guard z.count >= 6 else { throw DecodeError.corrupt("short zlib stream") }
        var out = [UInt8](), pos = 2
        while true {
            guard pos + 5 <= z.count else { throw DecodeError.corrupt("truncated stored block") }
            let header = z[pos]
            guard header & 0b110 == 0 else { throw DecodeError.unsupported("compressed DEFLATE without zlib") }
            let n = Int(z[pos + 1]) | Int(z[pos + 2]) << 8
            pos += 5
            guard pos + n <= z.count else { throw DecodeError.corrupt("truncated stored block") }
            out += z[pos..<(pos + n)]
            pos += n
            if header & 1 == 1 { break }
        }
        return out
    }
}

/// The system zlib's one-shot calls.
enum Zlib {
    /// Set `VIEWLAYOUT_NO_ZLIB=1` to force stored blocks (to check the
    /// fallback by hand).
    static let isAvailable = ProcessInfo.processInfo.environment["VIEWLAYOUT_NO_ZLIB"] != "1"

    /// zlib's fastest level: pictures are mostly runs of one color, which
    /// every level compresses to a small fraction, and the default level 6
    /// takes about twice as long for files about half the size.
    static let level: Int32 = 1

    /// The zlib stream of `count` bytes that `produce(range, buffer)` writes
    /// in parts of whole `unit`s (a PNG's rows): `range` numbers the units, and
    /// `buffer` holds them. Stored blocks when zlib is off or fails; nil when
    /// `produce` returns false.
    static func compress(count: Int, unit: Int, _ produce: (Range<Int>, UnsafeMutableBufferPointer<UInt8>) -> Bool) -> [UInt8]? {
        let units = unit > 0 ? count / unit : 0
        // About 64 KB a part: it stays in the cache while zlib reads it.
        let band = max(1, min(units, (1 << 16) / max(1, unit)))
        var part = [UInt8](repeating: 0, count: band * unit)
        if isAvailable {
            var stream = z_stream()
            var status = deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            if status == Z_OK {
                defer { deflateEnd(&stream) }
                let bound = Int(deflateBound(&stream, uLong(count)))
                var refused = false
                let out = [UInt8](unsafeUninitializedCapacity: bound) { o, written in
                    stream.next_out = o.baseAddress
                    stream.avail_out = uInt(bound)
                    part.withUnsafeMutableBufferPointer { p in
                        var u = 0
                        repeat {
                            let n = min(band, units - u)
                            if n > 0, !produce(u..<(u + n), UnsafeMutableBufferPointer(rebasing: p[0..<(n * unit)])) {
                                refused = true
                                return
                            }
                            stream.next_in = p.baseAddress
                            stream.avail_in = uInt(n * unit)
                            u += n
                            // The bound leaves room for everything: each call takes all its input.
                            status = deflate(&stream, u >= units ? Z_FINISH : Z_NO_FLUSH)
                        } while u < units && status == Z_OK && stream.avail_in == 0
                    }
                    written = status == Z_STREAM_END ? bound - Int(stream.avail_out) : 0
                }
                if refused { return nil }
                if status == Z_STREAM_END { return out }
            }
        }
        // The stored fallback needs the bytes whole.
        var whole = [UInt8](repeating: 0, count: count)
        let made = whole.withUnsafeMutableBufferPointer { w in
            var u = 0
            while u < units {
                let n = min(band, units - u)
                guard produce(u..<(u + n), UnsafeMutableBufferPointer(rebasing: w[(u * unit)..<((u + n) * unit)])) else { return false }
                u += n
            }
            return true
        }
        return made ? PNGCodec.storedZlib(whole) : nil
    }

    static func decompress(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        if data.count >= 3, data[2] & 0b110 == 0, let stored = try? PNGCodec.readStoredZlib(data), stored.count == expected {
            return stored
        }
        guard isAvailable, !data.isEmpty else { return try PNGCodec.readStoredZlib(data) }
        var destLength = uLongf(expected)
        var out = [UInt8](repeating: 0, count: max(1, expected))
        let status = out.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { i in uncompress(o.baseAddress!, &destLength, i.baseAddress!, uLong(data.count)) }
        }
        guard status == Z_OK else { throw PNGCodec.DecodeError.corrupt("zlib error \(status)") }
        out.removeLast(out.count - Int(destLength))
        return out
    }
}
