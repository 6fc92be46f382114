import Foundation

extension Color {
    public static func _makeView(_ view: Color, _ resolver: _ViewResolver) {
        if resolver.needsResolving(view) {
            resolver.addLeaf(LeafSpec(shape: .color, fill: resolver.resolved(Paint.color(view))))
        } else {
            resolver.addColorLeaf(view)
        }
    }
}

extension LinearGradient {
    public static func _makeView(_ view: LinearGradient, _ resolver: _ViewResolver) {
        resolver.addLeaf(LeafSpec(shape: .gradient, fill: resolver.resolved(view._paint)))
    }
}

extension RadialGradient {
    public static func _makeView(_ view: RadialGradient, _ resolver: _ViewResolver) {
        resolver.addLeaf(LeafSpec(shape: .gradient, fill: resolver.resolved(view._paint)))
    }
}

extension EllipticalGradient {
    public static func _makeView(_ view: EllipticalGradient, _ resolver: _ViewResolver) {
        resolver.addLeaf(LeafSpec(shape: .gradient, fill: resolver.resolved(view._paint)))
    }
}

extension AngularGradient {
    public static func _makeView(_ view: AngularGradient, _ resolver: _ViewResolver) {
        resolver.addLeaf(LeafSpec(shape: .gradient, fill: resolver.resolved(view._paint)))
    }
}

extension _ViewResolver {
    func addLeaf(_ spec: LeafSpec, kind: NodeKind = .shape) {
        var info = LeafInfo(shape: spec.shape, resizable: spec.resizable, lineWidth: spec.lineWidth, cornerRadius: spec.cornerRadius,
                            idealW: spec.idealW, idealH: spec.idealH, baseline: spec.baseline)
        info.fillIndex = paintIndex(spec.fill)
        info.strokeIndex = paintIndex(spec.stroke)
        if !spec.name.isEmpty {
            tree.leafNames.append(spec.name)
            info.nameIndex = Int32(tree.leafNames.count - 1)
        }
        tree.leaves.append(info)
        addNode(kind, payload: Int32(tree.leaves.count - 1))
    }

    /// `addLeaf` for a `Color` view whose color needs no resolving: the
    /// same leaf, made without a `Paint` and a `LeafSpec` to build, compare
    /// and destroy when the color is one of the last two's.
    func addColorLeaf(_ color: Color) {
        let index: Int32
        if lastColor.index >= 0 && lastColor.color == color {
            index = lastColor.index
        } else {
            if otherColor.index >= 0 && otherColor.color == color {
                index = otherColor.index
            } else {
                index = paintIndex(.color(color))
            }
            otherColor = lastColor
            lastColor = (color, index)
        }
        tree.leaves.append(LeafInfo(shape: .color, fillIndex: index))
        addNode(.shape, payload: Int32(tree.leaves.count - 1))
    }

    /// `paint`'s index in the tree's paints: one of the last few when equal
    /// (a row of cells repeats two or three colours), else a new one.
    private func paintIndex(_ paint: Paint?) -> Int32 {
        guard let paint else { return -1 }
        let count = tree.paints.count, lowest = Swift.max(count - 4, 0)
        let found: Int32 = tree.paints.withReadOnlyStorage { paints in
            var k = count - 1
            while k >= lowest {
                if paints[k].isSame(paint) { return Int32(k) }
                k -= 1
            }
            return -1
        }
        if found >= 0 { return found }
        tree.paints.append(paint)
        return Int32(count)
    }
}

extension Paint {
    /// `==`, two solid colors compared as colors: the enum's general
    /// equality copies both values out first.
    @inline(__always) func isSame(_ other: Paint) -> Bool {
        if case .color(let a) = self, case .color(let b) = other { return a == b }
        return self == other
    }
}
