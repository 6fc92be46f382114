import Foundation

extension _ContainerRelativeFrameLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var info = m.info
        if case .grid(var count, var span, var spacing) = info.rule {
            let name = "containerRelativeFrame(_:count: \(count), span: \(span), spacing:)"
            if count < 1 {
                resolver.diagnose("\(name): count must be at least 1; 1 is used")
                count = 1
            }
            if span < 1 {
                resolver.diagnose("\(name): span must be at least 1; 1 is used")
                span = 1
            }
            if span > count {
                resolver.diagnose("\(name): span is greater than count; the view spans all \(count)")
                span = count
            }
            let s = resolver.checkedLength(CGFloat(spacing), "containerRelativeFrame(spacing:)")
            spacing = s.isNaN ? 0 : Swift.max(s, 0)
            info.rule = .grid(count: count, span: span, spacing: spacing)
        }
        resolver.tree.containerFrames.append(info)
        resolver.wrapEach(.containerRelativeFrame, payload: Int32(resolver.tree.containerFrames.count - 1), content: content)
    }
}
