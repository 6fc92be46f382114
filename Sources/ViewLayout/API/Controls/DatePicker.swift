import Foundation

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting an absolute date. Its look comes from
/// `datePickerStyle(_:)`: the automatic (compact) style is a row with the
/// label leading and the date and time buttons trailing
/// (PlatformMetrics, "DatePicker and ColorPicker").
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents
    let selection: Date
    let components: DatePickerComponents
    let label: Label

    /// Creates a date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.components = displayedComponents
        self.label = label()
    }

    /// Creates a date picker limited to a range, with a custom label.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker limited to dates from a start, with a custom label.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker limited to dates up to an end, with a custom label.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let env = resolver.environment
        let hidden = env._labelsHidden
        switch env._datePickerStyle._kind {
        case .compact:
            let buttons = _CompactDateButtons(texts: Self.texts(view.selection, view.components, env))
            if hidden {
                resolver.make(buttons)
            } else {
                resolver.make(HStack {
                    view.label
                    Spacer()
                    buttons
                })
            }
        case .graphical:
            resolver.make(Color.clear.frame(maxWidth: .infinity).frame(height: ControlMetrics.graphicalCalendarHeight))
        case .wheel:
            resolver.make(_WheelBody(content: Text(Self.texts(view.selection, view.components, env).joined(separator: "  "))))
        }
    }

    /// The date, then the time, as iOS's compact buttons show them (medium
    /// date and short time in the environment's locale and time zone).
    static func texts(_ date: Date, _ components: DatePickerComponents, _ env: EnvironmentValues) -> [String] {
        var out: [String] = []
        let f = DateFormatter()
        f.locale = env.locale
        f.timeZone = env.timeZone
        f.calendar = env.calendar
        if components.contains(.date) {
            f.dateStyle = .medium
            f.timeStyle = .none
            out.append(f.string(from: date))
        }
        if components.contains(.hourAndMinute) {
            f.dateStyle = .none
            f.timeStyle = .short
            out.append(f.string(from: date))
        }
        return out
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a title, limited to a range.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a title, limited to dates from a start.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a title, limited to dates up to an end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The built-in date picker presentations.
public enum _DatePickerKind: Sendable { case compact, graphical, wheel }

/// A type that specifies the appearance of all date pickers within a view
/// (only the built-in styles exist, as in SwiftUI).
@MainActor @preconcurrency public protocol DatePickerStyle {
    /// How the style presents a date picker.
    nonisolated var _kind: _DatePickerKind { get }
}

/// The date picker style where none is set: compact on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the automatic style.
    public init() {}
    public var _kind: _DatePickerKind { .compact }
}

/// The date and time as buttons beside the label.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact style.
    public init() {}
    public var _kind: _DatePickerKind { .compact }
}

/// A calendar across the offered width (its height is unverified).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the graphical style.
    public init() {}
    public var _kind: _DatePickerKind { .graphical }
}

/// Wheels 216 points tall across the offered width (PlatformMetrics,
/// "DatePicker and ColorPicker").
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the wheel style.
    public init() {}
    public var _kind: _DatePickerKind { .wheel }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Buttons beside the label.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() } }

extension EnvironmentValues {
    var _datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the date pickers in this view and below.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\._datePickerStyle, style)
    }
}

/// The compact style's date and time buttons: each text on a rounded
/// platter (PlatformMetrics, "DatePicker and ColorPicker": unverified sizes).
nonisolated struct _CompactDateButtons: View {
    let texts: [String]
    var body: some View {
        HStack(spacing: ControlMetrics.compactDateSpacing) {
            ForEach(texts, id: \.self) { text in
                Text(text)
                    .lineLimit(1)
                    .padding(ControlMetrics.compactDatePadding)
                    .background(RoundedRectangle(cornerRadius: ControlMetrics.compactDateCornerRadius)
                        .fill(ControlMetrics.controlFill))
            }
        }
    }
}
