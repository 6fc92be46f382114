import Foundation

extension _AlignmentWritingModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.guides.append(GuideInfo(key: m.key, compute: m.computeValue))
        // The node now owns an explicit value for this guide: set its bit so
        // the containers above it look for it (LayoutEngine.explicitGuide).
        resolver.wrapEach(.alignmentGuide, payload: Int32(resolver.tree.guides.count - 1),
                          extraMask: m.key.maskBit, content: content)
    }
}
