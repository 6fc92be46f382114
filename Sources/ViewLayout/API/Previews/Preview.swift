import Foundation

/// Creates a preview of a view: `#Preview { ContentView() }`,
/// `#Preview("Dark") { ... }`. The preview is recorded for
/// `PreviewRegistry`, which lists and lays out every preview of a program.
@freestanding(declaration)
public macro Preview(_ name: String? = nil,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ViewLayoutMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits:
/// `#Preview("Card", traits: .sizeThatFitsLayout) { Card() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil,
                     traits: PreviewTrait<Preview.ViewTraits>, _ moreTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ViewLayoutMacros", type: "PreviewMacro")

/// One preview: its name, where `#Preview` wrote it, its traits, and the
/// closure that makes its view (run on the main actor, as in Xcode).
public struct Preview: @unchecked Sendable {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The traits given to `#Preview`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file (`Module/File.swift`), line and column of the `#Preview`.
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    /// The column of the `#Preview`.
    public let column: Int
    let body: @MainActor () -> any View

    /// Makes a preview; `#Preview` calls this, and so may a program that
    /// builds its own list.
    public init(_ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [],
                fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.column = column
        self.body = body
    }

    /// The name Xcode shows: the given name, or `File.swift:line` when
    /// there is none.
    public var displayName: String {
        if let name { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }

    /// The module that wrote the `#Preview` (the first part of `fileID`).
    public var moduleName: String {
        fileID.split(separator: "/").first.map(String.init) ?? ""
    }

    /// Evaluates the preview's closure and returns its view.
    @MainActor public func makeView() -> AnyView {
        AnyView(body())
    }

    /// The layout the traits ask for: `.sizeThatFits` for
    /// `.sizeThatFitsLayout`, `.fixed` for `.fixedLayout`, else `.device`.
    public var previewLayout: PreviewLayout {
        var result = PreviewLayout.device
        for trait in traits {
            if case .layout(let l) = trait.value { result = l }
        }
        return result
    }

    /// The interface orientation the traits ask for (portrait when none).
    public var orientation: InterfaceOrientation {
        var result = InterfaceOrientation.portrait
        for trait in traits {
            if case .orientation(let o) = trait.value { result = o }
        }
        return result
    }
}

/// A trait of a preview: its layout or its device orientation.
public struct PreviewTrait<T>: @unchecked Sendable {
    enum Value {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case other(String)
    }
    let value: Value
}

extension PreviewTrait: CustomStringConvertible {
    public var description: String {
        switch value {
        case .layout(let l): return "\(l)"
        case .orientation(let o): return "\(o)"
        case .other(let s): return s
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.device)) }
    /// The preview is as large as its view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// The preview is `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// The device is in portrait.
    public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation(.portrait)) }
    /// The device is upside down in portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    /// The device is in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeLeft)) }
    /// The device is in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeRight)) }
}

/// How a preview is sized (`previewLayout(_:)`, the layout traits).
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device a preview shows.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
    /// Upright, home button or indicator at the bottom (the default).
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the top points left; a `#Preview` with it is laid out in landscape.
    case landscapeLeft
    /// Turned so the top points right; a `#Preview` with it is laid out in landscape.
    case landscapeRight
}
