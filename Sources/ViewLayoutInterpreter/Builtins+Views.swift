import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Views

    func registerViews() {
        initializers["HStack"] = { r in
            let alignment = try r.value("alignment", VerticalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(HStack(alignment: alignment, spacing: spacing) { content })
        }
        initializers["VStack"] = { r in
            let alignment = try r.value("alignment", HorizontalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(VStack(alignment: alignment, spacing: spacing) { content })
        }
        initializers["ZStack"] = { r in
            let alignment = try r.value("alignment", Alignment.self, default: .center)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(ZStack(alignment: alignment) { content })
        }
        initializers["Group"] = { r in
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(Group { content })
        }
        initializers["AnyView"] = { r in
            .native(try r.viewBuilder(r.has("erasing") ? "erasing" : nil))
        }
        initializers["EmptyView"] = { _ in .native(EmptyView()) }
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
            if let id = r.take("id") {
                guard case .keyPath = id.value else { throw r.interpreter.error("ForEach's id: takes a key path such as \\.self", id.syntax) }
            }
            let (closure, at) = try r.closure(r.has("content") ? "content" : nil)
            var views: [AnyView] = []
            views.reserveCapacity(elements.count)
            for e in elements {
                guard case .native(let v as AnyView) = try r.interpreter.callClosure(closure, [e], builder: true, at: at) else { continue }
                views.append(v)
            }
            return .native(AnyView(ForEach(0..<views.count, id: \.self) { views[$0] }))
        }
        // Scroll views, lazy stacks and GeometryReader (ScrollViewLayout.swift,
        // LazyStackLayout.swift, GeometryReaderLayout.swift).
        initializers["ScrollView"] = { r in
            // `ScrollView { ... }`: the only unlabelled argument is the content.
            let axes = r.labels.filter { $0 == nil }.count >= 2 ? try r.value(nil, Axis.Set.self) : .vertical
            let indicators = try r.value("showsIndicators", Bool.self, default: true)
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(ScrollView(axes, showsIndicators: indicators) { content })
        }
        initializers["LazyVStack"] = { r in
            let alignment = try r.value("alignment", HorizontalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let pinned = try r.value("pinnedViews", PinnedScrollableViews.self, default: .init())
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(LazyVStack(alignment: alignment, spacing: spacing, pinnedViews: pinned) { content })
        }
        initializers["LazyHStack"] = { r in
            let alignment = try r.value("alignment", VerticalAlignment.self, default: .center)
            let spacing = try r.optional("spacing", CGFloat.self)
            let pinned = try r.value("pinnedViews", PinnedScrollableViews.self, default: .init())
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            return .native(LazyHStack(alignment: alignment, spacing: spacing, pinnedViews: pinned) { content })
        }
        initializers["GeometryReader"] = { r in
            // The content runs during layout, when the proxy is known; an
            // error there is kept for `checkLateErrors` and draws nothing.
            let (closure, at) = try r.closure(r.has("content") ? "content" : nil)
            let i = r.interpreter
            let level = i.deferredLevel()
            return .native(GeometryReader { proxy in
                i.lateView(at: at) { try i.atLevel(level, at: at) { try i.callClosure(closure, [.native(proxy)], builder: true, at: at) } }
            })
        }
        initializers["Text"] = { r in
            if let v = r.take("verbatim") {
                return .native(Text(verbatim: try r.interpreter.convert(v.value, to: String.self, at: v.syntax)))
            }
            return .native(Text(try r.value(nil, String.self)))
        }
        initializers["Image"] = { r in
            if let s = r.take("systemName") { return .native(Image(systemName: try r.interpreter.convert(s.value, to: String.self, at: s.syntax))) }
            return .native(Image(try r.value(nil, String.self)))
        }
        initializers["Spacer"] = { r in .native(Spacer(minLength: try r.optional("minLength", CGFloat.self))) }
        initializers["Divider"] = { _ in .native(Divider()) }
        initializers["Rectangle"] = { _ in .native(Rectangle()) }
        initializers["Circle"] = { _ in .native(Circle()) }
        initializers["Ellipse"] = { _ in .native(Ellipse()) }
        initializers["Capsule"] = { _ in .native(Capsule()) }
        initializers["RoundedRectangle"] = { r in
            if r.has("cornerSize") { return .native(RoundedRectangle(cornerSize: try r.value("cornerSize", CGSize.self))) }
            return .native(RoundedRectangle(cornerRadius: try r.value("cornerRadius", CGFloat.self)))
        }
        initializers["Color"] = { r in
            let opacity = try r.value("opacity", Double.self, default: 1)
            if r.has("white") { return .native(Color(white: try r.value("white", Double.self), opacity: opacity)) }
            if r.has("hue") {
                return .native(Color(hue: try r.value("hue", Double.self), saturation: try r.value("saturation", Double.self),
                                     brightness: try r.value("brightness", Double.self), opacity: opacity))
            }
            return .native(Color(red: try r.value("red", Double.self), green: try r.value("green", Double.self),
                                 blue: try r.value("blue", Double.self), opacity: opacity))
        }
        initializers["LinearGradient"] = { r in
            let gradient = r.has("gradient") ? try r.value("gradient", Gradient.self)
                : r.has("stops") ? Gradient(stops: try r.value("stops", [Gradient.Stop].self))
                : Gradient(colors: try r.value("colors", [Color].self))
            return .native(LinearGradient(gradient: gradient, startPoint: try r.value("startPoint", UnitPoint.self),
                                          endPoint: try r.value("endPoint", UnitPoint.self)))
        }
        initializers["Section"] = { r in
            let header = r.has("header") ? try r.viewBuilder("header") : nil
            let footer = r.has("footer") ? try r.viewBuilder("footer") : nil
            let content = try r.viewBuilder(r.has("content") ? "content" : nil)
            switch (header, footer) {
            case let (h?, f?): return .native(Section(header: h, footer: f) { content })
            case let (h?, nil): return .native(Section(header: h) { content })
            case let (nil, f?): return .native(Section(footer: f) { content })
            case (nil, nil): return .native(Section { content })
            }
        }
        // Text's own methods return Text (Swift prefers them to View's).
        methods["Text"] = [
            "font": { t, r in .native((t as! Text).font(try r.optional(nil, Font.self))) },
            "fontWeight": { t, r in .native((t as! Text).fontWeight(try r.optional(nil, Font.Weight.self))) },
            "bold": { t, r in .native((t as! Text).bold(try r.value(nil, Bool.self, default: true))) },
            "italic": { t, _ in .native((t as! Text).italic()) },
            "monospaced": { t, r in .native((t as! Text).monospaced(try r.value(nil, Bool.self, default: true))) },
            "fontDesign": { t, r in .native((t as! Text).fontDesign(try r.optional(nil, Font.Design.self))) },
            "monospacedDigit": { t, _ in .native((t as! Text).monospacedDigit()) },
            "foregroundColor": { t, r in .native((t as! Text).foregroundColor(try r.optional(nil, Color.self))) },
            "foregroundStyle": { t, r in .native(Builtins.textStyle(t as! Text, try r.value(nil, (any ShapeStyle).self))) },
        ]
        methods["Image"] = ["resizable": { i, _ in .native((i as! Image).resizable()) }]
        methods["Color"] = ["opacity": { c, r in .native((c as! Color).opacity(try r.value(nil, Double.self))) }]
        methods["Shape"] = [
            "fill": { s, r in .native(Builtins.fill(s as! any Shape, try r.value(nil, (any ShapeStyle).self))) },
            "stroke": { s, r in
                .native(Builtins.stroke(s as! any Shape, try r.value(nil, (any ShapeStyle).self),
                                        try r.value("lineWidth", CGFloat.self, default: 1), inset: false))
            },
            "strokeBorder": { s, r in
                .native(Builtins.stroke(s as! any Shape, try r.value(nil, (any ShapeStyle).self),
                                        try r.value("lineWidth", CGFloat.self, default: 1), inset: true))
            },
            "foregroundColor": { s, r in .native(Builtins.fill(s as! any Shape, try r.optional(nil, Color.self) ?? .primary)) },
            "foregroundStyle": { s, r in .native(Builtins.fill(s as! any Shape, try r.value(nil, (any ShapeStyle).self))) },
        ]
        properties["ViewDimensions"] = [
            "width": { .double(Double(($0 as! ViewDimensions).width)) },
            "height": { .double(Double(($0 as! ViewDimensions).height)) },
        ]
        properties["GeometryProxy"] = [
            "size": { .native(($0 as! GeometryProxy).size) },
            "safeAreaInsets": { .native(($0 as! GeometryProxy).safeAreaInsets) },
        ]
        methods["GeometryProxy"] = [
            "frame": { g, r in .native((g as! GeometryProxy).frame(in: try r.value("in", CoordinateSpace.self))) },
        ]
        // Typed helpers keep these literals cheap for the type checker.
        func rect(_ f: @escaping (CGRect) -> CGFloat) -> (Any) -> Value { { .double(Double(f($0 as! CGRect))) } }
        func insets(_ f: @escaping (EdgeInsets) -> CGFloat) -> (Any) -> Value { { .double(Double(f($0 as! EdgeInsets))) } }
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
        var insetProperties: [String: (Any) -> Value] = [:]
        insetProperties["top"] = insets { $0.top }
        insetProperties["leading"] = insets { $0.leading }
        insetProperties["bottom"] = insets { $0.bottom }
        insetProperties["trailing"] = insets { $0.trailing }
        properties["EdgeInsets"] = insetProperties
        properties["CGSize"] = [
            "width": { .double(Double(($0 as! CGSize).width)) },
            "height": { .double(Double(($0 as! CGSize).height)) },
        ]
    }

    // Existentials are opened one at a time, each from a plain parameter
    // (a cast in the argument would keep Swift from opening it).
    static func fill(_ shape: any Shape, _ style: any ShapeStyle) -> AnyView { fillOpened(shape, style) }
    private static func fillOpened<S: Shape>(_ s: S, _ style: any ShapeStyle) -> AnyView { fillBoth(s, style) }
    private static func fillBoth<S: Shape, P: ShapeStyle>(_ s: S, _ p: P) -> AnyView { AnyView(s.fill(p)) }
    static func stroke(_ shape: any Shape, _ style: any ShapeStyle, _ w: CGFloat, inset: Bool) -> AnyView {
        strokeOpened(shape, style, w, inset)
    }
    private static func strokeOpened<S: Shape>(_ s: S, _ style: any ShapeStyle, _ w: CGFloat, _ inset: Bool) -> AnyView {
        strokeBoth(s, style, w, inset)
    }
    private static func strokeBoth<S: Shape, P: ShapeStyle>(_ s: S, _ p: P, _ w: CGFloat, _ inset: Bool) -> AnyView {
        inset ? AnyView(s.strokeBorder(p, lineWidth: w)) : AnyView(s.stroke(p, lineWidth: w))
    }
    static func textStyle<P: ShapeStyle>(_ t: Text, _ p: P) -> Text { t.foregroundStyle(p) }
    static func foreground<P: ShapeStyle>(_ v: AnyView, _ p: P) -> AnyView { AnyView(v.foregroundStyle(p)) }
    static func border<P: ShapeStyle>(_ v: AnyView, _ p: P, _ w: CGFloat) -> AnyView { AnyView(v.border(p, width: w)) }
    static func clip(_ v: AnyView, _ shape: any Shape) -> AnyView { clipOpened(v, shape) }
    private static func clipOpened<S: Shape>(_ v: AnyView, _ s: S) -> AnyView { AnyView(v.clipShape(s)) }
}
