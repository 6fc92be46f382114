import Foundation

/// How a picker shows its options and its selection, out of primitive
/// views, with the metrics of Layout/ControlMetrics.swift.
///
/// 1. A scope opens for the options' tags (Resolve/Tag+Resolve.swift) and
///    the content is resolved in the style's environment: each node it
///    produces is an option, and the selected option is the first whose
///    tag matches the selection.
/// 2. The style arranges the options (PlatformMetrics, "Picker"):
///    - menu: the selected option, tinted, before the menu chevrons; the
///      selection's text form when no option's tag matches it; in a list
///      row, after the label and a spacer, as the navigationLink style;
///    - segmented: the options share the width in the 8-radius track, the
///      selected one on a white thumb of radius 6.93;
///    - wheel (and inline outside a list): the options in 32-point rows,
///      the selected one in the highlighted middle row;
///    - inline in a list: one row per option, the selected one with a
///      trailing checkmark in the accent colour;
///    - navigationLink: a row with the label leading and the selected
///      option trailing, in the secondary colour.
///    Options the style does not show stay unplaced.
enum PickerArrangement {
    static func make<L: View, S: Hashable, C: View>(_ picker: Picker<L, S, C>, _ resolver: _ViewResolver) {
        let env = resolver.environment
        var kind = env._pickerStyle._kind
        if kind == .inline && env.listContext == nil { kind = .wheel }
        // Step 1.
        resolver.openScope(TagKey.self)
        let options = resolver.produce {
            switch kind {
            case .menu: resolver.make(picker.content._controlForeground(env._tintPaint))
            // Segment labels: the 13-point footnote style (PlatformMetrics, "Picker", unverified).
            case .segmented: resolver.make(picker.content.font(.footnote).lineLimit(1))
            case .wheel: resolver.make(picker.content.lineLimit(1))
            case .inline: resolver.make(picker.content)
            case .navigationLink: resolver.make(picker.content._controlForeground(.color(.secondary)))
            }
        }
        let selected = ChildTags(resolver.closeScope(TagKey.self), children: options).index(of: picker.selection)
        let nodes = options.map { AnyView(_ResolvedNode(node: $0)) }
        // Step 2.
        switch kind {
        case .menu:
            if options.count > (selected == nil ? 0 : 1) { resolver.tree.hasUnplacedNodes = true }
            let button = _MenuIndicatorButton(title: selected.map { nodes[$0] } ?? AnyView(Text(_selectionText(picker.selection))))
            if env.listContext != nil && !env._labelsHidden {
                // A row of a list or form: the label leading, the menu trailing.
                resolver.make(HStack {
                    picker.label
                    Spacer()
                    button
                })
            } else {
                resolver.make(button)
            }
        case .segmented:
            resolver.make(segmented(nodes, selected: selected))
        case .wheel:
            resolver.make(_WheelBody(content: _ViewSequence(views: nodes), selected: selected ?? 0))
        case .inline:
            for (i, option) in nodes.enumerated() {
                resolver.make(HStack {
                    option
                    Spacer(minLength: 0)
                    if i == selected { Image(systemName: "checkmark").foregroundColor(.accentColor) }
                })
            }
        case .navigationLink:
            if options.count > (selected == nil ? 0 : 1) { resolver.tree.hasUnplacedNodes = true }
            let hidden = env._labelsHidden
            resolver.make(HStack {
                if !hidden { picker.label }
                Spacer()
                if let selected {
                    nodes[selected]
                } else {
                    Text(_selectionText(picker.selection))._controlForeground(.color(.secondary))
                }
            })
        }
    }

    /// The segmented control: equal segments at least 28 tall in a track
    /// padded 2 and 3, the selected one on the thumb.
    static func segmented(_ options: [AnyView], selected: Int?) -> some View {
        let segments = options.enumerated().map { i, option in
            let segment = option.frame(maxWidth: .infinity, minHeight: ControlMetrics.segmentHeight)
            guard i == selected else { return AnyView(segment) }
            return AnyView(segment.background(
                RoundedRectangle(cornerRadius: ControlMetrics.segmentedThumbRadius).fill(ControlMetrics.segmentedThumb)))
        }
        return HStack(spacing: 0) { _ViewSequence(views: segments) }
            .padding(ControlMetrics.segmentedPadding)
            .background(RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius).fill(ControlMetrics.controlFill))
    }
}
