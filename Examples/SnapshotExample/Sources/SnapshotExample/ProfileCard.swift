import ViewLayout

/// A person's card: initials in a circle beside a name and a role.
public struct ProfileCard: View {
    public let name: String
    public let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle().fill(Color.indigo)
                Text(initials).font(.headline).foregroundStyle(.white)
            }
            .frame(width: 48, height: 48)
            .id("avatar")
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline).id("name")
                Text(role).font(.subheadline).foregroundStyle(.secondary).id("role")
            }
            Spacer()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
        .padding(.horizontal)
    }

    var initials: String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2))
    }
}

#Preview("Profile card") {
    ProfileCard(name: "Ada Lovelace", role: "Analyst")
}
