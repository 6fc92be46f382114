import Foundation
import ViewLayout

/// Glyphs for the PNG renderer: outlines read from a TrueType font file by
/// the small `TrueTypeFont` reader below and filled by `Raster` like any
/// other polygon, each line stretched to the width the layout measured so
/// the picture agrees with the frames.
///
/// Which file: `fontPath(for:)`, the one place that picks a font file. It
/// points at the faces the layout measures with, shipped as this target's
/// `Fonts/` resource directory (Inter for the default design, DejaVu Sans Mono for
/// `.monospaced`; `FaceSelection` in the core picks the same face by weight
/// and italic). Without a font file every glyph is drawn as a box of
/// x-height, so a picture still shows where text is.
enum GlyphOutlines {
    /// Where font files are looked for, in order.
    ///
    /// - The directory named by the environment variable
    ///   `VIEWLAYOUT_FONT_DIR`, when it is set: an override for trying other
    ///   files with the same names, or for a `viewlayout` binary copied
    ///   without its resource bundle.
    /// - The `Fonts/` directory of this target's resource bundle
    ///   (`Bundle.module`), which SwiftPM puts beside the built products.
    ///
    /// The bundle is only looked up when the override has no file for the
    /// face: the accessor SwiftPM generates stops the program when the
    /// bundle is missing, so a binary run with the override never asks for it.
    static let environmentFontDirectory = ProcessInfo.processInfo.environment["VIEWLAYOUT_FONT_DIR"]
    static let bundledFontDirectory: String? = Bundle.module.resourceURL?.appendingPathComponent("Fonts").path

    /// The font file used to draw `font`, or nil when none is found: the
    /// shipped face the layout measured `font` with.
    static func fontPath(for font: Font) -> String? {
        let name = BuiltinTextMeasurer.fontFileName(for: font)
        func file(in dir: String?) -> String? {
            guard let dir, FileManager.default.isReadableFile(atPath: dir + "/" + name) else { return nil }
            return dir + "/" + name
        }
        return file(in: environmentFontDirectory) ?? file(in: bundledFontDirectory)
    }

    nonisolated(unsafe) static var cache: [String: TrueTypeFont?] = [:]
    static let lock = NSLock()

    static func loadedFont(_ font: Font) -> TrueTypeFont? {
        guard let path = fontPath(for: font) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let f = cache[path] { return f }
        let f = (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { TrueTypeFont(data: $0) }
        cache[path] = f
        return f
    }

    /// The width of `string` set in `font` with the font file's own
    /// advances (for labels the layout did not measure).
    static func naturalWidth(_ string: String, font: Font) -> Double {
        let size = Double(font.size)
        guard let ttf = loadedFont(font) else { return Double(string.unicodeScalars.count) * size * 0.55 }
        lock.lock()
        defer { lock.unlock() }
        return string.unicodeScalars.reduce(0.0) { $0 + Double(ttf.advance(ttf.glyphIndex($1))) } * size / Double(ttf.unitsPerEm)
    }

    /// Polygons (pixels) of `string` set in `font` on a baseline starting at
    /// `origin` (points), `width` points wide.
    static func polygons(_ string: String, font: Font, width: Double, origin: (x: Double, y: Double), scale: Double,
                         tracking: Double = 0) -> [Raster.Polygon] {
        glyphs(string, font: font, width: width, origin: origin, scale: scale, tracking: tracking, colour: false).polygons
    }

    /// The same, with `colour`: emoji that the machine's colour emoji font
    /// has are left out of the polygons and given as pictures to draw
    /// (`ColorEmojiFont`), each in its cluster's measured advance.
    static func glyphs(_ string: String, font: Font, width: Double, origin: (x: Double, y: Double), scale: Double,
                       tracking: Double = 0, colour: Bool) -> (polygons: [Raster.Polygon], colour: [ColorEmojiFont.Placed]) {
        let size = Double(font.size)
        guard size > 0, size.isFinite, width > 0 else { return ([], []) }
        guard let ttf = loadedFont(font) else {
            // No font: boxes of x-height, one per visible character.
            let scalars = Array(string.unicodeScalars)
            let step = width / Double(max(1, scalars.count))
            return (scalars.enumerated().compactMap { i, s in
                if s == " " { return nil }
                let x0 = (origin.x + Double(i) * step + step * 0.1) * scale, x1 = (origin.x + Double(i + 1) * step - step * 0.1) * scale
                let y0 = (origin.y - size * 0.52) * scale, y1 = origin.y * scale
                return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            }, [])
        }
        lock.lock()
        defer { lock.unlock() }
        let unit = size / Double(ttf.unitsPerEm)
        let scalars = Array(string.unicodeScalars)
        let glyphs = scalars.map { ttf.glyphIndex($0) }
        // A character the face lacks keeps the advance the layout measured
        // it with (FallbackFaces), so the line fills its measured width.
        // A character that joins the one before into one cluster (a ZWJ
        // sequence, a flag's second half, a skin tone) takes no space and
        // is not drawn: the cluster shows its first character.
        let values = scalars.map(\.value)
        let advances = scalars.indices.map { i in
            glyphs[i] != 0 ? Double(ttf.advance(glyphs[i])) * unit
                : TextClusters.joinsPrevious(values, i) ? 0 : FallbackFaces.measuredAdvance(scalars[i], font: font)
        }
        // Tracking adds space after every character (as the measurer adds it).
        let natural = advances.reduce(0, +) + tracking * Double(glyphs.count)
        let stretch = natural > 0 ? width / natural : 1
        let slant = font.isItalic && ttf.italicAngle == 0 ? 0.2 : 0
        var pen = 0.0
        var result: [Raster.Polygon] = []
        var pictures: [ColorEmojiFont.Placed] = []
        let colourFont = colour ? ColorEmojiFont.machineFont : nil
        for (i, scalar) in scalars.enumerated() {
            let advance = advances[i]
            defer { pen += advance + tracking }
            var face = ttf, glyph = glyphs[i], faceUnit = unit, offset = 0.0
            if glyph == 0 {
                // Joiners, selectors and modifiers take no space and show nothing.
                if advance <= 0 { continue }
                if let colourFont, scalar.properties.isEmoji {
                    // The whole cluster: this character and those that join it.
                    var end = i + 1
                    while end < scalars.count && TextClusters.joinsPrevious(values, end) { end += 1 }
                    if let placed = colourFont.place(Array(scalars[i..<end]), x: origin.x + pen * stretch, baseline: origin.y,
                                                     advance: advance * stretch) {
                        pictures.append(placed)
                        continue
                    }
                }
                if let found = FallbackFaces.glyph(for: scalar) {
                    (face, glyph, faceUnit) = (found.face, found.glyph, size / Double(found.face.unitsPerEm))
                } else if scalar.properties.isEmojiPresentation {
                    // No emoji face on the machine: a generic face in the
                    // text's colour, rather than the missing-glyph box.
                    let cx = origin.x + (pen + advance / 2) * stretch, cy = origin.y - size * 0.36
                    result += emojiFace(cx: cx, cy: cy, r: min(advance * stretch, size) * 0.42, scale: scale)
                    continue
                }
                // Centred in the measured advance.
                offset = (advance - Double(face.advance(glyph)) * faceUnit) / 2
            }
            for contour in face.outline(glyph) {
                result.append(contour.map { p in
                    let x = origin.x + (pen + offset + (p.x + slant * p.y) * faceUnit) * stretch
                    let y = origin.y - p.y * faceUnit
                    return (x * scale, y * scale)
                })
            }
        }
        return (result, pictures)
    }

    /// A smiley drawn with polygons (a ring, two eyes, a smile), centred at
    /// (`cx`, `cy`) with radius `r`, in pixels at `scale`. Holes run the
    /// other way round, so both fill rules leave them empty.
    static func emojiFace(cx: Double, cy: Double, r: Double, scale: Double) -> [Raster.Polygon] {
        func arc(_ radius: Double, _ from: Double, _ to: Double, x: Double = cx, y: Double = cy, steps: Int = 24) -> Raster.Polygon {
            (0...steps).map { i in
                let a = from + (to - from) * Double(i) / Double(steps)
                return ((x + radius * cos(a)) * scale, (y + radius * sin(a)) * scale)
            }
        }
        let full = 2 * Double.pi
        var face: [Raster.Polygon] = [arc(r, 0, full), arc(r * 0.86, full, 0)]
        for side in [-1.0, 1.0] { face.append(arc(r * 0.12, 0, full, x: cx + side * 0.35 * r, y: cy - 0.25 * r, steps: 12)) }
        // The smile: a band below the centre (screen y grows downwards).
        face.append(arc(r * 0.6, 0.15 * Double.pi, 0.85 * Double.pi) + arc(r * 0.47, 0.85 * Double.pi, 0.15 * Double.pi))
        return face
    }
}

/// A minimal TrueType reader: `cmap` (formats 4 and 12), `hmtx`, `loca` and
/// `glyf` (simple and composite glyphs), following Apple's TrueType
/// Reference Manual and the OpenType specification. Quadratic curves are
/// flattened; hinting is ignored. Not thread-safe (callers lock).
final class TrueTypeFont {
    let data: [UInt8]
    var tables: [String: (offset: Int, length: Int)] = [:]
    var unitsPerEm = 2048
    var italicAngle = 0.0
    var longLoca = false
    var numberOfHMetrics = 0
    var numGlyphs = 0
    var cmap: [UInt32: UInt16] = [:]
    var outlines: [UInt16: [[(x: Double, y: Double)]]] = [:]
    /// Composite glyphs being read, to skip one that contains itself.
    var reading: Set<UInt16> = []

    /// Bounds on tables read from files outside the package (the font
    /// override directory): a `cmap` maps at most one entry per Unicode
    /// scalar in all (overlapping groups or segments stop there); a glyph
    /// has at most this many points, however its components nest; and
    /// components nest at most 8 deep, a glyph within itself being skipped.
    static let maximumMappings = 0x110000
    static let maximumGlyphPoints = 100_000
    static let maximumComponentDepth = 8

    /// Reads a font; `bitmapOnly` accepts one without outlines (`glyf`,
    /// `loca`), for its colour bitmaps (`ColorEmojiFont`).
    init?(data: Data, bitmapOnly: Bool = false) {
        self.data = [UInt8](data)
        guard self.data.count > 12 else { return nil }
        let count = u16(4)
        for i in 0..<count {
            let r = 12 + i * 16
            guard r + 16 <= self.data.count else { return nil }
            let tag = String(decoding: self.data[r..<(r + 4)], as: UTF8.self)
            tables[tag] = (Int(u32(r + 8)), Int(u32(r + 12)))
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let maxp = tables["maxp"],
              bitmapOnly || tables["glyf"] != nil && tables["loca"] != nil, tables["hmtx"] != nil,
              head.offset + 54 <= self.data.count else { return nil }
        unitsPerEm = max(16, u16(head.offset + 18))
        longLoca = u16(head.offset + 50) == 1
        numberOfHMetrics = u16(hhea.offset + 34)
        numGlyphs = u16(maxp.offset + 4)
        if let post = tables["post"] { italicAngle = Double(Int32(bitPattern: UInt32(u32(post.offset + 4)))) / 65536 }
        readCmap()
    }

    func u8(_ i: Int) -> Int { i >= 0 && i < data.count ? Int(data[i]) : 0 }
    func u16(_ i: Int) -> Int { u8(i) << 8 | u8(i + 1) }
    func i16(_ i: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(i)))) }
    func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }

    func readCmap() {
        guard let t = tables["cmap"] else { return }
        let n = u16(t.offset + 2)
        var best: (offset: Int, format: Int)?
        for i in 0..<n {
            let r = t.offset + 4 + i * 8
            let platform = u16(r), encoding = u16(r + 2), offset = t.offset + u32(r + 4)
            let format = u16(offset)
            // Unicode subtables: (3,10) or (0,4) full repertoire; (3,1) or (0,3) BMP.
            if format == 12 && (platform == 3 && encoding == 10 || platform == 0) { best = (offset, 12) }
            if format == 4 && (platform == 3 && encoding == 1 || platform == 0) && best?.format != 12 { best = (offset, 4) }
        }
        guard let (o, format) = best else { return }
        var budget = TrueTypeFont.maximumMappings
        if format == 4 {
            let segX2 = u16(o + 6)
            let ends = o + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2
            for s in 0..<(segX2 / 2) {
                let end = u16(ends + 2 * s), start = u16(starts + 2 * s), delta = u16(deltas + 2 * s), rangeOffset = u16(ranges + 2 * s)
                guard start <= end, end != 0xFFFF || start == 0xFFFF else { continue }
                if end == 0xFFFF { continue }
                guard budget > end - start else { return }
                budget -= end - start + 1
                for c in start...end {
                    var g: Int
                    if rangeOffset == 0 {
                        g = (c + delta) & 0xFFFF
                    } else {
                        g = u16(ranges + 2 * s + rangeOffset + 2 * (c - start))
                        if g != 0 { g = (g + delta) & 0xFFFF }
                    }
                    if g != 0 { cmap[UInt32(c)] = UInt16(g) }
                }
            }
        } else {
            // No more groups than the file holds.
            let groups = min(u32(o + 12), max(0, data.count - o - 16) / 12)
            for k in 0..<groups {
                let r = o + 16 + k * 12
                let start = u32(r), end = u32(r + 4), g = u32(r + 8)
                guard start <= end, end - start < 0x110000 else { continue }
                guard budget > end - start else { return }
                budget -= end - start + 1
                for c in start...end { cmap[UInt32(c)] = UInt16(truncatingIfNeeded: g + c - start) }
            }
        }
    }

    func glyphIndex(_ s: Unicode.Scalar) -> UInt16 { cmap[s.value] ?? 0 }

    func advance(_ g: UInt16) -> Int {
        guard let hmtx = tables["hmtx"], numberOfHMetrics > 0 else { return unitsPerEm / 2 }
        let i = min(Int(g), numberOfHMetrics - 1)
        return u16(hmtx.offset + 4 * i)
    }

    func glyphRange(_ g: UInt16) -> (Int, Int)? {
        guard let loca = tables["loca"], let glyf = tables["glyf"], Int(g) < numGlyphs else { return nil }
        let a: Int, b: Int
        if longLoca { a = u32(loca.offset + 4 * Int(g)); b = u32(loca.offset + 4 * Int(g) + 4) } else { a = 2 * u16(loca.offset + 2 * Int(g)); b = 2 * u16(loca.offset + 2 * Int(g) + 2) }
        guard b > a else { return nil }
        return (glyf.offset + a, glyf.offset + b)
    }

    /// The glyph's contours in font units (y up), curves flattened.
    /// Each glyph is read once (components shared by many glyphs too).
    func outline(_ g: UInt16, depth: Int = 0) -> [[(x: Double, y: Double)]] {
        if let o = outlines[g] { return o }
        guard depth < TrueTypeFont.maximumComponentDepth, !reading.contains(g), let (start, _) = glyphRange(g) else { return [] }
        reading.insert(g)
        defer { reading.remove(g) }
        let contours = i16(start)
        let result = contours >= 0 ? simpleGlyph(start, contours) : compositeGlyph(start, depth: depth)
        outlines[g] = result
        return result
    }

    func simpleGlyph(_ start: Int, _ contourCount: Int) -> [[(x: Double, y: Double)]] {
        var p = start + 10
        var ends: [Int] = []
        for _ in 0..<contourCount { ends.append(u16(p)); p += 2 }
        let pointCount = (ends.last ?? -1) + 1
        guard pointCount > 0, pointCount < 10000 else { return [] }
        p += 2 + u16(p)  // instructions
        var flags: [Int] = []
        while flags.count < pointCount && p < data.count {
            let f = u8(p); p += 1
            flags.append(f)
            if f & 8 != 0 {
                let repeats = u8(p); p += 1
                for _ in 0..<repeats { flags.append(f) }
            }
        }
        flags = Array(flags.prefix(pointCount))
        guard flags.count == pointCount else { return [] }
        func coords(_ shortBit: Int, _ sameBit: Int) -> [Int] {
            var v = 0, out: [Int] = []
            for f in flags {
                if f & shortBit != 0 {
                    let d = u8(p); p += 1
                    v += f & sameBit != 0 ? d : -d
                } else if f & sameBit == 0 {
                    v += i16(p); p += 2
                }
                out.append(v)
            }
            return out
        }
        let xs = coords(2, 16), ys = coords(4, 32)
        var contours: [[(x: Double, y: Double)]] = []
        var first = 0
        for end in ends {
            guard end >= first, end < pointCount else { break }
            let pts = (first...end).map { (x: Double(xs[$0]), y: Double(ys[$0]), on: flags[$0] & 1 != 0) }
            contours.append(flatten(pts))
            first = end + 1
        }
        return contours
    }

    /// Quadratic B-spline contour to a polygon: implied on-curve points
    /// between consecutive off-curve points (TrueType manual, "Glyph data").
    func flatten(_ pts: [(x: Double, y: Double, on: Bool)]) -> [(x: Double, y: Double)] {
        guard !pts.isEmpty else { return [] }
        var seq: [(x: Double, y: Double, on: Bool)] = []
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            seq.append(a)
            if !a.on && !b.on { seq.append(((a.x + b.x) / 2, (a.y + b.y) / 2, true)) }
        }
        guard let startIndex = seq.firstIndex(where: { $0.on }) else { return seq.map { ($0.x, $0.y) } }
        let ordered = Array(seq[startIndex...] + seq[..<startIndex])
        var out: [(x: Double, y: Double)] = [(ordered[0].x, ordered[0].y)]
        var i = 1
        while i <= ordered.count {
            let cur = ordered[i % ordered.count]
            if cur.on {
                out.append((cur.x, cur.y)); i += 1
            } else {
                let end = ordered[(i + 1) % ordered.count]
                let s = out[out.count - 1]
                for k in 1...4 {
                    let t = Double(k) / 4, u = 1 - t
                    out.append((u * u * s.x + 2 * u * t * cur.x + t * t * end.x, u * u * s.y + 2 * u * t * cur.y + t * t * end.y))
                }
                i += 2
            }
        }
        return out
    }

    func compositeGlyph(_ start: Int, depth: Int) -> [[(x: Double, y: Double)]] {
        var p = start + 10
        var result: [[(x: Double, y: Double)]] = []
        var more = true
        var guardCount = 0, points = 0
        while more && guardCount < 64 {
            guardCount += 1
            let flags = u16(p), glyph = UInt16(u16(p + 2)); p += 4
            var dx = 0.0, dy = 0.0
            if flags & 1 != 0 { dx = Double(i16(p)); dy = Double(i16(p + 2)); p += 4 } else {
                dx = Double(Int8(bitPattern: UInt8(u8(p)))); dy = Double(Int8(bitPattern: UInt8(u8(p + 1)))); p += 2
            }
            if flags & 2 == 0 { dx = 0; dy = 0 }  // point matching: not supported, placed at origin
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            func f2dot14(_ i: Int) -> Double { Double(i16(i)) / 16384 }
            if flags & 8 != 0 { a = f2dot14(p); d = a; p += 2 } else if flags & 0x40 != 0 { a = f2dot14(p); d = f2dot14(p + 2); p += 4 } else if flags & 0x80 != 0 {
                a = f2dot14(p); b = f2dot14(p + 2); c = f2dot14(p + 4); d = f2dot14(p + 6); p += 8
            }
            for contour in outline(glyph, depth: depth + 1) {
                points += contour.count
                if points > TrueTypeFont.maximumGlyphPoints { return result }
                result.append(contour.map { (a * $0.x + c * $0.y + dx, b * $0.x + d * $0.y + dy) })
            }
            more = flags & 0x20 != 0
        }
        return result
    }
}
