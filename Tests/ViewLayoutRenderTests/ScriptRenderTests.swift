import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Text beyond the shipped faces (issue 26, "text in any script"): CJK and
/// emoji are drawn from the machine's faces (FallbackFaces, through
/// fontconfig; Scripts/test.sh installs Debian's fonts-droid-fallback and
/// fonts-symbola), each character in the advance the layout measured, so
/// every string is drawn inside its measured frame.
@Suite struct ScriptRenderTests {
    static func hasFace(_ s: Unicode.Scalar) -> Bool {
        GlyphOutlines.lock.lock()
        defer { GlyphOutlines.lock.unlock() }
        return FallbackFaces.glyph(for: s) != nil
    }

    /// The dark pixels of `text` drawn in black at 2x on white, and its frame.
    static func ink(_ text: String, font: Font = .body) throws -> (frame: CGRect, dark: [(x: Int, y: Int)]) {
        let tree = RTest.layout(Text(text).font(font).foregroundStyle(.black).id("t")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(10), 400, 80, scale: 2)
        let image = try RTest.png(tree, scale: 2)
        var dark: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            // Ink: dark text, or a colour emoji's picture (not white).
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                if p.r < 128 || p.g < 128 || p.b < 128 { dark.append((x, y)) }
            }
        }
        return (try #require(tree.frame(of: "t")), dark)
    }

    /// Every dark pixel lies inside the frame (a pixel of antialiasing
    /// allowed), and the drawing reaches the frame's last fifth: nothing is
    /// cut short.
    static func expectInside(_ text: String, _ r: (frame: CGRect, dark: [(x: Int, y: Int)])) {
        let f = r.frame
        #expect(!r.dark.isEmpty, "\(text)")
        for p in r.dark {
            let x = Double(p.x) / 2, y = Double(p.y) / 2
            #expect(x >= Double(f.minX) - 0.5 && x <= Double(f.maxX) + 0.5 && y >= Double(f.minY) - 0.5 && y <= Double(f.maxY) + 0.5,
                    "\(text): (\(x), \(y)) outside \(f)")
        }
        let right = r.dark.map { Double($0.x) / 2 }.max() ?? 0
        #expect(right >= Double(f.minX) + 0.8 * Double(f.width), "\(text): ends at \(right) in \(f)")
    }

    @Test(.enabled(if: hasFace("日"), "no face on this machine has CJK (Scripts/test.sh installs fonts-droid-fallback)"))
    func cjkIsDrawnFromASystemFaceInsideItsFrame() throws {
        for text in ["日本語の文章", "设置 Settings", "한국어"] { Self.expectInside(text, try Self.ink(text)) }
        // Ideographs, not the missing-glyph box (two rectangles).
        let font = try #require(GlyphOutlines.loadedFont(.body))
        GlyphOutlines.lock.lock()
        let box = font.outline(0).count
        GlyphOutlines.lock.unlock()
        let ideograph = GlyphOutlines.polygons("語", font: .body, width: 17, origin: (0, 17), scale: 1)
        #expect(ideograph.count > box + 2)
    }

    /// With an emoji face the emoji is its glyph; without one a drawn face:
    /// either way inside the frame, the string drawn to its end.
    @Test func emojiIsDrawnInsideItsFrame() throws {
        for text in ["Alignment == 👋", "👋🏽 emoji 👍", "🙂"] { Self.expectInside(text, try Self.ink(text)) }
    }

    /// Emoji at their measured advance, 20 points each at 17 pt (PlatformMetrics,
    /// "Emoji"), and an emoji ZWJ sequence as one cluster (UAX #29, GB11):
    /// the frame is N × 20 wide and the ink stays inside it, reaching its end.
    @Test func emojiStringsAndFamiliesFillTheirMeasuredFrames() throws {
        for (text, n) in [("🙂🎉🚀", 3.0), ("👨‍👩‍👧", 1), ("👨‍👩‍👧🇫🇷👋🏽", 3)] {
            let r = try Self.ink(text)
            #expect(abs(Double(r.frame.width) - n * 20) < 1e-9, "\(text): \(r.frame.width)")
            Self.expectInside(text, r)
        }
        // The family draws its first emoji only, in the whole cluster's advance.
        let family = GlyphOutlines.polygons("👨‍👩‍👧", font: .body, width: 20, origin: (0, 17), scale: 1)
        let man = GlyphOutlines.polygons("👨", font: .body, width: 20, origin: (0, 17), scale: 1)
        #expect(family.count == man.count && !family.isEmpty)
    }

    /// With a colour emoji font (Debian's fonts-noto-color-emoji, CBDT
    /// bitmaps), sequences are the font's ligatures: a family is one
    /// picture, not its first person's; a flag is the flag.
    @Test func colourEmojiSequencesAreTheFontsLigatures() throws {
        GlyphOutlines.lock.lock()
        defer { GlyphOutlines.lock.unlock() }
        guard let font = ColorEmojiFont.machineFont else { return }
        let family = font.glyph(forCluster: Array("👨‍👩‍👧".unicodeScalars)), man = font.glyph(forCluster: Array("👨".unicodeScalars))
        #expect(family != nil && man != nil && family != man)
        let flag = font.glyph(forCluster: Array("🇫🇷".unicodeScalars)), letter = font.glyph(forCluster: Array("🇫".unicodeScalars))
        #expect(flag != nil && flag != letter)
        // The picture fills the advance it is given: its width is the advance
        // (within a pixel of the strike), its top above the baseline.
        let placed = try #require(font.place(Array("🙂".unicodeScalars), x: 0, baseline: 17, advance: 20))
        #expect(abs(placed.width - 20) < 20.0 / Double(font.ppem) * 2 && placed.y < 17 && placed.y + placed.height > 17)
    }

    /// Joiners, variation selectors and skin-tone modifiers take no space in
    /// the layout and draw nothing: a waving hand with a skin tone draws the
    /// same outlines as the plain hand.
    @Test func zeroWidthCharactersDrawNothing() {
        let plain = GlyphOutlines.polygons("👋", font: .body, width: 17, origin: (0, 17), scale: 1)
        let toned = GlyphOutlines.polygons("👋🏽", font: .body, width: 17, origin: (0, 17), scale: 1)
        #expect(plain.count == toned.count && !plain.isEmpty)
        #expect(GlyphOutlines.polygons("\u{200D}\u{FE0F}", font: .body, width: 1, origin: (0, 17), scale: 1).isEmpty)
    }
}
