import Foundation
import ViewLayout

/// Colour emoji from a bitmap font of the machine in Google's CBDT/CBLC
/// format (Debian's fonts-noto-color-emoji): each glyph is a PNG image in
/// one strike (OpenType specification, "CBDT — Color Bitmap Data Table"
/// and "CBLC — Color Bitmap Location Table"; index subtable formats 1 and
/// 3, image formats 17, 18 and 19). Emoji sequences (ZWJ families, flags,
/// skin tones) are the font's ligatures (GSUB lookup type 4, "Ligature
/// Substitution", also inside type 7 extensions), so a family is one
/// picture. Each emoji is drawn in the advance the layout measured it with
/// (`FallbackFace.emojiAdvance` in the engine), its width filling the
/// advance and its baseline on the text's.
///
/// Not thread-safe: callers hold `GlyphOutlines.lock`.
final class ColorEmojiFont {
    let font: TrueTypeFont
    let ppem: Int
    /// Where each glyph's image is: its offset and length in the file and
    /// its image format.
    var locations: [UInt16: (offset: Int, length: Int, format: Int)] = [:]
    /// Ligatures by first glyph: the rest of the sequence and the result,
    /// longest first.
    var ligatures: [UInt16: [(rest: [UInt16], glyph: UInt16)]] = [:]
    var images: [UInt16: Glyph?] = [:]

    /// A decoded glyph: its pixels and where they sit, in pixels of the
    /// strike: the left edge past the pen, the top above the baseline, the advance.
    struct Glyph {
        var image: PNGCodec.DecodedImage
        var bearingX: Int
        var bearingY: Int
        var advance: Int
    }

    /// The most glyph locations and ligatures read (a bound on a broken file).
    static let maximumEntries = 200_000

    init?(data: Data) {
        guard let font = TrueTypeFont(data: data, bitmapOnly: true), let cblc = font.tables["CBLC"], font.tables["CBDT"] != nil else {
            return nil
        }
        self.font = font
        // The largest strike: its images are scaled down, never up.
        let strikes = min(font.u32(cblc.offset + 4), 64)
        var best: (record: Int, ppem: Int)?
        for s in 0..<strikes {
            let r = cblc.offset + 8 + 48 * s
            let ppem = font.u8(r + 44)
            if ppem > (best?.ppem ?? 0) { best = (r, ppem) }
        }
        guard let (record, ppem) = best else { return nil }
        self.ppem = ppem
        readLocations(cblc.offset, record)
        readLigatures()
        if locations.isEmpty { return nil }
    }

    func readLocations(_ cblc: Int, _ record: Int) {
        guard let cbdt = font.tables["CBDT"] else { return }
        let arrayOffset = cblc + font.u32(record), count = min(font.u32(record + 8), 4096)
        var budget = ColorEmojiFont.maximumEntries
        for k in 0..<count {
            let a = arrayOffset + 8 * k
            let first = font.u16(a), last = font.u16(a + 2)
            let table = arrayOffset + font.u32(a + 4)
            let indexFormat = font.u16(table), imageFormat = font.u16(table + 2), imageData = cbdt.offset + font.u32(table + 4)
            guard first <= last, budget > last - first else { return }
            budget -= last - first + 1
            for g in first...last {
                let i = g - first
                let start: Int, end: Int
                switch indexFormat {
                case 1: (start, end) = (font.u32(table + 8 + 4 * i), font.u32(table + 12 + 4 * i))
                case 3: (start, end) = (font.u16(table + 8 + 2 * i), font.u16(table + 10 + 2 * i))
                default: continue
                }
                if end > start { locations[UInt16(g)] = (imageData + start, end - start, imageFormat) }
            }
        }
    }

    /// Ligature substitutions (lookup type 4, directly or through type 7).
    func readLigatures() {
        guard let gsub = font.tables["GSUB"] else { return }
        let lookupList = gsub.offset + font.u16(gsub.offset + 8)
        var budget = ColorEmojiFont.maximumEntries
        for l in 0..<min(font.u16(lookupList), 1024) {
            let lookup = lookupList + font.u16(lookupList + 2 + 2 * l)
            let type = font.u16(lookup)
            for s in 0..<min(font.u16(lookup + 4), 1024) {
                var sub = lookup + font.u16(lookup + 6 + 2 * s)
                var subType = type
                if type == 7 {
                    subType = font.u16(sub + 2)
                    sub += font.u32(sub + 4)
                }
                guard subType == 4, font.u16(sub) == 1 else { continue }
                let covered = coverage(sub + font.u16(sub + 2))
                for (c, first) in covered.enumerated() where c < font.u16(sub + 4) {
                    let set = sub + font.u16(sub + 6 + 2 * c)
                    for j in 0..<font.u16(set) {
                        let lig = set + font.u16(set + 2 + 2 * j)
                        let glyph = UInt16(font.u16(lig)), components = font.u16(lig + 2)
                        guard components >= 2, components < 32, budget > 0 else { continue }
                        budget -= 1
                        let rest = (1..<components).map { UInt16(font.u16(lig + 2 + 2 * $0)) }
                        ligatures[first, default: []].append((rest, glyph))
                    }
                }
            }
        }
        for key in ligatures.keys { ligatures[key]?.sort { $0.rest.count > $1.rest.count } }
    }

    /// The glyphs a coverage table lists, in coverage index order.
    func coverage(_ at: Int) -> [UInt16] {
        var glyphs: [UInt16] = []
        switch font.u16(at) {
        case 1:
            for i in 0..<min(font.u16(at + 2), 65536) { glyphs.append(UInt16(font.u16(at + 4 + 2 * i))) }
        case 2:
            for r in 0..<min(font.u16(at + 2), 65536) {
                let start = font.u16(at + 4 + 6 * r), end = font.u16(at + 6 + 6 * r)
                guard start <= end, glyphs.count + end - start < 65536 else { break }
                for g in start...end { glyphs.append(UInt16(g)) }
            }
        default: break
        }
        return glyphs
    }

    /// The glyph of a whole cluster: the font's ligature of its characters
    /// (variation selectors left out, as the font's sequences are), else its
    /// first character's glyph; nil when the font lacks the first.
    func glyph(forCluster scalars: [Unicode.Scalar]) -> UInt16? {
        let glyphs = scalars.filter { $0.value != 0xFE0F }.map { font.glyphIndex($0) }
        guard let first = glyphs.first, first != 0, locations[first] != nil else { return nil }
        for candidate in ligatures[first] ?? [] where candidate.rest.count < glyphs.count {
            if Array(glyphs[1...candidate.rest.count]) == candidate.rest, locations[candidate.glyph] != nil { return candidate.glyph }
        }
        return first
    }

    /// The decoded image of glyph `g` (read once).
    func image(_ g: UInt16) -> Glyph? {
        if let known = images[g] { return known }
        var result: Glyph?
        if let (offset, length, format) = locations[g] {
            let advance = font.advance(g) * ppem / max(1, font.unitsPerEm)
            // Formats 17 and 18 start with glyph metrics (small: height,
            // width, bearing x and y, advance; big: the same then vertical ones).
            var bearingX = 0, bearingY = ppem, metrics = 0
            switch format {
            case 17: bearingX = Int(Int8(bitPattern: UInt8(font.u8(offset + 2)))); bearingY = Int(Int8(bitPattern: UInt8(font.u8(offset + 3)))); metrics = 5
            case 18: bearingX = Int(Int8(bitPattern: UInt8(font.u8(offset + 2)))); bearingY = Int(Int8(bitPattern: UInt8(font.u8(offset + 3)))); metrics = 8
            case 19: metrics = 0
            default: metrics = -1
            }
            if metrics >= 0 {
                let size = font.u32(offset + metrics), start = offset + metrics + 4
                if size > 0, size <= length, start + size <= font.data.count,
                   let png = try? PNGCodec.decode(Data(font.data[start..<(start + size)])) {
                    result = Glyph(image: png, bearingX: bearingX, bearingY: bearingY, advance: max(1, advance))
                }
            }
        }
        images[g] = result
        return result
    }

    // MARK: Finding the font

    nonisolated(unsafe) static var loaded: ColorEmojiFont?? = nil

    /// The machine's colour emoji font: the first file fontconfig lists as
    /// covering U+1F600 that has colour bitmaps; nil when there is none (or
    /// `VIEWLAYOUT_NO_COLOR_EMOJI` is set, which draws emoji from outline faces).
    static var machineFont: ColorEmojiFont? {
        if let known = loaded { return known }
        var found: ColorEmojiFont?
        if ProcessInfo.processInfo.environment["VIEWLAYOUT_NO_COLOR_EMOJI"] == nil, let smile = Unicode.Scalar(0x1F600) {
            for path in FallbackFaces.files(covering: smile) {
                guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), let font = ColorEmojiFont(data: data) else { continue }
                found = font
                break
            }
        }
        loaded = .some(found)
        return found
    }

    /// One emoji cluster drawn in colour: the picture and the rectangle
    /// (points) it fills.
    struct Placed {
        var glyph: Glyph
        var x: Double, y: Double, width: Double, height: Double
    }

    /// The cluster starting at pen position `x` on a baseline at `baseline`
    /// (points), `advance` points wide, as the font's picture scaled so its
    /// advance is the measured one; nil when the font lacks it.
    func place(_ cluster: [Unicode.Scalar], x: Double, baseline: Double, advance: Double) -> Placed? {
        guard let g = glyph(forCluster: cluster), let glyph = image(g) else { return nil }
        let scale = advance / Double(glyph.advance)
        return Placed(glyph: glyph, x: x + Double(glyph.bearingX) * scale, y: baseline - Double(glyph.bearingY) * scale,
                      width: Double(glyph.image.width) * scale, height: Double(glyph.image.height) * scale)
    }
}

extension RasterSink {
    /// A colour emoji's picture over its rectangle (flipped about the
    /// vertical line at `axis` under a mirroring layout direction), each
    /// pixel the nearest of the picture's, its alpha kept.
    mutating func colourEmoji(_ p: ColorEmojiFont.Placed, mirroredAbout axis: Double?) {
        var x = p.x
        if let axis { x = 2 * axis - p.x - p.width }
        let rect = CGRect(x: x, y: p.y, width: p.width, height: p.height)
        let image = p.glyph.image
        let (x0, y0, w, h) = (x * scale, p.y * scale, p.width * scale, p.height * scale)
        fill([Flatten.outline(.rectangle, rect, inset: 0, scale: scale)], paint: .varying { px, py in
            var u = (px - x0) / w
            if axis != nil { u = 1 - u }
            let ix = Swift.min(Swift.max(Int(u * Double(image.width)), 0), image.width - 1)
            let iy = Swift.min(Swift.max(Int((py - y0) / h * Double(image.height)), 0), image.height - 1)
            let c = image.pixel(ix, iy)
            return RGBA(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255)
        })
    }
}
