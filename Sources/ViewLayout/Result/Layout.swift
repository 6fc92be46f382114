import Foundation

/// A view resolved into layout nodes, ready to be laid out at any root size.
/// Resolving once and laying out many times skips re-evaluating `body`.
public struct ResolvedViewTree {
    let tree: NodeTree
    let environment: EnvironmentValues
    /// Problems found in the input while resolving, with what was done.
    public let diagnostics: [LayoutDiagnostic]

    /// How many layout nodes the view produced (modifiers count as nodes).
    public var nodeCount: Int { tree.nodes.count }

    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        let (tree, diagnostics) = _ViewResolver.resolve(view, environment: environment)
        self.tree = tree
        self.environment = environment
        self.diagnostics = diagnostics
    }

    /// Lays the tree out in a root of `size` (the window's safe area) and
    /// returns every view's frame in root coordinates, on the pixel grid.
    ///
    /// A NaN or negative root dimension is treated as 0, an infinite one as
    /// unspecified (the content's ideal size); either is reported.
    public func layout(in size: CGSize) -> PlacedViewTree {
        var diagnostics = self.diagnostics
        func root(_ v: CGFloat, _ axis: String) -> Double {
            let d = Double(v)
            if d.isNaN || d < 0 {
                diagnostics.append(LayoutDiagnostic(message: "root \(axis) \(d) is not a size; 0 is used"))
                return 0
            }
            if d.isInfinite {
                diagnostics.append(LayoutDiagnostic(message: "root \(axis) is infinite; the content's ideal \(axis) is used"))
                return .nan
            }
            return d
        }
        let p = Proposal(w: root(size.width, "width"), h: root(size.height, "height"))
        let scale = Double(environment.displayScale)
        let engine = LayoutEngine(tree: tree, measurer: environment.textMeasurer, scale: scale)
        var nonFinite: [Int] = []
        let frames: [CGRect] = engine.runPass {
            let s = engine.size(tree.root, p)
            engine.place(tree.root, x: 0, y: 0, p: p, s: s)
            return (0..<engine.nodeCount).map { i in
                var r = engine.frames[i]
                if !(r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite) {
                    nonFinite.append(i)
                    r = CGRect(x: r.origin.x.isFinite ? r.origin.x : 0, y: r.origin.y.isFinite ? r.origin.y : 0,
                               width: r.width.isFinite ? r.width : 0, height: r.height.isFinite ? r.height : 0)
                }
                return PixelRounding.round(r, scale: scale)
            }
        }
        if let st = engine.layoutState {
            diagnostics += st.diagnostics.map { LayoutDiagnostic(message: $0) }
        }
        for i in nonFinite.prefix(10) {
            diagnostics.append(LayoutDiagnostic(message: "\(kindName(Int32(i))) was placed at \(engine.frames[i]); non-finite values are placed as 0"))
        }
        return PlacedViewTree(storage: PlacedViewTree.Storage(tree: tree, frames: frames, sizeComputations: engine.sizeComputations,
                                                                   chosen: engine.layoutState?.chosen ?? [:]),
                              diagnostics: diagnostics)
    }

    func kindName(_ n: Int32) -> String { PlacedViewTree.kindName(tree, n) }
}

/// Lays out `view` in a root of `size` with `environment` (display scale,
/// layout direction, fonts, text measurer) and returns the placed-view tree.
public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size)
}
