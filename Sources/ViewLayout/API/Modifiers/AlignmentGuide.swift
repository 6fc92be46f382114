import Foundation

nonisolated extension View {
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

nonisolated public struct _AlignmentWritingModifier: ViewModifier {
    public typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}
