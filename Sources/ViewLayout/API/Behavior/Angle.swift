import Foundation

/// A geometric angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of zero.
    public init() { radians = 0 }
    /// Creates an angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of zero.
    public static let zero = Angle()
    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// Whether `lhs` is the smaller angle (compared in radians, not reduced to one turn).
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
