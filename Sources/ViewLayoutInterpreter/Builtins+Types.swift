import Foundation
import SwiftSyntax
import ViewLayout

extension Builtins {
    // MARK: Types and static members

    /// Standard and Foundation types the library's declarations do not
    /// cover, and the alignments made from a file's `AlignmentID` types
    /// (the library's own types are generated: `Generated/LibraryTable.swift`).
    func registerTypes() {
        initializers["HorizontalAlignment"] = { r in .native(HorizontalAlignment(try r.alignmentID())) }
        initializers["VerticalAlignment"] = { r in .native(VerticalAlignment(try r.alignmentID())) }
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
