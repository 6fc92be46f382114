import Foundation

/// The key SwiftUI looks a string up by in the app's localisation tables.
///
/// Its interpolations are those of SwiftUI's
/// `LocalizedStringKey.StringInterpolation`
/// (<https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation>).
/// The default specifiers (`%lld`, `%lf`) are not stated there; they are
/// the printf conversions of each type, and unverified.
///
/// There are no tables here, so a key shows as written. What matters for
/// layout is the interpolation: as in SwiftUI, `Text("\(x)")` formats a
/// number with a printf specifier (`%lld` for integers, `%lf` for `Double`,
/// so `Text("\(2.5)")` shows "2.500000"), and `specifier:`, `format:` and
/// `style:` choose another. A string literal given to `Text`, `Button` and
/// the other views that take a title becomes a key, as in SwiftUI.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The string as written, interpolations formatted.
    let text: String
    /// The same with its interpolated values escaped, when a literal part
    /// may hold Markdown (`Text` shows a key's inline Markdown; values put
    /// into it are shown as they are): nil otherwise.
    let markup: String?

    /// Creates a key from a string; it shows as the string.
    public init(_ value: String) {
        text = value
        markup = nil
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
        text = value
        markup = InlineMarkdown.mayHoldMarkup(value) ? value : nil
    }

    /// Creates a key from an interpolated literal, formatting each value as
    /// SwiftUI does.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.output
        markup = stringInterpolation.literalMayHoldMarkup ? stringInterpolation.escapedOutput() : nil
    }

    /// The parts of an interpolated key, formatted as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Where each literal part starts and ends in `output`, for escaping
        /// the values between them when a literal part may hold Markdown.
        var literalRanges: [Range<String.Index>] = []
        var literalMayHoldMarkup = false

        /// Reserves room for the literal and interpolated parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            let start = output.endIndex
            output += literal
            literalRanges.append(start..<output.endIndex)
            if InlineMarkdown.mayHoldMarkup(literal) { literalMayHoldMarkup = true }
        }

        /// The output with every interpolated part's Markdown characters escaped.
        func escapedOutput() -> String {
            var result = ""
            var position = output.startIndex
            for range in literalRanges {
                result += InlineMarkdown.escaped(output[position..<range.lowerBound])
                result += output[range]
                position = range.upperBound
            }
            result += InlineMarkdown.escaped(output[position...])
            return result
        }

        /// Appends a string as it is.
        public mutating func appendInterpolation(_ string: String) { output += string }

        /// Appends a number with its default printf specifier (`%lld` for
        /// integers, `%lf` for `Double` and `CGFloat`, `%f` for `Float`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += String(format: T._defaultSpecifier, value._formatArgument)
        }

        /// Appends a number formatted with a printf specifier such as `"%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._formatArgument)
        }

        /// Appends a value formatted by a format style (`.number`, `.currency(code:)`, `.percent`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            output += format._inDefaultLocale.format(input)
        }

        /// Appends a Foundation value (a `Date`, a `Measurement`) written by a
        /// formatter, or as `String(describing:)` writes it without one.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// Appends an object written by a formatter, or its description without one.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? subject.description
        }

        /// Appends a date in one of `Text`'s date styles.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.string(for: date, now: Date())
        }

        /// Appends an image inline, as `Text(_:)` of an image sets it.
        public mutating func appendInterpolation(_ image: Image) { output += Text.inlineImagePlaceholder }

        /// Appends the string of another text.
        public mutating func appendInterpolation(_ text: Text) { output += text.content }

        /// Appends any other value as `String(describing:)` writes it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    }
}

/// A number that a localised string formats with a printf specifier.
public protocol _FormatSpecifiable {
    /// The printf specifier SwiftUI uses when none is given.
    static var _defaultSpecifier: String { get }
    /// The value as `String(format:)` takes it.
    var _formatArgument: CVarArg { get }
}

extension Int: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lld" }
    public var _formatArgument: CVarArg { Int64(self) }
}
extension Int8: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lld" }
    public var _formatArgument: CVarArg { Int64(self) }
}
extension Int16: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lld" }
    public var _formatArgument: CVarArg { Int64(self) }
}
extension Int32: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lld" }
    public var _formatArgument: CVarArg { Int64(self) }
}
extension Int64: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lld" }
    public var _formatArgument: CVarArg { self }
}
extension UInt: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%llu" }
    public var _formatArgument: CVarArg { UInt64(self) }
}
extension UInt8: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%llu" }
    public var _formatArgument: CVarArg { UInt64(self) }
}
extension UInt16: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%llu" }
    public var _formatArgument: CVarArg { UInt64(self) }
}
extension UInt32: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%llu" }
    public var _formatArgument: CVarArg { UInt64(self) }
}
extension UInt64: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%llu" }
    public var _formatArgument: CVarArg { self }
}
extension Double: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lf" }
    public var _formatArgument: CVarArg { self }
}
extension Float: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%f" }
    public var _formatArgument: CVarArg { Double(self) }
}
extension CGFloat: _FormatSpecifiable {
    public static var _defaultSpecifier: String { "%lf" }
    public var _formatArgument: CVarArg { Double(self) }
}
