import Foundation

/// A JPEG decoder for the pictures of `Image("name")` (ITU-T T.81, "Digital
/// compression and coding of continuous-tone still images"): baseline and
/// extended sequential Huffman frames (SOF0, SOF1) and progressive ones
/// (SOF2), 8-bit samples, one (grey) or three (YCbCr, or RGB where an
/// Adobe APP14 segment says so) components with any sampling factors up to
/// 4, restart intervals. Arithmetic coding, lossless and hierarchical
/// frames, 12-bit samples and CMYK are refused with an error (drawn as the
/// placeholder). Bad data never traps: reads past the end give zeros and
/// every table index is checked.
enum JPEGCodec {
    enum DecodeError: Error { case notJPEG, unsupported(String), corrupt(String) }

    /// The most pixels a picture may have (a bigger frame header is refused
    /// rather than allocating for it).
    static let maxPixels = 1 << 24

    /// The natural (row-major) position of the k-th coefficient in zig-zag
    /// order (T.81, Figure A.6).
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    static func decode(_ data: Data) throws -> PNGCodec.DecodedImage {
        var decoder = Decoder(bytes: [UInt8](data))
        return try decoder.run()
    }

    /// A Huffman table in the form of T.81's F.2.2.3 decoding procedure:
    /// for each code length, the largest code and where its values start.
    struct HuffmanTable {
        var maxCode = [Int](repeating: -1, count: 17)
        var valueOffset = [Int](repeating: 0, count: 17)
        var values: [UInt8] = []

        init(counts: [Int], values: [UInt8]) {
            self.values = values
            var code = 0, k = 0
            for length in 1...16 {
                let n = counts[length - 1]
                if n > 0 {
                    valueOffset[length] = k - code
                    code += n
                    k += n
                    maxCode[length] = code - 1
                }
                code <<= 1
            }
        }
    }

    struct Component {
        var id: UInt8
        var h: Int, v: Int
        var quantTable: Int
        /// Blocks covering the component's samples (T.81, A.1.1).
        var blocksWide = 0, blocksHigh = 0
        /// Blocks allocated: whole MCUs of an interleaved scan.
        var blocksPerLine = 0, blocksPerColumn = 0
        /// Coefficients, 64 a block in natural order, before dequantizing.
        var coefficients: [Int32] = []
        var dcTable = 0, acTable = 0
        var dcPrediction: Int32 = 0
    }

    struct Decoder {
        let bytes: [UInt8]
        var position = 0
        var quant = [[Int32]](repeating: [Int32](repeating: 1, count: 64), count: 4)
        var dcTables = [HuffmanTable?](repeating: nil, count: 4)
        var acTables = [HuffmanTable?](repeating: nil, count: 4)
        var components: [Component] = []
        var width = 0, height = 0
        var hMax = 1, vMax = 1
        var mcusWide = 0, mcusHigh = 0
        var progressive = false
        var restartInterval = 0
        var adobeTransform: Int? = nil
        // Entropy-coded data: a bit buffer, fed a byte at a time.
        var bitBuffer: UInt32 = 0
        var bitCount = 0
        var eobRun = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }
        func u16(_ i: Int) -> Int { Int(byte(i)) << 8 | Int(byte(i + 1)) }

        mutating func run() throws -> PNGCodec.DecodedImage {
            guard byte(0) == 0xFF && byte(1) == 0xD8 else { throw DecodeError.notJPEG }
            position = 2
            var sawFrame = false
            markers: while position < bytes.count {
                // Fill bytes (0xFF) may pad before a marker.
                guard byte(position) == 0xFF else { position += 1; continue }
                let marker = byte(position + 1)
                position += 2
                switch marker {
                case 0xFF: position -= 1
                case 0xD8, 0x01, 0xD0...0xD7: continue
                case 0xD9: break markers
                default:
                    let length = u16(position)
                    guard length >= 2 else { throw DecodeError.corrupt("segment length \(length)") }
                    let start = position + 2, end = position + length
                    guard end <= bytes.count else { throw DecodeError.corrupt("a segment runs past the end") }
                    switch marker {
                    case 0xDB: try readQuantization(start, end)
                    case 0xC4: try readHuffman(start, end)
                    case 0xC0, 0xC1, 0xC2:
                        progressive = marker == 0xC2
                        try readFrame(start, end)
                        sawFrame = true
                    case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                        throw DecodeError.unsupported("frame type SOF\(marker & 0x0F) (only baseline, extended and progressive Huffman)")
                    case 0xDD: restartInterval = u16(start)
                    case 0xEE:
                        // Adobe: "Adobe", version, two flag words, then the colour transform.
                        if end - start >= 12 && Array(bytes[start..<start + 5]) == Array("Adobe".utf8) { adobeTransform = Int(byte(start + 11)) }
                    case 0xDA:
                        guard sawFrame else { throw DecodeError.corrupt("a scan before the frame header") }
                        position = end
                        try readScan(start)
                        continue markers
                    default: break
                    }
                    position = end
                }
            }
            guard sawFrame else { throw DecodeError.corrupt("no frame header") }
            return try pixels()
        }

        mutating func readQuantization(_ start: Int, _ end: Int) throws {
            var i = start
            while i < end {
                let precision = Int(byte(i) >> 4), id = Int(byte(i) & 0x0F)
                guard id < 4 else { throw DecodeError.corrupt("quantization table \(id)") }
                i += 1
                var table = [Int32](repeating: 1, count: 64)
                for k in 0..<64 {
                    let value = precision == 0 ? Int32(byte(i)) : Int32(u16(i))
                    i += precision == 0 ? 1 : 2
                    table[JPEGCodec.zigzag[k]] = value
                }
                quant[id] = table
            }
        }

        mutating func readHuffman(_ start: Int, _ end: Int) throws {
            var i = start
            while i + 17 <= end {
                let tableClass = Int(byte(i) >> 4), id = Int(byte(i) & 0x0F)
                guard id < 4 && tableClass < 2 else { throw DecodeError.corrupt("Huffman table \(tableClass)/\(id)") }
                let counts = (0..<16).map { Int(byte(i + 1 + $0)) }
                let total = counts.reduce(0, +)
                i += 17
                guard total <= 256 && i + total <= end else { throw DecodeError.corrupt("Huffman table too long") }
                let table = HuffmanTable(counts: counts, values: Array(bytes[i..<i + total]))
                i += total
                if tableClass == 0 { dcTables[id] = table } else { acTables[id] = table }
            }
        }

        mutating func readFrame(_ start: Int, _ end: Int) throws {
            guard components.isEmpty else { throw DecodeError.unsupported("more than one frame") }
            guard byte(start) == 8 else { throw DecodeError.unsupported("\(byte(start))-bit samples") }
            height = u16(start + 1)
            width = u16(start + 3)
            let count = Int(byte(start + 5))
            guard width > 0 && height > 0 else { throw DecodeError.unsupported("a height defined by the scan (DNL)") }
            guard width * height <= JPEGCodec.maxPixels else { throw DecodeError.unsupported("\(width) × \(height) pixels") }
            guard count == 1 || count == 3 else { throw DecodeError.unsupported("\(count) components") }
            guard start + 6 + 3 * count <= end else { throw DecodeError.corrupt("short frame header") }
            for c in 0..<count {
                let p = start + 6 + 3 * c
                let h = Int(byte(p + 1) >> 4), v = Int(byte(p + 1) & 0x0F), tq = Int(byte(p + 2))
                guard (1...4).contains(h) && (1...4).contains(v) && tq < 4 else { throw DecodeError.corrupt("component \(c) sampling") }
                components.append(Component(id: byte(p), h: h, v: v, quantTable: tq))
            }
            hMax = components.map(\.h).max() ?? 1
            vMax = components.map(\.v).max() ?? 1
            mcusWide = (width + 8 * hMax - 1) / (8 * hMax)
            mcusHigh = (height + 8 * vMax - 1) / (8 * vMax)
            for c in components.indices {
                let samplesWide = (width * components[c].h + hMax - 1) / hMax
                let samplesHigh = (height * components[c].v + vMax - 1) / vMax
                components[c].blocksWide = (samplesWide + 7) / 8
                components[c].blocksHigh = (samplesHigh + 7) / 8
                components[c].blocksPerLine = mcusWide * components[c].h
                components[c].blocksPerColumn = mcusHigh * components[c].v
                components[c].coefficients = [Int32](repeating: 0, count: components[c].blocksPerLine * components[c].blocksPerColumn * 64)
            }
        }

        // MARK: Scans

        mutating func readScan(_ start: Int) throws {
            let count = Int(byte(start))
            var scanComponents: [Int] = []
            for s in 0..<count {
                let id = byte(start + 1 + 2 * s), tables = byte(start + 2 + 2 * s)
                guard let c = components.firstIndex(where: { $0.id == id }) else { throw DecodeError.corrupt("scan names component \(id)") }
                components[c].dcTable = Int(tables >> 4)
                components[c].acTable = Int(tables & 0x0F)
                guard components[c].dcTable < 4 && components[c].acTable < 4 else { throw DecodeError.corrupt("table number") }
                scanComponents.append(c)
            }
            guard !scanComponents.isEmpty else { throw DecodeError.corrupt("a scan of no component") }
            let p = start + 1 + 2 * count
            let spectralStart = Int(byte(p)), spectralEnd = Int(byte(p + 1))
            let high = Int(byte(p + 2) >> 4), low = Int(byte(p + 2) & 0x0F)
            if !progressive {
                guard spectralStart == 0 && spectralEnd == 63 else { throw DecodeError.corrupt("spectral selection in a sequential scan") }
            } else {
                guard spectralStart <= spectralEnd && spectralEnd <= 63 && (spectralStart > 0 || spectralEnd == 0) && low < 14 else {
                    throw DecodeError.corrupt("progressive scan parameters")
                }
                guard spectralStart == 0 || scanComponents.count == 1 else { throw DecodeError.corrupt("an interleaved AC scan") }
            }
            let kind: BlockKind
            if !progressive { kind = .sequential }
            else if spectralStart == 0 { kind = high == 0 ? .dcFirst : .dcRefine }
            else { kind = high == 0 ? .acFirst : .acRefine }
            for c in scanComponents {
                components[c].dcPrediction = 0
                if kind != .dcRefine && kind != .acFirst && kind != .acRefine, dcTables[components[c].dcTable] == nil {
                    throw DecodeError.corrupt("scan uses a missing DC table")
                }
                if (kind == .sequential || kind == .acFirst || kind == .acRefine), acTables[components[c].acTable] == nil {
                    throw DecodeError.corrupt("scan uses a missing AC table")
                }
            }
            bitBuffer = 0
            bitCount = 0
            eobRun = 0
            let parameters = ScanParameters(kind: kind, spectralStart: spectralStart, spectralEnd: spectralEnd, low: low)
            // The units of the scan, in order: whole MCUs when interleaved,
            // else the component's own blocks row by row (T.81, A.2).
            var unitsDone = 0
            func restartIfDue(_ decoder: inout Decoder) {
                unitsDone += 1
                guard decoder.restartInterval > 0 && unitsDone % decoder.restartInterval == 0 else { return }
                decoder.restart(scanComponents)
            }
            if scanComponents.count == 1 {
                let c = scanComponents[0]
                for by in 0..<components[c].blocksHigh {
                    for bx in 0..<components[c].blocksWide {
                        try decodeBlock(c, by * components[c].blocksPerLine + bx, parameters)
                        restartIfDue(&self)
                    }
                }
            } else {
                for my in 0..<mcusHigh {
                    for mx in 0..<mcusWide {
                        for c in scanComponents {
                            let h = components[c].h, v = components[c].v
                            for y in 0..<v {
                                for x in 0..<h {
                                    try decodeBlock(c, (my * v + y) * components[c].blocksPerLine + mx * h + x, parameters)
                                }
                            }
                        }
                        restartIfDue(&self)
                    }
                }
            }
            // Continue at the marker that ends the entropy-coded data.
            skipToMarker()
        }

        /// After a restart interval: the bits left are padding, the RSTn
        /// marker is skipped, and predictions start over (T.81, E.1.4).
        mutating func restart(_ scanComponents: [Int]) {
            bitBuffer = 0
            bitCount = 0
            eobRun = 0
            for c in scanComponents { components[c].dcPrediction = 0 }
            skipToMarker()
            if byte(position) == 0xFF && (0xD0...0xD7).contains(byte(position + 1)) { position += 2 }
        }

        /// Moves past entropy-coded bytes to the next marker (not a stuffed
        /// 0xFF 0x00 pair).
        mutating func skipToMarker() {
            while position < bytes.count {
                if bytes[position] == 0xFF {
                    let next = byte(position + 1)
                    if next != 0 && next != 0xFF { return }
                }
                position += 1
            }
        }

        enum BlockKind { case sequential, dcFirst, dcRefine, acFirst, acRefine }
        struct ScanParameters { var kind: BlockKind; var spectralStart: Int; var spectralEnd: Int; var low: Int }

        // MARK: Bits

        /// The next bit of entropy-coded data; zeros once a marker is reached.
        mutating func bit() -> Int {
            if bitCount == 0 {
                var b: UInt8 = 0
                if position < bytes.count {
                    b = bytes[position]
                    if b == 0xFF {
                        let next = byte(position + 1)
                        if next == 0 { position += 2 } else { b = 0 }  // a marker: stay before it
                    } else {
                        position += 1
                    }
                }
                bitBuffer = UInt32(b)
                bitCount = 8
            }
            bitCount -= 1
            return Int(bitBuffer >> UInt32(bitCount)) & 1
        }

        mutating func bits(_ n: Int) -> Int {
            var v = 0
            for _ in 0..<n { v = v << 1 | bit() }
            return v
        }

        /// T.81's RECEIVE and EXTEND (F.2.2.1): `n` bits as a signed difference.
        mutating func receiveExtend(_ n: Int) -> Int32 {
            guard n > 0 else { return 0 }
            let n = min(n, 16)
            let v = bits(n)
            return Int32(v < 1 << (n - 1) ? v - (1 << n) + 1 : v)
        }

        /// T.81's DECODE (F.2.2.3).
        mutating func decodeSymbol(_ table: HuffmanTable) throws -> Int {
            var code = bit()
            for length in 1...16 {
                if code <= table.maxCode[length] {
                    let i = table.valueOffset[length] + code
                    guard i >= 0 && i < table.values.count else { break }
                    return Int(table.values[i])
                }
                code = code << 1 | bit()
            }
            throw DecodeError.corrupt("a Huffman code no table has")
        }

        // MARK: Blocks

        mutating func decodeBlock(_ c: Int, _ block: Int, _ p: ScanParameters) throws {
            let base = block * 64
            guard base >= 0 && base + 64 <= components[c].coefficients.count else { return }
            switch p.kind {
            case .sequential:
                try decodeDC(c, base, shift: 0)
                guard let ac = acTables[components[c].acTable] else { return }
                var k = 1
                while k < 64 {
                    let rs = try decodeSymbol(ac)
                    let r = rs >> 4, s = rs & 15
                    if s == 0 {
                        if r != 15 { break }
                        k += 16
                        continue
                    }
                    k += r
                    guard k < 64 else { throw DecodeError.corrupt("coefficient past the block") }
                    components[c].coefficients[base + JPEGCodec.zigzag[k]] = receiveExtend(s)
                    k += 1
                }
            case .dcFirst:
                try decodeDC(c, base, shift: p.low)
            case .dcRefine:
                if bit() == 1 { components[c].coefficients[base] |= Int32(1) << Int32(p.low) }
            case .acFirst:
                try decodeACFirst(c, base, p)
            case .acRefine:
                try decodeACRefine(c, base, p)
            }
        }

        mutating func decodeDC(_ c: Int, _ base: Int, shift: Int) throws {
            guard let dc = dcTables[components[c].dcTable] else { return }
            let t = try decodeSymbol(dc)
            components[c].dcPrediction &+= receiveExtend(t)
            components[c].coefficients[base] = components[c].dcPrediction &* (Int32(1) << Int32(shift))
        }

        /// The first pass over a band of AC coefficients (T.81, G.1.2.2).
        mutating func decodeACFirst(_ c: Int, _ base: Int, _ p: ScanParameters) throws {
            if eobRun > 0 { eobRun -= 1; return }
            guard let ac = acTables[components[c].acTable] else { return }
            var k = p.spectralStart
            while k <= p.spectralEnd {
                let rs = try decodeSymbol(ac)
                let r = rs >> 4, s = rs & 15
                if s == 0 {
                    if r < 15 {
                        // An end-of-band run: this block and the next 2^r - 1 + bits.
                        eobRun = (1 << r) - 1 + (r > 0 ? bits(r) : 0)
                        break
                    }
                    k += 16
                    continue
                }
                k += r
                guard k <= 63 else { throw DecodeError.corrupt("coefficient past the block") }
                components[c].coefficients[base + JPEGCodec.zigzag[k]] = receiveExtend(s) &* (Int32(1) << Int32(p.low))
                k += 1
            }
        }

        /// A refining pass over a band of AC coefficients (T.81, G.1.2.3):
        /// one more bit of each coefficient already non-zero, and new ones of
        /// magnitude 1 in the zero positions the run lengths count.
        mutating func decodeACRefine(_ c: Int, _ base: Int, _ p: ScanParameters) throws {
            let plus = Int32(1) << Int32(p.low), minus = Int32(-1) &* plus
            var k = p.spectralStart
            func refine(_ d: inout Decoder, _ i: Int) {
                let v = d.components[c].coefficients[i]
                if d.bit() == 1 && v & plus == 0 { d.components[c].coefficients[i] = v >= 0 ? v &+ plus : v &+ minus }
            }
            if eobRun == 0 {
                guard let ac = acTables[components[c].acTable] else { return }
                while k <= p.spectralEnd {
                    let rs = try decodeSymbol(ac)
                    var r = rs >> 4
                    let s = rs & 15
                    var value: Int32 = 0
                    if s == 0 {
                        if r < 15 {
                            eobRun = (1 << r) + (r > 0 ? bits(r) : 0)
                            break
                        }
                    } else {
                        value = bit() == 1 ? plus : minus
                    }
                    // Skip r zero coefficients (refining the non-zero ones
                    // passed), then place the new one, if any, at the next zero.
                    while k <= p.spectralEnd {
                        let i = base + JPEGCodec.zigzag[k]
                        if components[c].coefficients[i] != 0 {
                            refine(&self, i)
                        } else {
                            if r == 0 {
                                if value != 0 { components[c].coefficients[i] = value }
                                break
                            }
                            r -= 1
                        }
                        k += 1
                    }
                    k += 1
                }
            }
            if eobRun > 0 {
                while k <= p.spectralEnd {
                    let i = base + JPEGCodec.zigzag[k]
                    if components[c].coefficients[i] != 0 { refine(&self, i) }
                    k += 1
                }
                eobRun -= 1
            }
        }

        // MARK: Pixels

        /// Every block dequantized and transformed (T.81, A.3.3), the
        /// components upsampled to the picture's size and converted to RGB
        /// (JFIF's YCbCr, the conversion of ITU-T T.871).
        func pixels() throws -> PNGCodec.DecodedImage {
            guard !components.isEmpty else { throw DecodeError.corrupt("no components") }
            // cos((2x + 1) u π / 16) × C(u) / 2, for the separable inverse DCT.
            var basis = [Double](repeating: 0, count: 64)
            for x in 0..<8 {
                for u in 0..<8 {
                    let cu = u == 0 ? 1 / 2.0.squareRoot() : 1
                    basis[x * 8 + u] = cu / 2 * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16)
                }
            }
            var planes: [[UInt8]] = []
            for comp in components {
                let lineWidth = comp.blocksPerLine * 8
                var plane = [UInt8](repeating: 0, count: lineWidth * comp.blocksPerColumn * 8)
                let q = quant[comp.quantTable]
                var temp = [Double](repeating: 0, count: 64)
                for by in 0..<comp.blocksHigh {
                    for bx in 0..<comp.blocksWide {
                        let base = (by * comp.blocksPerLine + bx) * 64
                        // Rows: temp[y][x] = Σu basis[x][u] F[y][u] (over columns first).
                        for v in 0..<8 {
                            for x in 0..<8 {
                                var sum = 0.0
                                for u in 0..<8 {
                                    let f = comp.coefficients[base + v * 8 + u]
                                    if f != 0 { sum += basis[x * 8 + u] * Double(f &* q[v * 8 + u]) }
                                }
                                temp[v * 8 + x] = sum
                            }
                        }
                        for y in 0..<8 {
                            for x in 0..<8 {
                                var sum = 0.0
                                for v in 0..<8 { sum += basis[y * 8 + v] * temp[v * 8 + x] }
                                let sample = (sum + 128).rounded()
                                plane[(by * 8 + y) * lineWidth + bx * 8 + x] = UInt8(max(0, min(255, sample)))
                            }
                        }
                    }
                }
                planes.append(plane)
            }
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            let rgbDirect = components.count == 3 && adobeTransform == 0
            for y in 0..<height {
                for x in 0..<width {
                    var samples: [Double] = []
                    for (c, comp) in components.enumerated() {
                        samples.append(sample(planes[c], comp, x, y))
                    }
                    let o = (y * width + x) * 4
                    if samples.count == 1 {
                        let g = UInt8(max(0, min(255, samples[0].rounded())))
                        (rgba[o], rgba[o + 1], rgba[o + 2]) = (g, g, g)
                    } else if rgbDirect {
                        (rgba[o], rgba[o + 1], rgba[o + 2]) = (UInt8(max(0, min(255, samples[0].rounded()))), UInt8(max(0, min(255, samples[1].rounded()))), UInt8(max(0, min(255, samples[2].rounded()))))
                    } else {
                        let yy = samples[0], cb = samples[1] - 128, cr = samples[2] - 128
                        func clamp(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
                        rgba[o] = clamp(yy + 1.402 * cr)
                        rgba[o + 1] = clamp(yy - 0.344136 * cb - 0.714136 * cr)
                        rgba[o + 2] = clamp(yy + 1.772 * cb)
                    }
                }
            }
            return PNGCodec.DecodedImage(width: width, height: height, rgba: rgba)
        }

        /// Component `comp`'s value at pixel (`x`, `y`): its own sample when
        /// it is not subsampled, else interpolated between the four nearest
        /// samples, whose centres sit at (i + ½) × hMax / h pixels (T.81,
        /// A.1.1; libjpeg's "fancy" upsampling is the same triangle filter).
        func sample(_ plane: [UInt8], _ comp: Component, _ x: Int, _ y: Int) -> Double {
            let lineWidth = comp.blocksPerLine * 8
            if comp.h == hMax && comp.v == vMax { return Double(plane[y * lineWidth + x]) }
            let samplesWide = (width * comp.h + hMax - 1) / hMax, samplesHigh = (height * comp.v + vMax - 1) / vMax
            let fx = (Double(x) + 0.5) * Double(comp.h) / Double(hMax) - 0.5
            let fy = (Double(y) + 0.5) * Double(comp.v) / Double(vMax) - 0.5
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let tx = fx - Double(x0), ty = fy - Double(y0)
            func at(_ i: Int, _ j: Int) -> Double {
                Double(plane[min(max(j, 0), samplesHigh - 1) * lineWidth + min(max(i, 0), samplesWide - 1)])
            }
            let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
            let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
            return top * (1 - ty) + bottom * ty
        }
    }
}
