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
    /// An animation at constant speed.
    public static let linear = Animation("linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// A spring animation with the default response.
    public static let spring = Animation("spring")
    /// A spring that overshoots a little.
    public static let bouncy = Animation("bouncy")
    /// A spring that settles without overshooting.
    public static let smooth = Animation("smooth")
    /// A quick spring that overshoots a little.
    public static let snappy = Animation("snappy")
    /// A stiff, short spring for animations that follow a touch.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// A constant-speed animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear", duration) }
    /// An animation lasting `duration` seconds that starts slowly.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration) }
    /// An animation lasting `duration` seconds that ends slowly.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration) }
    /// An animation lasting `duration` seconds that starts and ends slowly.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration) }
    // Disfavoured so that `.spring()` means the duration form, as in SwiftUI.
    /// A spring given by its response time and damping.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", response)
    }
    /// A spring given by its duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration)
    }
    /// A stiff spring for animations that follow a touch, given by its response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", response)
    }
    /// A spring given by its physical stiffness and damping.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
    /// A spring lasting `duration` seconds that overshoots a little.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration) }
    /// A spring lasting `duration` seconds that settles without overshooting.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration) }
    /// A quick spring lasting `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration) }
    /// An animation whose speed follows the cubic Bézier curve with these control points.
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

    /// Creates a transaction without an animation.
    public init() {}
    /// Creates a transaction with `animation`.
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

    /// No transition: the view appears and disappears at once.
    public static let identity = AnyTransition("identity")
    /// The view fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// The view slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// The view grows in from nothing and shrinks away.
    public static let scale = AnyTransition("scale")
    /// The view scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    /// The view moves in from `edge` and back out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
    /// The view pushes in from `edge` while fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
    /// The view moves in and out by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    /// The view moves in and out by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition("asymmetric") }

    /// This transition together with another.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("combined") }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
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
/// Accepted; no effect on a still layout.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// Creates a set of properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position is shared.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size is shared.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The view's position and size are shared.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view's content changes (`.numericText()`, `.opacity`...).
/// Accepted; no effect on a still layout.
public struct ContentTransition: Sendable {
    let name: String
    /// The content changes without a transition.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content's properties are interpolated where they can be.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll as a number changes, downwards if `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits roll up or down as a number moves towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
