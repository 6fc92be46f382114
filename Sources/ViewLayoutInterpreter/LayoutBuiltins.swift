import Foundation
import ViewLayout

/// Table entries for the containers and modifiers that landed after the
/// first interpreter: grids (GridLayout.swift, LazyGridLayout.swift),
/// ViewThatFits and the stack layouts behind `AnyLayout` (StackLayouts.swift),
/// safe areas (SafeAreaLayout.swift, API/Modifiers/ScenePadding.swift), layout
/// direction behaviour and the visionOS depth axis (DepthLayout.swift). Each
/// entry reads SwiftUI's labels and defaults, as the public API declares them.
extension Builtins {
    func registerLayoutViews() {
        initializers["Grid"] = { r in
            let alignment = try r.value("alignment", Alignment.self, default: .center)
            let hs = try r.optional("horizontalSpacing", CGFloat.self)
            let vs = try r.optional("verticalSpacing", CGFloat.self)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(Grid(alignment: alignment, horizontalSpacing: hs, verticalSpacing: vs) { content })
        }
        initializers["GridRow"] = { r in
            let alignment = try r.optional("alignment", VerticalAlignment.self)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(GridRow(alignment: alignment) { content })
        }
        initializers["GridItem"] = { r in
            .native(GridItem(try r.value(nil, GridItem.Size.self, default: .flexible()), spacing: try r.optional("spacing", CGFloat.self),
                             alignment: try r.optional("alignment", Alignment.self)))
        }
        statics["GridItem.Size"] = [
            "fixed": .function { r in .native(GridItem.Size.fixed(try r.value(nil, CGFloat.self))) },
            "flexible": .function { r in
                .native(GridItem.Size.flexible(minimum: try r.value("minimum", CGFloat.self, default: 10),
                                               maximum: try r.value("maximum", CGFloat.self, default: .infinity)))
            },
            "adaptive": .function { r in
                .native(GridItem.Size.adaptive(minimum: try r.value("minimum", CGFloat.self),
                                               maximum: try r.value("maximum", CGFloat.self, default: .infinity)))
            },
        ]
        initializers["LazyVGrid"] = { r in
            let columns = try r.value("columns", [GridItem].self)
            let alignment = try r.value("alignment", HorizontalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let pinned = try r.value("pinnedViews", PinnedScrollableViews.self, default: .init())
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(LazyVGrid(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinned) { content })
        }
        initializers["LazyHGrid"] = { r in
            let rows = try r.value("rows", [GridItem].self)
            let alignment = try r.value("alignment", VerticalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let pinned = try r.value("pinnedViews", PinnedScrollableViews.self, default: .init())
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(LazyHGrid(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinned) { content })
        }
        initializers["ViewThatFits"] = { r in
            let axes = try r.value("in", Axis.Set.self, default: [.horizontal, .vertical])
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(ViewThatFits(in: axes) { content })
        }
        // Layout values: `HStackLayout()`, `AnyLayout(...)`; calling one with
        // a view builder (`layout { ... }`) is the interpreter's `call`.
        initializers["HStackLayout"] = Builtins.layoutCall { r in
            .native(HStackLayout(alignment: try r.value("alignment", VerticalAlignment.self, default: .center),
                                 spacing: try r.optional("spacing", CGFloat.self)))
        }
        initializers["VStackLayout"] = Builtins.layoutCall { r in
            .native(VStackLayout(alignment: try r.value("alignment", HorizontalAlignment.self, default: .center),
                                 spacing: try r.optional("spacing", CGFloat.self)))
        }
        initializers["ZStackLayout"] = Builtins.layoutCall { r in .native(ZStackLayout(alignment: try r.value("alignment", Alignment.self, default: .center))) }
        initializers["GridLayout"] = Builtins.layoutCall { r in
            .native(GridLayout(alignment: try r.value("alignment", Alignment.self, default: .center),
                               horizontalSpacing: try r.optional("horizontalSpacing", CGFloat.self),
                               verticalSpacing: try r.optional("verticalSpacing", CGFloat.self)))
        }
        initializers["AnyLayout"] = { r in
            let a = try r.required(nil)
            guard let l = try r.interpreter.layoutValue(a.value, at: a.syntax) else {
                throw r.interpreter.error("AnyLayout(_:) takes a layout such as HStackLayout(), not \(a.value.kindName)", a.syntax)
            }
            return .native(Builtins.anyLayout(l))
        }
        statics["SafeAreaRegions"] = ["container": .value(SafeAreaRegions.container), "keyboard": .value(SafeAreaRegions.keyboard),
                                      "all": .value(SafeAreaRegions.all)]
        statics["VerticalEdge"] = ["top": .value(VerticalEdge.top), "bottom": .value(VerticalEdge.bottom)]
        statics["HorizontalEdge"] = ["leading": .value(HorizontalEdge.leading), "trailing": .value(HorizontalEdge.trailing)]
        statics["ScenePadding"] = ["minimum": .value(ScenePadding.minimum)]
        statics["LayoutDirectionBehavior"] = [
            "fixed": .value(LayoutDirectionBehavior.fixed), "mirrors": .value(LayoutDirectionBehavior.mirrors as LayoutDirectionBehavior),
        ]
        statics["UserInterfaceSizeClass"] = ["compact": .value(UserInterfaceSizeClass.compact),
                                             "regular": .value(UserInterfaceSizeClass.regular)]
        statics["DepthAlignment"] = ["back": .value(DepthAlignment.back), "center": .value(DepthAlignment.center),
                                     "front": .value(DepthAlignment.front)]
        statics["Edge3D.Set"] = [
            "top": .value(Edge3D.Set.top), "bottom": .value(Edge3D.Set.bottom), "leading": .value(Edge3D.Set.leading),
            "trailing": .value(Edge3D.Set.trailing), "front": .value(Edge3D.Set.front), "back": .value(Edge3D.Set.back),
            "all": .value(Edge3D.Set.all), "horizontal": .value(Edge3D.Set.horizontal), "vertical": .value(Edge3D.Set.vertical),
            "depth": .value(Edge3D.Set.depth),
        ]
        initializers["EdgeInsets3D"] = { r in
            if r.has("horizontal") {
                return .native(EdgeInsets3D(horizontal: try r.value("horizontal", CGFloat.self), vertical: try r.value("vertical", CGFloat.self),
                                            depth: try r.value("depth", CGFloat.self)))
            }
            func v(_ l: String) throws -> CGFloat { try r.value(l, CGFloat.self, default: 0) }
            return .native(EdgeInsets3D(top: try v("top"), leading: try v("leading"), bottom: try v("bottom"), trailing: try v("trailing"),
                                        front: try v("front"), back: try v("back")))
        }
    }

    func registerLayoutModifiers() {
        modifiers["gridCellColumns"] = { v, r in .native(AnyView(v.gridCellColumns(try r.value(nil, Int.self)))) }
        modifiers["gridColumnAlignment"] = { v, r in .native(AnyView(v.gridColumnAlignment(try r.value(nil, HorizontalAlignment.self)))) }
        modifiers["gridCellAnchor"] = { v, r in .native(AnyView(v.gridCellAnchor(try r.value(nil, UnitPoint.self)))) }
        modifiers["gridCellUnsizedAxes"] = { v, r in .native(AnyView(v.gridCellUnsizedAxes(try r.value(nil, Axis.Set.self)))) }
        modifiers["ignoresSafeArea"] = { v, r in
            .native(AnyView(v.ignoresSafeArea(try r.value(nil, SafeAreaRegions.self, default: .all),
                                              edges: try r.value("edges", Edge.Set.self, default: .all))))
        }
        modifiers["safeAreaInset"] = { v, r in
            let e = try r.required("edge")
            let spacing = try r.optional("spacing", CGFloat.self)
            if let vertical = try? r.interpreter.convert(e.value, to: VerticalEdge.self, at: e.syntax) {
                let alignment = try r.value("alignment", HorizontalAlignment.self, default: .center)
                let content = try r.viewBuilder(r.has("content") ? "content" : nil)
                return .native(AnyView(v.safeAreaInset(edge: vertical, alignment: alignment, spacing: spacing) { content }))
            }
            let horizontal = try r.interpreter.convert(e.value, to: HorizontalEdge.self, at: e.syntax)
            let alignment = try r.value("alignment", VerticalAlignment.self, default: .center)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(AnyView(v.safeAreaInset(edge: horizontal, alignment: alignment, spacing: spacing) { content }))
        }
        modifiers["safeAreaPadding"] = { v, r in
            if r.isEmpty { return .native(AnyView(v.safeAreaPadding())) }
            if r.labels == [nil], let a = r.take(nil) {
                if let n = r.interpreter.number(a.value) { return .native(AnyView(v.safeAreaPadding(CGFloat(n)))) }
                if case .native(let insets as EdgeInsets) = a.value { return .native(AnyView(v.safeAreaPadding(insets))) }
                return .native(AnyView(v.safeAreaPadding(try r.interpreter.convert(a.value, to: Edge.Set.self, at: a.syntax))))
            }
            let edges = try r.value(nil, Edge.Set.self)
            return .native(AnyView(v.safeAreaPadding(edges, try r.optional(nil, CGFloat.self))))
        }
        modifiers["scenePadding"] = { v, r in
            guard let a = r.take(nil) else { return .native(AnyView(v.scenePadding())) }
            if let p = try? r.interpreter.convert(a.value, to: ScenePadding.self, at: a.syntax) {
                return .native(AnyView(v.scenePadding(p, edges: try r.value("edges", Edge.Set.self, default: .all))))
            }
            return .native(AnyView(v.scenePadding(try r.interpreter.convert(a.value, to: Edge.Set.self, at: a.syntax))))
        }
        modifiers["layoutDirectionBehavior"] = { v, r in
            let a = try r.required(nil)
            // `.mirrors(in: .rightToLeft)`: the case with an argument.
            if case .implicit("mirrors", let args?, let s) = a.value {
                var inner = ArgReader(r.interpreter, callee: "mirrors(in:)", call: s, args: args)
                let direction = try inner.value("in", LayoutDirection.self)
                try inner.finish()
                return .native(AnyView(v.layoutDirectionBehavior(.mirrors(in: direction))))
            }
            return .native(AnyView(v.layoutDirectionBehavior(try r.interpreter.convert(a.value, to: LayoutDirectionBehavior.self, at: a.syntax))))
        }
        modifiers["padding3D"] = { v, r in
            if r.isEmpty { return .native(AnyView(v.padding3D())) }
            if r.labels == [nil], let a = r.take(nil) {
                if let n = r.interpreter.number(a.value) { return .native(AnyView(v.padding3D(CGFloat(n)))) }
                if case .native(let insets as EdgeInsets3D) = a.value { return .native(AnyView(v.padding3D(insets))) }
                return .native(AnyView(v.padding3D(try r.interpreter.convert(a.value, to: Edge3D.Set.self, at: a.syntax))))
            }
            let edges = try r.value(nil, Edge3D.Set.self)
            return .native(AnyView(v.padding3D(edges, try r.optional(nil, CGFloat.self))))
        }
    }

    /// The depth forms of `frame` (nil when the call has no depth label).
    static func depthFrame(_ v: AnyView, _ r: inout ArgReader) throws -> Value? {
        if r.has("depth") {
            return .native(AnyView(v.frame(depth: try r.optional("depth", CGFloat.self),
                                           alignment: try r.value("alignment", DepthAlignment.self, default: .center))))
        }
        guard r.has("minDepth") || r.has("idealDepth") || r.has("maxDepth") else { return nil }
        return .native(AnyView(v.frame(minDepth: try r.optional("minDepth", CGFloat.self), idealDepth: try r.optional("idealDepth", CGFloat.self),
                                       maxDepth: try r.optional("maxDepth", CGFloat.self),
                                       alignment: try r.value("alignment", DepthAlignment.self, default: .center))))
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
