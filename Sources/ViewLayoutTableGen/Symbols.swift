/// A public symbol of the library and what the generated table does with it.
public struct LibrarySymbol: Sendable, CustomStringConvertible {
    /// Which table of the interpreter the entry goes in.
    public enum Table: String, Sendable { case initializer, modifier, method, staticMember = "static", property }
    public var table: Table
    /// The table key: the type for initialisers (`HStack`), the name for
    /// modifiers (`padding`), `Type.name` for methods, static members and
    /// properties (`Text.font`, `Color.red`).
    public var key: String
    /// `HStack(alignment:spacing:content:)`, `Color.red`.
    public var signature: String
    /// `Containers/Stack.swift:12`.
    public var location: String
    /// Why no entry was generated (nil when one was).
    public var skipped: String?
    /// False for what a view file cannot call at all (underscored names,
    /// operators, engine hooks): those need no entry.
    public var callableFromSource: Bool

    public var description: String {
        "\(signature) [\(table.rawValue) \(key), \(location)]" + (skipped.map { ": \($0)" } ?? "")
    }
}

/// Names (or, for one form of a name, signatures) whose entries the
/// interpreter writes by hand, with the reason: each
/// needs interpreter logic a generated call cannot have (the generator
/// leaves them out; the coverage test checks the hand-written entry exists).
public let handWrittenEntries: [String: String] = [
    "initializer ForEach": "the content closure runs once per element of interpreted data",
    "modifier lineLimit": "the interpreter's ranges do not record whether they were written ... or ..<",
    "modifier environment": "the key path names an EnvironmentValues property",
    "modifier layoutValue": "the key is a LayoutValueKey type declared in the interpreted file",
    "initializer HorizontalAlignment": "the argument is an AlignmentID type declared in the interpreted file",
    "initializer VerticalAlignment": "the argument is an AlignmentID type declared in the interpreted file",
    "initializer AnyLayout": "the argument may be a Layout declared in the interpreted file",
    // By signature: one form of a generated entry, taken by a wrapper around it.
    "initializer Text(_:format:)": "the format is a Foundation style (.number, .percent, .currency(code:), .precision), built by the interpreter (Builtins+Views.swift)",
    "initializer LabeledContent(_:value:format:)": "the format is a Foundation style, built as for Text(_:format:) (Builtins+Views.swift)",
    "initializer List(_:rowContent:)": "the rows run once per element of interpreted data, as ForEach's do (Builtins+Views.swift)",
    "initializer List(_:id:rowContent:)": "the rows run once per element of interpreted data, as ForEach's do (Builtins+Views.swift)",
    "initializer List(_:selection:rowContent:)": "the rows run once per element of interpreted data, as ForEach's do (Builtins+Views.swift)",
    "initializer List(_:id:selection:rowContent:)": "the rows run once per element of interpreted data, as ForEach's do (Builtins+Views.swift)",
]

/// Declarations the generator could express but whose generated call does
/// not compile or behave (by signature, as the table's comments spell it),
/// with the reason: the escape hatch while the generator learns the case.
/// Empty today; `InterpreterTableTests` treats an entry here as a gap.
public let excludedSignatures: [String: String] = [:]
