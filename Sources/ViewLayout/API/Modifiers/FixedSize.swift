import Foundation

nonisolated extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public consuming func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

nonisolated public struct _FixedSizeLayout: ViewModifier {
    public typealias Body = Never
    let horizontal: Bool, vertical: Bool
}
