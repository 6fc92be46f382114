import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Views

    /// `ForEach`, whose content the interpreter runs once per element of
    /// interpreted data (the library's other views are generated:
    /// `Generated/LibraryTable.swift`), and Foundation's geometry types.
    func registerViews() {
        initializers["ForEach"] = { r in
            let dataArg = try r.required(nil)
            let elements: [Value]
            switch dataArg.value {
            case .range(let lo, let hi):
                let (count, overflow) = hi.subtractingReportingOverflow(lo)
                guard !overflow, count <= 100_000 else { throw r.interpreter.error("ForEach over more than 100,000 elements", dataArg.syntax) }
                elements = (lo..<hi).map { .int($0) }
            case .array(let a): elements = a
            default: throw r.interpreter.error("ForEach takes a range or an array, not \(dataArg.value.kindName)", dataArg.syntax)
            }
            var idPath: String?
            if let id = r.take("id") {
                guard case .keyPath(let path) = id.value else { throw r.interpreter.error("ForEach's id: takes a key path such as \\.self", id.syntax) }
                idPath = path
            }
            let (closure, at) = try r.closure(r.has("content") ? "content" : nil)
            var rows: [InterpretedRow] = []
            rows.reserveCapacity(elements.count)
            for (i, e) in elements.enumerated() {
                try r.interpreter.chargeViews(1, at: r.call)
                guard case .native(let v as AnyView) = try r.interpreter.callClosure(closure, [e], builder: true, at: at) else { continue }
                rows.append(InterpretedRow(id: try r.interpreter.identity(of: e, keyPath: idPath, position: i, at: at), view: v))
            }
            // The library's own ForEach, unerased: its methods (`onDelete`)
            // are called on it, and in a picker or tab view it tags each row
            // with the element's id, as the compiled one does.
            return .native(ForEach(rows) { $0.view })
        }
        // `List(data, id:) { row in ... }`: the library's data initialisers
        // are `List { ForEach(data, id:) { row in ... } }`, so the rows are
        // built as ForEach's are and the rest goes to `List(selection:content:)`.
        if let list = initializers["List"], let forEach = initializers["ForEach"] {
            initializers["List"] = { r in
                guard let data = r.args.first, data.label == nil, !data.syntax.is(ClosureExprSyntax.self) else { return try list(&r) }
                var rows = [data]
                if let id = r.args.first(where: { $0.label == "id" }) { rows.append(id) }
                guard let content = r.args.last(where: { $0.label == "rowContent" || ($0.label == nil && $0.syntax.is(ClosureExprSyntax.self)) }) else {
                    throw r.interpreter.error("List(_:) needs a rowContent closure", r.call)
                }
                rows.append(Arg(label: nil, value: content.value, syntax: content.syntax))
                var forEachArgs = ArgReader(r.interpreter, callee: "ForEach", call: r.call, args: rows)
                let made = try forEach(&forEachArgs)
                let rest = r.args.filter { $0.label != nil && $0.label != "id" && $0.label != "rowContent" }
                var listArgs = ArgReader(r.interpreter, callee: "List", call: r.call,
                                         args: rest + [Arg(label: "content", value: made, syntax: content.syntax)])
                let v = try list(&listArgs)
                r.takeAll()
                return v
            }
        }
        // `Text(value, format:)`: the format is one of Foundation's styles,
        // whose types the library does not declare; it is built here and
        // given to the library's `Text(_:format:)`.
        if let text = initializers["Text"] {
            initializers["Text"] = { r in
                // `Text(date, style: .relative)` measures from the interpreter's
                // fixed `Date()`, as the file's other dates do.
                if r.labels == [nil, "style"] {
                    let date = try r.value(nil, Date.self), style = try r.value("style", Text.DateStyle.self)
                    return .native(Text(date, style: style, _now: Interpreter.fixedNow))
                }
                guard r.labels == [nil, "format"] else { return try text(&r) }
                let input = try r.required(nil), format = try r.required("format")
                return .native(try r.interpreter.formattedText(input, format))
            }
        }
        // `TextField("Amount", value: $amount, format: .number)`: the style
        // is built as for `Text(_:format:)` and given to the library's
        // `TextField(_:value:format:prompt:)`; the field shows the value.
        if let field = initializers["TextField"] {
            initializers["TextField"] = { r in
                guard r.has("value"), r.has("format") else { return try field(&r) }
                let i = r.interpreter
                let title = try r.value(nil, String.self)
                let value = try r.required("value"), format = try r.required("format")
                let prompt = try r.optional("prompt", Text.self)
                switch (try i.formatStyle(format.value, at: format.syntax), value.value) {
                case (.number, .int(let n)):
                    return .native(TextField(title, value: .constant(n), format: IntegerFormatStyle<Int>.number, prompt: prompt))
                case (.date(let s), .native(let d as Date)):
                    return .native(TextField(title, value: .constant(d), format: s, prompt: prompt))
                case (.date, _):
                    throw i.error("a date style formats a Date, not \(value.value.kindName)", value.syntax)
                case (_, _) where i.number(value.value) == nil:
                    throw i.error("TextField(_:value:format:) with a number style takes a number, not \(value.value.kindName)", value.syntax)
                case (.number(let s), _): return .native(TextField(title, value: .constant(i.number(value.value)!), format: s, prompt: prompt))
                case (.percent(let s), _): return .native(TextField(title, value: .constant(i.number(value.value)!), format: s, prompt: prompt))
                case (.currency(let s), _): return .native(TextField(title, value: .constant(i.number(value.value)!), format: s, prompt: prompt))
                }
            }
        }
        // `LabeledContent("Date", value: date, format: .dateTime)`: the value
        // formatted as `Text(_:format:)` formats it, shown as the library's
        // `LabeledContent(_:value:format:)` shows it.
        if let labeled = initializers["LabeledContent"] {
            initializers["LabeledContent"] = { r in
                guard r.labels == [nil, "value", "format"] else { return try labeled(&r) }
                let title = try r.value(nil, String.self)
                let value = try r.required("value"), format = try r.required("format")
                let text = try r.interpreter.formattedText(value, format)
                return .native(LabeledContent(title) { text })
            }
        }
        // Foundation's geometry types (not the library's declarations).
        func rect(_ f: @escaping (CGRect) -> CGFloat) -> (Any) -> Value { { .double(Double(f($0 as! CGRect))) } }
        var rectProperties: [String: (Any) -> Value] = [:]
        rectProperties["width"] = rect { $0.width }
        rectProperties["height"] = rect { $0.height }
        rectProperties["minX"] = rect { $0.minX }
        rectProperties["midX"] = rect { $0.midX }
        rectProperties["maxX"] = rect { $0.maxX }
        rectProperties["minY"] = rect { $0.minY }
        rectProperties["midY"] = rect { $0.midY }
        rectProperties["maxY"] = rect { $0.maxY }
        rectProperties["size"] = { .native(($0 as! CGRect).size) }
        properties["CGRect"] = rectProperties
        properties["CGSize"] = [
            "width": { .double(Double(($0 as! CGSize).width)) },
            "height": { .double(Double(($0 as! CGSize).height)) },
        ]
    }
}

/// One element of an interpreted `ForEach`: its id (the `id:` key path's
/// value, or the element's `id` when it has one) and its view.
struct InterpretedRow: Identifiable {
    let id: AnyHashable
    let view: AnyView
}

extension Interpreter {
    /// The id of a `ForEach` element, as the compiled `ForEach` reads it:
    /// the `id:` key path applied to the element (`\.self`: the element),
    /// else an Identifiable element's `id`, else (a range) the element
    /// itself. A value that cannot be hashed here (an instance) falls back
    /// to the element's position.
    func identity(of element: Value, keyPath: String?, position: Int, at node: some SyntaxProtocol) throws -> AnyHashable {
        var id = element
        if let keyPath {
            for part in keyPath.split(separator: ".") where part != "self" { id = try memberOf(id, String(part), at: node) }
        } else {
            switch element {
            case .instance, .enumValue: id = (try? memberOf(element, "id", at: node)) ?? .int(position)
            default: break
            }
        }
        // Converted as a selection or `tag(_:)` value is, so that they match.
        return (try? convert(id, to: AnyHashable.self, at: Syntax(node))) ?? AnyHashable(position)
    }
}
