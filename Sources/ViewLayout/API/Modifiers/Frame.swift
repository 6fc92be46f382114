import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size.
    /// A given dimension is proposed to the view and is the frame's size in
    /// that dimension; a nil one passes the proposal through and takes the
    /// view's size.
    @inlinable public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified
    /// size constraints (the rules of its Discussion; Fidelity, "Frames").
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// A frame that does not constrain the view.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public consuming func frame() -> some View { frame(width: nil, height: nil) }
}

nonisolated public struct _FrameLayout: ViewModifier {
    public typealias Body = Never
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    // Usable from inlinable code, as `_PaddingLayout`'s.
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

nonisolated public struct _FlexFrameLayout: ViewModifier {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
}
