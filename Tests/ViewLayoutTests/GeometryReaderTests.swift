import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// GeometryReader (Layout/GeometryReaderLayout.swift): swiftuifieldguide's
// GeometryReader page ("always accepts the proposed size", content "at the
// top-leading corner"), Fidelity, "Ideal sizes and sizing modifiers"; frames in each coordinate space.
@Suite struct GeometryReaderTests {
    @Test func takesTheProposalAndPlacesContentTopLeading() {
        let t = ScrollTest.layout(GeometryReader { _ in Color.red.frame(width: 50, height: 20).id("c") }.id("g"))
        t.assertFrame("g", 0, 0, 390, 763)
        t.assertFrame("c", 0, 0, 50, 20)
        // Right to left: the leading corner is the top-right one.
        var env = VLTest.environment(scale: 1)
        env.layoutDirection = .rightToLeft
        let rtl = ViewLayout.layout(GeometryReader { _ in Color.red.frame(width: 50, height: 20).id("c") }, in: CGSize(width: 390, height: 763), environment: env)
        rtl.assertFrame("c", 340, 0, 50, 20)
    }

    @Test func unspecifiedProposalIsTenByTen() {
        // The platform's default ideal size (swiftuifieldguide, "Ideal Size").
        let t = ScrollTest.layout(GeometryReader { _ in Color.red }.fixedSize().id("g"), scale: 2)
        t.assertFrame("g", 190, 376.5, 10, 10)
    }

    @Test func proxySizeAndFramesInEachCoordinateSpace() {
        // Each measured value becomes a frame's width or height, so the test
        // reads it back from the placed tree.
        let v = VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            HStack(spacing: 0) {
                Color.blue.frame(width: 30)
                GeometryReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(width: proxy.size.width, height: proxy.size.height / 10).id("size")
                        Color.red.frame(width: proxy.frame(in: .local).minX + 1, height: proxy.frame(in: .local).minY + 1).id("local")
                        Color.red.frame(width: proxy.frame(in: .global).minX, height: proxy.frame(in: .global).minY).id("global")
                        Color.red.frame(width: proxy.frame(in: .named("outer")).minX, height: proxy.frame(in: .named("outer")).minY).id("named")
                        Color.red.frame(width: proxy.frame(in: CoordinateSpace.named("row")).minX + 1,
                                        height: proxy.frame(in: CoordinateSpace.named("row")).minY + 1).id("row")
                        Color.red.frame(width: proxy.frame(in: .named("nowhere")).minX).id("fallback")
                    }
                }
            }
            .coordinateSpace(.named("row"))
            .frame(height: 200)
        }
        .padding(10)
        .coordinateSpace(name: "outer")
        let t = ScrollTest.layout(v.frame(width: 300, height: 400), scale: 2)
        // The 300 × 400 frame is at (45, 181.5); the padded column (320 high)
        // is centred in it at (45, 221.5); the reader is 10 + 30 points right
        // and 10 + 100 down: (85, 331.5), 250 × 200.
        t.assertFrame("size", 85, 331.5, 250, 20)
        t.assertFrame("local", 85, 351.5, 1, 1)
        #expect(t.frame(of: "global")?.size == CGSize(width: 85, height: 331.5))
        // "outer" is the padding's frame: (45, 221.5).
        #expect(t.frame(of: "named")?.size == CGSize(width: 40, height: 110))
        // "row" is the HStack's: the reader is 30 points in.
        #expect(t.frame(of: "row")?.size == CGSize(width: 31, height: 1))
        // An unknown name falls back to global coordinates.
        #expect(t.frame(of: "fallback")?.width == 85)
        #expect(t.diagnostics.isEmpty)
    }

    @Test func frameInAScrollView() {
        // In scrolled content: global follows the offset; the scroll view's
        // own space (iOS 17's `.scrollView`) is measured from its bounds.
        let v = VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            ScrollView {
                Color.red.frame(height: 1500)
                GeometryReader { proxy in
                    Color.red.frame(width: max(proxy.frame(in: .scrollView).minY, 0)).id("inScroll")
                    Color.red.frame(width: max(proxy.frame(in: .global).minY, 0)).id("global")
                }
                .frame(height: 50)
            }
        }
        let t = ScrollTest.layout(v, y: 200)
        // The scroll view starts at 100; the reader is at 1508 in the content
        // (1500 and the implicit stack's 8), 1508 − 200 = 1308 in the scroll view.
        #expect(t.frame(of: "inScroll")?.width == 1308)
        #expect(t.frame(of: "global")?.width == 1408)
    }

    @Test func geometryReaderExample() {
        // The example inside .padding(): 390 − 32 by 763 − 32; the caption at
        // the top-leading corner of the reader.
        let t = Example.named("geometry-reader")!.stages[0].layout()
        let reader = t.root.first("GeometryReader")!
        #expect(reader.frame == CGRect(x: 16, y: 16, width: 358, height: 731))
        let text = reader.first("Text")!
        #expect(text.label == "358 x 731")
        let size = VLTest.text("358 x 731", font: .caption).size
        #expect(VLTest.close(text.frame, CGRect(x: 22, y: 22, width: size.width, height: size.height)))
        #expect(reader.children.first?.frame.origin == CGPoint(x: 16, y: 16))
        #expect(reader.children.first?.parent?.kind == "GeometryReader")
    }

    /// Bad input: GeometryReaders nested 10,000 deep (each one's content is
    /// resolved during layout, a fragment inside the previous one's) lay
    /// out without exhausting the test thread's stack or going quadratic:
    /// each reader takes the proposed 390 × 763 (the GeometryReader page)
    /// and puts its content at its top-leading corner, so the innermost
    /// colour is at the origin.
    struct NestedReaders: View {
        let level: Int
        var body: some View {
            if level == 0 {
                Color.red.frame(width: 10, height: 10).id("leaf")
            } else {
                GeometryReader { _ in NestedReaders(level: level - 1) }
            }
        }
    }

    @Test func readersNestedTenThousandDeep() {
        let t = VLTest.layout(NestedReaders(level: 10_000), 390, 763)
        t.assertFrame("leaf", 0, 0, 10, 10)
        #expect(t.views(ofKind: "GeometryReader").count == 10_000)
    }
}
