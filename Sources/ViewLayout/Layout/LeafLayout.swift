import Foundation

extension LayoutEngine {
    /// Shapes, colors and gradients take the whole proposal, with an ideal
    /// size of 10 × 10 (FB's measurements of Rectangle: zero -> 0 × 0,
    /// infinity -> infinity, unspecified -> 10 × 10; Fidelity, "Ideal sizes and sizing modifiers"). An image has
    /// a fixed ideal size unless resizable, then it sizes like a shape whose
    /// ideal size is the image's.
    func leafSize(_ node: Node, _ p: Proposal) -> Size {
        if node.kind == .image {
            // Read the fields, not the whole `LeafInfo` (a copy retains its paints).
            let i = Int(node.payload)
            let w = tree.leaves[i].idealW, h = tree.leaves[i].idealH
            if !tree.leaves[i].resizable { return Size(w: w, h: h) }
            return Size(w: p.w.isNaNValue ? w : p.w, h: p.h.isNaNValue ? h : p.h)
        }
        return p.shapeSize
    }

    /// Spacer (its page; Fidelity, "Padding, Spacer and Divider", OSU): along its stack's axis, the proposal
    /// but at least `minLength` (the proposal is unspecified: `minLength`);
    /// across it, nothing. Outside a stack, the same on both axes.
    func spacerSize(_ node: Node, _ p: Proposal) -> Size {
        var minLength = tree.points[Int(node.payload)].x
        if minLength.isNaNValue { minLength = defaultStackSpacing }
        func along(_ v: Double) -> Double { v.isNaNValue ? minLength : Swift.max(v, minLength) }
        if node.flags.contains(.inHStack) { return Size(w: along(p.w), h: 0) }
        if node.flags.contains(.inVStack) { return Size(w: 0, h: along(p.h)) }
        return Size(w: along(p.w), h: along(p.h))
    }

    /// Divider (its page; Fidelity, "Padding, Spacer and Divider"): one pixel thick (`pixelLength`) across
    /// its stack's axis and as long as proposed along the other (10, like the
    /// rectangle it draws, when unspecified); horizontal outside a stack.
    func dividerSize(_ node: Node, _ p: Proposal) -> Size {
        let thickness = tree.points[Int(node.payload)].x
        if node.flags.contains(.inHStack) { return Size(w: thickness, h: p.h.isNaNValue ? 10 : p.h) }
        return Size(w: p.w.isNaNValue ? 10 : p.w, h: thickness)
    }

    /// Text asks the measurer: one unwrapped line for an unspecified or
    /// infinite width, wrapped lines for a finite one.
    func textSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let m = textMeasurement(n, node, p)
        return Size(w: Double(m.size.width), h: Double(m.size.height))
    }

    func textMeasurement(_ n: Int32, _ node: Node, _ p: Proposal) -> TextMeasurement {
        let t = Int(node.payload)
        if t < textCache.count, let (cp, m) = textCache[t], cp == p { return m }
        let m = tree.texts.withReadOnlyStorage { texts in
            if let builtinMeasurer { return builtinMeasurer.measure(texts, t, p, scale: scale) }
            return measurer.measure(texts[t].string, font: texts[t].font, options: texts[t].options, proposal: p.public_, displayScale: CGFloat(scale))
        }
        // Made on the first measurement: a pass whose texts all answer
        // without measuring (offered nothing on an axis: a list longer than
        // its screen) does not fill 64 bytes a text.
        if textCache.isEmpty { textCache = Array(repeating: nil, count: tree.texts.count) }
        textCache[t] = (p, m)
        return m
    }
}

extension Proposal {
    /// What a shape or colour answers (`leafSize`): the proposal, 10 where
    /// it is unspecified.
    @inline(__always) var shapeSize: Size { Size(w: w.isNaNValue ? 10 : w, h: h.isNaNValue ? 10 : h) }
}
