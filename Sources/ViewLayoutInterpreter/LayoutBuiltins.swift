import Foundation
import ViewLayout

/// Layout values: a layout initialiser may take a trailing view builder
/// (`callAsFunction`), and `AnyLayout` may wrap a layout the file declares;
/// `String(format:)`. The library's containers and modifiers themselves
/// are generated (`Generated/LibraryTable.swift`).
extension Builtins {
    func registerLayoutViews() {
        // Layout values: `HStackLayout()`, `AnyLayout(...)`; calling one with
        // a view builder (`layout { ... }`) is the interpreter's `call`.
        for name in ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"] {
            if let made = initializers[name] { initializers[name] = Builtins.layoutCall(made) }
        }
        initializers["AnyLayout"] = { r in
            let a = try r.required(nil)
            guard let l = try r.interpreter.layoutValue(a.value, at: a.syntax) else {
                throw r.interpreter.error("AnyLayout(_:) takes a layout such as HStackLayout(), not \(a.value.kindName)", a.syntax)
            }
            return .native(Builtins.anyLayout(l))
        }
    }

    /// `String(format: "%x", n)`: integer conversions only (`%d`, `%i`,
    /// `%x`, `%X`, `%o`, `%%`), each taking the next Int argument.
    static func format(_ r: inout ArgReader) throws -> String {
        let f = try r.required("format")
        let template = try r.interpreter.convert(f.value, to: String.self, at: f.syntax)
        var out = "", chars = Array(template), i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            let c = chars[i + 1]
            i += 2
            if c == "%" { out.append("%"); continue }
            guard "dixXo".contains(c) else { throw r.interpreter.error("String(format:) supports %d, %x, %X, %o here, not %\(c)", f.syntax) }
            let n = try r.value(nil, Int.self)
            switch c {
            case "x": out += String(n, radix: 16)
            case "X": out += String(n, radix: 16, uppercase: true)
            case "o": out += String(n, radix: 8)
            default: out += String(n)
            }
        }
        return out
    }

    /// A layout initialiser that, as in Swift, may take a trailing view
    /// builder: `ZStackLayout(alignment: .top) { ... }` is the layout called
    /// with that content (`callAsFunction`).
    static func layoutCall(_ make: @escaping (inout ArgReader) throws -> Value) -> Entry {
        { r in
            var content: AnyView?
            if let last = r.args.last, last.label == nil, case .closure = last.value { content = try r.viewBuilder(nil) }
            let made = try make(&r)
            guard let content, case .native(let l as any Layout) = made else { return made }
            return .native(callLayout(l, content))
        }
    }

    static func anyLayout(_ l: any Layout) -> AnyLayout { anyLayoutOpened(l) }
    private static func anyLayoutOpened<L: Layout>(_ l: L) -> AnyLayout { l as? AnyLayout ?? AnyLayout(l) }
    /// `layout { content }`: a layout value called with its content.
    static func callLayout(_ l: any Layout, _ content: AnyView) -> AnyView { callLayoutOpened(l, content) }
    private static func callLayoutOpened<L: Layout>(_ l: L, _ content: AnyView) -> AnyView { AnyView(l.callAsFunction { content }) }
}
