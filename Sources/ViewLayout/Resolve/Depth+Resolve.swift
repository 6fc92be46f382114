import Foundation

extension _DepthModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var info = DepthInfo(kind: m.kind, alignment: m.alignment)
        switch m.kind {
        case .offset:
            let z = resolver.checkedLength(m.depth, "offset(z:)", allowNegative: true)
            info.value = z.isNaN ? 0 : z
        case .fixedFrame:
            info.value = resolver.checkedLength(m.depth, "frame(depth:)")
        default:
            info.minDepth = resolver.checkedLength(m.minDepth, "frame(minDepth:)")
            info.idealDepth = resolver.checkedLength(m.idealDepth, "frame(idealDepth:)")
            info.maxDepth = resolver.checkedLength(m.maxDepth, "frame(maxDepth:)", allowInfinity: true)
            // Contradictory constraints are raised in order, as for frames.
            if !info.minDepth.isNaN && !info.idealDepth.isNaN { info.idealDepth = max(info.idealDepth, info.minDepth) }
            if !info.maxDepth.isNaN {
                let floor = info.idealDepth.isNaN ? info.minDepth : info.idealDepth
                if !floor.isNaN && info.maxDepth < floor {
                    resolver.diagnose("frame(minDepth:idealDepth:maxDepth:): Contradictory frame constraints specified; maxDepth \(info.maxDepth) is raised to \(floor)")
                    info.maxDepth = floor
                }
            }
        }
        resolver.forEachProduced({ resolver.wrapEach(.depth, content: content) }) { n in
            resolver.tree.depths[n] = info
        }
    }
}

extension _Padding3DModifier {
    /// The 2D part is `padding`'s (a padding node); front and back go in the
    /// depth side table. Negative amounts are applied, as `padding` does.
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var flat: Edge.Set = []
        for e in Edge.allCases where m.edges.contains(Edge3D.Set(Edge3D(e))) { flat.insert(Edge.Set(e)) }
        let i = m.insets
        let flatInsets = i.map { EdgeInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing) }
        resolver.tree.insets.append(resolver.paddingInsets(flat, flatInsets, m.length, "padding3D", allowNegative: true))
        func face(_ e: Edge3D, _ explicit: CGFloat?) -> Double {
            guard m.edges.contains(Edge3D.Set(e)) else { return 0 }
            let v = resolver.checkedLength(explicit ?? m.length ?? resolver.environment.defaultPadding.top, "padding3D(\(e))", allowNegative: true)
            return v.isNaN ? 0 : v
        }
        let info = DepthInfo(kind: .padding, front: face(.front, i?.front), back: face(.back, i?.back))
        let payload = Int32(resolver.tree.insets.count - 1)
        resolver.forEachProduced({ resolver.wrapEach(.padding, payload: payload, content: content) }) { n in
            resolver.tree.depths[n] = info
        }
    }
}
