import Foundation

nonisolated extension Shape {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A shape without a fill of its own takes the foreground style.
        let fill = resolver.resolved(resolver.environment._foregroundStyle ?? .color(.primary))
        resolver.addLeaf(LeafSpec(shape: view._shape, fill: fill, cornerRadius: Double(view._cornerRadius)))
        if let trim = view._trim { resolver.recordTrim(trim) }
    }
}

extension _ShapeView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        var lineWidth = view.lineWidth
        if !(lineWidth.isFinite && lineWidth >= 0) {
            resolver.diagnose("stroke lineWidth \(lineWidth): a width must be finite and not negative; 1 is used")
            lineWidth = 1
        }
        resolver.addLeaf(LeafSpec(shape: view.shape._shape, fill: view.fill.map { resolver.resolved($0) },
                                  stroke: view.stroke.map { resolver.resolved($0) },
                                  lineWidth: lineWidth, cornerRadius: Double(view.shape._cornerRadius)))
        let style = view.style.map { $0.lineCap == .butt && $0.lineJoin == .miter && $0.dash.isEmpty ? nil : $0 } ?? nil
        if view.strokeInset || style != nil { resolver.recordStroke(inset: view.strokeInset, style: style) }
        if let trim = view.shape._trim { resolver.recordTrim(trim) }
    }
}
