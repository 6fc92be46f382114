import Foundation

/// One laid-out line of a text, for drawing: its characters (with "…" where
/// truncation cut them), width and baseline in points.
public struct TextLayoutLine: Equatable, Sendable {
    /// The characters of the line, with "…" where truncation cut them.
    public var string: String
    /// The width of the line, in points.
    public var width: Double
    /// Offset of the baseline from the top of the text's frame.
    public var baseline: Double
}

/// The default measurer: real glyph metrics of the faces shipped with the
/// package (Inter for San Francisco, DejaVu Sans Mono for SF Mono; see
/// `FaceSelection` for the choices and the calibration against published SF
/// figures), Unicode line breaking (`LineBreaking`), truncation, line limits,
/// and SwiftUI's rounding of text sizes (Fidelity, "Text"):
/// - each line is `ascender + descender` of SF Pro tall (20.287 at 17 pt),
///   lines are `lineSpacing` apart, and the height is rounded up to the
///   pixel grid (one body line at @3x: 20.333, FB's measurement);
/// - the width is that of the widest laid-out line, rounded up to the pixel
///   grid (`size.round(.up, toMultipleOf: pixelLength)`, OSU);
/// - the first baseline is the ascender rounded to the nearest pixel, the
///   last is rounded up (OSU `Text+StringDrawingContext`);
/// - a zero proposal on either axis gets a zero size (Fidelity, "Text").
/// Measurements are cached per measurer by text (string, font and options,
/// interned to a number) and proposal, so measuring the same string at the
/// same width twice is a lookup (Text/MeasurementCache.swift).
public struct BuiltinTextMeasurer: TextMeasurer {
    let cache = MeasurementCache()

    /// Creates a measurer with an empty cache of its own.
    public init() {}

    /// SF Pro's vertical metrics (kept for callers that size things from a line).
    static let ascender = FaceSelection.sfAscender
    static let descender = FaceSelection.sfDescender

    /// Measures with the default paragraph settings.
    public func measure(_ text: String, font: Font, proposal: ProposedViewSize, displayScale: CGFloat) -> TextMeasurement {
        measure(text, font: font, options: TextLayoutOptions(), proposal: proposal, displayScale: displayScale)
    }

    /// Measures with the given paragraph settings: lines wrapped at the
    /// proposed width, then limited, shrunk, tightened or truncated as the
    /// settings say (see Fidelity, "Text").
    public func measure(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize,
                        displayScale: CGFloat) -> TextMeasurement {
        // A zero proposal on either axis is a zero size (TextLayout's first
        // rule), known without hashing the string: a stack's probe at 0
        // and a list that does not fit (every row offered 0) ask this a lot.
        if proposal.width == 0 || proposal.height == 0 { return .empty }
        return cached(TextInterner.shared.id(text, font, options), Proposal(proposal), scale: Double(displayScale)) {
            TextLayout.laidOut(text, font: font, options: options, proposal: proposal, displayScale: Double(displayScale)) { $0.measurement }
        }
    }

    /// The engine's way in: text `t` of a tree, whose `id` was interned
    /// when the tree was built, so a measurement made before is found
    /// without hashing the string or the font (`MeasurementCache`).
    func measure(_ texts: ReadOnlyStorage<TextInfo>, _ t: Int, _ p: Proposal, scale: Double) -> TextMeasurement {
        if p.w == 0 || p.h == 0 { return .empty }
        return cached(texts[t].id, p, scale: scale) {
            TextLayout.laidOut(texts[t].string, font: texts[t].font, options: texts[t].options, proposal: p.public_, displayScale: scale) { $0.measurement }
        }
    }

    /// The cached measurement of text `id` for `p`, else `measure()`'s, stored.
    @inline(__always)
    private func cached(_ id: UInt64, _ p: Proposal, scale: Double, _ measure: () -> TextMeasurement) -> TextMeasurement {
        if let m = cache.lookup(id, p.w, p.h, scale) { return m }
        let m = measure()
        cache.store(id, p.w, p.h, scale, m)
        return m
    }

    /// The file in the package's `Sources/ViewLayoutRender/Fonts/` directory whose metrics measure
    /// `font`: the renderer draws with the same file.
    public static func fontFileName(for font: Font) -> String { FaceSelection.fileName(for: font) }

    /// How many measurements this measurer (and its copies) holds.
    public var cachedMeasurementCount: Int { cache.count }

    /// The lines `measure` laid out, with their strings, for drawing.
    public func lines(_ text: String, font: Font, options: TextLayoutOptions = TextLayoutOptions(), proposal: ProposedViewSize,
                      displayScale: CGFloat) -> [TextLayoutLine] {
        TextLayout.laidOut(text, font: font, options: options, proposal: proposal, displayScale: Double(displayScale)) { $0.drawnLines() }
    }

    /// The width of `text` on one line, in points, unrounded.
    static func width(_ text: String, font: Font) -> Double {
        TextLayout.laidOut(text, font: font, options: TextLayoutOptions(), proposal: .unspecified, displayScale: 1) { $0.idealWidth }
    }

    /// Whether every character of `text` is in the shipped faces; the first
    /// one that is not otherwise (it is measured with `FallbackFace`).
    static func firstMissingCharacter(_ text: String, font: Font) -> Unicode.Scalar? {
        // Every ASCII character is in every shipped face (controls take no space).
        if text.allBytesASCII { return nil }
        let face = FaceSelection(font).face
        for s in text.unicodeScalars where face.advance(s.value) == nil {
            if LineBreaking.isNewline(s.value) || FallbackFace.isZeroWidth(s.value) { continue }
            return s
        }
        return nil
    }
}

/// One text laid out for one proposal (see `BuiltinTextMeasurer`).
struct TextLayout {
    struct Line {
        var start: Int
        var end: Int
        var width: Double
        /// The end of the characters shown (spaces at a break hang past it).
        var contentEnd: Int
        /// Truncated: the characters kept before and after the "…".
        var truncated: (head: Range<Int>, tail: Range<Int>)?
    }

    /// The text's Unicode scalar values: the first `count` of a buffer
    /// reused across layouts (`TextBuffers`), longer than the text.
    var scalars: [UInt32] = []
    var count = 0
    /// Whether a character is outside printable ASCII (else every one takes
    /// the fast paths: no newline, no cluster, the ASCII tables).
    var beyondASCII = false
    /// Whether the text has more than one paragraph.
    var hasNewline = false
    /// How much wider than its prefix sums a run may be: the largest
    /// negative kerning (a kern is subtracted when a line ends on it).
    var kernSlack = 0.0
    /// Whether no character's advance (its kerning included) is negative,
    /// so that the prefix sums never fall and a line's end can be found by
    /// a binary search over them.
    var ascending = true
    let options: TextLayoutOptions
    let displayScale: Double
    var metrics: FaceSelection
    /// Prefix sums of advances (kerning with the next character included).
    var prefix: [Double] = []
    var kerns: [Double] = []
    var tightening = 1.0
    var lines: [Line] = []
    var idealWidth = 0.0
    var measurement = TextMeasurement.empty
    let font: Font

    /// How much `allowsTightening(_:)` may narrow a line before truncating:
    /// 5 % of its advances (an estimate: Core Text tightens by the font's
    /// tracking table, which is not published for SF).
    static let maxTightening = 0.95

    /// Lays `text` out in pooled buffers (`TextBufferPool`) and answers
    /// what `read` takes from the layout.
    static func laidOut<R>(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize,
                           displayScale: Double, _ read: (TextLayout) -> R) -> R {
        let pool = TextBufferPool.shared
        var layout = TextLayout(text, font: font, options: options, proposal: proposal, displayScale: displayScale, buffers: pool.take())
        let result = read(layout)
        pool.give(layout.takeBuffers())
        return result
    }

    init(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize, displayScale: Double,
         buffers: TextBuffers = TextBuffers()) {
        self.options = options
        self.font = font
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        self.metrics = FaceSelection(font)
        scalars = buffers.scalars
        prefix = buffers.prefix
        kerns = buffers.kerns
        lines = buffers.lines
        let w = proposal.width.map(Double.init), h = proposal.height.map(Double.init)
        if w == 0 || h == 0 || metrics.size == 0 { return }
        if !readASCII(text) {
            (count, beyondASCII) = text.decodeScalarValues(into: &scalars)
            if beyondASCII { hasNewline = scalars[..<count].contains { LineBreaking.isNewline($0) } }
            computeAdvances()
        }
        let width = w.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        let height = h.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        idealWidth = unwrappedWidth()
        layOut(width: width, height: height)
        if overflows(width: width, height: height) {
            if options.allowsTightening {
                tightening = TextLayout.maxTightening
                computeAdvances()
                layOut(width: width, height: height)
                if !overflows(width: width, height: height) { finish(width: width, height: height); return }
            }
            let msf = options.minimumScaleFactor
            if msf < 1 && msf > 0 {
                // The largest font scale in [msf, 1] at which the text fits.
                var lo = msf, hi = 1.0
                var fits = false
                metrics = FaceSelection(font, scale: lo)
                computeAdvances()
                layOut(width: width, height: height)
                if !overflows(width: width, height: height) {
                    fits = true
                    for _ in 0..<10 {
                        let mid = (lo + hi) / 2
                        metrics = FaceSelection(font, scale: mid)
                        computeAdvances()
                        layOut(width: width, height: height)
                        if overflows(width: width, height: height) { hi = mid } else { lo = mid }
                    }
                }
                if fits || lo == msf {
                    metrics = FaceSelection(font, scale: lo)
                    computeAdvances()
                    layOut(width: width, height: height)
                }
            }
        }
        finish(width: width, height: height)
    }

    /// Its arrays, moved out for the next layout.
    mutating func takeBuffers() -> TextBuffers {
        var b = TextBuffers()
        swap(&b.scalars, &scalars)
        swap(&b.prefix, &prefix)
        swap(&b.kerns, &kerns)
        swap(&b.lines, &lines)
        return b
    }

    var lineHeight: Double { metrics.lineHeight }

    /// `prefix` and `kerns` for the current face, scale and tightening.
    mutating func computeAdvances() {
        if !beyondASCII && !font.monospacedDigits {
            _ = asciiAdvances(count, decoding: false) { scalars, i in scalars[i] }
            return
        }
        let n = count
        prefix.grow(toAtLeast: n + 1, 0)
        kerns.grow(toAtLeast: Swift.max(n, 1), 0)
        var p = prefix, k = kerns
        prefix = []
        kerns = []
        let (slack, least) = anyAdvances(&p, &k)
        prefix = p
        kerns = k
        kernSlack = -slack
        ascending = least >= 0
    }

    /// The first pass over a text of printable ASCII without tabular
    /// digits: the string's bytes decoded and their advances summed
    /// together. False, leaving nothing that is read, for any other text.
    mutating func readASCII(_ text: String) -> Bool {
        if font.monospacedDigits { return false }
        let n = text.utf8.count
        scalars.grow(toAtLeast: n, 0)
        guard text.withUTF8Storage({ bytes, n in asciiAdvances(n, decoding: true) { _, i in bytes[i] } }) == true else { return false }
        count = n
        return true
    }

    /// `prefix`, `kerns` and `kernSlack` of `n` characters of printable
    /// ASCII, character `i` read by `read(scalars, i)` (and written to
    /// `scalars` when `decoding`): two table reads a character, with the
    /// arithmetic of `anyAdvances`. False at a character outside printable
    /// ASCII.
    @inline(__always)
    mutating func asciiAdvances<C: FixedWidthInteger>(_ n: Int, decoding: Bool, _ read: (RawStorage<UInt32>, Int) -> C) -> Bool {
        prefix.grow(toAtLeast: n + 1, 0)
        kerns.grow(toAtLeast: Swift.max(n, 1), 0)
        let face = metrics.face
        let unit = metrics.unit * tightening
        let tracking = options.tracking.isFinite ? options.tracking : 0
        var decoded = scalars, p = prefix, kr = kerns
        scalars = []
        prefix = []
        kerns = []
        var slack = 0.0, ok = true
        face.ascii.withReadOnlyStorage { ascii in
            face.asciiKerning.withReadOnlyStorage { kerning in
                decoded.withStorage { out in
                    p.withStorage { prefix in
                        kr.withStorage { kerns in
                            prefix[0] = 0
                            if n == 0 { return }
                            var c = Int(truncatingIfNeeded: read(out, 0)) &- 0x20
                            if UInt(bitPattern: c) >= 95 { ok = false; return }
                            if decoding { out[0] = UInt32(truncatingIfNeeded: c &+ 0x20) }
                            var sum = 0.0
                            for i in 0..<(n - 1) {
                                let d = Int(truncatingIfNeeded: read(out, i + 1)) &- 0x20
                                if UInt(bitPattern: d) >= 95 { ok = false; return }
                                if decoding { out[i + 1] = UInt32(truncatingIfNeeded: d &+ 0x20) }
                                var a = Double(ascii[c]) * unit + tracking
                                let k = kerning[c &* 95 &+ d]
                                var kern = 0.0
                                if k != 0 {
                                    kern = Double(k) * unit
                                    a += kern
                                    slack = Swift.min(slack, kern)
                                }
                                kerns[i] = kern
                                sum += a
                                prefix[i + 1] = sum
                                c = d
                            }
                            kerns[n - 1] = 0
                            prefix[n] = sum + (Double(ascii[c]) * unit + tracking)
                        }
                    }
                }
            }
        }
        scalars = decoded
        prefix = p
        kerns = kr
        kernSlack = -slack
        // No step is negative (each is positive in font units) unless the
        // tracking is.
        ascending = face.asciiLeastStep > 0 && tracking >= 0
        return ok
    }

    /// The advances of any text: the face's, else the fallback's (a
    /// cluster's joined characters none), tabular digits, newlines none.
    func anyAdvances(_ prefix: inout [Double], _ kerns: inout [Double]) -> (slack: Double, least: Double) {
        let n = count
        let face = metrics.face, unit = metrics.unit * tightening, em = metrics.size * tightening
        let tracking = options.tracking.isFinite ? options.tracking : 0
        // monospacedDigit(): every digit as wide as the widest (tabular figures).
        let digit: Int32? = font.monospacedDigits ? (0x30...0x39).compactMap { face.advance($0) }.max() : nil
        let ascii = face.ascii, asciiKerning = face.asciiKerning
        let fast = digit == nil
        var sum = 0.0, slack = 0.0, least = 0.0
        prefix[0] = 0
        for i in 0..<n {
            let s = scalars[i]
            let next: UInt32 = i + 1 < n ? scalars[i + 1] : 0
            var a: Double, k: Int32
            if fast && s &- 0x20 < 95 && next &- 0x20 < 95 {
                // Printable ASCII followed by printable ASCII: two table reads.
                a = Double(ascii[Int(s &- 0x20)]) * unit + tracking
                k = Int32(asciiKerning[Int(s &- 0x20) &* 95 &+ Int(next &- 0x20)])
            } else {
                if let u = face.advance(s) {
                    a = Double(u) * unit
                } else {
                    a = TextClusters.joinsPrevious(scalars, i, count: n) ? 0 : FallbackFace.advance(s) * em
                }
                if let digit, s >= 0x30 && s <= 0x39 { a = Double(digit) * unit }
                if LineBreaking.isNewline(s) { a = 0 } else { a += tracking }
                k = 0
                if i + 1 < n, digit == nil || !(s >= 0x30 && s <= 0x39 || next >= 0x30 && next <= 0x39) {
                    k = face.kern(s, next)
                }
            }
            var kern = 0.0
            if k != 0 {
                kern = Double(k) * unit
                a += kern
                if kern < slack { slack = kern }
            }
            kerns[i] = kern
            least = Swift.min(least, a)
            sum += a
            prefix[i + 1] = sum
        }
        if n == 0 { kerns[0] = 0 }
        return (slack, least)
    }

    /// The width of characters `a..<b` on one line.
    @inline(__always)
    func width(_ a: Int, _ b: Int) -> Double {
        b <= a ? 0 : prefix[b] - prefix[a] - kerns[b - 1]
    }

    /// Paragraph ranges (without their newline characters).
    func paragraphs() -> [Range<Int>] {
        if !hasNewline { return [0..<count] }
        var result: [Range<Int>] = []
        var start = 0, i = 0
        let n = count
        while i < n {
            let s = scalars[i]
            if LineBreaking.isNewline(s) {
                result.append(start..<i)
                if s == 0x0D && i + 1 < n && scalars[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        result.append(start..<n)
        return result
    }

    func unwrappedWidth() -> Double {
        if !hasNewline { return width(0, count) }
        return paragraphs().reduce(0) { Swift.max($0, width($1.lowerBound, $1.upperBound)) }
    }

    mutating func layOut(width limit: Double?, height: Double?) {
        lines.removeAll(keepingCapacity: true)
        if !hasNewline { return layOut(0..<count, width: limit) }
        for p in paragraphs() { layOut(p, width: limit) }
    }

    /// The lines of paragraph `p`.
    mutating func layOut(_ p: Range<Int>, width limit: Double?) {
        guard let limit else {
            lines.append(Line(start: p.lowerBound, end: p.upperBound, width: width(p.lowerBound, p.upperBound), contentEnd: p.upperBound))
            return
        }
        wrap(p, limit)
    }

    /// Greedy filling of one paragraph (`fill`).
    mutating func wrap(_ p: Range<Int>, _ limit: Double) {
        var found = lines
        lines = []
        fill(p, limit, into: &found)
        lines = found
    }

    /// Greedy filling of one paragraph: each line takes characters up to
    /// the last break opportunity that fits; spaces at a break hang. The
    /// first character past the limit is found by the prefix sums alone,
    /// then the break opportunities are looked for backwards from it (only
    /// the last word of each line is asked).
    func fill(_ p: Range<Int>, _ limit: Double, into lines: inout [Line]) {
        let end = p.upperBound
        let bound = limit + 1e-9
        var start = p.lowerBound
        while start < end {
            // The first non-space character at which the line overflows.
            let base = prefix[start]
            let quick = base + bound - kernSlack - 1e-9 * (1 + Swift.abs(base + bound))
            var i = start + 1
            if ascending {
                // The prefix sums never fall: the first character whose sum
                // passes `quick` by a binary search, then the exact test.
                var hi = end
                while i < hi {
                    let mid = (i + hi) >> 1
                    if prefix[mid + 1] > quick { hi = mid } else { i = mid + 1 }
                }
            }
            while i < end {
                if prefix[i + 1] > quick && prefix[i + 1] - base - kerns[i] > bound && !LineBreaking.isSpace(scalars[i]) { break }
                i += 1
            }
            if i >= end { break }
            var k = i
            while k > start && !breaksBefore(k, paragraphStart: p.lowerBound) { k -= 1 }
            if k <= start {
                // No opportunity on this line: break between characters,
                // never inside a glyph cluster.
                k = i
                while k > start + 1 && TextClusters.joinsPrevious(scalars, k, count: count) { k -= 1 }
            }
            lines.append(line(start, k))
            start = k
        }
        lines.append(line(start, end, last: true))
    }

    /// Whether a line may break before character `k` (not the paragraph's first).
    @inline(__always)
    func breaksBefore(_ k: Int, paragraphStart: Int) -> Bool {
        let s = scalars[k]
        if !LineBreaking.canBreak(k - 2 >= paragraphStart ? scalars[k - 2] : 0, scalars[k - 1], s) { return false }
        return s < 0x80 || !TextClusters.joinsPrevious(scalars, k, count: count)
    }

    /// The line `a..<b`; spaces at its end hang (are not counted) unless it
    /// ends the paragraph.
    @inline(__always)
    func line(_ a: Int, _ b: Int, last: Bool = false) -> Line {
        var e = b
        if !last { while e > a && LineBreaking.isSpace(scalars[e - 1]) { e -= 1 } }
        return Line(start: a, end: b, width: width(a, e), contentEnd: e)
    }

    /// The number of lines the proposal and `lineLimit` allow.
    func maxLines(height: Double?) -> Int {
        var n = options.lineLimit.map { Swift.max(1, $0) } ?? Int.max
        if let height {
            let pitch = lineHeight + options.lineSpacing
            let fit = pitch > 0 ? ((height + options.lineSpacing + 1e-9) / pitch).rounded(.down) : Double(Int.max)
            n = Swift.min(n, Int(Swift.max(1, Swift.min(fit, Double(Int.max / 2)))))
        }
        return n
    }

    /// Whether the lines need truncating: more than allowed, or one line
    /// that is limited (by `lineLimit` or the height) and wider than proposed.
    func overflows(width: Double?, height: Double?) -> Bool {
        let allowed = maxLines(height: height)
        if lines.count > allowed { return true }
        if let width, allowed < Int.max, lines.count == 1, lines[0].width > width + 1e-9 { return true }
        return false
    }

    /// Truncates to the allowed lines and computes the measurement.
    mutating func finish(width limit: Double?, height: Double?) {
        let allowed = maxLines(height: height)
        if lines.count > allowed {
            let k = allowed - 1
            // The last visible line holds the rest of its paragraph.
            let start = lines[k].start
            var pend = lines[k].end
            while pend < count && !LineBreaking.isNewline(scalars[pend]) { pend += 1 }
            lines.removeLast(lines.count - allowed)
            lines[k] = truncate(start, pend, to: Swift.min(limit ?? .infinity, idealWidth), forced: true)
        } else if let limit, allowed < Int.max, lines.count == 1, lines[0].width > limit + 1e-9 {
            // One line limited by height or lineLimit(1) that cannot wrap.
            lines[0] = truncate(lines[0].start, lines[0].end, to: limit, forced: false)
        }
        let count = Swift.max(1, lines.count)
        let shown = Swift.max(count, Swift.min(options.reservedLines, allowed))
        let scale = displayScale
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        func nearest(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        var widest = lines.reduce(0) { Swift.max($0, $1.width) }
        if let limit { widest = Swift.min(widest, limit) }
        let pitch = lineHeight + options.lineSpacing
        let height = Double(shown) * lineHeight + Double(shown - 1) * options.lineSpacing
        measurement = TextMeasurement(
            size: CGSize(width: up(widest), height: up(height)),
            firstBaseline: CGFloat(nearest(metrics.ascender)),
            lastBaseline: CGFloat(up(pitch * Double(count - 1) + metrics.ascender)),
            lineCount: count)
    }

    /// The characters `a..<b` cut to fit `limit` with an ellipsis where
    /// `truncationMode` says. `forced`: an ellipsis even when they fit (more
    /// text follows).
    func truncate(_ a: Int, _ b: Int, to limit: Double, forced: Bool) -> Line {
        var e = b
        while e > a && LineBreaking.isSpace(scalars[e - 1]) { e -= 1 }
        let ellipsis = ellipsisWidth
        let available = limit - ellipsis
        func prefixEnd(_ budget: Double) -> Int {
            // The longest head a..<j whose width fits the budget.
            var lo = a, hi = e
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if width(a, mid) <= budget + 1e-9 { lo = mid } else { hi = mid - 1 }
            }
            var j = lo
            while j > a && j < e && TextClusters.joinsPrevious(scalars, j, count: count) { j -= 1 }
            while j > a && LineBreaking.isSpace(scalars[j - 1]) { j -= 1 }
            return j
        }
        func suffixStart(_ budget: Double) -> Int {
            var lo = a, hi = e
            while lo < hi {
                let mid = (lo + hi) / 2
                if width(mid, e) <= budget + 1e-9 { hi = mid } else { lo = mid + 1 }
            }
            var j = lo
            while j < e && TextClusters.joinsPrevious(scalars, j, count: count) { j += 1 }
            while j < e && LineBreaking.isSpace(scalars[j]) { j += 1 }
            return j
        }
        if !forced && width(a, e) <= limit + 1e-9 { return Line(start: a, end: b, width: width(a, e), contentEnd: e) }
        if available <= 0 {
            return Line(start: a, end: b, width: Swift.min(ellipsis, Swift.max(0, limit)), contentEnd: e, truncated: (a..<a, e..<e))
        }
        var head = a..<a, tail = e..<e
        switch options.truncationMode {
        case .tail:
            head = a..<prefixEnd(available)
        case .head:
            tail = suffixStart(available)..<e
        case .middle:
            let h = prefixEnd(available / 2)
            head = a..<h
            tail = suffixStart(available - width(a, h))..<e
        }
        let w = width(head.lowerBound, head.upperBound) + ellipsis + width(tail.lowerBound, tail.upperBound)
        return Line(start: a, end: b, width: w, contentEnd: e, truncated: (head, tail))
    }

    /// The advance of "…" in the current face.
    var ellipsisWidth: Double {
        Double(metrics.face.advance(0x2026) ?? 0) * metrics.unit * tightening
    }

    /// The laid-out lines as strings, with their baselines.
    func drawnLines() -> [TextLayoutLine] {
        let pitch = lineHeight + options.lineSpacing
        let first = Double(measurement.firstBaseline)
        func string(_ r: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            for i in r { if let u = Unicode.Scalar(scalars[i]) { s.append(u) } }
            return String(s)
        }
        return lines.enumerated().map { i, line in
            var text: String
            if let t = line.truncated {
                text = string(t.head) + "…" + string(t.tail)
            } else {
                text = string(line.start..<line.contentEnd)
            }
            text = String(text.unicodeScalars.filter { !LineBreaking.isNewline($0.value) })
            return TextLayoutLine(string: text, width: line.width, baseline: first + Double(i) * pitch)
        }
    }
}
