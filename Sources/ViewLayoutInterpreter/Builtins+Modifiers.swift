import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Modifiers

    /// The modifiers that need interpreter logic (the rest are generated:
    /// `Generated/LibraryTable.swift`): closures the layout calls, ranges,
    /// environment key paths.
    func registerModifiers() {
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
