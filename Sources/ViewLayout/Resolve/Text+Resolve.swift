import Foundation

extension Text {
    /// The font a text is set in: its own font or the environment's (body
    /// by default), then the weight, italic and design set on the text or
    /// by `fontWeight`/`bold`/`italic`/`fontDesign` above it.
    /// A size that is negative, infinite or NaN is a mistake: diagnosed and
    /// measured as 0, which lays the text out as nothing (a zero size).
    public static func _makeView(_ view: Text, _ resolver: _ViewResolver) {
        let env = resolver.environment
        var font = view.font ?? env.font ?? .body
        let style = env.fontModifiers
        if let w = view.weight ?? style.weight { font.weight = w }
        if view.isItalic || style.isItalic { font.isItalic = true }
        if let d = view.design ?? style.design { font.design = d }
        if view.monospacedDigits || style.monospacedDigits { font.monospacedDigits = true }
        // A text style follows the Dynamic Type size; fixed sizes do not. The
        // size is a custom environment key, so a tree that sets none skips it.
        if env.custom != nil, font.style != nil || font.scalesLike != nil {
            let typeSize = env.dynamicTypeSize
            if typeSize != .large {
                if let textStyle = font.style {
                    font.size = Font.size(of: textStyle, at: typeSize)
                } else if let like = font.scalesLike {
                    font.size *= Font.size(of: like, at: typeSize) / Font.size(of: like, at: .large)
                }
            }
        }
        if !(font.size.isFinite && font.size >= 0) {
            resolver.diagnose("Text \"\(view.content.prefix(40))\": font size \(font.size) is not a size; measured as 0")
            font.size = 0
        }
        // textCase(_:) changes the string itself: measured and drawn in that case.
        var string = view.content
        switch style.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        if let missing = BuiltinTextMeasurer.firstMissingCharacter(string, font: font) {
            resolver.diagnose("Text \"\(string.prefix(40))\": U+\(String(missing.value, radix: 16, uppercase: true)) is not in the shipped faces; measured with the fallback face's advance")
        }
        var options = env.textLayoutOptions
        if let t = view.tracking { options.tracking = t.isFinite ? t : 0 }
        resolver.tree.texts.append(TextInfo(string: string, font: font, options: options))
        let n = resolver.addNode(.text, payload: Int32(resolver.tree.texts.count - 1))
        // Text owns explicit values for both baselines.
        resolver.tree.nodes[Int(n)].guideMask = VerticalAlignment.firstTextBaseline.key.maskBit
            | VerticalAlignment.lastTextBaseline.key.maskBit
        resolver.recordForeground(n, own: view.foreground)
        if view.lines != nil || style.lines != nil {
            let underline = view.underline ?? style.underline, strikethrough = view.strikethrough ?? style.strikethrough
            var a = resolver.tree.drawing[n] ?? DrawAttributes()
            a.underline = underline
            a.strikethrough = strikethrough
            resolver.tree.drawing[n] = a
        }
    }
}
