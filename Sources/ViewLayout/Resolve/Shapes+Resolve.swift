import Foundation

extension Shape {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A shape without a fill of its own takes the foreground style.
        let fill = resolver.environment._foregroundStyle ?? .color(.primary)
        resolver.addLeaf(LeafSpec(shape: view._shape, fill: fill, cornerRadius: Double(view._cornerRadius)))
    }
}

extension _ShapeView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.addLeaf(LeafSpec(shape: view.shape._shape, fill: view.fill, stroke: view.stroke,
                                  lineWidth: view.lineWidth, cornerRadius: Double(view.shape._cornerRadius)))
        if view.strokeInset { resolver.recordStrokeInset() }
    }
}
