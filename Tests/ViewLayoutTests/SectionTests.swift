import Foundation
import Testing
import ViewLayout

/// `Section` outside a lazy container: its header, content and footer join
/// the parent's children in that order, like a `Group` ("Section":
/// "a container view that you can use to add hierarchy within certain
/// views"; in a plain stack SwiftUI lists the three parts one after another).
struct SectionTests {
    @Test func partsJoinTheStackInOrder() {
        let tree = VLTest.layout(
            VStack(spacing: 0) {
                Section {
                    Color.red.frame(width: 30, height: 10).id("content")
                } header: {
                    Color.blue.frame(width: 20, height: 5).id("header")
                } footer: {
                    Color.green.frame(width: 10, height: 7).id("footer")
                }
            }, 100, 100)
        // The VStack is 30 × 22, centred in the 100 × 100 root: x 35, y 39.
        tree.assertFrame("header", 40, 39, 20, 5)
        tree.assertFrame("content", 35, 44, 30, 10)
        tree.assertFrame("footer", 45, 54, 10, 7)
    }

    @Test func defaultSpacingSeparatesTheParts() {
        // Three views in a VStack with default spacing: 8 between each
        // (Fidelity, "Default spacing"), so the footer starts at 5 + 8 + 10 + 8 = 31.
        let tree = VLTest.layout(
            VStack(alignment: .leading) {
                Section(header: Color.blue.frame(width: 20, height: 5).id("header")) {
                    Color.red.frame(width: 30, height: 10).id("content")
                }
                Color.green.frame(width: 10, height: 7).id("after")
            }, 30, 38)
        tree.assertFrame("header", 0, 0, 20, 5)
        tree.assertFrame("content", 0, 13, 30, 10)
        tree.assertFrame("after", 0, 31, 10, 7)
    }
}
