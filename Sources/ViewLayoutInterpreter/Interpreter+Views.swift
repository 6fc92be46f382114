import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    // MARK: Views

    /// The statements of a `@ViewBuilder` body: each expression is a view,
    /// `if`/`else` picks a branch, `let` binds a name; several views become
    /// one (as a `TupleView`, which adds no node).
    func buildViews(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> AnyView {
        var views: [AnyView] = []
        let scope = Scope(parent: scope)
        try collect(items, scope, into: &views) { try toView($0, at: $1) }
        return combine(views)
    }

    /// The items of a result builder closure other than a view builder
    /// (`@ToolbarContentBuilder`), read by the same statements; nil when an
    /// item is not one `make` takes.
    func buildItems<T>(_ c: Closure, at node: Syntax, _ make: (Value, Syntax) throws -> T?) throws -> [T]? {
        let scope = Scope(parent: c.scope)
        var items: [T] = []
        var foreign = false
        do {
            try collect(c.syntax.statements, scope, into: &items) { v, at in
                guard let item = try make(v, at) else { foreign = true; throw error("\(v.kindName) is not an item here", at) }
                return item
            }
        } catch where foreign {
            return nil
        }
        return items
    }

    /// Several views of one builder block as the compiled block's
    /// `TupleView`: siblings, each its own child of the container (a lazy
    /// grid defers each `ForEach` in it separately; a picker tags none of
    /// them). Pairs nest, halving, so a long block stays shallow.
    func combine(_ views: [AnyView]) -> AnyView {
        combine(views[...])
    }

    private func combine(_ views: ArraySlice<AnyView>) -> AnyView {
        switch views.count {
        case 0: return AnyView(EmptyView())
        case 1: return views[views.startIndex]
        default:
            let middle = views.startIndex + views.count / 2
            return AnyView(ViewBuilder.buildBlock(combine(views[..<middle]), combine(views[middle...])))
        }
    }

    private func collect<T>(_ items: CodeBlockItemListSyntax, _ scope: Scope, into views: inout [T], _ make: (Value, Syntax) throws -> T) throws {
        let items = activeItems(items)
        for item in items {
            switch item.item {
            case .decl(let d): try declareLocal(d, scope)
            case .expr(let e):
                if let ifExpr = e.as(IfExprSyntax.self) { try collectIf(ifExpr, scope, into: &views, make); continue }
                if let switchExpr = e.as(SwitchExprSyntax.self) {
                    let (_, body, branch) = try switchCase(switchExpr, scope)
                    try collect(body, branch, into: &views, make)
                    continue
                }
                views.append(try make(try eval(e, scope), Syntax(e)))
            case .stmt(let s):
                if let x = s.as(ExpressionStmtSyntax.self), let ifExpr = x.expression.as(IfExprSyntax.self) {
                    try collectIf(ifExpr, scope, into: &views, make)
                    continue
                }
                if let x = s.as(ExpressionStmtSyntax.self), let switchExpr = x.expression.as(SwitchExprSyntax.self) {
                    let (_, body, branch) = try switchCase(switchExpr, scope)
                    try collect(body, branch, into: &views, make)
                    continue
                }
                if let r = s.as(ReturnStmtSyntax.self), let e = r.expression, items.count == 1 {
                    views.append(try make(try eval(e, scope), Syntax(e)))
                    continue
                }
                throw error("\(describe(s)) is not supported in a view builder", s)
            }
        }
    }

    private func collectIf<T>(_ e: IfExprSyntax, _ scope: Scope, into views: inout [T], _ make: (Value, Syntax) throws -> T) throws {
        let branch = Scope(parent: scope)
        if try conditions(e.conditions, branch) {
            try collect(e.body.statements, branch, into: &views, make)
            return
        }
        switch e.elseBody {
        case .ifExpr(let next): try collectIf(next, scope, into: &views, make)
        case .codeBlock(let block): try collect(block.statements, Scope(parent: scope), into: &views, make)
        case nil: break
        }
    }

    /// A value used as a view.
    func toView(_ v: Value, at node: Syntax) throws -> AnyView {
        switch v {
        case .native(let n):
            if let a = n as? AnyView { return a }
            if let view = n as? any View { return AnyView(view) }
        case .instance(let i) where i.type.isView:
            guard let accessor = i.type.computed["body"] else { break }
            if !i.type.environment.isEmpty {
                // The body reads the environment where the view is placed.
                let level = deferredLevel()
                return AnyView(EnvironmentReadingBody {
                    self.lateView(at: node) { try self.atLevel(level, at: node) { try self.computed(i, "body", accessor, node) } }
                })
            }
            guard case .native(let body as AnyView) = try computed(i, "body", accessor, node) else { break }
            return body
        case .none:
            // An optional view that is nil (`cond ? Circle() : nil`) draws
            // nothing, as `Optional: View` does.
            return AnyView(EmptyView())
        case .implicit(let name, let args, let s):
            if let c = try? convert(v, to: Color.self, at: s) { return AnyView(c) }
            throw error("'.\(name)\(args == nil ? "" : "(...)")' is not a view", s)
        case .implicitMethod(_, _, _, let s):
            if let c = try? convert(v, to: Color.self, at: s) { return AnyView(c) }
            throw error("\(v.kindName) is not a view", s)
        default: break
        }
        throw error("\(v.kindName) is not a view", node)
    }

    /// A view argument: a view, or a `@ViewBuilder` closure without parameters.
    func viewArgument(_ a: Arg) throws -> AnyView {
        if case .closure(let c) = a.value {
            guard case .native(let v as AnyView) = try callClosure(c, [], builder: true, at: a.syntax) else {
                throw error("this closure does not build a view", a.syntax)
            }
            return v
        }
        return try toView(a.value, at: a.syntax)
    }
}

/// A view of the file whose body reads `@Environment`: the body is
/// interpreted when the resolver evaluates it, with that point's environment.
nonisolated struct EnvironmentReadingBody: View {
    let make: () -> AnyView
    var body: some View { make() }
}
