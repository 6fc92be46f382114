import Foundation

/// A control that displays an editable text interface: one line of its
/// text (or of its prompt, drawn as a placeholder, when the text is empty),
/// filling the offered width. With `axis: .vertical` the text wraps and the
/// field grows with it. `textFieldStyle(_:)` adds a border
/// (PlatformMetrics, "TextField, SecureField and TextEditor").
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never
    let text: String
    let prompt: Text?
    let label: Label
    let axis: Axis
    let secure: Bool

    init(text: String, prompt: Text?, label: Label, axis: Axis, secure: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.secure = secure
    }

    /// Creates a text field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: .horizontal)
    }

    /// Creates a text field with a prompt and a label that grows along an axis.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
    }

    /// Creates a text field for a value shown with a format style.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: format._inDefaultLocale.format(value.wrappedValue), prompt: prompt, label: label(), axis: .horizontal)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._textFieldStyle
        let c = TextField<_TextFieldStyleLabel>(text: view.text, prompt: view.prompt, label: _ControlContent(view.label),
                                                axis: view.axis, secure: view.secure)
        resolver.resolveStyleBody(resetting: { $0._textFieldStyle = DefaultTextFieldStyle() }) { makeBody(style, c, resolver) }
    }

    private static func makeBody<S: TextFieldStyle>(_ style: S, _ c: TextField<_TextFieldStyleLabel>, _ resolver: _ViewResolver) {
        resolver.make(style._body(configuration: c))
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a title, shown as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field with a title and a prompt (the placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field with a title that grows along an axis.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: axis)
    }

    /// Creates a text field with a title and a prompt that grows along an axis.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: axis)
    }

    /// Creates a text field with editing callbacks (the older form).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field with a commit callback (the older form).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field for a value shown with a format style.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format._inDefaultLocale.format(value.wrappedValue), prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field for a value shown with a formatter.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(title), axis: .horizontal)
    }
}

/// A control into which people securely enter private text: drawn as a
/// text field showing a bullet for each character.
nonisolated public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let field: TextField<Label>

    /// Creates a secure field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), axis: .horizontal, secure: true)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        TextField<Label>._makeView(view.field, resolver)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a title, shown as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal, secure: true)
    }

    /// Creates a secure field with a title and a prompt (the placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: .horizontal, secure: true)
    }

    /// Creates a secure field with a commit callback (the older form).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal, secure: true)
    }
}

/// A view that can display and edit long-form text: it takes all the space
/// offered, its text inset as a text view's is (PlatformMetrics, "TextField,
/// SecureField and TextEditor").
nonisolated public struct TextEditor: View {
    public typealias Body = Never
    let text: String

    /// Creates a text editor showing the bound text.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(Text(view.text)
            .padding(ControlMetrics.textEditorInsets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// The type-erased label a text field style receives in its configuration.
public typealias _TextFieldStyleLabel = _ControlContent

/// A specification for the appearance of text fields. A custom style
/// implements `_body(configuration:)`, as it does with SwiftUI.
public protocol TextFieldStyle {
    /// The view a style makes for a field.
    associatedtype _Body: View
    /// The label type of the field a style receives.
    typealias _Label = _TextFieldStyleLabel
    /// Creates the field's view from the field itself (drawn plainly inside).
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The text field style where none is set: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the automatic style.
    public init() {}
    /// The field's text, with no border.
    public func _body(configuration: TextField<_Label>) -> some View {
        _TextFieldBody(field: configuration, bordered: false)
    }
}

/// A style with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    public init() {}
    /// The field's text, with no border.
    public func _body(configuration: TextField<_Label>) -> some View {
        _TextFieldBody(field: configuration, bordered: false)
    }
}

/// A style with a rounded border (PlatformMetrics, "TextField, SecureField
/// and TextEditor").
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded border style.
    public init() {}
    /// The field's text inset in a rounded border.
    public func _body(configuration: TextField<_Label>) -> some View {
        _TextFieldBody(field: configuration, bordered: true)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: plain on iOS.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() } }

extension EnvironmentValues {
    var _textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the text fields in this view and below.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\._textFieldStyle, style)
    }
}

/// A field as drawn: its text, or its placeholder when empty, one line
/// (or wrapping along a vertical axis) across the offered width.
nonisolated struct _TextFieldBody: View, _ComposedControl {
    typealias Body = Never
    let field: TextField<_TextFieldStyleLabel>
    let bordered: Bool

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    @ViewBuilder func compose(_ environment: EnvironmentValues) -> some View {
        let inset = bordered ? ControlMetrics.roundedFieldInset : 0
        let core = Self.content(field)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(inset)
        if bordered {
            core.background(
                RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldCornerRadius)
                    .strokeBorder(ControlMetrics.controlFill, lineWidth: 1 / environment.displayScale))
        } else {
            core
        }
    }

    @ViewBuilder static func content(_ field: TextField<_TextFieldStyleLabel>) -> some View {
        let shown = field.secure ? String(repeating: "\u{2022}", count: field.text.count) : field.text
        let oneLine = field.axis == .horizontal
        if !shown.isEmpty {
            Text(shown).lineLimit(oneLine ? 1 : nil)
        } else if let prompt = field.prompt {
            prompt.lineLimit(oneLine ? 1 : nil)._controlForeground(.color(ControlMetrics.placeholder))
        } else {
            field.label.lineLimit(oneLine ? 1 : nil)._controlForeground(.color(ControlMetrics.placeholder))
        }
    }
}
