import Foundation

extension _LayoutDirectionBehaviorModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        guard case .mirrors(let mirrored) = m.behavior else { return content() }
        let flips = resolver.environment.layoutDirection == mirrored
        let saved = resolver.environment.layoutDirection
        resolver.environment.layoutDirection = mirrored == .rightToLeft ? .leftToRight : .rightToLeft
        resolver.wrapEach(.directionBehavior, payload: flips ? 1 : 0) {
            content()
            resolver.environment.layoutDirection = saved
        }
        resolver.environment.layoutDirection = saved
    }
}
