import Foundation

extension _FixedSizeLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var flags: NodeFlags = []
        if m.horizontal { flags.insert(.fixedH) }
        if m.vertical { flags.insert(.fixedV) }
        resolver.wrapEach(.fixedSize, flags: flags, content: content)
    }
}
