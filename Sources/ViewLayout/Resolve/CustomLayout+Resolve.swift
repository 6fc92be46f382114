import Foundation

extension Layout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeCustomLayout(LayoutBox(layout), content: content)
    }
}

extension _LayoutView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        L._makeLayoutNode(view.layout, resolver) { resolver.make(view.content) }
    }
}

extension _LayoutValueWritingModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.forEachProduced(content) { n in
            // The value written closest to the view wins: a value the
            // content wrote (made first) is kept (Fidelity, "Repeated traits").
            let key = ObjectIdentifier(K.self)
            let data = resolver.tree.writableLayoutData
            if data.layoutValues[n]?[key] == nil { data.layoutValues[n, default: [:]][key] = m.value }
        }
    }
}

extension _ViewResolver {
    /// One node of kind `.layout` whose children are `content`'s nodes.
    /// Spacers and dividers inside take their axis from the layout's
    /// `stackOrientation` (LayoutProperties page).
    func makeCustomLayout(_ box: _LayoutBoxBase, content: () -> Void) {
        let data = tree.writableLayoutData
        data.layouts.append(box)
        let context: NodeFlags = switch box.stackOrientation {
        case .horizontal?: .inHStack
        case .vertical?: .inVStack
        case nil: []
        }
        // GridRows inside are rows of this layout's subviews (tagged for
        // GridLayout's methods), not of a Grid around it.
        let savedRows = gridRows
        gridRows = nil
        container(.layout, payload: Int32(data.layouts.count - 1), stack: context, content: content)
        gridRows = savedRows
        let n = pending[pending.count - 1]
        // A custom layout may give any guide an explicit value.
        tree.nodes[Int(n)].guideMask = .max
        data.layoutNames[n] = LayoutName(kind: box.typeName, label: nil)
    }
}
