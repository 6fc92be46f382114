import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// SF Symbols drawn from their Bootstrap Icons stand-ins: the engine's
/// table of sized names (`SystemSymbol.metrics`) and the glyphs of the
/// shipped subset font are one generated set, and a mapped symbol looks
/// like its icon, not like the unknown symbol's placeholder.
@Suite struct SymbolRenderTests {
    /// Every sized name is drawn from a glyph of the font, and the font holds
    /// no glyph that no name uses: the two cannot drift apart.
    @Test func everySizedSymbolIsDrawnAndEveryGlyphIsSized() throws {
        let table = SystemSymbol.metrics
        // Issue 26: at least the 200 most used symbols.
        #expect(table.count >= 200)
        for (name, _) in table {
            let polygons = try #require(SymbolShapes.glyphPolygons(name), "\(name)")
            #expect(polygons.contains { $0.count >= 3 }, "\(name)")
        }
        let font = try #require(SymbolShapes.loadedFont())
        #expect(Set(font.cmap.keys) == Set(table.values.map(\.glyph)))
        #expect(SymbolShapes.glyphPolygons("no.such.symbol") == nil)
    }

    /// A mapped symbol's glyph keeps to its frame less the margins the
    /// layout sized it with, and fills it to those margins.
    @Test func glyphFillsTheFrameLessItsMargins() throws {
        for name in ["chevron.right", "heart.fill", "square.and.arrow.up", "xmark"] {
            let s = try #require(SystemSymbol.metrics[name])
            let points = try #require(SymbolShapes.glyphPolygons(name)).joined()
            let mx = SystemSymbol.marginX / s.width, my = SystemSymbol.marginY / s.height
            #expect(abs(points.map(\.x).min()! - mx) < 1e-9 && abs(points.map(\.x).max()! - (1 - mx)) < 1e-9, "\(name)")
            #expect(abs(points.map(\.y).min()! - my) < 1e-9 && abs(points.map(\.y).max()! - (1 - my)) < 1e-9, "\(name)")
        }
    }

    static func png(_ name: String) throws -> PNGCodec.DecodedImage {
        try RTest.png(RTest.layout(Image(systemName: name).resizable().foregroundStyle(.black)
            .frame(width: 40, height: 40), 40, 40))
    }

    /// Issue 26: "a mapped symbol's pixels differ from the placeholder's".
    /// Each mapped symbol, drawn 40 × 40 in black, differs from the unknown
    /// symbol's rounded square in many pixels; two unknown names draw alike.
    @Test func mappedSymbolsDifferFromThePlaceholder() throws {
        let placeholder = try Self.png("no.such.symbol")
        func differing(_ a: PNGCodec.DecodedImage, _ b: PNGCodec.DecodedImage) -> Int {
            var n = 0
            for y in 0..<40 {
                for x in 0..<40 where abs(RTest.pixel(a, Double(x), Double(y)).r - RTest.pixel(b, Double(x), Double(y)).r) > 64 { n += 1 }
            }
            return n
        }
        #expect(differing(placeholder, try Self.png("another.unknown.symbol")) == 0)
        for name in ["heart.fill", "gear", "magnifyingglass", "chevron.right", "house", "person.crop.circle.fill"] {
            let image = try Self.png(name)
            #expect(differing(image, placeholder) > 100, "\(name)")
        }
        // The filled circle is dark in its middle; the placeholder's ring is not.
        let circle = try Self.png("circle.fill")
        #expect(RTest.pixel(circle, 20, 20).r < 64 && RTest.pixel(placeholder, 20, 20).r > 192)
    }

    /// The SVG draws the same glyph: its path follows the outline, not the
    /// placeholder's.
    @Test func svgDrawsTheGlyph() throws {
        func path(_ name: String) -> String {
            let svg = SVGRenderer().render(RTest.layout(Image(systemName: name).resizable().frame(width: 40, height: 40), 40, 40))
            return svg.components(separatedBy: "\n").first { $0.contains("<title>\(name)</title>") } ?? ""
        }
        let heart = path("heart.fill"), unknown = path("no.such.symbol")
        #expect(heart.contains("fill-rule=\"nonzero\"") && !unknown.isEmpty)
        #expect(heart.replacingOccurrences(of: "heart.fill", with: "") != unknown.replacingOccurrences(of: "no.such.symbol", with: ""))
    }
}
