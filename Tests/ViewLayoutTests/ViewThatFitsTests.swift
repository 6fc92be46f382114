import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// ViewThatFits (Apple's ViewThatFits and init(in:content:) pages; FB's
// "Mastering ViewThatFits"; OSU's SizeFittingLayoutComputer; Fidelity, "Layout protocol and ViewThatFits").
// Root 390 × 763 at scale 1: the root centres its child.
// At scale 1 frames land on whole points, an origin at .5 rounding up
// (Fidelity, "Pixel rounding": edges to the nearest pixel, ties up): 376.5 is placed at 377.

@Suite("ViewThatFits")
struct ViewThatFitsTests {
    struct Candidates: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                Color.red.frame(width: 300, height: 10).id("wide")
                Color.green.frame(width: 150, height: 10).id("mid")
                Color.blue.frame(width: 50, height: 10).id("narrow")
            }
            .id("fits")
        }
    }

    /// "It selects the first child whose ideal size on the constrained axes
    /// fits within the proposed size", in order; "if none fits, the last".
    /// At 400 the first fits; at 200 the second; at 100 the third (it
    /// fits); at 40 none does and the last is shown anyway, overflowing.
    @Test func choosesFirstThatFits() {
        let at400 = VLTest.layout(Candidates().frame(width: 400), 390, 763)
        at400.assertFrame("wide", 45, 377, 300, 10)
        #expect(at400.frame(of: "mid") == nil && at400.frame(of: "narrow") == nil)

        let at200 = VLTest.layout(Candidates().frame(width: 200), 390, 763)
        // The frame (200 wide at x 95) centres the 150-wide ViewThatFits.
        at200.assertFrame("fits", 120, 377, 150, 10)
        at200.assertFrame("mid", 120, 377, 150, 10)
        #expect(at200.frame(of: "wide") == nil && at200.frame(of: "narrow") == nil)

        let at100 = VLTest.layout(Candidates().frame(width: 100), 390, 763)
        at100.assertFrame("narrow", 170, 377, 50, 10)

        let at40 = VLTest.layout(Candidates().frame(width: 40), 390, 763)
        at40.assertFrame("narrow", 170, 377, 50, 10)
        #expect(at40.frame(of: "wide") == nil)
    }

    /// The placed tree holds only the chosen child, and says which it is.
    @Test func placedTreeReportsTheChoice() {
        let tree = VLTest.layout(Candidates().frame(width: 200), 390, 763)
        let fits = tree.view(withID: "fits")!
        #expect(fits.kind == "ViewThatFits")
        #expect(fits.label == "child 2 of 3")
        #expect(fits.children.count == 1 && fits.children[0].id == AnyHashable("mid"))
        #expect(tree.views(ofKind: "Color").count == 1)
        // Root, frame, ViewThatFits, the chosen frame and its Color.
        #expect(tree.count == 5)
        #expect(tree.description.contains("ViewThatFits \"child 2 of 3\" #fits (120, 377, 150, 10)"))
        #expect(!tree.description.contains("#wide") && !tree.jsonString().contains("\"wide\""))
    }

    /// "Unconstrained axes are not checked" (Fidelity, "Layout protocol and ViewThatFits"): constrained only
    /// vertically, the 300-wide first child is chosen in a 100-wide frame.
    /// With no axes at all, "ViewThatFits uses the first child view".
    @Test func onlyConstrainedAxesAreChecked() {
        let vertical = VLTest.layout(Candidates(axes: .vertical).frame(width: 100), 390, 763)
        vertical.assertFrame("wide", 45, 377, 300, 10)
        let tall = VLTest.layout(Candidates(axes: .vertical).frame(width: 400, height: 5), 390, 763)
        // 10 high in 5: none fits vertically, the last is shown.
        tall.assertFrame("narrow", 170, 377, 50, 10)
        let none = VLTest.layout(Candidates(axes: []).frame(width: 10, height: 5), 390, 763)
        none.assertFrame("wide", 45, 377, 300, 10)
    }

    /// The check uses the ideal size (proposed nil on the constrained axes),
    /// not the size the child would take: a Color with an ideal width of
    /// 300 does not fit in 200 even though it would shrink to 200. The
    /// chosen child is then proposed the real proposal (FB, step 7), so a
    /// flexible child chosen fills it.
    @Test func idealSizeDecides() {
        let tree = VLTest.layout(ViewThatFits(in: .horizontal) {
            Color.red.frame(idealWidth: 300).frame(height: 10).id("flexible")
            Color.blue.frame(minWidth: 20, idealWidth: 50).frame(height: 10).id("small")
        }.frame(width: 200), 390, 763)
        #expect(tree.frame(of: "flexible") == nil)
        // Chosen, then proposed 200: a min-only frame takes the proposal.
        tree.assertFrame("small", 95, 377, 200, 10)
    }

    /// FB's example at three widths (the view-that-fits example): the first
    /// text whose one-line width fits; at 10 points none does and "Hi", the
    /// last, is proposed 10 points and wraps. Widths come from the measurer.
    @Test func textExample() throws {
        let example = try #require(Example.named("view-that-fits"))
        let labels = example.stages.map { stage -> String? in
            stage.layout().views(ofKind: "Text").first?.label
        }
        #expect(labels == ["Hello Beautiful World", "Hello World", "Hi"])
        #expect(VLTest.text("Hello Beautiful World").size.width <= 200)
        #expect(VLTest.text("Hello Beautiful World").size.width > 100)
        let hi = example.stages[2].layout().views(ofKind: "Text")[0]
        #expect(hi.frame.width == 10)
        #expect(hi.frame.height > VLTest.text("Hi").size.height, "wrapped onto more than one line")
    }

    /// The sample's ButtonStack: the equal-width row fits in 390 points; in
    /// 200 the column is chosen (three cells of the widest button).
    @Test func buttonStackExample() throws {
        let example = try #require(Example.named("equal-width-stack"))
        let wide = example.stages[1].layout()
        #expect(wide.views(ofKind: "ViewThatFits").first?.label == "child 1 of 2")
        #expect(wide.views(ofKind: "MyEqualWidthHStack").count == 1)
        let narrow = example.stages[2].layout()
        #expect(narrow.views(ofKind: "ViewThatFits").first?.label == "child 2 of 2")
        let column = try #require(narrow.views(ofKind: "MyEqualWidthVStack").first)
        let cells = column.children.map(\.frame)
        #expect(cells.count == 3)
        #expect(Set(cells.map(\.width)).count == 1, "equal widths")
        #expect(cells[1].minY - cells[0].maxY == 8)
    }
}

@Suite("Layouts in layout-time content")
struct LayoutsInDeferredContentTests {
    /// Content resolved while the layout runs (a GeometryReader's, a lazy
    /// stack's rows) gets its own nodes; custom layouts and ViewThatFits in
    /// it work as anywhere: the ViewThatFits in a 100-point reader shows its
    /// 50-wide child, the equal-width stack in a lazy row sizes its cells.
    @Test func insideGeometryReaderAndLazyStack() {
        let tree = VLTest.layout(VStack(spacing: 0) {
            GeometryReader { _ in
                ViewThatFits {
                    Color.red.frame(width: 300, height: 10).id("wide")
                    Color.blue.frame(width: 50, height: 10).id("narrow")
                }
            }
            .frame(width: 100, height: 10)
            LazyVStack {
                MyEqualWidthHStack {
                    Color.red.frame(idealWidth: 30, idealHeight: 20).id("a")
                    Color.green.frame(idealWidth: 60, idealHeight: 20).id("b")
                }
            }
        }, 390, 763)
        #expect(tree.frame(of: "wide") == nil)
        #expect(tree.frame(of: "narrow")?.size == CGSize(width: 50, height: 10))
        #expect(tree.frame(of: "a")?.size == CGSize(width: 60, height: 20))
        #expect(tree.frame(of: "b")?.size == CGSize(width: 60, height: 20))
        #expect(tree.vlAllFramesFinite)
    }
}
