import Foundation
import Testing
import ViewLayout

@Suite struct ScrollSmoke {
    @Test func smoke() {
        let v = ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(1...100, id: \.self) { Text("Row \($0)") }
            }
        }
        let t = ViewLayout.layout(v, in: CGSize(width: 390, height: 763))
        print(t)
        print(t.root.first("LazyVStack")?.lazyChildren as Any)
        let t2 = ViewLayout.layout(v, in: CGSize(width: 390, height: 763), scrollOffsets: ScrollOffsets(y: 1000))
        print(t2)
        print(t2.root.first("LazyVStack")?.lazyChildren as Any)
        print(t2.diagnostics)
        let g = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20).id("half")
            Text("\(proxy.frame(in: .global).minY) \(proxy.frame(in: .named("outer")).minY)")
        }
        let gv = VStack { Color.blue.frame(height: 100); g.frame(height: 200) }.coordinateSpace(name: "outer").padding(10)
        print(ViewLayout.layout(gv, in: CGSize(width: 390, height: 763)))
    }
}
