import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Modifiers

    func registerModifiers() {
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
}
