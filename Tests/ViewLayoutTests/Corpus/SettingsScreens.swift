import ViewLayout

// Settings-style screens: forms of toggles, pickers and navigation rows,
// written the way app settings screens are. Each has a #Preview.

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct SettingsFormScreen: View {
    @AppStorage("notifications") private var notificationsOn = true
    @AppStorage("sounds") private var soundsOn = false
    @State private var appearance: AppearanceMode = .system
    @State private var fontScale = 1.0

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsOn).id("notifications")
                    Toggle("Sounds", isOn: $soundsOn)
                    Picker("Appearance", selection: $appearance) {
                        ForEach(AppearanceMode.allCases) { mode in
                            Text(mode.title).tag(mode)
                        }
                    }
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }.id("privacy")
                    NavigationLink("Storage") { Text("Storage") }
                } header: {
                    Text("Data")
                } footer: {
                    Text("Your data stays on this device.")
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4.1").id("version")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview("Settings form") {
    SettingsFormScreen()
}

struct NotificationSettingsScreen: View {
    @State private var allowNotifications = true
    @State private var showPreviews = true
    @State private var badgeApp = false
    @State private var summaryHour = 8

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Allow Notifications", isOn: $allowNotifications).id("allow")
                } footer: {
                    Text("Notifications may include alerts, sounds and icon badges.")
                }
                Section("Options") {
                    Toggle("Show Previews", isOn: $showPreviews)
                    Toggle("Badge App Icon", isOn: $badgeApp)
                    Stepper("Summary at \(summaryHour):00", value: $summaryHour, in: 0...23).id("stepper")
                }
                .disabled(!allowNotifications)
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notifications")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    NotificationSettingsScreen()
}

struct AccountRow: View {
    let title: String
    let systemImage: String
    let tint: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

struct AccountScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Circle().fill(.blue.gradient).frame(width: 60, height: 60).id("avatar")
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Grace Hopper").font(.title2)
                            Text("Apple Account, iCloud and more")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section {
                    AccountRow(title: "Airplane Mode", systemImage: "airplane", tint: .orange)
                    AccountRow(title: "Wi-Fi", systemImage: "wifi", tint: .blue).id("wifi")
                    AccountRow(title: "Bluetooth", systemImage: "bolt.horizontal", tint: .blue)
                }
            }
            .navigationTitle("Account")
        }
    }
}

#Preview("Account") {
    AccountScreen()
}

struct AboutScreen: View {
    let build = 1042
    var body: some View {
        Form {
            Section {
                VStack(spacing: 8) {
                    Image(systemName: "app.gift.fill")
                        .font(.system(size: 48))
                        .foregroundStyle(.tint)
                    Text("Gifts").font(.title.bold())
                }
                .frame(maxWidth: .infinity)
                .id("header")
            }
            Section("Details") {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Build") { Text("\(build)").monospacedDigit() }
                Link("Website", destination: URL(string: "https://example.com")!).id("link")
            }
        }
    }
}

#Preview {
    AboutScreen()
}

struct PrivacyScreen: View {
    @State private var showsDetails = false
    @State private var shareAnalytics = true
    var body: some View {
        NavigationStack {
            List {
                DisclosureGroup("Analytics", isExpanded: $showsDetails) {
                    Toggle("Share Analytics", isOn: $shareAnalytics)
                    Text("Helps improve the app.").font(.footnote)
                }
                .id("disclosure")
                Section {
                    Button("Delete All Data", role: .destructive) {}.id("delete")
                }
            }
            .navigationTitle("Privacy")
        }
    }
}

#Preview {
    PrivacyScreen()
}
