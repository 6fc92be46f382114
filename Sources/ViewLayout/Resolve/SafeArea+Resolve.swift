import Foundation

extension _SafeAreaIgnoringModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.safeAreas.append(SafeAreaInfo(regions: m.regions, edges: m.edges))
        resolver.wrapEach(.ignoresSafeArea, payload: Int32(resolver.tree.safeAreas.count - 1), content: content)
    }
}

extension _SafeAreaInsetModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let spacing = resolver.checkedLength(m.spacing, "safeAreaInset(spacing:)", allowNegative: true)
        resolver.tree.safeAreas.append(SafeAreaInfo(regions: .container, edge: m.edge, alignment: m.alignment, spacing: spacing))
        let payload = Int32(resolver.tree.safeAreas.count - 1)
        resolver.attach(.safeAreaInset, payload: payload, primary: content) {
            // Several views of inset content share one ZStack, as in
            // SwiftUI (OpenSwiftUI: the content's implicit root is a ZStack).
            let start = resolver.mark
            resolver.make(m.content)
            if resolver.pending.count - start != 1 {
                resolver.tree.alignments.append(.center)
                resolver.addNode(.zstack, payload: Int32(resolver.tree.alignments.count - 1), childrenFrom: start)
            }
        }
    }
}

extension _SafeAreaPaddingModifier {
    /// Negative and non-finite amounts are reported and taken as 0: the
    /// empty views OpenSwiftUI insets with cannot have a negative size.
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.insets.append(resolver.paddingInsets(m.edges, m.insets, m.length, "safeAreaPadding", allowNegative: false))
        resolver.wrapEach(.safeAreaPadding, payload: Int32(resolver.tree.insets.count - 1), content: content)
    }
}
