import Foundation

// The `Text` initialisers that format a value: a localised key (whose
// interpolation formats numbers, API/Views/LocalizedStringKey.swift), a
// format style, a date style.

extension Text {
    /// Creates a text from a localised key. A string literal picks this
    /// initialiser, as in SwiftUI; there are no tables, so it shows the key
    /// with its interpolated values formatted, and its inline Markdown
    /// (`**bold**`, `*italic*`, code spans, `~~struck~~`, `[link](url)`)
    /// without the marks (the runs take the text's own style).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        self.init(verbatim: key.markup.map(InlineMarkdown.plainText) ?? key.text)
    }

    /// Creates a text that shows a value formatted by a format style, such as
    /// `Text(price, format: .currency(code: "USD"))`.
    /// Foundation's number, currency, percent and date styles format in
    /// en_US, the environment's default locale, as SwiftUI formats in the
    /// environment's locale; other styles format as they are given.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format._inDefaultLocale.format(input))
    }

    /// Creates a text that shows an image inline. SF Symbols are not drawn
    /// here, so the image is set as the white-square glyph (U+25A1) of the
    /// text's font: a placeholder about one character wide, measured and
    /// drawn alike.
    public init(_ image: Image) {
        self.init(verbatim: Text.inlineImagePlaceholder)
    }

    /// The character an inline image is set as.
    static let inlineImagePlaceholder = "\u{25A1}"

    /// Creates a text that shows a date in one of the date styles.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.string(for: date, now: Date()))
    }

    /// `Text(_:style:)` with the relative styles measured from `_now`, for
    /// callers whose clock is fixed (the render interpreter's `Date()`).
    public init(_ date: Date, style: DateStyle, _now: Date) {
        self.init(verbatim: style.string(for: date, now: _now))
    }

    /// Creates a text that shows a range of dates, "start – end" in the short
    /// date and time format.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyle.range(dates))
    }

    /// How `Text(_:style:)` writes a date. Dates are written in en_US and
    /// UTC, the environment's defaults here, so a layout does not depend on
    /// the machine.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date: "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A count-down or count-up timer: "2:05:00".
        public static let timer = DateStyle(kind: .timer)

        static func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US")
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateStyle = date
            f.timeStyle = time
            return f
        }

        static func range(_ dates: ClosedRange<Date>) -> String {
            let f = formatter(date: .short, time: .short)
            return f.string(from: dates.lowerBound) + " – " + f.string(from: dates.upperBound)
        }

        /// The years, months, days, hours, minutes and seconds between two
        /// dates (in UTC, whichever comes first), largest first.
        static func calendarParts(from a: Date, to b: Date) -> [(count: Int, unit: String)] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let (from, to) = a <= b ? (a, b) : (b, a)
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
            return [(c.year ?? 0, "year"), (c.month ?? 0, "month"), (c.day ?? 0, "day"),
                    (c.hour ?? 0, "hour"), (c.minute ?? 0, "minute"), (c.second ?? 0, "second")]
        }

        func string(for date: Date, now: Date) -> String {
            switch kind {
            case .time: return Self.formatter(date: .none, time: .short).string(from: date)
            case .date: return Self.formatter(date: .long, time: .none).string(from: date)
            case .timer:
                let magnitude = abs(Int(date.timeIntervalSince(now).rounded()))
                let h = magnitude / 3600, m = magnitude / 60 % 60, s = magnitude % 60
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            case .relative, .offset:
                // Calendar units, the largest that is not zero first: Apple's
                // examples are "2 hours, 23 minutes" and "1 year, 1 month"
                // (relative), "+2 hours" and "-3 months" (offset).
                let parts = Self.calendarParts(from: now, to: date)
                let first = parts.firstIndex { $0.count > 0 } ?? parts.count - 1
                func written(_ p: (count: Int, unit: String)) -> String { "\(p.count) \(p.unit)\(p.count == 1 ? "" : "s")" }
                if kind == .offset { return (date < now ? "-" : "+") + written(parts[first]) }
                return first + 1 < parts.count ? written(parts[first]) + ", " + written(parts[first + 1]) : written(parts[first])
            }
        }
    }
}

/// The locale `Text` formats values in when the format style names none:
/// the environment's default (API/DataFlow/EnvironmentKeys.swift), so the
/// output does not depend on the machine's locale.
let textFormattingLocale = Locale(identifier: "en_US")

extension FormatStyle {
    /// This style in `textFormattingLocale` when it is one of Foundation's
    /// styles that take a locale; itself otherwise.
    var _inDefaultLocale: Self {
        switch self {
        case let s as IntegerFormatStyle<Int>: return s.locale(textFormattingLocale) as! Self
        case let s as IntegerFormatStyle<Int>.Percent: return s.locale(textFormattingLocale) as! Self
        case let s as IntegerFormatStyle<Int>.Currency: return s.locale(textFormattingLocale) as! Self
        case let s as FloatingPointFormatStyle<Double>: return s.locale(textFormattingLocale) as! Self
        case let s as FloatingPointFormatStyle<Double>.Percent: return s.locale(textFormattingLocale) as! Self
        case let s as FloatingPointFormatStyle<Double>.Currency: return s.locale(textFormattingLocale) as! Self
        case let s as Decimal.FormatStyle: return s.locale(textFormattingLocale) as! Self
        case let s as Decimal.FormatStyle.Currency: return s.locale(textFormattingLocale) as! Self
        case var s as Date.FormatStyle:
            s.locale = textFormattingLocale
            s.timeZone = TimeZone(identifier: "UTC") ?? s.timeZone
            return s as! Self
        default: return self
        }
    }
}
