import Foundation
import Testing
import ViewLayout

// APIs app files use around their layout: image loading, scroll readers,
// the older navigation-bar spellings, custom fonts, the UIKit screen.

@Suite("Common app APIs")
struct CommonAPITests {
    @Test("AsyncImage shows its placeholder: the default one fills the offered frame, a custom one lays out as itself")
    func asyncImage() {
        let url = URL(string: "https://example.com/a.png")
        let tree = layout(VStack(spacing: 0) {
            AsyncImage(url: url).frame(width: 80, height: 60).id("default")
            AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.red.frame(width: 20, height: 10).id("placeholder") }
            AsyncImage(url: url) { phase in
                if let image = phase.image { image } else { Color.blue.frame(width: 30, height: 30).id("empty") }
            }
        }, on: .iPhone13)
        #expect(tree.view(withID: "default")?.children.first?.frame.size == CGSize(width: 80, height: 60))
        #expect(tree.frame(of: "placeholder")?.size == CGSize(width: 20, height: 10))
        #expect(tree.frame(of: "empty")?.size == CGSize(width: 30, height: 30))
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("ScrollViewReader adds no view: its scroll view lays out as without it")
    func scrollViewReader() {
        let content = ScrollView { Color.red.frame(height: 100).id("row") }
        let with = layout(ScrollViewReader { proxy in content.onAppear { proxy.scrollTo("row") } }, on: .iPhone13)
        let without = layout(content, on: .iPhone13)
        #expect(with.frame(of: "row") == without.frame(of: "row"))
        #expect(with.frame(of: "row") == CGRect(x: 0, y: 47, width: 390, height: 100))
    }

    @Test("navigationBarItems(trailing:) places the item as a trailing toolbar item does")
    func navigationBarItems() {
        let old = layout(NavigationStack { Text("x").navigationBarItems(trailing: Text("Add").id("add")) }, on: .iPhone13)
        let new = layout(NavigationStack {
            Text("x").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("Add").id("add") } }
        }, on: .iPhone13)
        #expect(old.frame(of: "add") != nil)
        #expect(old.frame(of: "add") == new.frame(of: "add"))
        // PlatformMetrics, "Navigation bars": items 16 from the trailing edge.
        #expect(old.frame(of: "add")?.maxX == 374)
    }

    @Test("a custom font is measured in the system face at its size and grows with Dynamic Type like body")
    func customFont() {
        let tree = layout(Text("Hello").font(.custom("Avenir", size: 20)).id("t"), on: .iPhone13)
        let system = layout(Text("Hello").font(.system(size: 20)).id("t"), on: .iPhone13)
        #expect(tree.frame(of: "t")?.size == system.frame(of: "t")?.size)
        // Body grows 17 → 23 at xxxLarge (PlatformMetrics, "Dynamic Type
        // sizes"), so 20 becomes 20 × 23 / 17.
        let large = layout(Text("Hello").font(.custom("Avenir", size: 20)).dynamicTypeSize(.xxxLarge).id("t"), on: .iPhone13)
        let scaled = layout(Text("Hello").font(.system(size: 20 * 23 / 17)).id("t"), on: .iPhone13)
        #expect(large.frame(of: "t")?.size == scaled.frame(of: "t")?.size)
        let fixed = layout(Text("Hello").font(.custom("Avenir", fixedSize: 20)).dynamicTypeSize(.xxxLarge).id("t"), on: .iPhone13)
        #expect(fixed.frame(of: "t")?.size == system.frame(of: "t")?.size)
    }

    @Test("UIScreen.main is the iPhone 13's screen")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
    }
}
