import Foundation

// Animations and transitions only change how a view moves between two
// layouts; a still layout is the end state. Everything here is accepted
// and has no effect on it.

/// How a change animates (`.default`, `.easeInOut`, `.spring()`...).
/// Accepted; no effect on a still layout, which shows the end state.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The duration or response the animation was given, if any.
    let duration: Double?

    init(_ name: String, _ duration: Double? = nil) {
        self.name = name
        self.duration = duration
    }

    public var description: String { duration.map { "\(name)(\($0))" } ?? name }

    /// The default animation.
    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static let interactiveSpring = Animation("interactiveSpring")

    public static func linear(duration: Double) -> Animation { Animation("linear", duration) }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration) }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration) }
    // Disfavoured so that `.spring()` means the duration form, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", response)
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", response)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve", duration)
    }

    /// The same animation, delayed.
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation, faster or slower.
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation, repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change (its animation). Accepted; nothing
/// animates in a still layout.
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations are turned off for the change.
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` (its state changes take effect at once) and returns its
/// result; the animation is accepted and has no effect on a still layout.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and returns its result; the transaction is accepted and has
/// no effect on a still layout.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves the hierarchy (`.opacity`, `.slide`,
/// `.move(edge:)`...). Accepted; no effect on a still layout, where views
/// are simply present or absent.
public struct AnyTransition: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let slide = AnyTransition("slide")
    public static let scale = AnyTransition("scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition("asymmetric") }

    /// This transition together with another.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("combined") }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Animates changes of `value` with `animation`. Accepted; no effect on
    /// a still layout.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change below this view (deprecated in iOS 15).
    /// Accepted; no effect on a still layout.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How this view enters and leaves the hierarchy. Accepted; no effect on
    /// a still layout.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// Changes the transaction of changes below this view. Accepted; no
    /// effect on a still layout.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Marks this view as the same one as another with `id` in `namespace`,
    /// for animations between them. Accepted; each view keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }

    /// Changes this view's content with a transition. Accepted; no effect on
    /// a still layout.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// Which geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view's content changes (`.numericText()`, `.opacity`...).
/// Accepted; no effect on a still layout.
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
