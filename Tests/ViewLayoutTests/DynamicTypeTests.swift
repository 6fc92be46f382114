import Testing
import ViewLayout

// Text styles follow the environment's Dynamic Type size (PlatformMetrics,
// "Dynamic Type sizes": UIKit's point sizes measured by temoki in the iOS
// 13.3 simulator, https://github.com/temoki/UIKit_DynamicType).

/// The text's placed size on the iPhone 13, and whether it equals `expected`
/// within a pixel (the frame is centred, so its edges round to the @3x grid).
private func measures(_ text: Text, _ typeSize: DynamicTypeSize, as expected: CGSize) -> Bool {
    let tree = layout(text.dynamicTypeSize(typeSize).id("t"), on: .iPhone13)
    guard let size = tree.frame(of: "t")?.size else { return false }
    return abs(size.width - expected.width) <= 0.34 && abs(size.height - expected.height) <= 0.34
}

@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("body at xxxLarge is measured at 23 points, at AX5 at 53")
    func bodySizes() {
        let string = "Hello world"
        #expect(measures(Text(string), .xxxLarge, as: VLTest.text(string, font: .system(size: 23)).size))
        #expect(measures(Text(string), .accessibility5, as: VLTest.text(string, font: .system(size: 53)).size))
        #expect(measures(Text(string), .large, as: VLTest.text(string).size))
    }

    @Test("each style takes its own column: caption at xSmall 11, title at AX1 38")
    func styleColumns() {
        #expect(measures(Text("Hi").font(.caption), .xSmall, as: VLTest.text("Hi", font: .system(size: 11)).size))
        #expect(measures(Text("Hi").font(.title), .accessibility1, as: VLTest.text("Hi", font: .system(size: 38)).size))
    }

    @Test("a fixed-size font keeps its size")
    func fixedSize() {
        let fixed = Font.system(size: 20)
        #expect(measures(Text("Fixed").font(fixed), .accessibility3, as: VLTest.text("Fixed", font: fixed).size))
    }
}

private struct ScaledIcon: View {
    @ScaledMetric var side = 34.0
    @ScaledMetric(relativeTo: .largeTitle) var titleSide: CGFloat = 34
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: side, height: side).id("body")
            Color.blue.frame(width: titleSide, height: titleSide).id("title")
        }
    }
}

extension DynamicTypeTests {
    @Test("@ScaledMetric grows with its text style: body 17 → 23 at xxxLarge, largeTitle 34 → 40")
    @MainActor func scaledMetric() {
        let tree = layout(ScaledIcon().dynamicTypeSize(.xxxLarge), on: .iPhone13)
        // 34 × 23 / 17 = 46; 34 × 40 / 34 = 40.
        #expect(tree.frame(of: "body")?.width == 46)
        #expect(tree.frame(of: "title")?.width == 40)
        let large = layout(ScaledIcon(), on: .iPhone13)
        #expect(large.frame(of: "body")?.width == 34)
    }
}
