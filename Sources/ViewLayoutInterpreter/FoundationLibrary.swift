import Foundation
import SwiftSyntax
import ViewLayout

/// The part of Foundation view files use, made stable so the same file
/// always renders the same picture: `Date()` is a fixed moment, dates and
/// numbers format in en_US on the Gregorian calendar in UTC, `UUID()`s
/// count up, and `random` draws from a generator seeded the same way each
/// run.
extension Interpreter {
    /// `Date()` and `Date.now`: Monday 10 June 2024, 09:41:00 UTC.
    static let fixedNow = Date(timeIntervalSince1970: 1_718_012_460)
    static let locale = Locale(identifier: "en_US")
    /// How Swift spells numbers in source: `Decimal(string:)` reads them so.
    static let posix = Locale(identifier: "en_US_POSIX")
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = locale
        return c
    }()

    /// The next number of the seeded generator (SplitMix64).
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    func foundationInit(_ t: String, _ r: inout ArgReader, at node: Syntax) throws -> Value? {
        switch t {
        case "Date":
            if r.isEmpty { return .native(Interpreter.fixedNow) }
            if r.has("timeIntervalSince1970") { return .native(Date(timeIntervalSince1970: try r.value("timeIntervalSince1970", Double.self))) }
            if r.has("timeIntervalSinceNow") { return .native(Interpreter.fixedNow.addingTimeInterval(try r.value("timeIntervalSinceNow", Double.self))) }
            return nil
        case "URL":
            // `URL(string:)`: nil for text that is not a URL, as Foundation's.
            guard r.labels == ["string"] else { return nil }
            return URL(string: try r.value("string", String.self)).map { .native($0) } ?? Value.none
        case "Locale":
            // `.environment(\.locale, Locale(identifier: "de"))` in previews.
            guard r.labels == ["identifier"] else { return nil }
            return .native(Locale(identifier: try r.value("identifier", String.self)))
        case "TimeZone":
            guard r.labels == ["identifier"] else { return nil }
            return TimeZone(identifier: try r.value("identifier", String.self)).map { .native($0) } ?? Value.none
        case "UUID":
            guard r.isEmpty else { return nil }
            uuidCount += 1
            return .native(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", uuidCount))!)
        case "String":
            if let d = r.take("describing") { return .string(try text(of: d.value, at: d.syntax)) }
            if r.has("repeating") {
                let (piece, count) = (try r.value("repeating", String.self), try r.value("count", Int.self))
                guard count >= 0 else { throw error("String(repeating:count:) with count \(count)", node) }
                let (size, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
                try chargeValue(overflow ? Int.max : size, at: node)
                return .string(String(repeating: piece, count: count))
            }
            guard r.has("format") else { return nil }
            let all = r.args
            r.takeAll()
            return .string(try stringFormat(all, at: node))
        case "Int", "Double":
            // `Int("42")`: nil when the text is not a number.
            guard r.labels == [nil], case .string(let s)? = r.args.first?.value else { return nil }
            _ = r.take(nil)
            if t == "Int" { return Int(s).map { .int($0) } ?? Value.none }
            return Double(s).map { .double($0) } ?? Value.none
        case "Decimal":
            // `Decimal(quantity)`, `Decimal(string: "9.99")` (nil when not a number).
            if r.isEmpty { return .native(Decimal.zero) }
            if r.labels == ["string"] { return Decimal(string: try r.value("string", String.self), locale: Interpreter.posix).map { .native($0) } ?? Value.none }
            guard r.labels == [nil], let a = r.take(nil) else { return nil }
            guard let d = decimal(a.value) else { throw error("Decimal(_:) takes a number, not \(a.value.kindName)", a.syntax) }
            return .native(d)
        case "DateFormatter":
            let f = DateFormatter()
            f.locale = Interpreter.locale
            f.timeZone = Interpreter.calendar.timeZone
            f.calendar = Interpreter.calendar
            return .native(f)
        default: return nil
        }
    }

    /// The character sets strings are trimmed by: `.whitespaces`,
    /// `.whitespacesAndNewlines`, `.newlines`, `.punctuationCharacters` ...
    func characterSet(_ v: Value, at node: Syntax) throws -> CharacterSet {
        if case .native(let c as CharacterSet) = v { return c }
        guard case .implicit(let name, nil, _) = v else { throw error("a CharacterSet such as .whitespaces is expected", node) }
        switch name {
        case "whitespaces": return .whitespaces
        case "whitespacesAndNewlines": return .whitespacesAndNewlines
        case "newlines": return .newlines
        case "punctuationCharacters": return .punctuationCharacters
        case "decimalDigits": return .decimalDigits
        case "letters": return .letters
        case "alphanumerics": return .alphanumerics
        case "symbols": return .symbols
        default: throw error("CharacterSet.\(name) is not supported", node)
        }
    }

    /// `String(format:)` as Foundation formats, each argument passed as
    /// the C type its specifier reads.
    /// `String(format:_:...)` from its arguments, the first labelled `format`.
    func stringFormat(_ all: [Arg], at node: Syntax) throws -> String {
        guard let first = all.first, first.label == "format", case .string(let f) = first.value else {
            throw error("String(format:) takes a format String first", node)
        }
        if let labelled = all.dropFirst().first(where: { $0.label != nil }) { throw error("String(format:) takes unlabelled values", labelled.syntax) }
        return try formatted(f, Array(all.dropFirst()), at: node)
    }

    private func formatted(_ format: String, _ args: [Arg], at node: Syntax) throws -> String {
        // Each specifier is read here first and its argument converted to
        // the C type it reads: a mismatch would read memory as the wrong
        // type, so it is an error, as are `%n`, `%s` and `*` widths.
        var values: [any CVarArg] = []
        var next = 0
        var it = format.makeIterator()
        while let c = it.next() {
            guard c == "%" else { continue }
            while let d = it.next() {
                if d == "%" { break }
                if d == "*" || d == "$" { throw error("String(format:): '\(d)' in a specifier is not supported", node) }
                guard d.isLetter, !["l", "h", "q", "z", "t", "j", "L"].contains(d) else { continue }
                guard next < args.count else { throw error("String(format:) has more specifiers than values", node) }
                let a = args[next]
                next += 1
                switch d {
                case "d", "i", "u", "x", "X", "o", "c":
                    guard case .int(let i) = a.value else { throw error("'%\(d)' formats an Int, not \(a.value.kindName)", a.syntax) }
                    values.append(i)
                case "f", "F", "e", "E", "g", "G", "a", "A":
                    guard let n = number(a.value) else { throw error("'%\(d)' formats a number, not \(a.value.kindName)", a.syntax) }
                    values.append(n)
                case "@":
                    values.append(try text(of: a.value, at: a.syntax) as NSString)
                default: throw error("String(format:): '%\(d)' is not supported", node)
                }
                break
            }
        }
        guard next == args.count else { throw error("String(format:) has \(next) specifiers and \(args.count) values", node) }
        return String(format: format, arguments: values)
    }

    /// The Foundation types whose static members `.name` stands for where
    /// one is expected.
    static let foundationTypeNames: [ObjectIdentifier: String] = [
        ObjectIdentifier(Date.self): "Date", ObjectIdentifier(Calendar.self): "Calendar",
    ]

    /// `Int.random(in:)`, `Date.now`, `Calendar.current` ... (nil: not one of these).
    func foundationStatic(_ t: String, _ name: String, _ args: [Arg]?, at node: Syntax) throws -> Value? {
        switch (t, name, args) {
        case ("Date", "now", nil): return .native(Interpreter.fixedNow)
        case ("Calendar", "current", nil), ("Calendar", "autoupdatingCurrent", nil): return .native(Interpreter.calendar)
        case ("Bool", "random", let args?) where args.isEmpty: return .bool(nextRandom() & 1 == 1)
        case (_, "random", let args?):
            var r = ArgReader(self, callee: "\(t).random", call: node, args: args)
            let a = try r.required("in")
            try r.finish()
            if t == "Int", case .range(let lo, let hi) = a.value {
                guard hi > lo else { throw error("Int.random(in:) of an empty range", a.syntax) }
                return .int(lo + Int(nextRandom() % UInt64(hi - lo)))
            }
            var bounds: [Value] = []
            if case .tuple(let b, _) = a.value { bounds = b }
            // `0...1` of integers is stored one past its end: its bounds.
            if case .range(let lo, let hi) = a.value, hi > lo { bounds = [.int(lo), .int(hi - 1)] }
            guard ["Double", "CGFloat", "Float"].contains(t), bounds.count == 2, let lo = number(bounds[0]), let hi = number(bounds[1]) else {
                throw error("\(t).random(in:) takes a range", a.syntax)
            }
            return .double(lo + (hi - lo) * Double(nextRandom() >> 11) / Double(1 << 53))
        default: return nil
        }
    }

    /// Properties of dates, UUIDs, dictionaries and strings (nil: not one of these).
    func foundationProperty(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch (base, name) {
        case (.native(let d as Date), "timeIntervalSince1970"): return .double(d.timeIntervalSince1970)
        case (.native(let d as Date), "timeIntervalSinceNow"): return .double(d.timeIntervalSince(Interpreter.fixedNow))
        case (.native(let u as UUID), "uuidString"): return .string(u.uuidString)
        case (.native(let l as Locale), "identifier"): return .string(l.identifier)
        case (.native(let t as TimeZone), "identifier"): return .string(t.identifier)
        case (.native(let d as InterpretedDictionary), "keys"): return .array(d.keys)
        case (.native(let d as InterpretedDictionary), "values"): return .array(d.values)
        case (.native(let d as InterpretedDictionary), "count"): return .int(d.keys.count)
        case (.native(let d as InterpretedDictionary), "isEmpty"): return .bool(d.keys.isEmpty)
        case (.native(let f as DateFormatter), "dateFormat"): return .string(f.dateFormat)
        case (.string(let s), "capitalized"): return .string(s.capitalized)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? Value.none
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? Value.none
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string("\(d)")
        default: return nil
        }
    }

    /// Methods of dates, calendars, formatters, numbers' `formatted()`,
    /// strings and dictionaries (nil: not one of these).
    func foundationMethod(_ base: Value, _ name: String, _ args: [Arg], at node: Syntax) throws -> Value? {
        var r = ArgReader(self, callee: name, call: node, args: args)
        let result: Value
        switch (base, name) {
        case (.int, "formatted"), (.double, "formatted"), (.native(is Decimal), "formatted"):
            result = .string(try formatNumber(base, r.take(nil), at: node))
        case (.native(let d as Date), "formatted"):
            var style = Date.FormatStyle(date: .numeric, time: .shortened, locale: Interpreter.locale, calendar: Interpreter.calendar,
                                         timeZone: Interpreter.calendar.timeZone)
            if let a = r.take(nil) {
                guard case .date(var s) = try formatStyle(a.value, at: a.syntax) else { throw error("a Date is formatted with a date style such as .dateTime", a.syntax) }
                s.locale = Interpreter.locale
                s.timeZone = Interpreter.calendar.timeZone
                style = s
            } else if r.has("date") || r.has("time") {
                style = Date.FormatStyle(date: try dateStyle(r.take("date")), time: try timeStyle(r.take("time")), locale: Interpreter.locale,
                                         calendar: Interpreter.calendar, timeZone: Interpreter.calendar.timeZone)
            }
            result = .string(d.formatted(style))
        case (.native(let d as Date), "addingTimeInterval"): result = .native(d.addingTimeInterval(try r.value(nil, Double.self)))
        case (.native(let d as Date), "timeIntervalSince"): result = .double(d.timeIntervalSince(try r.value(nil, Date.self)))
        case (.native(let d as Date), "distance"): result = .double(d.distance(to: try r.value("to", Date.self)))
        case (.native(let f as DateFormatter), "string"): result = .string(f.string(from: try r.value("from", Date.self)))
        case (.native(let c as Calendar), "component"):
            let unit = try r.required(nil)
            result = .int(c.component(try calendarComponent(unit), from: try r.value("from", Date.self)))
        case (.native(let c as Calendar), "startOfDay"): result = .native(c.startOfDay(for: try r.value("for", Date.self)))
        case (.native(let c as Calendar), "isDateInToday"): result = .bool(c.isDate(try r.value(nil, Date.self), inSameDayAs: Interpreter.fixedNow))
        case (.native(let c as Calendar), "isDate"):
            result = .bool(c.isDate(try r.value(nil, Date.self), inSameDayAs: try r.value("inSameDayAs", Date.self)))
        case (.native(let c as Calendar), "date") where r.has("bySettingHour"):
            let (h, m) = (try r.value("bySettingHour", Int.self), try r.value("minute", Int.self))
            let sec = try r.value("second", Int.self, default: 0)
            result = c.date(bySettingHour: h, minute: m, second: sec, of: try r.value("of", Date.self)).map { .native($0) } ?? .none
        case (.native(let c as Calendar), "date"):
            let unit = try r.required("byAdding")
            let value = try r.value("value", Int.self)
            let to = try r.value("to", Date.self)
            result = c.date(byAdding: try calendarComponent(unit), value: value, to: to).map { .native($0) } ?? .none
        case (.string(let s), "trimmingCharacters"):
            let set = try r.required("in")
            result = .string(s.trimmingCharacters(in: try characterSet(set.value, at: set.syntax)))
        case (.string(let s), "localizedCaseInsensitiveContains"), (.string(let s), "localizedStandardContains"):
            result = .bool(s.range(of: try r.value(nil, String.self), options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        case (.string(let s), "split"):
            let sep = try r.value("separator", String.self)
            result = .array(s.split(separator: sep).map { .string(String($0)) })
        case (.string(let s), "components"): result = .array(s.components(separatedBy: try r.value("separatedBy", String.self)).map { .string($0) })
        case (.string(let s), "replacingOccurrences"):
            let (of, with) = (try r.value("of", String.self), try r.value("with", String.self))
            if with.utf8.count > of.utf8.count, !of.isEmpty {
                // Checked before it is made: each match may grow the text.
                let matches = s.components(separatedBy: of).count - 1
                try chargeValue(s.utf8.count + matches * (with.utf8.count - of.utf8.count), at: node)
            }
            result = .string(s.replacingOccurrences(of: of, with: with))
        case (.string(let s), "prefix"): result = .string(String(s.prefix(max(0, try r.value(nil, Int.self)))))
        case (.string(let s), "suffix"): result = .string(String(s.suffix(max(0, try r.value(nil, Int.self)))))
        case (.string(let s), "dropFirst"): result = .string(String(s.dropFirst(max(0, try r.value(nil, Int.self, default: 1)))))
        case (.string(let s), "dropLast"): result = .string(String(s.dropLast(max(0, try r.value(nil, Int.self, default: 1)))))
        case (.native(let d as InterpretedDictionary), _):
            let items = d.pairs
            switch name {
            case "mapValues":
                let f = try r.required(nil).value
                result = .native(InterpretedDictionary(keys: d.keys, values: try d.values.map { try apply(f, [$0], at: node) }))
            default:
                return try standardMethod(.array(items), name, args, at: node, mutate: { _ in .void })
            }
            return result
        case (.array(let items), "randomElement"):
            result = items.isEmpty ? .none : items[Int(nextRandom() % UInt64(items.count))]
        case (.array(var items), "shuffled"):
            if items.count > 1 {
                for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, Int(nextRandom() % UInt64(i + 1))) }
            }
            result = .array(items)
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `x.formatted()`, `.formatted(.number)`, `.formatted(.percent)`,
    /// `.formatted(.currency(code:))`, each with `.precision(...)`, in en_US;
    /// a date with a date style (string interpolation's `format:` comes here).
    /// An Int keeps the integer styles (`12.formatted(.percent)` is 12%).
    func formatNumber(_ v: Value, _ style: Arg?, at node: Syntax) throws -> String {
        let d = number(v) ?? 0
        guard let style else {
            if case .int(let i) = v { return i.formatted(IntegerFormatStyle<Int>(locale: Interpreter.locale)) }
            return d.formatted(FloatingPointFormatStyle<Double>(locale: Interpreter.locale))
        }
        let format = try formatStyle(style.value, at: style.syntax)
        let written = style.syntax.as(LabeledExprSyntax.self)?.expression.trimmedDescription ?? style.syntax.trimmedDescription
        let precise = written.contains(".precision(")
        switch (format, v) {
        case (.number, .int(let i)) where !precise: return i.formatted(IntegerFormatStyle<Int>(locale: Interpreter.locale))
        case (.percent, .int(let i)) where !precise: return i.formatted(IntegerFormatStyle<Int>.Percent(locale: Interpreter.locale))
        case (.number(let s), _): return s.locale(Interpreter.locale).format(d)
        case (.percent(let s), _): return s.locale(Interpreter.locale).format(d)
        case (.currency(let s), _): return s.locale(Interpreter.locale).format(d)
        case (.date(var s), .native(let date as Date)):
            s.locale = Interpreter.locale
            s.timeZone = Interpreter.calendar.timeZone
            return s.format(date)
        case (.date, _): throw error("a number is formatted with a number style, not a date style", style.syntax)
        }
    }

    private func dateStyle(_ a: Arg?) throws -> Date.FormatStyle.DateStyle {
        guard let a else { return .omitted }
        guard case .implicit(let n, nil, let s) = a.value else { throw error("date: takes .numeric, .abbreviated, .long, .complete or .omitted", a.syntax) }
        switch n {
        case "omitted": return .omitted
        case "numeric": return .numeric
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: throw error("'.\(n)' is not a date style", s)
        }
    }

    private func timeStyle(_ a: Arg?) throws -> Date.FormatStyle.TimeStyle {
        guard let a else { return .omitted }
        guard case .implicit(let n, nil, let s) = a.value else { throw error("time: takes .shortened, .standard, .complete or .omitted", a.syntax) }
        switch n {
        case "omitted": return .omitted
        case "shortened": return .shortened
        case "standard": return .standard
        case "complete": return .complete
        default: throw error("'.\(n)' is not a time style", s)
        }
    }

    private func calendarComponent(_ a: Arg) throws -> Calendar.Component {
        guard case .implicit(let n, nil, let s) = a.value else { throw error("expected a calendar component such as .day", a.syntax) }
        let all: [String: Calendar.Component] = ["year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
                                                 "second": .second, "weekday": .weekday, "weekOfYear": .weekOfYear]
        guard let c = all[n] else { throw error("'.\(n)' is not a calendar component here", s) }
        return c
    }

    /// `formatter.dateStyle = .medium` and the like: a formatter is a
    /// class, changed in place.
    func setFormatterProperty(_ f: DateFormatter, _ name: String, _ v: Value, at node: some SyntaxProtocol) throws {
        func style() throws -> DateFormatter.Style {
            guard case .implicit(let n, nil, _) = v else { throw error("expected a DateFormatter.Style such as .medium", node) }
            let all: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]
            guard let s = all[n] else { throw error("'.\(n)' is not a DateFormatter.Style", node) }
            return s
        }
        switch name {
        case "dateFormat": f.dateFormat = try convert(v, to: String.self, at: Syntax(node))
        case "dateStyle": f.dateStyle = try style()
        case "timeStyle": f.timeStyle = try style()
        case "locale", "timeZone", "calendar": break  // fixed: en_US, UTC, Gregorian
        default: throw error("DateFormatter's '\(name)' cannot be set here", node)
        }
    }
}

/// A Foundation format style a file writes, as the interpreter builds it:
/// the number styles (`.number`, `.percent`, `.currency(code:)`, each with
/// `.precision(.fractionLength(n))`) and the date style `.dateTime` with its
/// fields (`.dateTime.weekday(.wide).day().month(.abbreviated)`).
enum InterpretedFormat {
    case number(FloatingPointFormatStyle<Double>)
    case percent(FloatingPointFormatStyle<Double>.Percent)
    case currency(FloatingPointFormatStyle<Double>.Currency)
    case date(Date.FormatStyle)
}

extension Interpreter {
    /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format:
    /// .dateTime.day().month())`: the style is built here (the library does
    /// not declare Foundation's styles) and given to the library's
    /// `Text(_:format:)`, which formats as the compiled call does.
    func formattedText(_ input: Arg, _ format: Arg) throws -> Text {
        let style = try formatStyle(format.value, at: format.syntax)
        switch (style, input.value) {
        case (.date(let s), .native(let d as Date)): return Text(d, format: s)
        case (.date, _): throw error("Text(_:format:) with a date style formats a Date, not \(input.value.kindName)", input.syntax)
        case (_, _) where number(input.value) == nil:
            throw error("Text(_:format:) with a number style formats a number, not \(input.value.kindName)", input.syntax)
        case (.number(let s), _): return Text(number(input.value)!, format: s)
        case (.percent(let s), _): return Text(number(input.value)!, format: s)
        case (.currency(let s), _): return Text(number(input.value)!, format: s)
        }
    }

    /// The format style `v` stands for; an error names what is not supported.
    func formatStyle(_ v: Value, at node: Syntax) throws -> InterpretedFormat {
        if let date = try dateFormatStyle(v) { return .date(date) }
        var fraction: Int?
        var style = v
        if case .implicitMethod(let base, "precision", let args, let s) = style {
            guard let args, args.count == 1, case .implicit("fractionLength", let inner?, _) = args[0].value, inner.count == 1,
                  case .int(let digits) = inner[0].value, (0...15).contains(digits) else {
                throw error("precision(_:) takes .fractionLength(n) here", s)
            }
            fraction = digits
            style = base
        }
        guard case .implicit(let name, let args, let s) = style else {
            throw error("the format takes .number, .percent, .currency(code:) or .dateTime here, not \(style.kindName)", node)
        }
        func precise<S: FormatStyle>(_ s: S, _ apply: (S, Int) -> S) -> S { fraction.map { apply(s, $0) } ?? s }
        switch (name, args?.count) {
        case ("number", nil):
            return .number(precise(FloatingPointFormatStyle<Double>.number) { $0.precision(.fractionLength($1)) })
        case ("percent", nil):
            return .percent(precise(FloatingPointFormatStyle<Double>.Percent.percent) { $0.precision(.fractionLength($1)) })
        case ("currency", 1?):
            guard let a = args?.first, a.label == "code", case .string(let code) = a.value else { throw error("currency takes code: here", s) }
            return .currency(precise(FloatingPointFormatStyle<Double>.Currency.currency(code: code)) { $0.precision(.fractionLength($1)) })
        default:
            throw error("the format takes .number, .percent, .currency(code:) or .dateTime here, not .\(name)", s)
        }
    }

    /// `.dateTime` and its field methods, each with no argument or one of
    /// Foundation's symbols (`.month(.abbreviated)`, `.hour(.defaultDigits(amPM: .omitted))`);
    /// nil when `v` is not a date style.
    func dateFormatStyle(_ v: Value) throws -> Date.FormatStyle? {
        switch v {
        case .implicit("dateTime", nil, _): return Date.FormatStyle.dateTime
        case .implicitMethod(let base, let field, let args, let s):
            guard let style = try dateFormatStyle(base) else { return nil }
            let symbol: Value? = args?.first?.value
            guard (args?.count ?? 0) <= 1, args?.first?.label == nil else { throw error("\(field)(_:) takes one symbol such as .abbreviated", s) }
            func named<T>(_ table: [String: T]) throws -> T? {
                guard let symbol else { return nil }
                guard case .implicit(let n, nil, let ss) = symbol else { throw error("\(field)(_:) takes one of \(table.keys.sorted().map { "." + $0 }.joined(separator: ", "))", s) }
                guard let t = table[n] else { throw error("'.\(n)' is not a \(field) symbol here (\(table.keys.sorted().map { "." + $0 }.joined(separator: ", ")))", ss) }
                return t
            }
            typealias F = Date.FormatStyle.Symbol
            switch field {
            case "year": return style.year(try named(["defaultDigits": F.Year.defaultDigits, "twoDigits": .twoDigits]) ?? .defaultDigits)
            case "month":
                return style.month(try named(["defaultDigits": F.Month.defaultDigits, "twoDigits": .twoDigits, "wide": .wide,
                                              "abbreviated": .abbreviated, "narrow": .narrow]) ?? .abbreviated)
            case "day": return style.day(try named(["defaultDigits": F.Day.defaultDigits, "twoDigits": .twoDigits]) ?? .defaultDigits)
            case "weekday":
                return style.weekday(try named(["abbreviated": F.Weekday.abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                                                "oneDigit": .oneDigit, "twoDigits": .twoDigits]) ?? .abbreviated)
            case "hour":
                guard let symbol else { return style.hour() }
                guard case .implicit(let n, let inner, let ss) = symbol, n == "defaultDigits" || n == "twoDigits" else {
                    throw error("hour(_:) takes .defaultDigits(amPM:) or .twoDigits(amPM:) here", s)
                }
                var amPM = F.Hour.AMPMStyle.abbreviated
                if let a = inner?.first {
                    guard inner?.count == 1, a.label == "amPM", case .implicit(let m, nil, _) = a.value,
                          let found = ["omitted": F.Hour.AMPMStyle.omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide][m] else {
                        throw error("amPM: takes .omitted, .narrow, .abbreviated or .wide", ss)
                    }
                    amPM = found
                }
                return style.hour(n == "twoDigits" ? .twoDigits(amPM: amPM) : .defaultDigits(amPM: amPM))
            case "minute": return style.minute(try named(["defaultDigits": F.Minute.defaultDigits, "twoDigits": .twoDigits]) ?? .defaultDigits)
            case "second": return style.second(try named(["defaultDigits": F.Second.defaultDigits, "twoDigits": .twoDigits]) ?? .defaultDigits)
            default: throw error("'.\(field)' is not a field of .dateTime here (year, month, day, weekday, hour, minute, second)", s)
            }
        default: return nil
        }
    }
}
