import Foundation
import SwiftSyntax
import ViewLayout

/// The package's views, modifiers and types as the interpreter knows them:
/// one table entry per view, modifier, method or static member, each a
/// closure that reads its arguments with an `ArgReader` and calls the public
/// API. To add a view or modifier, add one entry in `register...` below (the
/// Extending article shows one).
final class Builtins: @unchecked Sendable {
    typealias Entry = (inout ArgReader) throws -> Value
    typealias Modifier = (AnyView, inout ArgReader) throws -> Value
    typealias Method = (Any, inout ArgReader) throws -> Value

    enum Static {
        case value(Any)
        case function(Entry)
    }

    /// Initialisers: `HStack(...)`, `Text(...)`, `CGSize(...)`.
    var initializers: [String: Entry] = [:]
    /// View modifiers, applicable to any view.
    var modifiers: [String: Modifier] = [:]
    /// Methods of one type, tried before the view modifiers (as Swift picks
    /// `Text.font(_:)`, which returns `Text`, over `View.font(_:)`).
    var methods: [String: [String: Method]] = [:]
    /// Static members: `Color.red`, `Font.system(size:)`, `Alignment.top`;
    /// also what `.name` converts to where that type is expected.
    var statics: [String: [String: Static]] = [:]
    /// Read-only properties: `context.width`.
    var properties: [String: [String: (Any) -> Value]] = [:]

    static let shared = Builtins()

    private init() {
        registerViews()
        registerModifiers()
        registerTypes()
        registerLayoutViews()
        registerLayoutModifiers()
        registerStandardLibrary()
        registerCustomLayoutTypes()
    }

    func isBuiltinType(_ name: String) -> Bool {
        initializers[name] != nil || statics[name] != nil
    }

    /// The key of `methods` for a value: its type, or `Shape` for shapes.
    func methodGroups(_ v: Any) -> [String] {
        var groups = ["\(type(of: v))"]
        if v is any Shape { groups.append("Shape") }
        return groups
    }

    // MARK: Lookup (called by the interpreter)

    func construct(_ name: String, args: [Arg], _ i: Interpreter, _ at: Syntax) throws -> Value? {
        guard let entry = initializers[name] else { return nil }
        var reader = ArgReader(i, callee: name, call: at, args: args)
        let v = try entry(&reader)
        try reader.finish()
        return v
    }

    func staticMember(_ type: String, _ name: String, args: [Arg]?, _ i: Interpreter, _ at: Syntax) throws -> Value? {
        if statics["\(type).\(name)"] != nil || initializers["\(type).\(name)"] != nil { return .type("\(type).\(name)") }
        guard let s = statics[type]?[name] else { return nil }
        switch (s, args) {
        case (.value(let v), nil): return .native(v)
        case (.function(let f), let args?):
            var reader = ArgReader(i, callee: "\(type).\(name)", call: at, args: args)
            let v = try f(&reader)
            try reader.finish()
            return v
        case (.value, _?): throw i.error("'\(type).\(name)' is not a function", at)
        case (.function, nil): throw i.error("'\(type).\(name)' is a function: call it with (...)", at)
        }
    }

    func method(_ base: Value, _ name: String, args: [Arg], _ i: Interpreter, _ at: Syntax) throws -> Value {
        switch base {
        case .implicit, .implicitMethod: return .implicitMethod(base, name, args, at)
        default: break
        }
        if case .native(let n) = base {
            for g in methodGroups(n) {
                if let m = methods[g]?[name] {
                    var reader = ArgReader(i, callee: name, call: at, args: args)
                    let v = try m(n, &reader)
                    try reader.finish()
                    return v
                }
            }
        }
        guard let modifier = modifiers[name] else {
            throw i.error("unknown modifier '\(name)' (on \(base.kindName))", at)
        }
        let view = try i.toView(base, at: at)
        var reader = ArgReader(i, callee: name, call: at, args: args)
        let v = try modifier(view, &reader)
        try reader.finish()
        return v
    }

    func property(_ base: Value, _ name: String, _ i: Interpreter, _ at: Syntax) throws -> Value? {
        switch base {
        case .array(let a) where name == "count": return .int(a.count)
        case .string(let s) where name == "count": return .int(s.count)
        case .native(let n): return properties["\(type(of: n))"]?[name]?(n)
        default: return nil
        }
    }

    // MARK: Views

    private func registerViews() {
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

    // MARK: Modifiers

    private func registerModifiers() {
        modifiers["padding"] = { v, r in
            if r.isEmpty { return .native(AnyView(v.padding())) }
            if r.labels == [nil], let a = r.take(nil) {
                if let n = r.interpreter.number(a.value) { return .native(AnyView(v.padding(CGFloat(n)))) }
                if case .native(let insets as EdgeInsets) = a.value { return .native(AnyView(v.padding(insets))) }
                return .native(AnyView(v.padding(try r.interpreter.convert(a.value, to: Edge.Set.self, at: a.syntax))))
            }
            let edges = try r.value(nil, Edge.Set.self)
            let length = try r.optional(nil, CGFloat.self)
            return .native(AnyView(v.padding(edges, length)))
        }
        modifiers["frame"] = { v, r in
            if let depth = try Builtins.depthFrame(v, &r) { return depth }
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if r.labels.contains(where: { flexible.contains($0 ?? "") }) {
                return .native(AnyView(v.frame(
                    minWidth: try r.optional("minWidth", CGFloat.self), idealWidth: try r.optional("idealWidth", CGFloat.self),
                    maxWidth: try r.optional("maxWidth", CGFloat.self), minHeight: try r.optional("minHeight", CGFloat.self),
                    idealHeight: try r.optional("idealHeight", CGFloat.self), maxHeight: try r.optional("maxHeight", CGFloat.self),
                    alignment: try r.value("alignment", Alignment.self, default: .center))))
            }
            return .native(AnyView(v.frame(width: try r.optional("width", CGFloat.self), height: try r.optional("height", CGFloat.self),
                                           alignment: try r.value("alignment", Alignment.self, default: .center))))
        }
        modifiers["fixedSize"] = { v, r in
            if r.isEmpty { return .native(AnyView(v.fixedSize())) }
            return .native(AnyView(v.fixedSize(horizontal: try r.value("horizontal", Bool.self), vertical: try r.value("vertical", Bool.self))))
        }
        modifiers["layoutPriority"] = { v, r in .native(AnyView(v.layoutPriority(try r.value(nil, Double.self)))) }
        modifiers["id"] = { v, r in
            let a = try r.required(nil)
            switch a.value {
            case .int(let i): return .native(AnyView(v.id(i)))
            case .string(let s): return .native(AnyView(v.id(s)))
            default: throw r.interpreter.error("id(_:) takes an Int or a String here, not \(a.value.kindName)", a.syntax)
            }
        }
        modifiers["aspectRatio"] = { v, r in
            var ratio: CGFloat?
            if let a = r.take(nil) {
                if case .native(let size as CGSize) = a.value {
                    return .native(AnyView(v.aspectRatio(size, contentMode: try r.value("contentMode", ContentMode.self))))
                }
                if case .none = a.value {} else { ratio = try r.interpreter.convert(a.value, to: CGFloat.self, at: a.syntax) }
            }
            return .native(AnyView(v.aspectRatio(ratio, contentMode: try r.value("contentMode", ContentMode.self))))
        }
        modifiers["scaledToFit"] = { v, _ in .native(AnyView(v.scaledToFit())) }
        modifiers["scaledToFill"] = { v, _ in .native(AnyView(v.scaledToFill())) }
        for name in ["overlay", "background"] {
            modifiers[name] = { v, r in
                let alignment = try r.value("alignment", Alignment.self, default: .center)
                let secondary = try r.viewBuilder(r.has("content") ? "content" : nil)
                return .native(name == "overlay" ? AnyView(v.overlay(secondary, alignment: alignment))
                                                 : AnyView(v.background(secondary, alignment: alignment)))
            }
        }
        modifiers["border"] = { v, r in
            .native(Builtins.border(v, try r.value(nil, (any ShapeStyle).self), try r.value("width", CGFloat.self, default: 1)))
        }
        modifiers["offset"] = { v, r in
            if r.labels == ["z"] { return .native(AnyView(v.offset(z: try r.value("z", CGFloat.self)))) }
            if r.labels == [nil] { return .native(AnyView(v.offset(try r.value(nil, CGSize.self)))) }
            return .native(AnyView(v.offset(x: try r.value("x", CGFloat.self, default: 0), y: try r.value("y", CGFloat.self, default: 0))))
        }
        modifiers["position"] = { v, r in
            if r.labels == [nil] { return .native(AnyView(v.position(try r.value(nil, CGPoint.self)))) }
            return .native(AnyView(v.position(x: try r.value("x", CGFloat.self, default: 0), y: try r.value("y", CGFloat.self, default: 0))))
        }
        modifiers["alignmentGuide"] = { v, r in
            let g = try r.required(nil)
            let (closure, at) = try r.closure(r.has("computeValue") ? "computeValue" : nil)
            let i = r.interpreter
            let compute: (ViewDimensions) -> CGFloat = { d in
                i.lateNumber(at: at) { try i.callClosure(closure, [.native(d)], builder: false, at: at) }
            }
            if let h = try? i.convert(g.value, to: HorizontalAlignment.self, at: g.syntax) {
                return .native(AnyView(v.alignmentGuide(h, computeValue: compute)))
            }
            return .native(AnyView(v.alignmentGuide(try i.convert(g.value, to: VerticalAlignment.self, at: g.syntax), computeValue: compute)))
        }
        modifiers["font"] = { v, r in .native(AnyView(v.font(try r.optional(nil, Font.self)))) }
        modifiers["foregroundColor"] = { v, r in .native(AnyView(v.foregroundColor(try r.optional(nil, Color.self)))) }
        modifiers["foregroundStyle"] = { v, r in .native(Builtins.foreground(v, try r.value(nil, (any ShapeStyle).self))) }
        modifiers["opacity"] = { v, r in .native(AnyView(v.opacity(try r.value(nil, Double.self)))) }
        modifiers["clipped"] = { v, r in .native(AnyView(v.clipped(antialiased: try r.value("antialiased", Bool.self, default: false)))) }
        modifiers["clipShape"] = { v, r in
            let a = try r.required(nil)
            guard case .native(let s as any Shape) = a.value else {
                throw r.interpreter.error("clipShape(_:) takes a shape, not \(a.value.kindName)", a.syntax)
            }
            return .native(Builtins.clip(v, s))
        }
        modifiers["cornerRadius"] = { v, r in
            .native(AnyView(v.cornerRadius(try r.value(nil, CGFloat.self), antialiased: try r.value("antialiased", Bool.self, default: true))))
        }
        modifiers["zIndex"] = { v, r in .native(AnyView(v.zIndex(try r.value(nil, Double.self)))) }
        // Text paragraph and font modifiers (TextModifiers.swift).
        modifiers["lineLimit"] = { v, r in
            let a = try r.required(nil)
            if r.has("reservesSpace") {
                let n = try r.interpreter.convert(a.value, to: Int.self, at: a.syntax)
                return .native(AnyView(v.lineLimit(n, reservesSpace: try r.value("reservesSpace", Bool.self))))
            }
            switch a.value {
            case .none: return .native(AnyView(v.lineLimit(nil)))
            case .int(let n): return .native(AnyView(v.lineLimit(n)))
            case .range(let lo, let hi) where a.syntax.trimmedDescription.contains("..."):
                return .native(AnyView(v.lineLimit(lo...(hi - 1))))
            default: throw r.interpreter.error("lineLimit takes an Int, nil or a closed range here, not \(a.value.kindName)", a.syntax)
            }
        }
        modifiers["truncationMode"] = { v, r in .native(AnyView(v.truncationMode(try r.value(nil, Text.TruncationMode.self)))) }
        modifiers["multilineTextAlignment"] = { v, r in .native(AnyView(v.multilineTextAlignment(try r.value(nil, TextAlignment.self)))) }
        modifiers["lineSpacing"] = { v, r in .native(AnyView(v.lineSpacing(try r.value(nil, CGFloat.self)))) }
        modifiers["minimumScaleFactor"] = { v, r in .native(AnyView(v.minimumScaleFactor(try r.value(nil, CGFloat.self)))) }
        modifiers["allowsTightening"] = { v, r in .native(AnyView(v.allowsTightening(try r.value(nil, Bool.self)))) }
        modifiers["fontWeight"] = { v, r in .native(AnyView(v.fontWeight(try r.optional(nil, Font.Weight.self)))) }
        modifiers["bold"] = { v, r in .native(AnyView(v.bold(try r.value(nil, Bool.self, default: true)))) }
        modifiers["italic"] = { v, r in .native(AnyView(v.italic(try r.value(nil, Bool.self, default: true)))) }
        modifiers["fontDesign"] = { v, r in .native(AnyView(v.fontDesign(try r.optional(nil, Font.Design.self)))) }
        modifiers["monospaced"] = { v, r in .native(AnyView(v.monospaced(try r.value(nil, Bool.self, default: true)))) }
        modifiers["containerRelativeFrame"] = { v, r in
            let axes = try r.value(nil, Axis.Set.self)
            if r.has("count") {
                return .native(AnyView(v.containerRelativeFrame(
                    axes, count: try r.value("count", Int.self), span: try r.value("span", Int.self, default: 1),
                    spacing: try r.value("spacing", CGFloat.self), alignment: try r.value("alignment", Alignment.self, default: .center))))
            }
            let alignment = try r.value("alignment", Alignment.self, default: .center)
            guard r.has(nil) else { return .native(AnyView(v.containerRelativeFrame(axes, alignment: alignment))) }
            let (closure, at) = try r.closure(nil)
            let i = r.interpreter
            return .native(AnyView(v.containerRelativeFrame(axes, alignment: alignment) { length, axis in
                i.lateNumber(at: at) { try i.callClosure(closure, [.double(Double(length)), .native(axis)], builder: false, at: at) }
            }))
        }
        modifiers["contentMargins"] = { v, r in
            let first = try r.required(nil)
            if let n = r.interpreter.number(first.value), !r.has(nil) {
                return .native(AnyView(v.contentMargins(CGFloat(n), for: try r.value("for", ContentMarginPlacement.self, default: .automatic))))
            }
            let edges = try r.interpreter.convert(first.value, to: Edge.Set.self, at: first.syntax)
            let second = try r.required(nil)
            let placement = try r.value("for", ContentMarginPlacement.self, default: .automatic)
            if case .native(let insets as EdgeInsets) = second.value {
                return .native(AnyView(v.contentMargins(edges, insets, for: placement)))
            }
            var length: CGFloat?
            if case .none = second.value {} else { length = try r.interpreter.convert(second.value, to: CGFloat.self, at: second.syntax) }
            return .native(AnyView(v.contentMargins(edges, length, for: placement)))
        }
        modifiers["environment"] = { v, r in
            let key = try r.required(nil)
            guard case .keyPath(let path) = key.value else {
                throw r.interpreter.error("environment(_:_:) takes a key path such as \\.layoutDirection", key.syntax)
            }
            switch path {
            case "layoutDirection": return .native(AnyView(v.environment(\.layoutDirection, try r.value(nil, LayoutDirection.self))))
            case "font": return .native(AnyView(v.environment(\.font, try r.optional(nil, Font.self))))
            case "displayScale": return .native(AnyView(v.environment(\.displayScale, try r.value(nil, CGFloat.self))))
            default: throw r.interpreter.error("environment value \\.\(path) is not supported", key.syntax)
            }
        }
    }

    // MARK: Types and static members

    private func registerTypes() {
        var colors: [String: Static] = [:]
        for (n, c) in [("red", Color.red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
                       ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
                       ("pink", .pink), ("brown", .brown), ("white", .white), ("gray", .gray), ("black", .black),
                       ("clear", .clear), ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor)] {
            colors[n] = .value(c)
        }
        statics["Color"] = colors
        var fonts: [String: Static] = [:]
        for (n, f) in [("largeTitle", Font.largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
                       ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
                       ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2)] {
            fonts[n] = .value(f)
        }
        fonts["system"] = .function { r in
            if r.has("size") {
                return .native(Font.system(size: try r.value("size", CGFloat.self), weight: try r.optional("weight", Font.Weight.self),
                                           design: try r.optional("design", Font.Design.self)))
            }
            return .native(Font.system(try r.value(nil, Font.TextStyle.self), design: try r.optional("design", Font.Design.self),
                                       weight: try r.optional("weight", Font.Weight.self)))
        }
        statics["Font"] = fonts
        methods["Font"] = [
            "weight": { f, r in .native((f as! Font).weight(try r.value(nil, Font.Weight.self))) },
            "bold": { f, _ in .native((f as! Font).bold()) },
            "italic": { f, _ in .native((f as! Font).italic()) },
            "monospaced": { f, _ in .native((f as! Font).monospaced()) },
            "monospacedDigit": { f, _ in .native((f as! Font).monospacedDigit()) },
        ]
        statics["Font.TextStyle"] = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, Static.value($0)) })
        statics["Font.Weight"] = [
            "ultraLight": .value(Font.Weight.ultraLight), "thin": .value(Font.Weight.thin), "light": .value(Font.Weight.light),
            "regular": .value(Font.Weight.regular), "medium": .value(Font.Weight.medium), "semibold": .value(Font.Weight.semibold),
            "bold": .value(Font.Weight.bold), "heavy": .value(Font.Weight.heavy), "black": .value(Font.Weight.black),
        ]
        statics["Font.Design"] = ["default": .value(Font.Design.default), "serif": .value(Font.Design.serif),
                                  "rounded": .value(Font.Design.rounded), "monospaced": .value(Font.Design.monospaced)]
        statics["HorizontalAlignment"] = ["leading": .value(HorizontalAlignment.leading), "center": .value(HorizontalAlignment.center),
                                          "trailing": .value(HorizontalAlignment.trailing)]
        statics["VerticalAlignment"] = [
            "top": .value(VerticalAlignment.top), "center": .value(VerticalAlignment.center), "bottom": .value(VerticalAlignment.bottom),
            "firstTextBaseline": .value(VerticalAlignment.firstTextBaseline), "lastTextBaseline": .value(VerticalAlignment.lastTextBaseline),
        ]
        initializers["HorizontalAlignment"] = { r in .native(HorizontalAlignment(try r.alignmentID())) }
        initializers["VerticalAlignment"] = { r in .native(VerticalAlignment(try r.alignmentID())) }
        let alignments: [(String, Alignment)] = [
            ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
            ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
            ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
            ("leadingLastTextBaseline", .leadingLastTextBaseline), ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
            ("trailingLastTextBaseline", .trailingLastTextBaseline),
        ]
        statics["Alignment"] = Dictionary(uniqueKeysWithValues: alignments.map { ($0.0, Static.value($0.1)) })
        initializers["Alignment"] = { r in
            .native(Alignment(horizontal: try r.value("horizontal", HorizontalAlignment.self), vertical: try r.value("vertical", VerticalAlignment.self)))
        }
        statics["Edge"] = ["top": .value(Edge.top), "leading": .value(Edge.leading), "bottom": .value(Edge.bottom), "trailing": .value(Edge.trailing)]
        statics["Edge.Set"] = [
            "top": .value(Edge.Set.top), "leading": .value(Edge.Set.leading), "bottom": .value(Edge.Set.bottom),
            "trailing": .value(Edge.Set.trailing), "all": .value(Edge.Set.all), "horizontal": .value(Edge.Set.horizontal),
            "vertical": .value(Edge.Set.vertical),
        ]
        let points: [(String, UnitPoint)] = [
            ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ]
        statics["UnitPoint"] = Dictionary(uniqueKeysWithValues: points.map { ($0.0, Static.value($0.1)) })
        initializers["UnitPoint"] = { r in .native(UnitPoint(x: try r.value("x", CGFloat.self), y: try r.value("y", CGFloat.self))) }
        statics["TextAlignment"] = ["leading": .value(TextAlignment.leading), "center": .value(TextAlignment.center),
                                    "trailing": .value(TextAlignment.trailing)]
        statics["Text.TruncationMode"] = ["head": .value(Text.TruncationMode.head), "middle": .value(Text.TruncationMode.middle),
                                          "tail": .value(Text.TruncationMode.tail)]
        statics["Axis"] = ["horizontal": .value(Axis.horizontal), "vertical": .value(Axis.vertical)]
        statics["Axis.Set"] = ["horizontal": .value(Axis.Set.horizontal), "vertical": .value(Axis.Set.vertical)]
        statics["PinnedScrollableViews"] = ["sectionHeaders": .value(PinnedScrollableViews.sectionHeaders),
                                            "sectionFooters": .value(PinnedScrollableViews.sectionFooters)]
        statics["ContentMarginPlacement"] = ["automatic": .value(ContentMarginPlacement.automatic),
                                             "scrollContent": .value(ContentMarginPlacement.scrollContent),
                                             "scrollIndicators": .value(ContentMarginPlacement.scrollIndicators)]
        statics["CoordinateSpace"] = ["local": .value(CoordinateSpace.local), "global": .value(CoordinateSpace.global)]
        statics["ContentMode"] = ["fit": .value(ContentMode.fit), "fill": .value(ContentMode.fill)]
        statics["LayoutDirection"] = ["leftToRight": .value(LayoutDirection.leftToRight), "rightToLeft": .value(LayoutDirection.rightToLeft)]
        for t in ["CGFloat", "Double"] {
            statics[t] = ["infinity": .value(CGFloat.infinity), "pi": .value(CGFloat.pi)]
            initializers[t] = { r in .double(try r.value(nil, Double.self)) }
        }
        initializers["Int"] = { r in
            let d = try r.value(nil, Double.self)
            guard d.isFinite, abs(d) < 1e18 else { throw r.interpreter.error("Int(_:) of \(d)", r.call) }
            return .int(Int(d))
        }
        initializers["String"] = { r in
            if r.has("format") { return .string(try Builtins.format(&r)) }
            let a = try r.required(nil)
            return .string(try r.interpreter.text(of: a.value, at: a.syntax))
        }
        statics["CGSize"] = ["zero": .value(CGSize.zero)]
        initializers["CGSize"] = { r in .native(CGSize(width: try r.value("width", CGFloat.self), height: try r.value("height", CGFloat.self))) }
        statics["CGPoint"] = ["zero": .value(CGPoint.zero)]
        initializers["CGPoint"] = { r in .native(CGPoint(x: try r.value("x", CGFloat.self), y: try r.value("y", CGFloat.self))) }
        initializers["EdgeInsets"] = { r in
            .native(EdgeInsets(top: try r.value("top", CGFloat.self, default: 0), leading: try r.value("leading", CGFloat.self, default: 0),
                               bottom: try r.value("bottom", CGFloat.self, default: 0), trailing: try r.value("trailing", CGFloat.self, default: 0)))
        }
        initializers["Gradient"] = { r in
            .native(r.has("stops") ? Gradient(stops: try r.value("stops", [Gradient.Stop].self))
                                   : Gradient(colors: try r.value("colors", [Color].self)))
        }
        initializers["Gradient.Stop"] = { r in
            .native(Gradient.Stop(color: try r.value("color", Color.self), location: try r.value("location", CGFloat.self)))
        }
    }
}

extension ArgReader {
    /// `VerticalAlignment(X.self)`: X must be an AlignmentID struct of the file.
    mutating func alignmentID() throws -> any AlignmentID.Type {
        let a = try required(nil)
        guard case .type(let name) = a.value else {
            throw interpreter.error("an alignment is made from an AlignmentID type (X.self), not \(a.value.kindName)", a.syntax)
        }
        return try interpreter.alignmentID(name, at: a.syntax)
    }
}

extension Interpreter {
    /// The static table a type's `.name` shorthand is looked up in.
    private static let staticsKey: [ObjectIdentifier: String] = [
        ObjectIdentifier(Color.self): "Color", ObjectIdentifier(Font.self): "Font",
        ObjectIdentifier(Font.Weight.self): "Font.Weight", ObjectIdentifier(Font.Design.self): "Font.Design",
        ObjectIdentifier(Font.TextStyle.self): "Font.TextStyle",
        ObjectIdentifier(HorizontalAlignment.self): "HorizontalAlignment", ObjectIdentifier(VerticalAlignment.self): "VerticalAlignment",
        ObjectIdentifier(Alignment.self): "Alignment", ObjectIdentifier(Edge.Set.self): "Edge.Set", ObjectIdentifier(Edge.self): "Edge",
        ObjectIdentifier(UnitPoint.self): "UnitPoint", ObjectIdentifier(ContentMode.self): "ContentMode",
        ObjectIdentifier(LayoutDirection.self): "LayoutDirection", ObjectIdentifier(CGSize.self): "CGSize",
        ObjectIdentifier(CGPoint.self): "CGPoint", ObjectIdentifier(Axis.self): "Axis", ObjectIdentifier(Axis.Set.self): "Axis.Set",
        ObjectIdentifier(PinnedScrollableViews.self): "PinnedScrollableViews",
        ObjectIdentifier(ContentMarginPlacement.self): "ContentMarginPlacement", ObjectIdentifier(CoordinateSpace.self): "CoordinateSpace", ObjectIdentifier(TextAlignment.self): "TextAlignment",
        ObjectIdentifier(Text.TruncationMode.self): "Text.TruncationMode",
        ObjectIdentifier(GridItem.Size.self): "GridItem.Size", ObjectIdentifier(SafeAreaRegions.self): "SafeAreaRegions",
        ObjectIdentifier(VerticalEdge.self): "VerticalEdge", ObjectIdentifier(HorizontalEdge.self): "HorizontalEdge",
        ObjectIdentifier(ScenePadding.self): "ScenePadding", ObjectIdentifier(LayoutDirectionBehavior.self): "LayoutDirectionBehavior",
        ObjectIdentifier(UserInterfaceSizeClass.self): "UserInterfaceSizeClass", ObjectIdentifier(DepthAlignment.self): "DepthAlignment",
        ObjectIdentifier(Edge3D.Set.self): "Edge3D.Set", ObjectIdentifier(ProposedViewSize.self): "ProposedViewSize",
        ObjectIdentifier(ViewSpacing.self): "ViewSpacing", ObjectIdentifier(CGRect.self): "CGRect",
        ObjectIdentifier(Gradient.Stop.self): "Gradient.Stop",
    ]

    /// Converts a value to the Swift type a parameter expects: numbers to
    /// `CGFloat`/`Double`, `.name` shorthands through the type's static
    /// members (including those the file declares in extensions), arrays of
    /// edges to an `Edge.Set`, colours and gradients to a `ShapeStyle`.
    func convert<T>(_ v: Value, to type: T.Type, at node: Syntax) throws -> T {
        if T.self == CGFloat.self || T.self == Double.self {
            guard let n = number(v) ?? (try? numberStatic(v, at: node)) else { throw mismatch(v, "a number", node) }
            return (T.self == CGFloat.self ? CGFloat(n) as Any : n as Any) as! T
        }
        if T.self == Int.self, case .int(let i) = v { return i as! T }
        if T.self == String.self, case .string(let s) = v { return s as! T }
        if T.self == Bool.self, case .bool(let b) = v { return b as! T }
        if T.self == (any ShapeStyle).self {
            switch v {
            case .native(let s as any ShapeStyle): return s as! T
            case .implicit: return try convert(v, to: Color.self, at: node) as! T
            default: throw mismatch(v, "a colour or gradient", node)
            }
        }
        if case .array(let items) = v {
            // Option sets from array literals: `[.top, .leading]`.
            if T.self == Edge.Set.self { return try union(items, Edge.Set.self, at: node) as! T }
            if T.self == Axis.Set.self { return try union(items, Axis.Set.self, at: node) as! T }
            if T.self == PinnedScrollableViews.self { return try union(items, PinnedScrollableViews.self, at: node) as! T }
            if T.self == Edge3D.Set.self { return try union(items, Edge3D.Set.self, at: node) as! T }
            if T.self == SafeAreaRegions.self { return try union(items, SafeAreaRegions.self, at: node) as! T }
            if T.self == [GridItem].self { return try items.map { try convert($0, to: GridItem.self, at: node) } as! T }
            if T.self == [Gradient.Stop].self { return try items.map { try convert($0, to: Gradient.Stop.self, at: node) } as! T }
        }
        if T.self == [Color].self, case .array(let items) = v {
            return try items.map { try convert($0, to: Color.self, at: node) } as! T
        }
        if case .native(let n as T) = v { return n }
        if case .implicitMethod(let base, let name, let args, let s) = v {
            let resolved = try convert(base, to: T.self, at: node)
            let result = try builtins.method(.native(resolved), name, args: args, self, s)
            guard case .native(let n as T) = result else { throw mismatch(result, "\(T.self)", s) }
            return n
        }
        if case .implicit(let name, let args, let s) = v, let key = Interpreter.staticsKey[ObjectIdentifier(T.self)] {
            if args == nil, let user = try userStatic(key, name, at: s) { return try convert(user, to: T.self, at: s) }
            // `.init(...)` where the type is known: `[.init(color: .red, location: 0)]`.
            if name == "init", let args, let made = try builtins.construct(key, args: args, self, s), case .native(let n as T) = made { return n }
            if let found = try builtins.staticMember(key, name, args: args, self, s), case .native(let n as T) = found { return n }
            throw error("'.\(name)' is not a member of \(key)", s)
        }
        throw mismatch(v, "\(T.self)", node)
    }

    private func union<S: OptionSet>(_ items: [Value], _ type: S.Type, at node: Syntax) throws -> S where S.Element == S {
        var set = S()
        for item in items { set.formUnion(try convert(item, to: S.self, at: node)) }
        return set
    }

    private func numberStatic(_ v: Value, at node: Syntax) throws -> Double? {
        guard case .implicit(let name, nil, _) = v, case .native(let n as CGFloat)? = try builtins.staticMember("CGFloat", name, args: nil, self, node) else { return nil }
        return Double(n)
    }

    private func mismatch(_ v: Value, _ expected: String, _ node: Syntax) -> InterpreterError {
        error("expected \(expected) here, not \(v.kindName)", node)
    }
}
