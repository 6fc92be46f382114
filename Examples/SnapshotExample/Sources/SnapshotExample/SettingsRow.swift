import ViewLayout

/// A settings row: an icon on a coloured square, a title, and a value.
public struct SettingsRow: View {
    public let icon: String
    public let title: String
    public let value: String

    public init(icon: String, title: String, value: String) {
        self.icon = icon
        self.title = title
        self.value = value
    }

    public var body: some View {
        HStack {
            Image(systemName: icon)
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(RoundedRectangle(cornerRadius: 7).fill(Color.blue))
                .id("icon")
            Text(title).id("title")
            Spacer()
            Text(value).foregroundStyle(.secondary).id("value")
        }
        .padding(.horizontal)
    }
}

#Preview("Settings rows") {
    VStack(spacing: 16) {
        SettingsRow(icon: "globe", title: "Language", value: "English")
        SettingsRow(icon: "star.fill", title: "Favourites", value: "12")
    }
}
