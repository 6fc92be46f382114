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
        // Presentations of an optional item and gesture callbacks never run
        // on a still layout: the library's `sheet(item:)`,
        // `fullScreenCover(item:)` and `alert(_:isPresented:presenting:)`
        // return the view itself, and a gesture's `onChanged` and `updating`
        // the gesture; their closures are taken, not called.
        for (name, label) in [("sheet", "item"), ("fullScreenCover", "item"), ("alert", "presenting")] {
            guard let generated = modifiers[name] else { continue }
            modifiers[name] = { v, r in
                guard r.has(label) else { return try generated(v, &r) }
                r.takeAll()
                return .native(v)
            }
        }
        for name in ["onChanged", "updating"] {
            methods["Gesture", default: [:]][name] = { gesture, r in
                _ = try r.required(nil)
                r.takeAll()
                return .native(gesture)
            }
        }
        // `dynamicTypeSize(...DynamicTypeSize.xxLarge)`: the range's type
        // picks the library's overload.
        if let single = modifiers["dynamicTypeSize"] {
            modifiers["dynamicTypeSize"] = { v, r in
                guard let a = r.args.first, case .native(let range) = a.value, !(range is DynamicTypeSize) else { return try single(v, &r) }
                _ = r.take(a.label)
                switch range {
                case let x as ClosedRange<DynamicTypeSize>: return .native(AnyView(v.dynamicTypeSize(x)))
                case let x as Range<DynamicTypeSize>: return .native(AnyView(v.dynamicTypeSize(x)))
                case let x as PartialRangeThrough<DynamicTypeSize>: return .native(AnyView(v.dynamicTypeSize(x)))
                case let x as PartialRangeUpTo<DynamicTypeSize>: return .native(AnyView(v.dynamicTypeSize(x)))
                case let x as PartialRangeFrom<DynamicTypeSize>: return .native(AnyView(v.dynamicTypeSize(x)))
                default: throw r.interpreter.error("dynamicTypeSize takes a DynamicTypeSize or a range of them", a.syntax)
                }
            }
        }
        if let generated = modifiers["environmentObject"] {
            modifiers["environmentObject"] = { v, r in
                // A model class of the file: accepted, as `.environment(model)` is.
                if r.labels == [nil], case .instance(let object)? = r.args.first?.value, object.type.kind == .classType {
                    _ = r.take(nil)
                    return .native(AnyView(v))
                }
                return try generated(v, &r)
            }
        }
        modifiers["environment"] = { v, r in
            let key = try r.required(nil)
            if case .instance(let object) = key.value, object.type.kind == .classType, r.isEmpty {
                // `.environment(model)` (iOS 17): accepted; a view reading
                // `@Environment(Model.self)` holds a new `Model()` (the article's "Fixed values").
                return .native(AnyView(v))
            }
            guard case .keyPath(let path) = key.value else {
                throw r.interpreter.error("environment(_:_:) takes a key path such as \\.layoutDirection", key.syntax)
            }
            if let property = r.interpreter.fileEnvironment[path] {
                // A property the file declares: kept by name for the views below to read.
                var value = try r.required(nil).value
                value = try r.interpreter.coerce(value, to: property.type, at: key.syntax)
                return .native(AnyView(v.transformEnvironment(\._fileEnvironment) { $0[path] = value }))
            }
            guard let write = Interpreter.environment.writers[path] else {
                throw r.interpreter.error("environment value \\.\(path) cannot be set here (settable: \(Interpreter.environment.writers.keys.sorted().joined(separator: ", ")))", key.syntax)
            }
            return .native(try write(v, try r.required(nil), r.interpreter))
        }
    }
}
