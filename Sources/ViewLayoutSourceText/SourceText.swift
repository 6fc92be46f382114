/// Adds `static let sourceText: String`, the declaration's own text (less
/// this attribute and its doc comment, indentation kept relative to its
/// first line), and for a type with a `body` property `static let bodyText`,
/// that body's statements. The examples show a view's code from it and the
/// interpreter's tests interpret it, so each snippet is written once.
@attached(member, names: named(sourceText), named(bodyText))
public macro SourceText() = #externalMacro(module: "ViewLayoutMacros", type: "SourceTextMacro")
