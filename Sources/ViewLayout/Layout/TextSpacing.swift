import Foundation

/// The default vertical space next to text in a stack whose spacing is nil
/// (OSU `Text+Spacing.swift`, audited for iOS 18; Fidelity, "Default spacing" and "Text"), for a
/// text set in a font of line height `ascender + descender`:
/// - `defaultTextSpacing` = 0.1 × line height rounded up to a pixel;
///   `defaultLineSpacing` = line height + `defaultTextSpacing`;
/// - a view without text above a text: `defaultLineSpacing − ascender`
///   (6.43 for body at @3x);
/// - a text above a view without text: `max(defaultLineSpacing − capHeight,
///   defaultTextSpacing + descender)` (10.64 for body);
/// - a text above a text: the lower font's leading rounded up to a pixel,
///   0 for San Francisco, whose line gap is 0;
/// - other pairs (and every pair in an HStack: text has no horizontal text
///   spacing) keep the default, 8.
/// A stack's top and bottom text are those of its first and last child
/// (a VStack) or of any child (an HStack or ZStack, the largest font);
/// frames, fixedSize, offsets, alignment guides, overlays and backgrounds
/// keep their content's; padding and other views have none.
/// Contradiction noted in Fidelity, "Open questions": no public measurement of text-to-text
/// spacing was found; this follows the reverse-engineered rule.
extension LayoutEngine {
    /// For each node, the text (payload index) at its top and bottom edge,
    /// or -1. Children are created before their parents, so one pass in
    /// index order finds them.
    static func textEdges(of tree: NodeTree) -> [TextEdges] {
        if tree.texts.isEmpty { return [] }
        var edges = [TextEdges](repeating: TextEdges(top: -1, bottom: -1), count: tree.nodes.count)
        func larger(_ a: Int32, _ b: Int32) -> Int32 {
            if a < 0 { return b }
            if b < 0 { return a }
            return tree.texts[Int(b)].font.size > tree.texts[Int(a)].font.size ? b : a
        }
        for i in tree.nodes.indices {
            let node = tree.nodes[i]
            let count = Int(node.childCount)
            switch node.kind {
            case .text:
                edges[i] = TextEdges(top: node.payload, bottom: node.payload)
            case .fixedFrame, .flexFrame, .fixedSize, .offset, .alignmentGuide, .overlay, .background, .aspectRatio:
                if count > 0 { edges[i] = edges[Int(tree.child(node, 0))] }
            case .ignoresSafeArea, .directionBehavior, .depth:
                if count > 0 { edges[i] = edges[Int(tree.child(node, 0))] }
            case .vstack:
                if count > 0 {
                    edges[i] = TextEdges(top: edges[Int(tree.child(node, 0))].top, bottom: edges[Int(tree.child(node, count - 1))].bottom)
                }
            case .hstack, .zstack:
                var e = TextEdges(top: -1, bottom: -1)
                for k in 0..<count {
                    let c = edges[Int(tree.child(node, k))]
                    e.top = larger(e.top, c.top)
                    e.bottom = larger(e.bottom, c.bottom)
                }
                edges[i] = e
            default:
                break
            }
        }
        return edges
    }

    /// The space between `a` above `b` in a VStack when either edge is
    /// text, or nil for the default.
    func verticalTextSpacing(_ a: Int32, _ b: Int32) -> Double? {
        if textEdges.isEmpty { return nil }
        let above = textEdges[Int(a)].bottom, below = textEdges[Int(b)].top
        return TextSpacingEdge.distance(above: above < 0 ? nil : textSpacingEdge(above),
                                        below: below < 0 ? nil : textSpacingEdge(below))
    }

    /// The spacing metrics of text `t` (a payload index) at this scale.
    func textSpacingEdge(_ t: Int32) -> TextSpacingEdge {
        TextSpacingEdge(FaceSelection(tree.texts[Int(t)].font), scale: scale)
    }
}

/// What the text at a view's top or bottom edge brings to the spacing rule
/// above: its font's metrics, the text spacing rounded at the display scale.
struct TextSpacingEdge: Equatable, Sendable {
    var lineHeight: Double, textSpacing: Double, ascender: Double, descender: Double, capHeight: Double

    init(_ m: FaceSelection, scale: Double) {
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        lineHeight = m.lineHeight
        textSpacing = up(0.1 * m.lineHeight)
        ascender = m.ascender
        descender = m.descender
        capHeight = m.capHeight
    }

    /// The space between a view whose bottom edge is `above` and one whose
    /// top edge is `below` (nil: no text there), or nil when neither is text.
    static func distance(above: TextSpacingEdge?, below: TextSpacingEdge?) -> Double? {
        switch (above, below) {
        case (nil, nil): return nil
        case (.some, .some): return 0
        case (let a?, nil): return Swift.max(a.lineHeight + a.textSpacing - a.capHeight, a.textSpacing + a.descender)
        case (nil, let b?): return b.lineHeight + b.textSpacing - b.ascender
        }
    }
}

struct TextEdges {
    var top: Int32
    var bottom: Int32
}
