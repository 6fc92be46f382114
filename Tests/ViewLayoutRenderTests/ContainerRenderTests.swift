import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

// A settings screen built from the containers, drawn: the grouped
// background (#F2F2F7) in the margins and behind the bar, the white rows
// (PlatformMetrics, "List and Form": colours from noahgilmore.com).

private struct SettingsScreen: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("General") {
                        NavigationLink("About", destination: Text("About"))
                        LabeledContent("Version", value: "17.2")
                        HStack { Image(systemName: "star"); Text("Favourites") }
                    }
                    Section {
                        Text("Privacy")
                    } footer: {
                        Text("Choose what apps can see.")
                    }
                }
                .navigationTitle("Settings")
                .searchable(text: .constant(""))
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
            }
            .tabItem { Image(systemName: "globe"); Text("Settings") }
            Text("Other").tabItem { Image(systemName: "star"); Text("Other") }.badge(2)
        }
    }
}

@Suite("Containers drawn")
struct ContainerRenderTests {
    @Test("the grouped background fills the margins and the bar; rows are white")
    func settingsScreen() throws {
        let tree = layout(SettingsScreen(), on: .iPhone13)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let data = try PNGRenderer(environment: DevicePreset.iPhone13.applied(to: EnvironmentValues()), scale: 1).render(tree)
        if let path = ProcessInfo.processInfo.environment["VL_DUMP_PNG"] { try data.write(to: URL(fileURLWithPath: path)) }
        let image = try PNGCodec.decode(data)
        let grouped = (r: 242, g: 242, b: 247)
        // The screen's top (under the status bar and the bar) and the margin beside a card.
        #expect(RTest.near(RTest.pixel(image, 5, 10), grouped))
        #expect(RTest.near(RTest.pixel(image, 5, 250), grouped))
        // Inside the first card, between its text and its edge.
        let row = tree.views(ofKind: .text).first { $0.label?.contains("About") == true }
        if let row {
            #expect(RTest.near(RTest.pixel(image, 25, Double(row.frame.midY)), (r: 255, g: 255, b: 255)))
        }
    }
}
