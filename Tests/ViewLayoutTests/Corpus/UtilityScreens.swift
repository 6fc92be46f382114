import ViewLayout

// Utility screens: custom toggle and label styles, a tag cloud on a custom
// Layout, a month calendar, a notes list and a task list.

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                .font(.title3)
            configuration.label
        }
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title
            configuration.icon
        }
    }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

struct TaskListScreen: View {
    @State private var items = [
        TodoItem(id: 1, title: "Write the corpus", done: true),
        TodoItem(id: 2, title: "Measure the tab bar", done: false),
        TodoItem(id: 3, title: "Draw the shadows", done: false),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Next", systemImage: "arrow.right")
                .labelStyle(TrailingIconLabelStyle())
                .font(.title2.bold())
                .id("heading")
            ForEach($items) { $item in
                Toggle(item.title, isOn: $item.done)
                    .toggleStyle(CheckboxToggleStyle())
                    .id(item.id)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview("Tasks") {
    TaskListScreen()
}

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(proposal: proposal, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(proposal: proposal, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let maxWidth = proposal.width ?? .infinity
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > maxWidth, !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            let last = rows.count - 1
            rows[last].width = rows[last].indices.isEmpty ? size.width : rows[last].width + spacing + size.width
            rows[last].height = max(rows[last].height, size.height)
            rows[last].indices.append(index)
        }
        return rows
    }
}

struct TagCloudScreen: View {
    let tags = ["SwiftUI", "Layout", "Linux", "Grids", "Stacks", "Safe areas", "Text", "Rendering", "CI"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics").font(.headline)
            FlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.subheadline)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                        .id(tag)
                }
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    TagCloudScreen()
}

struct CalendarMonthScreen: View {
    let weekdays = ["M", "T", "W", "T", "F", "S", "S"]
    let firstWeekday = 2
    let days = 30
    let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Button {} label: { Image(systemName: "chevron.left") }
                Spacer()
                Text("November 2026").font(.headline)
                Spacer()
                Button {} label: { Image(systemName: "chevron.right") }
            }
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(weekdays.indices, id: \.self) { i in
                    Text(weekdays[i]).font(.caption).foregroundStyle(.secondary)
                }
                ForEach(0..<firstWeekday, id: \.self) { _ in Color.clear.frame(height: 36) }
                ForEach(1...days, id: \.self) { day in
                    Text("\(day)")
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(day == 27 ? Circle().fill(Color.red) : nil)
                        .foregroundStyle(day == 27 ? .white : .primary)
                        .id(day)
                }
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    CalendarMonthScreen()
}

struct Note: Identifiable {
    let id: Int
    let title: String
    let excerpt: String
    let pinned: Bool
}

struct NotesScreen: View {
    let notes = [
        Note(id: 1, title: "Groceries", excerpt: "Eggs, flour, milk", pinned: true),
        Note(id: 2, title: "Ideas", excerpt: "A layout engine for Linux", pinned: false),
        Note(id: 3, title: "Books", excerpt: "The Art of Computer Programming", pinned: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(notes.filter(\.pinned)) { note in
                        NoteRow(note: note).id(note.id)
                    }
                }
                Section("Notes") {
                    ForEach(notes.filter { !$0.pinned }) { note in
                        NoteRow(note: note).id(note.id)
                    }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button {} label: { Image(systemName: "square.and.pencil") }
                }
            }
        }
    }
}

struct NoteRow: View {
    let note: Note
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(note.title).font(.headline)
            Text(note.excerpt).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}

#Preview {
    NotesScreen()
}

struct StorageScreen: View {
    let used = 41.3
    let total = 64.0

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("iPhone").font(.headline)
                        Spacer()
                        Text("\(used, specifier: "%.1f") GB of \(Int(total)) GB used")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    ProgressView(value: used, total: total)
                        .tint(.orange)
                        .id("bar")
                }
                .padding(.vertical, 6)
            }
            Section {
                GroupBox("Recommendation") {
                    Text("Offload unused apps to save 3.2 GB.").font(.subheadline)
                }
                .id("groupBox")
                Menu("Sort By") {
                    Button("Size") {}
                    Button("Name") {}
                }
                .id("menu")
            }
        }
    }
}

#Preview {
    StorageScreen()
}
