import Foundation

// Gestures only react to touches: every type and modifier here is
// accepted and has no effect on a still layout (no touch ever arrives, so
// no action runs).

/// An interaction that responds to touches. Accepted; no effect on a still
/// layout.
public protocol Gesture {
    /// The value the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Adds an action run when the gesture ends. Accepted; never runs here.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }

    /// Adds an action run when the gesture's value changes. Accepted; never
    /// runs here.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }

    /// Updates a `@GestureState` while the gesture runs. Accepted; never
    /// runs here, so the state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }

    /// Maps the gesture's value. Accepted; never runs here.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }

    /// Combines this gesture with another, both recognised at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Combines this gesture with another recognised after it.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines this gesture with another recognised only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture whose value is mapped (`gesture.map { ... }`).
public struct _MapGesture<Base: Gesture, Value>: Gesture {}

/// Two gestures recognised at once. Accepted; no effect on a still layout.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of the two gestures, each nil until it starts.
    public struct Value {
        /// The first gesture's value, if it has started.
        public var first: First.Value?
        /// The second gesture's value, if it has started.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Combines `first` and `second`, recognised at once.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

/// A gesture recognised after another. Accepted; no effect on a still layout.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The state of the sequence: the first gesture, or both.
    public enum Value {
        /// The first gesture is running; the second has not started.
        case first(First.Value)
        /// The first gesture ended and the second has its value, if it has started.
        case second(First.Value, Second.Value?)
    }
    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second
    /// Makes `second` follow `first`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

/// A gesture recognised only if another fails. Accepted; no effect on a
/// still layout.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture was recognised.
    public enum Value {
        /// The first gesture was recognised.
        case first(First.Value)
        /// The second gesture was recognised.
        case second(Second.Value)
    }
    /// The gesture tried first.
    public var first: First
    /// The gesture tried if the first fails.
    public var second: Second
    /// Tries `first`, then `second` if it fails.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

/// A tap, or `count` taps. Accepted; no effect on a still layout.
public struct TapGesture: Gesture {
    /// A tap reports no value.
    public typealias Value = Void
    /// How many taps it takes.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed. Accepted; no effect on a still layout.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps it takes.
    public var count: Int
    /// A gesture of `count` taps that reports where they landed.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { self.count = count }
}

/// A press held for `minimumDuration` seconds. Accepted; no effect on a
/// still layout.
public struct LongPressGesture: Gesture {
    /// Whether the press is still held.
    public typealias Value = Bool
    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: CGFloat
    /// A press held for `minimumDuration` seconds that moves less than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag. Accepted; no effect on a still layout.
public struct DragGesture: Gesture {
    /// The drag's state: where it started, where it is, how far it moved.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger has moved since the drag started.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The drag's speed, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now, given its speed.
        public var predictedEndLocation: CGPoint
        /// How far the drag would move in all if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the finger must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A pinch (iOS 17's name). Accepted; no effect on a still layout.
public struct MagnifyGesture: Gesture {
    /// The pinch's scale and where it is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale since the pinch started (1 is unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The point the pinch started around, in the view's unit space.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }
    /// The smallest change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (the name before iOS 17). Accepted; no effect on a still layout.
public struct MagnificationGesture: Gesture {
    /// The scale since the pinch started (1 is unchanged).
    public typealias Value = CGFloat
    /// The smallest change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation (iOS 17's name). Accepted; no effect on a still layout.
public struct RotateGesture: Gesture {
    /// The rotation's angle and where it is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The angle turned since the rotation started.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// The point the rotation started around, in the view's unit space.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint
    }
    /// The smallest angle that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A rotation that starts once the angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A rotation (the name before iOS 17). Accepted; no effect on a still layout.
public struct RotationGesture: Gesture {
    /// The angle turned since the rotation started.
    public typealias Value = Angle
    /// The smallest angle that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A rotation that starts once the angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures of a view and its subviews are active.
/// Accepted; no effect on a still layout.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gesture is active.
    public static let none = GestureMask([])
    /// Only the view's own gesture is active.
    public static let gesture = GestureMask(rawValue: 1)
    /// Only the subviews' gestures are active.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both the view's gesture and its subviews' are active.
    public static let all = GestureMask(rawValue: 3)
}

nonisolated extension View {
    /// Runs `action` when the view is tapped `count` times. Accepted; no
    /// effect on a still layout.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` with the tap's location. Accepted; no effect on a still
    /// layout.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }

    /// Runs `action` when the view is pressed long enough. Accepted; no
    /// effect on a still layout.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// Runs `action` when the view is pressed long enough (the older
    /// spelling; disfavoured so a lone trailing closure means the other).
    /// Accepted; no effect on a still layout.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }

    /// Attaches a gesture. Accepted; no effect on a still layout.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture recognised alongside the view's others. Accepted;
    /// no effect on a still layout.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture recognised before the view's others. Accepted; no
    /// effect on a still layout.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Whether the view takes part in hit testing. Accepted; no effect on a
    /// still layout.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape hit testing uses. Accepted; no effect on a still layout.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}
