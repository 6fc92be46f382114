import Testing
import ViewLayout

// The navigation bar on the device presets (DevicePreset.swift), from
// PlatformMetrics, "Navigation bars": a 44-point row below the status bar
// (50 on iPad: hacknicity), 52 more for a large title (96 in all; the
// content of an iPhone X starts at 44 + 96 = 140, usagimaru), items 16
// from the edges, the search field 36 tall with 8 below. The bar is a
// top safe-area inset: the content's top moves down by its height.

private func text(_ tree: PlacedViewTree, _ s: String) -> CGRect? {
    tree.views(ofKind: .text).first { $0.label?.contains(s) == true }?.frame
}

@Suite("Navigation")
struct NavigationTests {
    @Test("a large title: the content starts 96 below the status bar")
    func largeTitle() {
        let tree = layout(NavigationStack {
            Color.red.id("content").navigationTitle("Settings")
        }, on: .iPhone13)
        #expect(tree.diagnostics.isEmpty)
        tree.assertFrame("content", 0, 47 + 96, 390, 810 - 47 - 96)
        // The title: 16 from the leading edge, its bottom 8 above the bar's.
        let title = text(tree, "Settings")
        #expect(title?.minX == 16)
        #expect(vlNear(title?.maxY, 47 + 96 - 8))
        #expect(vlNear(title?.height, VLTest.text("Settings", font: .system(size: 34, weight: .bold)).size.height))
    }

    @Test("an inline title: a 44-point bar, the title centred in it")
    func inlineTitle() {
        let tree = layout(NavigationView {
            Color.red.id("content").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }, on: .iPhone13)
        tree.assertFrame("content", 0, 47 + 44, 390, 810 - 47 - 44)
        let title = text(tree, "Detail")
        #expect(title.map { abs($0.midX - 195) <= 1.0 / 3 && abs($0.midY - (47 + 22)) <= 1.0 / 3 } == true)
    }

    @Test("per device: 96 below 20 on the iPhone SE; 50 + 52 below 24 on the iPad")
    func perDevice() {
        let view = NavigationStack { Color.red.id("content").navigationTitle("T") }
        #expect(vlNear(layout(view, on: .iPhoneSE3).frame(of: "content")?.minY, 20 + 96))
        #expect(vlNear(layout(view, on: .iPadPro11).frame(of: "content")?.minY, 24 + 50 + 52))
        // Landscape (compact height): a 32-point bar with the title inline
        // [unverified height, PlatformMetrics, "Navigation bars"], under no status bar.
        #expect(vlNear(layout(view, on: .iPhone15ProLandscape).frame(of: "content")?.minY, 0 + 32))
    }

    @Test("a list under the bar starts below it; its background reaches the screen's top")
    func listUnderBar() {
        let tree = layout(NavigationStack {
            List { Text("Row").id("row") }.id("list").navigationTitle("Inbox")
        }, on: .iPhone13)
        tree.assertFrame("list", 0, 143, 390, 810 - 143)
        #expect(vlNear(tree.frame(of: "row")?.minY, 143 + 20 + (44 - VLTest.bodyLine3x) / 2))
        #expect(tree.allViews.contains { $0.kind == .color && $0.frame.minY == 0 && $0.frame.height == 844 })
    }

    @Test("toolbar items sit 16 from the edges, centred in the 44-point row")
    func toolbarItems() {
        let tree = layout(NavigationStack {
            Color.red.navigationTitle("Mail").toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Text("Edit").id("edit") }
                ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus").id("plus") }
            }
        }, on: .iPhone13)
        let edit = tree.frame(of: "edit")
        #expect(edit?.minX == 16)
        #expect(edit.map { abs($0.midY - (47 + 22)) <= 1.0 / 3 } == true)
        let plus = tree.frame(of: "plus")
        #expect(plus.map { abs($0.maxX - (390 - 16)) < 1e-6 } == true)
    }

    @Test("searchable adds its field under the large title: 36 tall, 8 below")
    func searchable() {
        let tree = layout(NavigationStack {
            Color.red.id("content").navigationTitle("Contacts").searchable(text: .constant(""), prompt: "Find")
        }, on: .iPhone13)
        tree.assertFrame("content", 0, 47 + 96 + 36 + 8, 390, 810 - 47 - 96 - 44)
        let field = tree.views(ofKind: .roundedRectangle).first
        #expect(field?.frame == CGRect(x: 16, y: 47 + 96, width: 358, height: 36))
        #expect(text(tree, "Find") != nil)
    }

    @Test("a hidden bar leaves the content at the safe area's top; no title, a 44 bar")
    func hiddenBar() {
        let hidden = layout(NavigationStack { Color.red.id("c").navigationBarHidden(true) }, on: .iPhone13)
        #expect(hidden.frame(of: "c")?.minY == 47)
        let hidden2 = layout(NavigationStack { Color.red.id("c").toolbar(.hidden, for: .navigationBar) }, on: .iPhone13)
        #expect(hidden2.frame(of: "c")?.minY == 47)
        let untitled = layout(NavigationStack { Color.red.id("c") }, on: .iPhone13)
        #expect(vlNear(untitled.frame(of: "c")?.minY, 47 + 44))
    }

    @Test("a bottom bar item makes a 44-point toolbar above the home indicator")
    func bottomBar() {
        let tree = layout(NavigationStack {
            Color.red.id("c").toolbar { ToolbarItemGroup(placement: .bottomBar) { Text("Reply").id("r") } }
        }, on: .iPhone13)
        tree.assertFrame("c", 0, 47 + 44, 390, 810 - 44 - 47 - 44)
        #expect(tree.frame(of: "r").map { abs($0.midY - (810 - 22)) <= 1.0 / 3 } == true)
    }

    @Test("the title deepest in the content reaches the stack; a split view shows its sidebar")
    func deepTitleAndSplit() {
        let tree = layout(NavigationSplitView {
            VStack { HStack { Text("Side").id("s").navigationTitle("Folders") } }
        } detail: {
            Text("Detail")
        }, on: .iPhone13)
        #expect(text(tree, "Folders") != nil)
        #expect(text(tree, "Detail") == nil)
        // Outside a navigation container the title does nothing.
        let plain = layout(Text("x").id("x").navigationTitle("Nothing"), on: .iPhone13)
        #expect(text(plain, "Nothing") == nil)
    }
}

@Suite("Navigation bar items")
struct NavigationBarItemTests {
    @Test("a principal item is centred in the 44-point row; a bar background reaches the screen's top")
    func principalAndBackground() {
        let tree = layout(NavigationStack {
            Color.clear.navigationTitle("Hidden").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Centre").id("p") } }
                .toolbarBackground(Color.blue, for: .navigationBar)
        }, on: .iPhone13)
        // PlatformMetrics, "Navigation bars": the row is 44 below the 47-point status bar.
        #expect(tree.frame(of: "p").map { abs($0.midX - 195) <= 1.0 / 3 && abs($0.midY - 69) <= 1.0 / 3 } == true)
        // The principal item replaces the inline title.
        #expect(!tree.views(ofKind: .text).contains { $0.label?.contains("Hidden") == true })
        #expect(tree.views(ofKind: .rectangle).contains { $0.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44) })
    }

    // toolbarColorScheme(.dark, for: .navigationBar) draws the bar's title in
    // dark mode's label colour: white (UIKit "UI element colors", label in dark
    // mode); the content below keeps the light scheme's black.
    @Test("a bar's colour scheme draws its title in that scheme; the content keeps its own")
    func barColorScheme() {
        func paint(_ tree: PlacedViewTree, _ label: String) -> Color? {
            guard case .text(let t)? = tree.views(ofKind: .text).first(where: { $0.label == label })?.drawing,
                  case .color(let c) = t.foreground else { return nil }
            return c
        }
        let dark = layout(NavigationStack {
            Text("Body").navigationTitle("Title")
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }, on: .iPhone13)
        let title = paint(dark, "Title"), body = paint(dark, "Body")
        #expect(title.map { $0.red == 1 && $0.green == 1 && $0.blue == 1 } == true)
        #expect(body.map { $0.red == 0 && $0.green == 0 && $0.blue == 0 } == true)
        let plain = layout(NavigationStack { Text("Body").navigationTitle("Title") }, on: .iPhone13)
        #expect(paint(plain, "Title").map { $0.red == 0 && $0.green == 0 && $0.blue == 0 } == true)
    }

    @Test("a collapsed section shows its header only")
    func collapsedSection() {
        let tree = layout(List {
            Section("Folders", isExpanded: .constant(false)) { Text("Inside").id("in") }
        }, on: .iPhone13)
        #expect((tree.frame(of: "in") ?? .zero) == .zero)
        // The header in capitals, as every inset grouped list's (ListTests).
        #expect(tree.views(ofKind: .text).contains { $0.label?.contains("FOLDERS") == true })
    }
}
