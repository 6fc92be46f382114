import ViewLayout

// Screens whose models live on the main actor, as app code marks them: an
// `ObservableObject` and an `@Observable` model, held by `@StateObject` and
// `@State`, read by a body and by `@MainActor` helpers, refreshed in a
// `.task`.

@MainActor
final class MailboxModel: ObservableObject {
    @Published var subjects: [String] = ["Welcome aboard", "Your invoice", "Team lunch"]
    @Published var isRefreshing = false

    func refresh() async {
        isRefreshing = true
        subjects.sort()
        isRefreshing = false
    }
}

@MainActor
@Observable
final class ComposerModel {
    var draft = ""
    var recipients: [String] = ["Ada", "Grace"]
    var canSend: Bool { !recipients.isEmpty }
}

/// Settings a screen reads on the main actor.
@MainActor
enum MailboxStyle {
    static let rowHeight: CGFloat = 44
}

struct MailboxScreen: View {
    @StateObject private var model = MailboxModel()
    @State private var composer = ComposerModel()

    var body: some View {
        VStack(spacing: 0) {
            header
            ForEach(model.subjects, id: \.self) { subject in
                row(subject).id(subject)
            }
            Spacer()
            composeBar
        }
        .task { @MainActor in
            await model.refresh()
        }
    }

    private var header: some View {
        HStack {
            Text("Inbox").font(.title2.bold())
            Spacer()
            if model.isRefreshing {
                ProgressView()
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 52)
        .id("header")
    }

    @MainActor private func row(_ subject: String) -> some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 10, height: 10)
            Text(subject)
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: MailboxStyle.rowHeight)
    }

    @MainActor private var composeBar: some View {
        HStack {
            Text(composer.recipients.joined(separator: ", "))
            Spacer()
            Button("Send") {}
                .disabled(!composer.canSend)
        }
        .padding(.horizontal, 16)
        .frame(height: 50)
        .id("composeBar")
    }
}

#Preview("Inbox") {
    MailboxScreen()
}

struct UnreadBadgeRow: View {
    let unread: Int

    var body: some View {
        HStack {
            Label("Unread", systemImage: "envelope")
            Spacer()
            badge
        }
        .padding(.horizontal, 16)
        .frame(height: MailboxStyle.rowHeight)
        .id("unreadRow")
    }

    @MainActor private var badge: some View {
        Text("\(unread)")
            .font(.caption)
            .frame(minWidth: 24, minHeight: 24)
            .background(Capsule().fill(Color.red))
            .id("badge")
    }
}

#Preview("Unread row") {
    VStack {
        UnreadBadgeRow(unread: 3)
        Spacer()
    }
}
