import ViewLayout

// Screens written as an iOS app's view files are, with `import SwiftUI`
// changed to `import ViewLayout` and nothing else: state, bindings,
// models, environment values, behaviour modifiers and previews. This file
// imports nothing else, so CGFloat, UUID, Date and @Observable come through
// ViewLayout as they come through SwiftUI. Each screen has a twin without
// the behaviour modifiers (AppScreenTests.swift compares their frames).

// MARK: - A profile screen: @State, @Binding, gestures, lifecycle

struct ProfileScreen: View {
    @State var name = "Ada Lovelace"
    @State var followers = 1200
    @State private var isFollowing = false
    @State private var lastTap: CGPoint? = nil
    @GestureState private var dragOffset = CGSize.zero
    @FocusState private var bioFocused: Bool
    @Namespace private var avatarSpace
    var withBehaviour = true

    var isFollowingBinding: Binding<Bool> { $isFollowing }

    var body: some View {
        if withBehaviour {
            content
                .onAppear { followers += 0 }
                .onDisappear {}
                .task { await refresh() }
                .onChange(of: followers) { old, new in _ = (old, new) }
                .onChange(of: isFollowing) { _ = isFollowing }
                .onChange(of: name, perform: { _ in })
                .refreshable { await refresh() }
                .animation(.easeInOut(duration: 0.3), value: isFollowing)
                .sensoryFeedback(.success, trigger: isFollowing)
        } else {
            content
        }
    }

    @ViewBuilder var content: some View {
        VStack(spacing: 12) {
            avatar
            Text(name).font(.title).id("name")
            Text("\(followers) followers").id("followers")
            FollowBadge(isFollowing: $isFollowing, withBehaviour: withBehaviour).id("badge")
            Spacer()
        }
        .padding()
    }

    @ViewBuilder var avatar: some View {
        let circle = Circle().fill(Color.blue).frame(width: 96, height: 96)
        if withBehaviour {
            circle
                .onTapGesture(count: 2) { isFollowing.toggle() }
                .onTapGesture { location in lastTap = location }
                .onLongPressGesture { name = "" }
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { _ in })
                .simultaneousGesture(MagnifyGesture().onEnded { _ in })
                .matchedGeometryEffect(id: "avatar", in: avatarSpace)
                .accessibilityLabel("Profile picture")
                .accessibilityAddTraits(.isImage)
                .accessibilityHidden(false)
                .transition(.scale.combined(with: .opacity))
                .id("avatar")
        } else {
            circle.id("avatar")
        }
    }

    func refresh() async {}
}

struct FollowBadge: View {
    @Binding var isFollowing: Bool
    var withBehaviour = true

    var body: some View {
        let label = Text(isFollowing ? "Following" : "Follow")
            .padding(.horizontal, 20)
            .frame(height: 36)
        if withBehaviour {
            label
                .onTapGesture { withAnimation(.spring()) { isFollowing.toggle() } }
                .accessibilityElement(children: .combine)
                .accessibilityHint("Follows this person")
                .disabled(false)
                .contextMenu { Text("Share") }
        } else {
            label
        }
    }
}

#Preview("Profile") {
    ProfileScreen()
}

#Preview("Profile badge", traits: .sizeThatFitsLayout) {
    @Previewable @State var following = true
    FollowBadge(isFollowing: $following)
}

// MARK: - A settings screen: @AppStorage, @Environment values

struct SettingsScreen: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("showsBadges") private var showsBadges = true
    @AppStorage("refreshInterval") private var refreshInterval = 15.0
    @SceneStorage("selectedSection") private var section: String?
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.scenePhase) private var scenePhase
    var withBehaviour = true

    var body: some View {
        let rows = VStack(alignment: .leading, spacing: 0) {
            SettingsRow(title: "Signed in as", value: username).id("user")
            Divider()
            SettingsRow(title: "Appearance", value: colorScheme == .dark ? "Dark" : "Light").id("appearance")
            Divider()
            SettingsRow(title: "Text size", value: typeSize.isAccessibilitySize ? "Accessibility" : "Standard").id("type")
            Divider()
            SettingsRow(title: "Layout", value: sizeClass == .compact ? "Compact" : "Regular").id("layout")
            if showsBadges {
                Color.red.frame(width: 8, height: 8).id("dot")
            }
            Spacer()
        }
        if withBehaviour {
            rows
                .onTapGesture { dismiss() }
                .onLongPressGesture { presentationMode.wrappedValue.dismiss() }
                .onSubmit { openURL(URL(string: "https://example.com")!) }
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.done)
                .textContentType(.username)
                .accessibilityIdentifier("settings")
                .sheet(isPresented: .constant(true)) { Text("Edit name") }
                .alert("Sign out?", isPresented: .constant(true)) { Text("Sign out") } message: { Text("You can sign in again.") }
                .confirmationDialog("Reset", isPresented: .constant(false), titleVisibility: .visible) { Text("Reset all") }
        } else {
            rows
        }
    }
}

struct SettingsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundColor(.gray).id(title + ".value")
        }
        .padding(.horizontal)
        .frame(height: 44)
    }
}

#Preview("Settings", traits: .portrait) {
    SettingsScreen()
}

#Preview("Settings, landscape", traits: .landscapeLeft) {
    SettingsScreen()
}

#Preview(traits: .fixedLayout(width: 300, height: 120)) {
    let row = SettingsRow(title: "Signed in as", value: "Ada")
    return row.id("row")
}

#Preview("Settings, dark") {
    SettingsScreen()
        .preferredColorScheme(.dark)
}

// MARK: - An @Observable model read from the environment, with @Bindable

@Observable
final class Book: Identifiable {
    let id = UUID()
    var title: String
    var isRead = false
    var added = Date(timeIntervalSince1970: 0)
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books: [Book]
    init(books: [Book]) { self.books = books }
    static var sample: Library { Library(books: [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Middlemarch")]) }
}

struct LibraryScreen: View {
    @Environment(Library.self) private var library
    var withBehaviour = true

    var body: some View {
        VStack(spacing: 0) {
            ForEach(library.books) { book in
                if withBehaviour {
                    BookRow(book: book)
                        .swipeActions { Text("Delete") }
                        .tag(book.id)
                } else {
                    BookRow(book: book)
                }
            }
            Spacer()
        }
    }
}

/// The same rows through `@Bindable` in `body` and `ForEach($books)`.
struct ReadingListScreen: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        VStack(spacing: 0) {
            ForEach($library.books) { $book in
                BookRow(book: book)
                    .onChange(of: book.isRead) { book.added = Date(timeIntervalSince1970: 1) }
            }
            Spacer()
        }
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        HStack(spacing: 8) {
            Circle().frame(width: 12, height: 12)
            Text(book.title)
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .id(book.title)
    }

    var readBinding: Binding<Bool> { $book.isRead }
}

#Preview("Library") {
    LibraryScreen()
        .environment(Library.sample)
}

// MARK: - An ObservableObject owned with @StateObject, passed down as an
// environment object

final class CartModel: ObservableObject {
    @Published var items: [String] = ["Apples", "Pears"]
    @Published var note = ""
}

struct CartScreen: View {
    @StateObject private var cart = CartModel()
    var withBehaviour = true

    var body: some View {
        VStack(spacing: 8) {
            ForEach(cart.items, id: \.self) { item in
                Text(item).id(item)
            }
            CartSummary().id("summary")
            NoteEditor(note: $cart.note)
        }
        .environmentObject(cart)
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

/// Pads its content by the number of items in the cart.
struct CartPadding: ViewModifier {
    @EnvironmentObject var cart: CartModel

    func body(content: Content) -> some View {
        content.padding(CGFloat(cart.items.count))
    }
}

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        Text(note.isEmpty ? "Add a note" : note).id("note")
    }
}

struct CartItemList: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        VStack {
            ForEach(cart.items, id: \.self) { Text($0) }
        }
    }

    var noteBinding: Binding<String> { $cart.note }
}

#Preview {
    CartScreen()
}

struct CartPreviews: PreviewProvider {
    static var previews: some View {
        CartItemList(cart: CartModel())
            .previewDisplayName("Cart items")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 13")
    }
}
