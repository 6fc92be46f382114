import Foundation
import ViewLayout

/// System images as polygons in a unit square (x right, y down), shared by
/// the SVG and PNG renderers so both show the same picture.
///
/// A name in the engine's symbol table (`SystemSymbol.metrics`, generated
/// with the font by `Scripts/convert_symbols.py`) is its Bootstrap Icons
/// stand-in, read from `Fonts/BootstrapIcons-Symbols.ttf` by the TrueType
/// reader: the icon's ink fills the frame less the symbol's margins, as the
/// layout sized it. Any other name is a rounded-square outline, clearly a
/// placeholder (the layout diagnosed it). Contours follow the nonzero rule.
enum SymbolShapes {
    typealias Polygon = [(x: Double, y: Double)]

    static let fontFileName = "BootstrapIcons-Symbols.ttf"

    nonisolated(unsafe) static var font: TrueTypeFont??
    nonisolated(unsafe) static var cache: [String: [Polygon]] = [:]
    static let lock = NSLock()

    /// The symbol font, looked for where `GlyphOutlines` looks for text
    /// faces (the override directory first, then the resource bundle).
    static func loadedFont() -> TrueTypeFont? {
        if let font { return font }
        var path: String?
        for dir in [{ GlyphOutlines.environmentFontDirectory }, { GlyphOutlines.bundledFontDirectory }] {
            if let d = dir(), FileManager.default.isReadableFile(atPath: d + "/" + fontFileName) {
                path = d + "/" + fontFileName
                break
            }
        }
        let loaded = path.flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }.flatMap { TrueTypeFont(data: $0) }
        font = .some(loaded)
        return loaded
    }

    static func polygons(_ name: String) -> [Polygon] {
        lock.lock()
        defer { lock.unlock() }
        if let p = cache[name] { return p }
        let p = glyphPolygons(name) ?? placeholder(filled: name.hasSuffix(".fill"))
        cache[name] = p
        return p
    }

    /// The mapped symbol's glyph, its ink box stretched to the unit square
    /// inset by the margins (font y up becomes y down); nil for an unknown
    /// name or a missing font.
    static func glyphPolygons(_ name: String) -> [Polygon]? {
        guard let symbol = SystemSymbol.metrics[name], let ttf = loadedFont() else { return nil }
        let contours = ttf.outline(ttf.glyphIndex(Unicode.Scalar(symbol.glyph) ?? " "))
        let points = contours.joined()
        guard let x0 = points.map(\.x).min(), let x1 = points.map(\.x).max(), let y0 = points.map(\.y).min(),
              let y1 = points.map(\.y).max(), x1 > x0, y1 > y0, symbol.width > 0, symbol.height > 0 else { return nil }
        let mx = SystemSymbol.marginX / symbol.width, my = SystemSymbol.marginY / symbol.height
        return contours.map { contour in
            contour.map { p in (mx + (p.x - x0) / (x1 - x0) * (1 - 2 * mx), my + (y1 - p.y) / (y1 - y0) * (1 - 2 * my)) }
        }
    }

    /// A rounded square outline (filled for a ".fill" name): the unknown symbol.
    static func placeholder(filled: Bool) -> [Polygon] {
        let outer = roundedSquare(0.08, 0.92)
        return filled ? [outer] : [outer, roundedSquare(0.18, 0.82).reversed()]
    }

    static func roundedSquare(_ lo: Double, _ hi: Double) -> Polygon {
        let r = (hi - lo) * 0.2
        var p: Polygon = []
        let corners = [(hi - r, lo + r, -Double.pi / 2), (hi - r, hi - r, 0.0), (lo + r, hi - r, Double.pi / 2), (lo + r, lo + r, Double.pi)]
        for (cx, cy, start) in corners {
            for k in 0...6 {
                let a = start + Double(k) / 6 * Double.pi / 2
                p.append((cx + r * cos(a), cy + r * sin(a)))
            }
        }
        return p
    }
}
