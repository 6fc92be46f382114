import ViewLayout

// Chat screens: a thread of bubbles, a conversation list, a composer and
// a chat's settings.

struct ChatMessage: Identifiable, Hashable {
    let id: Int
    let text: String
    let isMine: Bool
}

extension ChatMessage {
    static let samples = [
        ChatMessage(id: 1, text: "Are we still on for lunch?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 12:30 at the usual place.", isMine: true),
        ChatMessage(id: 3, text: "Perfect, see you there.", isMine: false),
        ChatMessage(id: 4, text: "Bring the slides if you can, I want to go over the layout section once more before Friday.", isMine: true),
    ]
}

struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.systemGray5),
                            in: RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct ChatThreadScreen: View {
    let messages = ChatMessage.samples
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        MessageBubble(message: message).id(message.id)
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom) {
                ComposerBar(text: $draft).id("composer")
            }
            .navigationTitle("Katherine")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Thread") {
    ChatThreadScreen()
}

struct ComposerBar: View {
    @Binding var text: String
    @FocusState private var focused: Bool

    var body: some View {
        HStack(spacing: 8) {
            Button {
            } label: {
                Image(systemName: "plus.circle.fill").font(.title2)
            }
            .id("attach")
            TextField("Message", text: $text)
                .textFieldStyle(.roundedBorder)
                .focused($focused)
                .submitLabel(.send)
                .id("field")
            Button {
                text = ""
            } label: {
                Image(systemName: "arrow.up.circle.fill").font(.title2)
            }
            .disabled(text.isEmpty)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

#Preview("Composer", traits: .sizeThatFitsLayout) {
    @Previewable @State var text = "Hello"
    ComposerBar(text: $text)
}

struct Conversation: Identifiable {
    let id: Int
    let name: String
    let preview: String
    let time: String
    let unread: Int
}

struct ConversationRow: View {
    let conversation: Conversation
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.blue.opacity(0.2))
                .overlay(Text(String(conversation.name.prefix(1))).font(.headline))
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text(conversation.name).font(.headline)
                    Spacer()
                    Text(conversation.time).font(.caption).foregroundStyle(.secondary)
                }
                Text(conversation.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .badge(conversation.unread)
    }
}

struct ConversationsScreen: View {
    @State private var search = ""
    let conversations = [
        Conversation(id: 1, name: "Katherine", preview: "Perfect, see you there.", time: "12:04", unread: 1),
        Conversation(id: 2, name: "Team", preview: "Dorothy: the build is green again", time: "11:40", unread: 0),
        Conversation(id: 3, name: "Mary", preview: "Can you review my change?", time: "Tue", unread: 3),
    ]

    var body: some View {
        NavigationStack {
            List(conversations) { conversation in
                NavigationLink(value: conversation.id) {
                    ConversationRow(conversation: conversation)
                }
                .id(conversation.id)
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                }
            }
            .listStyle(.plain)
            .navigationTitle("Chats")
            .searchable(text: $search)
            .navigationDestination(for: Int.self) { id in Text("Chat \(id)") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "square.and.pencil") }
                }
            }
        }
    }
}

#Preview {
    ConversationsScreen()
}

struct ChatSettingsScreen: View {
    @State private var muted = false
    @State private var readReceipts = true
    @State private var wallpaper = 0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Spacer()
                        VStack {
                            Circle().fill(.orange).frame(width: 64, height: 64)
                            Text("Team").font(.title3.weight(.semibold))
                        }
                        Spacer()
                    }
                    .listRowBackground(Color.clear)
                    .id("header")
                }
                Section {
                    Toggle("Mute", isOn: $muted)
                    Toggle("Read Receipts", isOn: $readReceipts)
                    Picker("Wallpaper", selection: $wallpaper) {
                        Text("Default").tag(0)
                        Text("Dark").tag(1)
                    }
                    .pickerStyle(.segmented)
                    .id("wallpaper")
                }
            }
            .navigationTitle("Details")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    ChatSettingsScreen()
}

struct TypingIndicatorScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Spacer()
            HStack(spacing: 4) {
                ForEach(0..<3) { _ in
                    Circle().fill(Color.secondary).frame(width: 8, height: 8)
                }
            }
            .padding(12)
            .background(Color(uiColor: .systemGray6), in: Capsule())
            .id("typing")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview {
    TypingIndicatorScreen()
}
