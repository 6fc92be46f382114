import Testing
import ViewLayout

// The tab bar on the device presets, from PlatformMetrics, "TabView": 49
// tall above the home indicator (the bottom safe area, 34 on an iPhone 13,
// 0 on an iPhone SE), items of equal width, labels of 10 points with 4
// below. The bar is a bottom safe-area inset: the selected tab's content
// ends at its top.

@Suite("TabView")
struct TabViewTests {
    @Test("the first tab fills the space above a 49-point bar")
    func tabBar() {
        let tree = layout(TabView {
            Color.red.id("one").tabItem { Text("First").id("t1") }
            Color.blue.id("two").tabItem { Text("Second").id("t2") }
        }, on: .iPhone13)
        #expect(tree.diagnostics.isEmpty)
        tree.assertFrame("one", 0, 47, 390, 810 - 49 - 47)
        // The other tabs are resolved for their items but never placed.
        #expect((tree.frame(of: "two") ?? .zero) == .zero)
        // Items: 195 wide each; labels centred in them, 4 above the bar's bottom.
        let t1 = tree.frame(of: "t1"), t2 = tree.frame(of: "t2")
        #expect(t1.map { abs($0.midX - 97.5) <= 1.0 / 3 && vlNear($0.maxY, 810 - 4) } == true)
        #expect(t2.map { abs($0.midX - 292.5) <= 1.0 / 3 } == true)
        #expect(vlNear(t1?.height, VLTest.text("First", font: .system(size: 10, weight: .medium)).size.height))
    }

    @Test("a Label item: its icon in the 30-point box above its title on an iPhone, beside it on an iPad")
    func labelItems() {
        let content = TabView {
            Color.red.tabItem { Label { Text("Home").id("title") } icon: { Image(systemName: "house").id("icon") } }
        }
        let phone = layout(content, on: .iPhone13)
        let title = phone.frame(of: "title"), icon = phone.frame(of: "icon")
        // The title 4 above the bar's bottom (810), the icon box's 30 points above it.
        #expect(title.map { vlNear($0.maxY, 810 - 4) && abs($0.midX - 195) <= 1.0 / 3 } == true)
        #expect(icon.map { vlNear($0.midY, title!.minY - 15) && abs($0.midX - 195) <= 1.0 / 3 } == true)
        let pad = layout(content, on: .iPadPro11)
        #expect(vlNear(pad.frame(of: "title")?.midY, pad.frame(of: "icon")?.midY ?? -1))
    }

    @Test("iOS 18 tabs: the selection picks the tab; a badge is drawn")
    func tabsWithSelection() {
        let tree = layout(TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Color.red.id("home") }
            Tab("Mail", systemImage: "envelope", value: 2) { Color.blue.id("mail") }.badge(3)
        }, on: .iPhone13)
        #expect((tree.frame(of: "home") ?? .zero) == .zero)
        tree.assertFrame("mail", 0, 47, 390, 810 - 49 - 47)
        #expect(tree.views(ofKind: .capsule).count == 1)
    }

    @Test("on the iPhone SE the bar sits on the screen's bottom edge")
    func iPhoneSE() {
        let tree = layout(TabView { Color.red.id("one").tabItem { Text("A") } }, on: .iPhoneSE3)
        tree.assertFrame("one", 0, 20, 375, 667 - 49 - 20)
        // The iPad's bar is 50 [unverified, PlatformMetrics, "TabView"], above its 20-point inset.
        let iPad = layout(TabView { Color.red.id("one").tabItem { Text("A") } }, on: .iPadPro11)
        iPad.assertFrame("one", 0, 24, 834, 1194 - 20 - 50 - 24)
    }

    @Test("a navigation stack in a tab: the content between both bars")
    func navigationInTab() {
        let tree = layout(TabView {
            NavigationStack { Color.red.id("c").navigationTitle("Feed") }.tabItem { Text("Feed") }
        }, on: .iPhone13)
        tree.assertFrame("c", 0, 47 + 96, 390, 810 - 49 - 47 - 96)
    }

    @Test("the page style and a hidden tab bar fill the safe area")
    func pageAndHidden() {
        let page = layout(TabView { Color.red.id("p"); Color.blue }.tabViewStyle(.page), on: .iPhone13)
        page.assertFrame("p", 0, 47, 390, 763)
        #expect(page.views(ofKind: .circle).count == 2)
        let hidden = layout(TabView { Color.red.id("h").toolbar(.hidden, for: .tabBar).tabItem { Text("A") } }, on: .iPhone13)
        hidden.assertFrame("h", 0, 47, 390, 763)
    }

    // PlatformMetrics, "TabView" (unverified values): dots 7 across, 9 apart,
    // their bottom 10 above the safe area's; with the background always
    // shown, a capsule 26 tall reaching 12 beyond the outer dots, centred on them.
    @Test("a page index background: a capsule around the dots, the dots where they were")
    func pageIndexBackground() {
        let pages = TabView { Color.red; Color.blue; Color.green }.tabViewStyle(.page(indexDisplayMode: .always))
        let plain = layout(pages, on: .iPhone13)
        let backed = layout(pages.indexViewStyle(.page(backgroundDisplayMode: .always)), on: .iPhone13)
        let dots = backed.views(ofKind: .circle).map(\.frame)
        #expect(dots == plain.views(ofKind: .circle).map(\.frame))
        #expect(dots.count == 3)
        // Three dots and two gaps: 3 × 7 + 2 × 9 = 39 wide, centred on 195; bottom at 47 + 763 - 10.
        #expect(dots.first.map { abs($0.minX - (195 - 19.5)) < 0.34 && abs($0.maxY - 800) < 0.34 } == true)
        let capsule = backed.views(ofKind: .capsule).first?.frame
        #expect(capsule.map { abs($0.width - (39 + 24)) < 0.34 && abs($0.height - 26) < 1e-6 && abs($0.midY - 796.5) < 0.34 } == true)
        #expect(plain.views(ofKind: .capsule).isEmpty)
        // .automatic shows it only while touched: not in a picture.
        #expect(layout(pages.indexViewStyle(.page), on: .iPhone13).views(ofKind: .capsule).isEmpty)
    }

    @Test("disclosure groups, group boxes and labeled content")
    func smallContainers() {
        let tree = layout(Form {
            LabeledContent("Version", value: "1.0")
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside").id("in") }
        }, on: .iPhone13)
        // LabeledContent: value at the trailing edge of the row's content (390 - 36).
        let value = tree.views(ofKind: .text).first { $0.label?.contains("1.0") == true }
        #expect(value.map { abs($0.frame.maxX - 354) < 1e-6 } == true)
        // The expanded content is a row of its own: third row of the card.
        #expect(vlNear(tree.frame(of: "in")?.minY, 47 + 20 + 88 + (44 - VLTest.bodyLine3x) / 2))
        let box = layout(GroupBox("Title") { Text("Body").id("b") }.id("box"), on: .iPhone13)
        #expect(box.frame(of: "b")?.minX == 16)
    }
}

// An app's root view as apps write it, compiled with only `import
// ViewLayout`: a tab view of navigation stacks with lists, data-driven rows,
// navigation links by value, a search field and toolbar items.
private struct Item: Identifiable, Hashable { let id: Int; let name: String }

private struct AppRoot: View {
    @State private var selection = 0
    @State private var query = ""
    let items = (1...3).map { Item(id: $0, name: "Item \($0)") }
    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List {
                    ForEach(items) { item in
                        NavigationLink(value: item) { Text(item.name).id(item.id) }
                    }
                    .onDelete { _ in }
                }
                .listStyle(.plain)
                .navigationTitle("Items")
                .navigationDestination(for: Item.self) { Text($0.name) }
                .searchable(text: $query, prompt: "Search items")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                    if items.isEmpty { ToolbarItem(placement: .topBarLeading) { Text("Never") } }
                }
            }
            .tabItem { Image(systemName: "star"); Text("Items") }
            .tag(0)
            NavigationView { Form { Text("Account") }.navigationBarTitle("Settings", displayMode: .inline) }
                .tabItem { Text("Settings") }
                .tag(1)
        }
    }
}

@Suite("App root")
struct AppRootTests {
    @Test("tabs of navigation stacks: rows start below the bar and the search field")
    func appRoot() {
        let tree = layout(AppRoot(), on: .iPhone13)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        // 47 status bar + 96 large-title bar + 44 search (PlatformMetrics,
        // "Navigation bars"); a plain list has no top space; rows of 44.
        let listTop: CGFloat = 47 + 96 + 44
        for i in 1...3 {
            #expect(vlNear(tree.frame(of: i)?.minY, listTop + CGFloat(i - 1) * 44 + (44 - VLTest.bodyLine3x) / 2))
            #expect(tree.frame(of: i)?.minX == 20)
        }
        #expect(!tree.views(ofKind: .text).contains { $0.label == "Never" })
    }
}
