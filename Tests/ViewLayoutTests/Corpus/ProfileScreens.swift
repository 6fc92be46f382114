import ViewLayout

// Profile screens: cards with shadows, stat rows, an edit form, a list of
// followers and a grid of photos.

struct ProfileCardScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 80, height: 80)
                .foregroundStyle(.gray)
                .id("avatar")
            VStack(spacing: 4) {
                Text("Katherine Johnson").font(.title2).fontWeight(.semibold).id("name")
                Text("Mathematician").font(.subheadline).foregroundStyle(.secondary)
            }
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
                .id("follow")
        }
        .padding(24)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
        .id("card")
    }
}

#Preview("Profile card", traits: .sizeThatFitsLayout) {
    ProfileCardScreen()
        .padding()
}

struct StatView: View {
    let value: String
    let title: String
    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeaderScreen: View {
    let posts = 128
    let followers = 2048
    let following = 311

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Circle()
                    .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 72, height: 72)
                    .id("avatar")
                HStack {
                    StatView(value: "\(posts)", title: "Posts").id("posts")
                    StatView(value: "\(followers)", title: "Followers")
                    StatView(value: "\(following)", title: "Following")
                }
            }
            Text("Dorothy Vaughan").font(.headline)
            Text("Programmer. FORTRAN teacher. Supervisor.")
                .font(.subheadline)
            HStack {
                Button("Edit Profile") {}.frame(maxWidth: .infinity).id("edit")
                Button("Share") {}.frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            Spacer()
        }
        .padding(.horizontal)
    }
}

#Preview {
    ProfileHeaderScreen()
}

struct EditProfileScreen: View {
    @State private var name = "Mary Jackson"
    @State private var bio = ""
    @State private var email = "mary@example.com"
    @State private var isPublic = true
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("Name", text: $name).id("nameField")
                }
                Section("About") {
                    TextField("Bio", text: $bio, axis: .vertical)
                        .lineLimit(3...5)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    Toggle("Public Profile", isOn: $isPublic)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }.bold()
                }
            }
        }
    }
}

#Preview("Edit") {
    EditProfileScreen()
}

struct Follower: Identifiable {
    let id = UUID()
    let name: String
    let handle: String
}

struct FollowersScreen: View {
    let followers = [
        Follower(name: "Alan Turing", handle: "@alan"),
        Follower(name: "Ada Lovelace", handle: "@ada"),
        Follower(name: "Edsger Dijkstra", handle: "@ewd"),
        Follower(name: "Barbara Liskov", handle: "@liskov"),
    ]

    var body: some View {
        NavigationStack {
            List(followers) { follower in
                HStack {
                    Circle().fill(Color.gray.opacity(0.3)).frame(width: 40, height: 40)
                    VStack(alignment: .leading) {
                        Text(follower.name).font(.body)
                        Text(follower.handle).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Remove") {}.buttonStyle(.bordered).controlSize(.small)
                }
                .id(follower.handle)
            }
            .listStyle(.plain)
            .navigationTitle("Followers")
        }
    }
}

#Preview {
    FollowersScreen()
}

struct PhotoGridScreen: View {
    let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(0..<24, id: \.self) { index in
                    Rectangle()
                        .fill(Color(hue: Double(index) / 24, saturation: 0.5, brightness: 0.9))
                        .aspectRatio(1, contentMode: .fit)
                        .id(index)
                }
            }
        }
    }
}

#Preview {
    PhotoGridScreen()
}
