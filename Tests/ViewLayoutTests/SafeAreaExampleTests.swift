import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// The safe-area examples (Sources/ViewLayoutExamples/SafeAreaExamples.swift),
// laid out on their device presets. Frames that involve text sizes are
// checked by relation, not by value (text metrics will change, Fidelity, "Text").

@Suite struct SafeAreaExampleTests {
    static func stage(_ name: String, _ i: Int) -> PlacedViewTree { Example.named(name)!.stages[i].layout() }

    /// safeAreaInset page, bottom bar on the iPhone 15 Pro (393 × 852,
    /// insets 59 / 34): the bar sits on the safe area's bottom edge, full
    /// width, and the content ends where the bar begins (spacing 0).
    @Test func bottomBar() throws {
        let r = Self.stage("safe-area-inset-bar", 0)
        let inset = try #require(r.views(ofKind: "safeAreaInset").first)
        r.assertFrame(of: inset, 0, 59, 393, 759)
        let bar = try #require(r.views(ofKind: "background").first?.frame)
        #expect(bar.minX == 0 && bar.width == 393 && abs(bar.maxY - 818) < 1e-6)
        let content = try #require(inset.children.first?.frame)
        #expect(content.minY == 59 && abs(content.maxY - bar.minY) < 1e-6)
    }

    /// The side bar: 60 wide on the leading edge; the content takes the rest.
    @Test func sideBar() throws {
        let r = Self.stage("safe-area-inset-bar", 1)
        let inset = try #require(r.views(ofKind: "safeAreaInset").first)
        r.assertFrame(of: inset.children[1], 0, 59, 60, 759)
        r.assertFrame(of: inset.children[0], 60, 59, 333, 759)
    }

    /// ignoresSafeArea: the blue background fills the whole screen; the
    /// modifier keeps the safe-area frame its parent gave it.
    @Test func fullScreenBackground() throws {
        let r = Self.stage("ignores-safe-area", 0)
        let ignoring = try #require(r.views(ofKind: "ignoresSafeArea").first)
        r.assertFrame(of: ignoring, 0, 59, 393, 759)
        r.assertFrame(of: ignoring.children.first, 0, 0, 393, 852)
    }

    /// On the iPhone SE the yellow grows up into the 20-point status bar but
    /// not down: its bottom edge meets the text (Eidhof's rule, Fidelity, "Safe area").
    @Test func yellowGrowsUpOnly() throws {
        let r = Self.stage("ignores-safe-area", 1)
        let ignoring = try #require(r.views(ofKind: "ignoresSafeArea").first?.frame)
        let yellow = try #require(r.views(ofKind: "Color").first?.frame)
        #expect(ignoring.minY == 20 && yellow.minY == 0 && yellow.maxY == ignoring.maxY)
        let text = try #require(r.views(ofKind: "Text").first?.frame)
        #expect(text.maxY == 667, "the text sits on the SE's bottom edge (no bottom inset)")
    }

    /// The size-class view: a column on the compact-width iPhone, a row on
    /// the regular-width iPad. iPad (@2x): 120 + 8 + 300 = 428 wide, centred
    /// in 834 × 1150 below 24 points. iPhone (@3x): 300 × 248 centred in
    /// 393 × 759 below 59, at x 46.5 and y 314.5, which round to the @3x grid
    /// (46.6667, 314.6667: Fidelity, "Pixel rounding", nearest pixel, halves up).
    @Test func sizeClassSwitch() throws {
        let phone = Self.stage("size-class-row", 0)
        let column = try #require(phone.views(ofKind: "VStack").first)
        phone.assertFrame(of: column, 140.0 / 3, 944.0 / 3, 300, 248)
        phone.assertFrame(of: column.children[0], 410.0 / 3, 944.0 / 3, 120, 120)
        phone.assertFrame(of: column.children[1], 140.0 / 3, 1328.0 / 3, 300, 120)
        #expect(phone.views(ofKind: "HStack").isEmpty)

        let pad = Self.stage("size-class-row", 1)
        let row = try #require(pad.views(ofKind: "HStack").first)
        pad.assertFrame(of: row, 203, 539, 428, 120)
        pad.assertFrame(of: row.children[0], 203, 539, 120, 120)
        pad.assertFrame(of: row.children[1], 331, 539, 300, 120)
        #expect(pad.views(ofKind: "VStack").isEmpty)
    }

    /// containerRelativeFrame page with `.safeAreaPadding(.horizontal, 20)`:
    /// the container is 390 − 2 × 20 = 350 wide ("subtracting any safe area
    /// insets"), each rectangle spans 3 of 4 columns, (350 − 30) / 4 × 3 +
    /// 20 = 260, 3:2 so 173.33 tall, the first 20 points in, the next 10
    /// after it.
    @Test func paddedColumns() throws {
        let r = Self.stage("safe-area-padding-columns", 0)
        let rects = r.views(ofKind: "Rectangle").map(\.frame)
        #expect(rects.count >= 2)
        #expect(rects[0].minX == 20 && rects[0].width == 260 && abs(rects[0].height - 520.0 / 3) < 1e-6)
        #expect(rects[1].minX == 290 && rects[1].width == 260)
    }
}
