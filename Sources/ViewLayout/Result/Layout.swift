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
        layout(in: size, safeAreaInsets: EdgeInsets(), keyboardHeight: 0)
    }

    /// Lays the tree out in a root of `size` (the whole window or screen)
    /// whose safe area is inset by `safeAreaInsets`, with a software
    /// keyboard `keyboardHeight` points tall covering the bottom (0: none).
    /// Views are laid out inside the safe area; `ignoresSafeArea` grows them
    /// into the insets. Frames are in the root's coordinates (the screen's).
    ///
    /// A negative, NaN or infinite inset or keyboard height is reported and
    /// taken as 0.
    public func layout(in size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0) -> PlacedViewTree {
        var diagnostics = self.diagnostics
        func inset(_ v: CGFloat, _ name: String) -> Double {
            let d = Double(v)
            if !d.isFinite || d < 0 {
                diagnostics.append(LayoutDiagnostic(message: "safe-area inset \(name) \(d) is not a length; 0 is used"))
                return 0
            }
            return d
        }
        let insets = Insets(top: inset(safeAreaInsets.top, "top"), leading: inset(safeAreaInsets.leading, "leading"),
                            bottom: inset(safeAreaInsets.bottom, "bottom"), trailing: inset(safeAreaInsets.trailing, "trailing"))
        let keyboard = inset(keyboardHeight, "keyboardHeight")
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
        engine.rootInsets = insets
        engine.keyboardHeight = keyboard
        var nonFinite: [Int] = []
        let frames: [CGRect] = engine.runPass {
            let s = engine.size(tree.root, p)
            engine.pushRootSafeSpace(s, rightToLeft: environment.layoutDirection == .rightToLeft)
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
        for i in nonFinite.prefix(10) {
            diagnostics.append(LayoutDiagnostic(message: "\(kindName(Int32(i))) was placed at \(engine.frames[i]); non-finite values are placed as 0"))
        }
        let storage = PlacedViewTree.Storage(tree: tree, frames: frames, sizeComputations: engine.sizeComputations)
        if !tree.depths.isEmpty { (storage.zPositions, storage.depths) = engine.depthPass() }
        return PlacedViewTree(storage: storage, diagnostics: diagnostics)
    }

    func kindName(_ n: Int32) -> String { PlacedViewTree.kindName(tree, n) }
}

/// Lays out `view` in a root of `size` with `environment` (display scale,
/// layout direction, fonts, text measurer) and returns the placed-view tree.
public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size)
}

/// Lays out `view` in a root of `size` whose safe area is inset by
/// `safeAreaInsets` (and by a keyboard `keyboardHeight` points tall).
public func layout<V: View>(_ view: V, in size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0,
                            environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight)
}

/// Lays out `view` on a device: its screen size and safe-area insets, and
/// its display scale and size classes written into `environment`.
public func layout<V: View>(_ view: V, on device: DevicePreset, keyboardHeight: CGFloat = 0,
                            environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: device.applied(to: environment))
        .layout(in: device.size, safeAreaInsets: device.safeAreaInsets, keyboardHeight: keyboardHeight)
}
