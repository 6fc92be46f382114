import Foundation
import Testing
import ViewLayout

/// `PlacedView.kind` is a `PlacedView.Kind`: the built-in kinds are static
/// members, string literals and `String` names still compare, and the text
/// and JSON forms print the raw names.
@Suite struct PlacedViewKindTests {
    let placed = VLTest.layout(HStack(spacing: 0) {
        Text("a").id("t")
        Color.red.frame(width: 10).padding(5)
    }, 100, 50)

    @Test func staticMembersNameTheBuiltInKinds() {
        let kinds = placed.allViews.map(\.kind)
        #expect(kinds == [.root, .hStack, .text, .padding, .frame, .color])
        #expect(kinds.map(\.rawValue) == ["Root", "HStack", "Text", "padding", "frame", "Color"])
        #expect(Set(kinds).count == 6)
    }

    @Test func stringsStillCompare() {
        let stack = placed.root.children[0]
        #expect(stack.kind == "HStack")
        let name = "HStack", other = "VStack"
        #expect(stack.kind == name && name == stack.kind)
        #expect(stack.kind != other && other != stack.kind)
        #expect(placed.views(ofKind: name).count == 1 && placed.views(ofKind: .hStack).count == 1)
        #expect(placed.root.first("Text")?.id == AnyHashable("t"))
        #expect(PlacedView.Kind(rawValue: "Text") == .text)
        #expect("\(stack.kind)" == "HStack")
    }

    /// The printed forms spell the raw names, as before the type.
    @Test func outputSpellsRawNames() {
        let line1 = "Root (0, 0, 100, 50)\n  HStack ("
        #expect(placed.description.hasPrefix(line1))
        #expect(placed.description.contains("\n    padding ("))
        #expect(placed.jsonString().contains("{\"kind\": \"HStack\", \"frame\": ["))
        #expect(placed.jsonString().contains("{\"kind\": \"Text\", \"label\": \"a\", \"id\": \"t\""))
    }
}
