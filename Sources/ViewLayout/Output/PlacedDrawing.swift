import Foundation

// What each placed view draws, for renderers. Layout never reads this; a
// renderer walks `PlacedViewTree.root` with `childrenInDrawingOrder` and
// draws `drawing` in `frame`, grouping by `opacity` and `clips`.

/// The outline of a shape, placed in a view's frame.
public enum DrawnShape: Hashable, Sendable {
    /// The frame itself: `Rectangle`, `Color`, gradients.
    case rectangle
    /// The frame with corners rounded to the radius.
    case roundedRectangle(cornerRadius: Double)
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse inscribed in the frame.
    case ellipse
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule

    /// The outline a shape value draws.
    public init<S: Shape>(_ shape: S) {
        self.init(kind: shape._shape, cornerRadius: Double(shape._cornerRadius))
    }

    init(kind: _ShapeKind, cornerRadius: Double) {
        switch kind {
        case .roundedRectangle: self = .roundedRectangle(cornerRadius: cornerRadius)
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        case .capsule: self = .capsule
        case .rectangle, .color, .gradient, .image: self = .rectangle
        }
    }
}

/// A shape, color or gradient: its outline, fill and stroke.
public struct ShapeDrawing: Hashable, Sendable {
    /// The outline, placed in the view's frame.
    public var shape: DrawnShape
    /// What the inside is painted with, or `nil` for no fill.
    public var fill: Paint?
    /// What the outline is traced with, or `nil` for no stroke.
    public var stroke: Paint?
    /// The width of the stroke, in points; 0 without one.
    public var lineWidth: Double
    /// `strokeBorder` (and `border`): the line lies inside the frame rather
    /// than centred on its edge.
    public var strokeIsInset: Bool
    /// The stroke's caps, joins and dashes, when a `StrokeStyle` gave any.
    public var strokeStyle: StrokeStyle?
    /// The part of the outline drawn, as fractions of its length from its
    /// start (`trim(from:to:)`); nil for the whole outline.
    public var trim: ClosedRange<Double>?
    /// Creates a drawing from its parts.
    public init(shape: DrawnShape, fill: Paint?, stroke: Paint?, lineWidth: Double, strokeIsInset: Bool, strokeStyle: StrokeStyle? = nil,
                trim: ClosedRange<Double>? = nil) {
        self.trim = trim
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.strokeIsInset = strokeIsInset
        self.strokeStyle = strokeStyle
    }
}

/// A run of text: the string as given, the font the layout measured it in,
/// and its foreground style.
public struct TextDrawing: Hashable, Sendable {
    /// The text as given; a renderer breaks it into lines with
    /// ``BuiltinTextMeasurer/lines(_:font:options:proposal:displayScale:)``.
    public var string: String
    /// The font the layout measured the text in, with the environment's weight,
    /// design and italic applied.
    public var font: Font
    /// The color or gradient the text is drawn with (the primary color by default).
    public var foreground: Paint
    /// The paragraph settings the layout measured it with.
    public var options = TextLayoutOptions()
    /// The line under the text (`underline`), if any.
    public var underline: Text.LineStyle?
    /// The line through the text (`strikethrough`), if any.
    public var strikethrough: Text.LineStyle?
}

/// An image: a named image (drawn as a placeholder: there are no image
/// files) or a system symbol, tinted with the foreground style.
public struct ImageDrawing: Hashable, Sendable {
    /// The image's name, or the symbol's for a system image.
    public var name: String
    /// Whether this is a system symbol (`Image(systemName:)`).
    public var isSystemImage: Bool
    /// The tint of a system symbol; a named image ignores it.
    public var foreground: Paint
}

/// What one placed view draws itself (its children draw separately).
public enum Drawing: Hashable, Sendable {
    /// A shape, color or gradient fills or strokes the frame.
    case shape(ShapeDrawing)
    /// A text is drawn in the frame.
    case text(TextDrawing)
    /// An image is drawn in the frame.
    case image(ImageDrawing)
}

extension PlacedView {
    var drawAttributes: DrawAttributes? { storage.tree.drawing[index] }

    /// What this view draws in its frame, or nil for views that draw nothing
    /// themselves (stacks, spacers, modifiers).
    public var drawing: Drawing? {
        let tree = storage.tree
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .shape:
            let leaf = tree.leaves[Int(node.payload)]
            return .shape(ShapeDrawing(shape: DrawnShape(kind: leaf.shape, cornerRadius: leaf.cornerRadius),
                                       fill: tree.fill(leaf), stroke: tree.stroke(leaf), lineWidth: leaf.lineWidth,
                                       strokeIsInset: drawAttributes?.strokeInset ?? false, strokeStyle: drawAttributes?.strokeStyle,
                                       trim: drawAttributes?.trim))
        case .image:
            let leaf = tree.leaves[Int(node.payload)]
            let a = drawAttributes
            return .image(ImageDrawing(name: tree.name(leaf), isSystemImage: leaf.isSystemImage,
                                       foreground: a?.foreground ?? .color(.primary)))
        case .text:
            let t = tree.texts[Int(node.payload)]
            let a = drawAttributes
            return .text(TextDrawing(string: t.string, font: t.font, foreground: a?.foreground ?? .color(.primary), options: t.options,
                                     underline: a?.underline, strikethrough: a?.strikethrough))
        case .divider:
            // iOS's separator color, RGB 60, 60, 67 at 29 % (HIG, "Color"); its
            // dark value when the layout recorded one.
            return .shape(ShapeDrawing(shape: .rectangle, fill: drawAttributes?.foreground
                                           ?? .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)),
                                       stroke: nil, lineWidth: 0, strokeIsInset: false))
        default:
            return nil
        }
    }

    /// The opacity applied to this view and everything inside it, as a group.
    public var opacity: Double { drawAttributes?.opacity ?? 1 }

    /// The drawing effects applied to this view and everything inside it,
    /// in the order they apply (the first innermost): its opacity and clips
    /// (a scroll view's own clip first) among shadows, filters, transforms.
    public var effects: [DrawingEffect] {
        let own = drawAttributes?.effects ?? []
        if storage.tree.nodes[Int(index)].kind == .scrollView, let clip = clipShapes.first {
            return [.clip(clip)] + own
        }
        return own
    }

    /// Whether this view is a `mask(alignment:_:)`: its first child is drawn
    /// through the alpha of its second.
    public var isMask: Bool { drawAttributes?.isMask ?? false }

    /// The shapes this view and its subtree are clipped to, each placed in
    /// this view's frame (several intersect).
    /// A scroll view clips its content to its bounds, grown into the
    /// safe-area insets its edges touch (`ScrollView`).
    public var clipShapes: [ClipShape] {
        let own = drawAttributes?.clips ?? []
        if storage.tree.nodes[Int(index)].kind == .scrollView {
            var clip = ClipShape(shape: .rectangle, antialiased: false)
            if let g = storage.scrollOutsets[index] {
                let f = frame
                clip.bounds = CGRect(x: Double(f.minX) - g.left, y: Double(f.minY) - g.top,
                                     width: Double(f.width) + g.left + g.right, height: Double(f.height) + g.top + g.bottom)
            }
            return [clip] + own
        }
        return own
    }

    /// The `zIndex` given to this view or, as SwiftUI's trait does, to the
    /// view inside the modifiers wrapping it; 0 when none was given.
    public var zIndex: Double {
        var n = index
        let tree = storage.tree
        while true {
            if let z = tree.drawing[n]?.zIndex { return z }
            let node = tree.nodes[Int(n)]
            switch node.kind {
            case .fixedFrame, .flexFrame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .aspectRatio,
                 .overlay, .background, .containerRelativeFrame:
                guard node.childCount > 0 else { return 0 }
                n = tree.children[Int(node.childStart)]  // the modified (primary) view
            default:
                return 0
            }
        }
    }

    /// The children in the order they are drawn, back to front: a
    /// background's views before the view it is behind; then, stably, by
    /// ascending `zIndex` (the zIndex page: "the default value is 0";
    /// higher values are in front).
    public var childrenInDrawingOrder: [PlacedView] {
        var list = children
        if storage.tree.nodes[Int(index)].kind == .background, list.count > 1 {
            list = Array(list[1...]) + [list[0]]
        }
        // One child needs no order (and chains of modifiers stay linear).
        guard list.count > 1 else { return list }
        let z = list.map(\.zIndex)
        guard z.contains(where: { $0 != 0 }) else { return list }
        return list.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { list[$0] }
    }

    /// Whether the view was laid out right to left (lines of text then
    /// start at the right edge of its frame, the leading one).
    public var isRightToLeft: Bool { storage.tree.nodes[Int(index)].flags.contains(.rightToLeft) }

    /// The node's index in the tree, stable for one layout (for renderers
    /// that need a unique name, e.g. SVG clip-path ids).
    public var nodeIndex: Int { storage.base + Int(index) }

    /// For a stack, its alignment guide's name ("center", "leading",
    /// "firstTextBaseline"...) and axis; nil otherwise.
    public var stackAlignment: (name: String, horizontalStack: Bool)? {
        let node = storage.tree.nodes[Int(index)]
        switch node.kind {
        case .hstack, .vstack:
            let info = storage.tree.stacks[Int(node.payload)]
            let key = info.alignment
            let name: String
            switch key.builtin {
            case .custom: name = "\(key.type)"
            case .hCenter, .vCenter: name = "center"
            default: name = "\(key.builtin)"
            }
            return (name, node.kind == .hstack)
        default:
            return nil
        }
    }
}

extension PlacedViewTree {
    /// The color scheme a view asked the window for with
    /// `preferredColorScheme(_:)`, or nil: renderers paint the canvas in it.
    public var preferredColorScheme: ColorScheme? { storage.tree.preferredColorScheme }
}
