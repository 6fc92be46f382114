import Foundation

/// A view resolved into layout nodes, ready to be laid out at any root size.
/// Resolving once and laying out many times skips re-evaluating `body`.
public struct ResolvedViewTree {
    let tree: NodeTree
    let environment: EnvironmentValues
    /// Problems found in the input while resolving, with what was done.
    public let diagnostics: [LayoutDiagnostic]
    /// The session that resolved this tree in its environment, if any
    /// (`LayoutSession.resolve`).
    weak var resolvedBy: LayoutSession?

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
        let (p, rootDiagnostics) = ResolvedViewTree.rootProposal(size)
        var diagnostics = self.diagnostics + rootDiagnostics
        let scale = Double(environment.displayScale)
        let engine = LayoutEngine(tree: tree, measurer: environment.textMeasurer, scale: scale)
        var nonFinite: [Int] = []
        let frames: [CGRect] = engine.runPass {
            let s = engine.size(tree.root, p)
            engine.place(tree.root, x: 0, y: 0, p: p, s: s)
            return ResolvedViewTree.finishFrames(count: engine.nodeCount, scale: scale, nonFinite: &nonFinite) { engine.frames[$0] }
        }
        for i in nonFinite.prefix(10) {
            diagnostics.append(LayoutDiagnostic(message: "\(kindName(Int32(i))) was placed at \(engine.frames[i]); non-finite values are placed as 0"))
        }
        return PlacedViewTree(storage: PlacedViewTree.Storage(tree: tree, frames: frames, sizeComputations: engine.sizeComputations),
                              diagnostics: diagnostics)
    }

    func kindName(_ n: Int32) -> String { PlacedViewTree.kindName(tree, n) }

    /// The proposal for a root of `size`, and what was wrong with it: a NaN
    /// or negative dimension is treated as 0, an infinite one as unspecified.
    static func rootProposal(_ size: CGSize) -> (Proposal, [LayoutDiagnostic]) {
        var diagnostics: [LayoutDiagnostic] = []
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
        return (p, diagnostics)
    }

    /// The result's frames from the engine's root-space ones (`raw`): a
    /// non-finite component is placed as 0 (the node is listed in
    /// `nonFinite`), and every frame is rounded to the pixel grid.
    static func finishFrames(count: Int, scale: Double, nonFinite: inout [Int], raw: (Int) -> CGRect) -> [CGRect] {
        (0..<count).map { i in
            var r = raw(i)
            if !(r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite) {
                nonFinite.append(i)
                r = CGRect(x: r.origin.x.isFinite ? r.origin.x : 0, y: r.origin.y.isFinite ? r.origin.y : 0,
                           width: r.width.isFinite ? r.width : 0, height: r.height.isFinite ? r.height : 0)
            }
            return PixelRounding.round(r, scale: scale)
        }
    }
}

/// Lays out `view` in a root of `size` with `environment` (display scale,
/// layout direction, fonts, text measurer) and returns the placed-view tree.
public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size)
}
