import Foundation
import Testing
import ViewLayout

// layoutDirectionBehavior (its page and LayoutDirectionBehavior's), size
// classes and device presets (the horizontalSizeClass / verticalSizeClass
// pages; the presets' figures are cited in DevicePreset.swift), and the
// visionOS depth axis (frame(depth:), frame(minDepth:…), padding3D,
// offset(z:), DepthAlignment pages).

@Suite struct LayoutDirectionBehaviorTests {
    /// A 100-wide red and a 50-wide blue side by side, 150 × 100, centred in
    /// 400 × 300: left to right they sit at x = 125 and 225.
    static func row(_ behavior: LayoutDirectionBehavior, rtl: Bool) -> PlacedViewTree {
        var env = VLTest.environment(scale: 1)
        if rtl { env.layoutDirection = .rightToLeft }
        return layout(HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).id("a")
            Color.blue.frame(width: 50, height: 100).id("b")
        }.layoutDirectionBehavior(behavior), in: CGSize(width: 400, height: 300), environment: env)
    }

    /// `.mirrors` (= `.mirrors(in: .rightToLeft)`): content designed left to
    /// right. In LTR nothing flips; in RTL the content is laid out left to
    /// right and flipped about the view's centre line (x' = 2c − maxX), so
    /// red lands on the right, and the tree records the flip.
    @Test func mirrorsInRightToLeft() {
        let ltr = Self.row(.mirrors, rtl: false)
        ltr.assertFrame("a", 125, 100, 100, 100)
        ltr.assertFrame("b", 225, 100, 50, 100)
        #expect(ltr.views(ofKind: "layoutDirectionBehavior").first?.flipsHorizontally == false)
        #expect(ltr.view(withID: "a")?.isMirrored == false)

        let rtl = Self.row(.mirrors, rtl: true)
        rtl.assertFrame("a", 175, 100, 100, 100)
        rtl.assertFrame("b", 125, 100, 50, 100)
        #expect(rtl.views(ofKind: "layoutDirectionBehavior").first?.flipsHorizontally == true)
        #expect(rtl.view(withID: "a")?.isMirrored == true)
        #expect(rtl.description.contains("layoutDirectionBehavior (125, 100, 150, 100) flipped"))
        #expect(rtl.jsonString().contains("\"flipsHorizontally\": true"))
    }

    /// `.mirrors(in: .leftToRight)`: content designed right to left. In LTR
    /// it is laid out right to left (red on the right) and flipped back (red
    /// on the left), drawn mirrored; in RTL it is laid out right to left and
    /// not flipped.
    @Test func mirrorsInLeftToRight() {
        let ltr = Self.row(.mirrors(in: .leftToRight), rtl: false)
        ltr.assertFrame("a", 125, 100, 100, 100)
        ltr.assertFrame("b", 225, 100, 50, 100)
        #expect(ltr.view(withID: "b")?.isMirrored == true)
        let rtl = Self.row(.mirrors(in: .leftToRight), rtl: true)
        rtl.assertFrame("a", 175, 100, 100, 100)
        rtl.assertFrame("b", 125, 100, 50, 100)
        #expect(rtl.view(withID: "b")?.isMirrored == false)
    }

    /// `.fixed` changes nothing: views adapt to the direction on their own
    /// (the page's "By default, views will adjust their layouts
    /// automatically in a right-to-left context").
    @Test func fixedDoesNotMirror() {
        let rtl = Self.row(.fixed, rtl: true)
        rtl.assertFrame("a", 175, 100, 100, 100)
        rtl.assertFrame("b", 125, 100, 50, 100)
        #expect(rtl.views(ofKind: "layoutDirectionBehavior").isEmpty)
        #expect(rtl.view(withID: "a")?.isMirrored == false)
    }
}

/// Lays its two parts out in a column when the horizontal size class is
/// compact, in a row otherwise (the horizontalSizeClass page: "adjust the
/// appearance of custom views by reading the size class").
struct SizeClassRow: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            VStack(spacing: 0) { parts }
        } else {
            HStack(spacing: 0) { parts }
        }
    }

    @ViewBuilder var parts: some View {
        Color.red.frame(width: 93, height: 50).id("a")
        Color.blue.frame(width: 93, height: 51).id("b")
    }
}

@Suite struct DevicePresetTests {
    /// On an iPhone 15 Pro (393 × 852 @3x, insets 59 / 34, compact width)
    /// the parts stack: 93 × 101 centred in the 393 × 759 safe area.
    @Test @MainActor func compactWidthStacks() {
        let placed = layout(SizeClassRow(), on: .iPhone15Pro)
        placed.assertFrame(of: placed.root, 0, 0, 393, 852)
        placed.assertFrame("a", 150, 388, 93, 50)
        placed.assertFrame("b", 150, 438, 93, 51)
    }

    /// On an iPad Pro 11-inch (834 × 1194 @2x, insets 24 / 20, regular
    /// width) they sit in a row: 186 × 51 centred in 834 × 1150.
    @Test @MainActor func regularWidthRow() {
        let placed = layout(SizeClassRow(), on: .iPadPro11)
        placed.assertFrame("a", 324, 574, 93, 50)
        placed.assertFrame("b", 417, 573.5, 93, 51)
    }

    /// Each preset sets the environment: scale (and so pixelLength, "usually
    /// equal to 1 divided by displayScale") and both size classes.
    @Test func presetsSetTheEnvironment() {
        let se = DevicePreset.iPhoneSE3.applied(to: EnvironmentValues())
        #expect(se.displayScale == 2 && se.pixelLength == 0.5)
        #expect(se.horizontalSizeClass == .compact && se.verticalSizeClass == .regular)
        let mac = DevicePreset.macWindow.applied(to: EnvironmentValues())
        #expect(mac.horizontalSizeClass == .regular && mac.verticalSizeClass == .regular)
        let land = DevicePreset.iPhone15ProLandscape.applied(to: EnvironmentValues())
        #expect(land.horizontalSizeClass == .compact && land.verticalSizeClass == .compact)
        #expect(EnvironmentValues().horizontalSizeClass == nil)
        #expect(EnvironmentValues().isLuminanceReduced == false)
        // The iPhone 13's safe area is the examples' canvas (Fidelity, "Safe area").
        #expect(DevicePreset.iPhone13.safeAreaSize == CGSize(width: 390, height: 763))
        #expect(DevicePreset.named("IPHONE-SE-3") == .iPhoneSE3)
        #expect(DevicePreset.named("iphone-99") == nil)
    }

    /// The SE has no bottom inset: ignoring the safe area only adds the
    /// 20-point status bar.
    @Test func seStatusBar() {
        layout(Color.red.id("c"), on: .iPhoneSE3).assertFrame("c", 0, 20, 375, 647)
        layout(Color.red.id("c").ignoresSafeArea(), on: .iPhoneSE3).assertFrame("c", 0, 0, 375, 667)
    }
}

/// A depth guide a quarter of the way from the back face.
enum QuarterDepth: DepthAlignmentID {
    static func defaultValue(in d: ViewDimensions3D) -> CGFloat { d.depth / 4 }
}

@Suite struct DepthAxisTests {
    static func run<V: View>(_ view: V) -> PlacedViewTree { VLTest.layout(view, 400, 300) }

    /// Flat content has depth 0 at z 0.
    @Test func flatContent() {
        let placed = Self.run(HStack { Color.red.id("c"); Text("x") })
        #expect(placed.allViews.allSatisfy { $0.depth == 0 && $0.zPosition == 0 })
    }

    /// frame(depth:) gives its depth; the child (depth 0) is aligned on the
    /// frame's guide: back 0, centre half, front all of it; a custom guide
    /// at a quarter.
    @Test(arguments: [(DepthAlignment.back, 0.0), (.center, 25), (.front, 50), (DepthAlignment(QuarterDepth.self), 12.5)])
    func fixedDepthFrame(_ alignment: DepthAlignment, _ z: Double) {
        let placed = Self.run(Color.red.id("c").frame(depth: 50, alignment: alignment))
        let frame = placed.views(ofKind: "depth").first
        #expect(frame?.depth == 50 && frame?.zPosition == 0)
        #expect(placed.view(withID: "c")?.zPosition == CGFloat(z))
        // Width and height are untouched.
        placed.assertFrame("c", 0, 0, 400, 300)
    }

    /// padding3D adds front and back to the depth and puts the child `back`
    /// in front; its 2D part is padding's. offset(z:) moves everything below
    /// it forward without changing depth.
    @Test func paddingAndOffset() {
        let placed = Self.run(Color.red.id("c").frame(depth: 20, alignment: .back).padding3D(10).offset(z: 5))
        let padding = placed.views(ofKind: "padding").first
        #expect(padding?.depth == 40 && padding?.zPosition == 5)
        #expect(placed.view(withID: "c")?.zPosition == 15)
        placed.assertFrame("c", 10, 10, 380, 280)
        // The text and JSON forms of the tree report z and depth.
        #expect(placed.description.contains("padding (0, 0, 400, 300) z 5 depth 40"))
        #expect(placed.jsonString().contains("\"z\": 15, \"depth\": 0"))
        let faces = Self.run(Color.red.id("c").frame(depth: 20).padding3D(EdgeInsets3D(front: 3, back: 7)))
        #expect(faces.views(ofKind: "padding").first?.depth == 30)
        // The child frame is centred in its own 20: its back face at 7.
        #expect(faces.views(ofKind: "depth").first?.zPosition == 7)
        faces.assertFrame("c", 0, 0, 400, 300)
        let depthOnly = Self.run(Color.red.id("c").padding3D(.depth, 4))
        #expect(depthOnly.views(ofKind: "padding").first?.depth == 8)
        depthOnly.assertFrame("c", 0, 0, 400, 300)
    }

    /// The flexible frame's rule on depth: with no proposal an ideal wins,
    /// min and max clamp the child's 0; proposed 60 by an outer frame, min
    /// 10 / max 100 takes 60 and centres its child at 30.
    @Test func flexibleDepth() {
        let clamp = Self.run(Color.red.frame(minDepth: 10, maxDepth: 100))
        #expect(clamp.views(ofKind: "depth").first?.depth == 10)
        let ideal = Self.run(Color.red.frame(minDepth: 10, idealDepth: 30, maxDepth: 100))
        #expect(ideal.views(ofKind: "depth").first?.depth == 30)
        let nested = Self.run(Color.red.id("c").frame(minDepth: 10, maxDepth: 100).frame(depth: 60))
        #expect(nested.views(ofKind: "depth").map(\.depth) == [60, 60])
        #expect(nested.view(withID: "c")?.zPosition == 30)
    }

    /// A stack is as deep as its deepest child; children sit at its back.
    @Test func stackDepth() {
        let placed = Self.run(HStack {
            Color.red.id("a").frame(depth: 20)
            Color.blue.id("b").frame(depth: 50)
        })
        let stack = placed.views(ofKind: "HStack").first
        #expect(stack?.depth == 50)
        #expect(placed.view(withID: "a")?.zPosition == 10)
        #expect(placed.view(withID: "b")?.zPosition == 25)
    }

    /// Bad input: a negative depth is reported and taken as 0; contradictory
    /// min/max are reported and raised in order.
    @Test func badDepths() {
        let negative = Self.run(Color.red.frame(depth: -5))
        #expect(negative.views(ofKind: "depth").first?.depth == 0)
        #expect(negative.vlHasDiagnostic("frame(depth:)", "-5"))
        let contradictory = Self.run(Color.red.frame(minDepth: 50, maxDepth: 10))
        #expect(contradictory.views(ofKind: "depth").first?.depth == 50)
        #expect(contradictory.vlHasDiagnostic("Contradictory"))
        let nanOffset = Self.run(Color.red.id("c").offset(z: .nan))
        #expect(nanOffset.view(withID: "c")?.zPosition == 0)
        #expect(nanOffset.vlHasDiagnostic("offset(z:)", "NaN"))
    }
}
