import Foundation

/// System images as simple symbols: a few common SF Symbols names drawn as
/// polygons in a unit square (x right, y down), and a generic rounded square
/// with the name's first letter left out for the rest. Shared by the SVG and
/// PNG renderers so both show the same picture.
enum SymbolShapes {
    typealias Polygon = [(x: Double, y: Double)]

    static func polygons(_ name: String) -> [Polygon] {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        let filled = name.hasSuffix(".fill")
        switch base {
        case "checkmark":
            return [[(0.08, 0.55), (0.2, 0.43), (0.4, 0.62), (0.8, 0.16), (0.92, 0.28), (0.4, 0.86)]]
        case "xmark":
            return [[(0.15, 0.25), (0.25, 0.15), (0.85, 0.75), (0.75, 0.85)], [(0.75, 0.15), (0.85, 0.25), (0.25, 0.85), (0.15, 0.75)]]
        case "plus":
            return [[(0.42, 0.1), (0.58, 0.1), (0.58, 0.42), (0.9, 0.42), (0.9, 0.58), (0.58, 0.58), (0.58, 0.9),
                     (0.42, 0.9), (0.42, 0.58), (0.1, 0.58), (0.1, 0.42), (0.42, 0.42)]]
        case "star":
            var p: Polygon = []
            for i in 0..<10 {
                let r = i % 2 == 0 ? 0.48 : 0.2
                let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                p.append((0.5 + r * cos(a), 0.53 + r * sin(a)))
            }
            return filled ? [p] : [p, shrink(p, toward: (0.5, 0.53), by: 0.6).reversed()]
        case "heart":
            var p: Polygon = []
            for i in 0..<48 {
                let t = Double(i) / 48 * 2 * Double.pi
                let x = 16 * pow(sin(t), 3)
                let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
                p.append((0.5 + x / 36, 0.45 - y / 36))
            }
            return filled ? [p] : [p, shrink(p, toward: (0.5, 0.5), by: 0.7).reversed()]
        case "circle":
            let outer = ring(0.45)
            return filled ? [outer] : [outer, ring(0.37).reversed()]
        default:
            // Unknown symbol: a rounded square outline, clearly a placeholder.
            let outer = roundedSquare(0.08, 0.92)
            return filled ? [outer] : [outer, roundedSquare(0.18, 0.82).reversed()]
        }
    }

    static func ring(_ r: Double) -> Polygon {
        (0..<40).map { i in
            let a = Double(i) / 40 * 2 * Double.pi
            return (0.5 + r * cos(a), 0.5 + r * sin(a))
        }
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

    static func shrink(_ p: Polygon, toward c: (Double, Double), by f: Double) -> Polygon {
        p.map { (c.0 + ($0.x - c.0) * f, c.1 + ($0.y - c.1) * f) }
    }
}
