import Foundation

/// The phases an `AsyncImage` goes through; a still layout never loads, so
/// its content sees `.empty`.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The loading error, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads and shows an image from a URL. Nothing is downloaded
/// here: a layout shows the image as it is before loading ends, which is
/// the placeholder (SwiftUI's default one fills the space it is offered
/// with a gray fill), or the content closure given `.empty`.
nonisolated public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates an image loaded from a URL, shown with SwiftUI's default
    /// placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlaceholder {
        content = _AsyncImagePlaceholder()
    }

    /// Creates an image loaded from a URL, with a view for the loaded image
    /// and one for the time before.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }

    /// Creates an image loaded from a URL, with a view for each phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(view.content)
    }
}

/// SwiftUI's default `AsyncImage` placeholder: a gray fill of the offered space.
nonisolated public struct _AsyncImagePlaceholder: View {
    public var body: some View { Color(uiColor: .secondarySystemFill) }
}
