import Foundation
import ViewLayout

/// What the inspector draws over a rendering: every view's bounds as a thin
/// outline (as Xcode outlines a selected view) labelled with its kind and
/// `.id`, and, with guides on, the alignment line each stack aligned its
/// children on.
public struct InspectorOptions: Equatable, Sendable {
    /// Outline every view and label it.
    public var outlines: Bool
    /// Draw the guide each stack aligned its children on (dashed).
    public var alignmentGuides: Bool
    public init(outlines: Bool = true, alignmentGuides: Bool = false) {
        self.outlines = outlines
        self.alignmentGuides = alignmentGuides
    }
}

struct InspectorItem {
    enum Mark {
        /// `line`: which label line at this corner (labels are 7 pt apart).
        case outline(CGRect, label: String, line: Int)
        /// A guide line from one point to another.
        case guide(CGPoint, CGPoint, label: String)
    }
    var mark: Mark
    var color: Color
}

enum Inspector {
    /// One color per kind, so nested views of different kinds tell apart.
    static let palette: [Color] = [
        Color(red: 1, green: 0.18, blue: 0.33), Color(red: 0, green: 0.48, blue: 1), Color(red: 0.2, green: 0.7, blue: 0.3),
        Color(red: 0.69, green: 0.32, blue: 0.87), Color(red: 1, green: 0.58, blue: 0), Color(red: 0, green: 0.7, blue: 0.75),
    ]

    static func color(for kind: String) -> Color {
        var h: UInt32 = 2166136261
        for b in kind.utf8 { h = (h ^ UInt32(b)) &* 16777619 }
        return palette[Int(h % UInt32(palette.count))]
    }

    static func items(_ tree: PlacedViewTree, options: InspectorOptions) -> [InspectorItem] {
        var items: [InspectorItem] = []
        var sameFrame: [String: Int] = [:], cornerLines: [String: Int] = [:]
        var stack = [tree.root]
        while let v = stack.popLast() {
            stack.append(contentsOf: v.children.reversed())
            let f = v.frame
            if options.outlines, v.kind != .root {
                var label = v.kind.rawValue
                if let id = v.id { label += " #\(id.base)" }
                // Views with the same bounds (a modifier and the view it
                // wraps) share one outline and one label, outermost first.
                let key = "\(f.minX),\(f.minY),\(f.width),\(f.height)"
                if let i = sameFrame[key], case .outline(let r, let old, let line) = items[i].mark {
                    items[i].mark = .outline(r, label: old + " › " + label, line: line)
                    items[i].color = color(for: v.kind.rawValue)
                } else {
                    // Labels of different bounds that start at the same corner
                    // go on successive lines.
                    let corner = "\(f.minX),\(f.minY)"
                    let line = cornerLines[corner, default: 0]
                    cornerLines[corner] = line + 1
                    sameFrame[key] = items.count
                    items.append(InspectorItem(mark: .outline(f, label: label, line: line), color: color(for: v.kind.rawValue)))
                }
            }
            if options.alignmentGuides, let (name, horizontal) = v.stackAlignment {
                let guide = Color(red: 1, green: 0, blue: 0.6)
                if horizontal {
                    // An HStack aligns children vertically: a horizontal line.
                    let y: CGFloat?
                    switch name {
                    case "top": y = f.minY
                    case "center": y = f.midY
                    case "bottom": y = f.maxY
                    default: y = nil  // baselines and custom guides: labelled only
                    }
                    let yy = y ?? f.minY
                    items.append(InspectorItem(mark: .guide(CGPoint(x: f.minX, y: yy), CGPoint(x: f.maxX, y: yy),
                                                            label: "HStack .\(name)"), color: guide))
                } else {
                    let x: CGFloat?
                    switch name {
                    case "leading": x = f.minX
                    case "center": x = f.midX
                    case "trailing": x = f.maxX
                    default: x = nil
                    }
                    let xx = x ?? f.minX
                    items.append(InspectorItem(mark: .guide(CGPoint(x: xx, y: f.minY), CGPoint(x: xx, y: f.maxY),
                                                            label: "VStack .\(name)"), color: guide))
                }
            }
        }
        return items
    }
}
