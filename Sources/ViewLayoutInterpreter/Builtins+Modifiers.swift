import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Modifiers

    /// The modifiers that need interpreter logic (the rest are generated:
    /// `Generated/LibraryTable.swift`): ranges and environment key paths.
    func registerModifiers() {
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
