import ViewLayout

// A tab app: each tab a navigation stack with its own title.

struct FeedItem: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
}

struct HomeFeedScreen: View {
    let items = (1...6).map { FeedItem(id: $0, title: "Story \($0)", subtitle: "\($0 * 3) min read") }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(items) { item in
                        VStack(alignment: .leading, spacing: 6) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.orange.gradient)
                                .frame(height: 160)
                            Text(item.title).font(.headline)
                            Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .id("story\(item.id)")
                    }
                }
                .padding()
            }
            .navigationTitle("Home")
        }
    }
}

struct SearchScreen: View {
    @State private var query = ""
    let recents = ["layout", "grid", "navigation stack", "safe area"]
    var filtered: [String] { query.isEmpty ? recents : recents.filter { $0.contains(query.lowercased()) } }

    var body: some View {
        NavigationStack {
            List {
                Section("Recent") {
                    ForEach(filtered, id: \.self) { term in
                        Label(term, systemImage: "clock.arrow.circlepath").id(term)
                    }
                }
            }
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Articles, people")
        }
    }
}

struct BooksScreen: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(0..<9) { index in
                        VStack(alignment: .leading) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(Color.teal)
                                .aspectRatio(0.7, contentMode: .fit)
                            Text("Book \(index + 1)").font(.caption)
                        }
                        .id(index)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "arrow.up.arrow.down") }
                    Button {} label: { Image(systemName: "plus") }
                }
            }
        }
    }
}

struct InboxScreen: View {
    let mails = ["Quarterly report", "Lunch on Friday?", "Your order has shipped"]
    var body: some View {
        NavigationStack {
            List(mails, id: \.self) { mail in
                VStack(alignment: .leading) {
                    Text(mail).font(.headline)
                    Text("Tap to read").font(.subheadline).foregroundStyle(.secondary)
                }
                .id(mail)
            }
            .navigationTitle("Inbox")
        }
    }
}

struct TabAppScreen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            HomeFeedScreen()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            SearchScreen()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(1)
            BooksScreen()
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(2)
            InboxScreen()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)
                .tag(3)
        }
    }
}

#Preview("Tabs") {
    TabAppScreen()
}

#Preview("Home") {
    HomeFeedScreen()
}

#Preview("Search") {
    SearchScreen()
}

#Preview("Books") {
    BooksScreen()
}

#Preview("Inbox") {
    InboxScreen()
}
