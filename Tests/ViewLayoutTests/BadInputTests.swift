import Foundation
import Testing
import ViewLayout

/// Invalid input: every case is reported in `diagnostics` with the modifier's
/// name and the value, never crashes, and leaves every placed frame finite.
/// The fallbacks asserted are the ones documented in
/// Resolve/Diagnostics.swift (`checkedLength`), API/Views/Spacer.swift and
/// API/LayoutFunctions.swift (root size). SwiftUI itself only logs "Invalid frame
/// dimension (negative or non-finite)" and lays out anyway.
/// displayScale 1, 300 × 100 root (centred) unless a test says otherwise.
@Suite struct BadInputTests {
    var box: some View { Color.red.frame(width: 50, height: 20) }

    // Diagnostics.swift: a negative frame length is treated as 0.
    @Test func negativeFrameWidth() {
        let r = VLTest.layout(Color.red.frame(width: -10, height: 20).id("f"), 300, 100)
        #expect(r.vlHasDiagnostic("frame(width:)", "-10"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("f", 150, 40, 0, 20)
    }

    // Diagnostics.swift: a NaN length is ignored (as if not given), so the
    // width passes the proposal through (300).
    @Test func nanFrameWidth() {
        let r = VLTest.layout(Color.red.frame(width: .nan, height: 20).id("f"), 300, 100)
        #expect(r.vlHasDiagnostic("frame(width:)", "NaN"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("f", 0, 40, 300, 20)
    }

    // Diagnostics.swift: an infinite fixed length is ignored (only an
    // infinite *maximum* is valid), so the width passes the proposal through.
    @Test func infiniteFrameWidth() {
        let r = VLTest.layout(Color.red.frame(width: .infinity, height: 20).id("f"), 300, 100)
        #expect(r.vlHasDiagnostic("frame(width:)", "inf"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("f", 0, 40, 300, 20)

        // The same value as a maximum is the documented idiom: no diagnostic.
        let ok = VLTest.layout(Color.red.frame(maxWidth: .infinity, maxHeight: 20).id("f"), 300, 100)
        #expect(ok.diagnostics.isEmpty, "\(ok.diagnostics)")
        ok.assertFrame("f", 0, 40, 300, 20)

        // An infinite minimum is ignored and reported.
        let m = VLTest.layout(Color.red.frame(minWidth: .infinity, maxHeight: 20).id("f"), 300, 100)
        #expect(m.vlHasDiagnostic("frame(minWidth:)", "inf"), "\(m.diagnostics)")
        #expect(m.vlAllFramesFinite)
        m.assertFrame("f", 0, 40, 300, 20)
    }

    // frame(min…) normalisation (Fidelity, "Frames" [RE, checked against SwiftUI's
    // initializer]): max is raised to min; "Contradictory frame constraints"
    // is reported. min 100 > max 50 -> both 100 -> width 100.
    @Test func contradictoryFrameConstraints() {
        let r = VLTest.layout(Color.red.frame(minWidth: 100, maxWidth: 50).frame(height: 20).id("f"), 300, 100)
        #expect(r.vlHasDiagnostic("frame(minWidth:", "Contradictory"), "\(r.diagnostics)")
        r.assertFrame("f", 100, 40, 100, 20)
    }

    // Diagnostics.swift: NaN padding is ignored (0 on every edge).
    @Test func nanPadding() {
        let r = VLTest.layout(box.id("c").padding(.nan).id("p"), 300, 100)
        #expect(r.vlHasDiagnostic("padding(", "NaN"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("p", 125, 40, 50, 20)
        r.assertFrame("c", 125, 40, 50, 20)

        let inf = VLTest.layout(box.id("c").padding(.infinity).id("p"), 300, 100)
        #expect(inf.vlHasDiagnostic("padding(", "inf"), "\(inf.diagnostics)")
        #expect(inf.vlAllFramesFinite)
        inf.assertFrame("p", 125, 40, 50, 20)
    }

    // Diagnostics.swift: negative padding is applied as given (SwiftUI
    // honours it; the content overlaps), and reported. 50 × 20 - 10 = 40 × 10,
    // the child 5 points up and left of the padding view.
    @Test func negativePadding() {
        let r = VLTest.layout(box.id("c").padding(-5).id("p"), 300, 100)
        #expect(r.vlHasDiagnostic("padding(", "-5"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("p", 130, 45, 40, 10)
        r.assertFrame("c", 125, 40, 50, 20)
    }

    // Diagnostics.swift: NaN spacing is ignored, i.e. treated as nil: the
    // default spacing 8 (Fidelity, "Default spacing"). 50 + 8 + 50 = 108.
    @Test func nanStackSpacing() {
        let r = VLTest.layout(HStack(spacing: .nan) {
            Color.red.frame(width: 50).id("a")
            Color.blue.frame(width: 50).id("b")
        }, 300, 100)
        #expect(r.vlHasDiagnostic("HStack(spacing:)", "NaN"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("a", 96, 0, 50, 100)
        r.assertFrame("b", 154, 0, 50, 100)

        let v = VLTest.layout(VStack(spacing: -.infinity) {
            Color.red.frame(height: 10).id("a")
            Color.blue.frame(height: 10).id("b")
        }, 300, 100)
        #expect(v.vlHasDiagnostic("VStack(spacing:)", "inf"), "\(v.diagnostics)")
        #expect(v.vlAllFramesFinite)
        v.assertFrame("a", 0, 36, 300, 10)
        v.assertFrame("b", 0, 54, 300, 10)
    }

    // Spacer.swift: a negative minLength is reported and the default (8) is
    // used. Ideal stack 50 + 8 + 50 = 108.
    @Test func negativeSpacerMinLength() {
        let r = VLTest.layout(HStack {
            Color.red.frame(width: 50).id("a")
            Spacer(minLength: -3).id("sp")
            Color.blue.frame(width: 50).id("b")
        }.fixedSize(), 300, 100)
        #expect(r.vlHasDiagnostic("Spacer(minLength:", "-3"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame("sp", 146, 50, 8, 0)
        r.assertFrame("b", 154, 45, 50, 10)
    }

    // A zero root is not invalid: it is the "minimum size" proposal of the
    // Layout protocol (Fidelity, "Layout protocol and ViewThatFits" [doc]). Nothing is reported; a Color is
    // 0 × 0, a Text is 0 × 0 (Fidelity, "Ideal sizes and sizing modifiers" [measured FB]), a fixed 50 × 20 frame
    // keeps its size and is centred on the empty root.
    @Test func zeroRootSize() {
        let r = ViewLayout.layout(ZStack {
            Color.red.id("c")
            Text("Hello").id("t")
            box.id("f")
        }, in: .zero, environment: VLTest.environment(scale: 1))
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame(of: r.root, 0, 0, 0, 0)
        r.assertFrame("c", 0, 0, 0, 0)
        r.assertFrame("t", 0, 0, 0, 0)
        r.assertFrame("f", -25, -10, 50, 20)
    }

    // Layout.swift: an infinite root dimension is reported and treated as
    // unspecified, so the root takes the content's ideal size there.
    @Test func infiniteRootSize() {
        let r = ViewLayout.layout(box.id("f"), in: CGSize(width: CGFloat.infinity, height: .infinity),
                                  environment: VLTest.environment(scale: 1))
        #expect(r.vlHasDiagnostic("root width", "infinite"), "\(r.diagnostics)")
        #expect(r.vlHasDiagnostic("root height", "infinite"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame(of: r.root, 0, 0, 50, 20)
        r.assertFrame("f", 0, 0, 50, 20)

        // A Color's ideal size is 10 × 10 (Fidelity, "Ideal sizes and sizing modifiers").
        let c = ViewLayout.layout(Color.red.id("c"), in: CGSize(width: CGFloat.infinity, height: .infinity),
                                  environment: VLTest.environment(scale: 1))
        #expect(c.vlAllFramesFinite)
        c.assertFrame("c", 0, 0, 10, 10)

        // One axis infinite: the other keeps its size.
        let h = ViewLayout.layout(Color.red.frame(width: 50).id("f"), in: CGSize(width: 300, height: CGFloat.infinity),
                                  environment: VLTest.environment(scale: 1))
        #expect(h.vlHasDiagnostic("root height", "infinite"), "\(h.diagnostics)")
        #expect(h.vlAllFramesFinite)
        h.assertFrame(of: h.root, 0, 0, 300, 10)
        h.assertFrame("f", 125, 0, 50, 10)

        // A Spacer or a maxWidth: .infinity frame in an unbounded root must not
        // become infinite: both answer their ideal sizes.
        let s = ViewLayout.layout(HStack { Spacer().id("sp"); Color.red.frame(maxWidth: .infinity).id("m") },
                                  in: CGSize(width: CGFloat.infinity, height: .infinity),
                                  environment: VLTest.environment(scale: 1))
        #expect(s.vlAllFramesFinite)
        s.assertFrame("sp", 0, 5, 8, 0)
        s.assertFrame("m", 8, 0, 10, 10)
    }

    // Layout.swift: a NaN (or negative) root dimension is reported and 0 is
    // used; the content is centred on the empty root.
    @Test func nanRootSize() {
        let r = ViewLayout.layout(box.id("f"), in: CGSize(width: CGFloat.nan, height: .nan),
                                  environment: VLTest.environment(scale: 1))
        #expect(r.vlHasDiagnostic("root width", "nan"), "\(r.diagnostics)")
        #expect(r.vlHasDiagnostic("root height", "nan"), "\(r.diagnostics)")
        #expect(r.vlAllFramesFinite)
        r.assertFrame(of: r.root, 0, 0, 0, 0)
        r.assertFrame("f", -25, -10, 50, 20)

        let n = ViewLayout.layout(box.id("f"), in: CGSize(width: -5, height: 100),
                                  environment: VLTest.environment(scale: 1))
        #expect(n.vlHasDiagnostic("root width", "-5"), "\(n.diagnostics)")
        n.assertFrame("f", -25, 40, 50, 20)
    }

    // Huge but finite lengths are valid input and must not trap. Run in a
    // child process (an exit test) so that a trap fails this test instead of
    // killing the whole test run.
    // - A Text proposed a height of 1e21 (BuiltinTextMeasurer converts
    //   height / lineHeight to Int, which traps above Int.max).
    @Test func hugeTextHeightProposalDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let r = ViewLayout.layout(Text("Hello").id("t").frame(height: 1e21),
                                      in: CGSize(width: 300, height: 100))
            precondition(r.allViews.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
        }
    }

    // - A root of 1e20 points: the Color is 1e20 wide, and printing the tree
    //   (PlacedViewTree.number converts whole values to Int) must not trap.
    @Test func hugeRootSizePrintsWithoutTrapping() async {
        await #expect(processExitsWith: .success) {
            let r = ViewLayout.layout(Color.red, in: CGSize(width: 1e20, height: 100))
            precondition(!r.description.isEmpty && !r.jsonString().isEmpty)
        }
    }

    // - Every bad value of the test below, in a 1e300 × 1e300 root.
    @Test func hugeRootWithBadValuesDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let view = VStack(spacing: .nan) {
                HStack(spacing: .infinity) {
                    Color.red.frame(width: .nan, height: -4)
                    Text("x").padding(.infinity)
                }
                Color.green.frame(minWidth: .infinity, idealWidth: .nan, maxWidth: -1)
                Color.blue.frame(width: 20, height: 20).offset(x: .nan, y: .infinity).position(x: .infinity, y: .nan)
            }
            let r = ViewLayout.layout(view, in: CGSize(width: 1e300, height: 1e300))
            precondition(r.allViews.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite
                && $0.frame.minY.isFinite && $0.frame.height.isFinite })
        }
    }

    // Every bad value at once, at every bad root size: never a crash, never a
    // non-finite frame, and each bad value is reported.
    @Test func everythingBadAtOnceStaysFinite() {
        let view = VStack(spacing: .nan) {
            HStack(spacing: .infinity) {
                Color.red.frame(width: .nan, height: -4)
                Spacer(minLength: .nan)
                Text("x").padding(.infinity)
                Spacer(minLength: -.infinity)
            }
            Color.green.frame(minWidth: .infinity, idealWidth: .nan, maxWidth: -1)
            Color.blue.frame(width: 20, height: 20).offset(x: .nan, y: .infinity).position(x: .infinity, y: .nan)
            Color.gray.layoutPriority(.nan).padding(-1e300)
            Divider().frame(width: -.infinity, height: .infinity)
        }
        let sizes = [CGSize(width: 390, height: 763), .zero, CGSize(width: CGFloat.infinity, height: .infinity),
                     CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -1, height: -1)]
        for size in sizes {
            for scale in [1.0, 3.0] {
                let r = ViewLayout.layout(view, in: size, environment: VLTest.environment(scale: CGFloat(scale)))
                #expect(r.vlAllFramesFinite, "size \(size) @\(scale)x:\n\(r)\n\(r.diagnostics)")
                for name in ["VStack(spacing:)", "HStack(spacing:)", "frame(width:)", "frame(height:)",
                             "Spacer(minLength:", "padding(", "frame(minWidth:)", "frame(idealWidth:)",
                             "frame(maxWidth:)", "offset(", "position(", "layoutPriority("] {
                    #expect(r.vlHasDiagnostic(name), "no diagnostic mentions \(name): \(r.diagnostics)")
                }
            }
        }
    }
}
