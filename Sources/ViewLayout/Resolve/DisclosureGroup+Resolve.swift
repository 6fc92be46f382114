import Foundation

extension DisclosureGroup {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let header = HStack(spacing: ListMetrics.chevronSpacing) {
            view.label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: view.isExpanded ? "chevron.down" : "chevron.right").foregroundColor(.accentColor)
                .frame(width: ListMetrics.chevronBox, height: ListMetrics.chevronBox)
        }
        if resolver.environment.listContext != nil {
            // Rows of their own: the header, then each view of the content.
            resolver.make(header)
            if view.isExpanded { resolver.make(view.content) }
        } else {
            resolver.make(VStack(alignment: .leading) {
                header
                if view.isExpanded { view.content }
            })
        }
    }
}
