import Foundation

extension View {
    /// Sets the view's horizontal alignment: the closure computes the guide's
    /// value from the view's dimensions (where `d[explicit: g]` is the value
    /// set further in, if any).
    public consuming func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment.
    public consuming func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}

public struct _AlignmentWritingModifier: ViewModifier {
    public typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.guides.append(GuideInfo(key: m.key, compute: m.computeValue))
        // The node now owns an explicit value for this guide: set its bit so
        // the containers above it look for it (LayoutEngine.explicitGuide).
        resolver.wrapEach(.alignmentGuide, payload: Int32(resolver.tree.guides.count - 1),
                          extraMask: m.key.maskBit, content: content)
    }
}
