import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Types and static members

    func registerTypes() {
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
