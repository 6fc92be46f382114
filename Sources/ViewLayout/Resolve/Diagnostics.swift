import Foundation

extension _ViewResolver {
    /// Checks a length given to a modifier or container. Returns the value,
    /// or NaN ("not given") for nil and for values that cannot be laid out.
    ///
    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)" for
    /// such frames and lays out anyway; here every case is reported with the
    /// modifier's name and the value, and resolved as follows:
    /// - NaN and infinite lengths are ignored (treated as not given), except
    ///   an infinite maximum, which is how `maxWidth: .infinity` is spelt;
    /// The name is built only when something is reported: string
    /// interpolation of an enum costs thousands of instructions per view.
    /// - negative lengths are 0, unless `allowNegative` (padding and stack
    ///   spacing, where SwiftUI honours negative values: views overlap).
    @inline(__always)
    func checkedLength(_ value: CGFloat?, _ name: @autoclosure () -> String, allowNegative: Bool = false, allowInfinity: Bool = false) -> Double {
        // Fast path, inlined into every modifier: nil or an ordinary length.
        guard let value else { return .nan }
        if value.isFinite && value >= 0 { return Double(value) }
        return checkedUnusualLength(Double(value), name(), allowNegative: allowNegative, allowInfinity: allowInfinity)
    }

    /// The cases of ``checkedLength(_:_:allowNegative:allowInfinity:)`` that
    /// are not an ordinary length: NaN, infinite or negative.
    @inline(never)
    private func checkedUnusualLength(_ v: Double, _ name: @autoclosure () -> String, allowNegative: Bool, allowInfinity: Bool) -> Double {
        if v.isNaN {
            diagnose("\(name()): NaN is not a length; it is ignored")
            return .nan
        }
        if v.isInfinite {
            if allowInfinity && v > 0 { return v }
            diagnose("\(name()): \(v) is not a finite length; it is ignored")
            return .nan
        }
        if v < 0 {
            if allowNegative {
                diagnose("\(name()): negative length \(v) is applied as given (views overlap), as SwiftUI does")
                return v
            }
            diagnose("\(name()): Invalid frame dimension (negative or non-finite): \(v) is treated as 0")
            return 0
        }
        return v
    }
}
